import { searchApi } from '@portal/shared/api/content';
import type { PageMeta } from '@portal/shared/content';
import { formatDate, limitString } from '@portal/shared/format';
import type { SearchGroup, SearchHit, SearchPageResponse } from '@portal/shared/search';
import { SEARCH_KIND_LABELS, SEARCH_KINDS, type SearchKind } from '@portal/shared/search-kinds';
import { Form, Link, type LoaderFunctionArgs, useLoaderData, useNavigation } from 'react-router';
import { listPage, listText } from '../../components/ListFilters.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { ApiError, call } from '../../lib/api.ts';

type SearchData =
  | { state: 'empty'; q: string }
  | { state: 'invalid'; q: string; message: string }
  | { state: 'groups'; q: string; groups: SearchGroup[] }
  | { state: 'kind'; q: string; kind: SearchKind; hits: SearchHit[]; meta: PageMeta & { capped: boolean } };

const isKind = (value: string | null): value is SearchKind => SEARCH_KINDS.includes(value as SearchKind);

/** /search?q=…[&kind=…]: the whole portal's search, grouped by kind, or one kind with pages. */
export async function loader({ request }: LoaderFunctionArgs): Promise<SearchData> {
  const url = new URL(request.url);
  const q = listText(url, 'q');
  if (!q) return { state: 'empty', q };
  const kind = url.searchParams.get('kind');
  try {
    if (isKind(kind)) {
      // With `kind` the server answers that kind's page (searchApi.search).
      const result = (await call(searchApi.search, {
        query: { q, kind, page: listPage(url) },
      })) as SearchPageResponse;
      return { state: 'kind', q, kind, hits: result.data, meta: result.meta };
    }
    const groups = (await call(searchApi.search, { query: { q } })).data as SearchGroup[];
    return { state: 'groups', q, groups };
  } catch (error) {
    // A term that is too short or too long is the visitor's to fix here, not an error page.
    if (error instanceof ApiError && error.status === 422) {
      return { state: 'invalid', q, message: error.body?.errors?.q?.[0] ?? error.message };
    }
    throw error;
  }
}

const countText = (total: number, capped: boolean) =>
  capped ? `hơn ${total.toLocaleString('vi-VN')}` : total.toLocaleString('vi-VN');

export function Component() {
  const data = useLoaderData<SearchData>();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/search';

  return (
    <section className="page-section">
      <h1 className="page-title">Tìm kiếm</h1>
      <Form method="get" role="search" aria-label="Tìm kiếm theo từ khóa" className="search-form my-3">
        <label htmlFor="site-search-page" className="visually-hidden">
          Từ khóa tìm kiếm
        </label>
        <input
          id="site-search-page"
          name="q"
          type="search"
          defaultValue={data.q}
          className="form-control"
          placeholder="Tin tức, sản phẩm, bài toán lớn, văn bản (gõ có dấu hoặc không dấu)"
          maxLength={200}
          aria-describedby={data.state === 'invalid' ? 'site-search-error' : undefined}
          aria-invalid={data.state === 'invalid' || undefined}
        />
        {data.state === 'kind' && <input type="hidden" name="kind" value={data.kind} />}
        <button type="submit" className="btn btn-primary">
          Tìm kiếm
        </button>
      </Form>
      <div aria-busy={loading} className={loading ? 'list-loading' : undefined}>
        {data.state === 'empty' && (
          <p className="alert alert-info" role="status">
            Nhập từ khóa để tìm trong tin tức, sản phẩm, bài toán lớn và văn bản của cổng.
          </p>
        )}
        {data.state === 'invalid' && (
          <p id="site-search-error" className="alert alert-warning" role="alert">
            {data.message}
          </p>
        )}
        {data.state === 'groups' && <Groups q={data.q} groups={data.groups} />}
        {data.state === 'kind' && <OneKind data={data} />}
      </div>
    </section>
  );
}

function Groups({ q, groups }: { q: string; groups: SearchGroup[] }) {
  const found = groups.filter((group) => group.total > 0);
  if (found.length === 0) {
    return (
      <p className="alert alert-info" role="status">
        Không tìm thấy nội dung nào cho “{q}”. Hãy thử từ khóa ngắn hơn hoặc khác đi.
      </p>
    );
  }
  return (
    <>
      <p className="text-body-secondary" role="status">
        Kết quả cho “{q}”: {found.map((group) => `${group.label} (${countText(group.total, group.capped)})`).join(', ')}
        .
      </p>
      {found.map((group) => (
        <section key={group.kind} className="search-group" aria-labelledby={`search-${group.kind}`}>
          <h2 id={`search-${group.kind}`} className="h4">
            {group.label} <span className="badge text-bg-primary">{countText(group.total, group.capped)}</span>
          </h2>
          <HitList hits={group.items} />
          {group.total > group.items.length && (
            <Link
              to={`/search?${new URLSearchParams({ q, kind: group.kind })}`}
              className="btn btn-outline-primary btn-sm"
            >
              Xem tất cả kết quả {group.label.toLowerCase()}
            </Link>
          )}
        </section>
      ))}
    </>
  );
}

function OneKind({ data }: { data: Extract<SearchData, { state: 'kind' }> }) {
  return (
    <>
      <p className="text-body-secondary" role="status">
        {SEARCH_KIND_LABELS[data.kind]}: {countText(data.meta.total, data.meta.capped)} kết quả cho “{data.q}”.{' '}
        <Link to={`/search?${new URLSearchParams({ q: data.q })}`}>Xem mọi loại nội dung</Link>
      </p>
      {data.hits.length === 0 ? (
        <p className="alert alert-info" role="status">
          Không có kết quả ở trang này.
        </p>
      ) : (
        <HitList hits={data.hits} />
      )}
      <Pagination page={data.meta.page} lastPage={data.meta.last_page} label="Phân trang kết quả tìm kiếm" />
    </>
  );
}

function HitList({ hits }: { hits: SearchHit[] }) {
  return (
    <ul className="post-list">
      {hits.map((hit) => (
        <li key={`${hit.kind}-${hit.id}`} className="post-item">
          <h3 className="post-item-title h5">
            <Link to={hit.url}>{hit.title}</Link>
          </h3>
          {hit.date && (
            <p className="post-item-meta">
              <time dateTime={hit.date}>{formatDate(hit.date)}</time>
            </p>
          )}
          {hit.summary && <p className="post-item-summary">{limitString(hit.summary, 220)}</p>}
        </li>
      ))}
    </ul>
  );
}
