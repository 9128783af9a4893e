import type { PageMeta } from '@portal/shared/content';
import {
  type DocumentFacets,
  type DocumentFile,
  type DocumentItem,
  type DocumentValidity,
  documentValidities,
  validityLabels,
} from '@portal/shared/documents';
import { formatDate } from '@portal/shared/format';
import { documentTitle, href, matchPortalRoute } from '@portal/shared/routes';
import { type FormEvent, Fragment, useEffect, useId, useState, useSyncExternalStore } from 'react';
import {
  Form,
  Link,
  type LoaderFunctionArgs,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
} from 'react-router';
import { FilterActions, type FilterOption, FilterSelect, SearchFilter } from '../../components/ListFilters.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { ApiError, api } from '../../lib/api.ts';
import { toast } from '../../lib/popups.ts';
import { session } from '../../lib/session.ts';
import { sessionSettled } from '../../lib/session-ready.ts';
import { useStore } from '../../lib/store.ts';
import { downloadWithToken, fileKind, formatFileSize } from './files.ts';

/** The lookup's fields, in the order of the form; each one is a query parameter of the page and of the API. */
const FILTERS = ['q', 'number', 'type', 'issuing_body', 'field', 'year', 'validity'] as const;
type FilterName = (typeof FILTERS)[number];
/** The filters chosen from a list (a phone folds them away). */
const SELECTS: readonly FilterName[] = ['type', 'issuing_body', 'field', 'year', 'validity'];
type Filters = Record<FilterName, string>;

type Audience = 'public' | 'internal';

interface DocumentsData {
  audience: Audience;
  documents: DocumentItem[];
  meta: PageMeta;
  facets: DocumentFacets;
  filters: Filters;
  /** The document `?id=` opens (a shared link); `missing` when it cannot be shown. */
  selected: DocumentItem | 'missing' | null;
}

const emptyFacets: DocumentFacets = { types: [], issuing_bodies: [], fields: [], years: [] };

/** /documents and /internal-documents: the lookup, the results in pages, and the document `?id=` opens. */
export async function loader({ request }: LoaderFunctionArgs): Promise<DocumentsData> {
  const url = new URL(request.url);
  const audience: Audience = matchPortalRoute(url.pathname)?.name === 'InternalDocuments' ? 'internal' : 'public';
  const filters = Object.fromEntries(
    FILTERS.map((name) => [name, url.searchParams.get(name)?.trim() ?? '']),
  ) as Filters;
  const empty: DocumentsData = {
    audience,
    documents: [],
    meta: { page: 1, per_page: 10, total: 0, last_page: 1 },
    facets: emptyFacets,
    filters,
    selected: null,
  };

  if (audience === 'internal') {
    await sessionSettled(request.signal);
    // The route guard sends a visitor to sign in; there is nothing to fetch for them.
    if (!session.get().token) return empty;
  }

  const base = audience === 'internal' ? '/api/internal-documents' : '/api/documents';
  const query = new URLSearchParams({ page: url.searchParams.get('page') ?? '1' });
  for (const name of FILTERS) if (filters[name]) query.set(name, filters[name]);
  const id = url.searchParams.get('id');
  const listing = api<{ data: DocumentItem[]; meta: PageMeta }>(`${base}?${query}`);
  // Internal calls carry the token: the others wait for the first, so that an expired token is
  // refreshed once (two 412s at once would sign the user out, docs/DOMAIN.md, "The spec's contract", section 4).
  if (audience === 'internal') await listing.catch(() => null);
  const [list, facets, selected] = await Promise.all([
    listing,
    api<{ data: DocumentFacets }>(`${base}/facets`),
    id
      ? api<{ data: DocumentItem }>(`${base}/${encodeURIComponent(id)}`).then(
          (answer) => answer.data,
          (error: unknown) => {
            // A shared link to a document since removed still opens the list.
            if (error instanceof ApiError && error.status === 404) return 'missing' as const;
            throw error;
          },
        )
      : null,
  ]);
  return { audience, documents: list.data, meta: list.meta, facets: facets.data, filters, selected };
}

const QUERY_NARROW = '(max-width: 576px)';

/** Stacked cards instead of the table on phones. */
function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = window.matchMedia(QUERY_NARROW);
      query.addEventListener('change', notify);
      return () => query.removeEventListener('change', notify);
    },
    () => window.matchMedia(QUERY_NARROW).matches,
  );
}

export function Component() {
  const { audience, documents, meta, facets, filters, selected } = useLoaderData<DocumentsData>();
  const location = useLocation();
  const navigation = useNavigation();
  const narrow = useNarrowScreen();
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const internal = audience === 'internal';
  const filtered = FILTERS.some((name) => filters[name]);
  const selectedTitle = selected && selected !== 'missing' ? selected.title : null;
  useEffect(() => {
    // A shared link names its document, as the page the server sent did.
    if (selectedTitle) document.title = documentTitle(selectedTitle);
  }, [selectedTitle]);

  return (
    <section className="page-section documents-page">
      <h1 className="page-title">{internal ? 'Văn bản nội bộ' : 'Văn bản'}</h1>
      <AudienceTabs internal={internal} />
      <p className="documents-intro">
        {internal
          ? 'Văn bản chỉ đạo, điều hành dành cho người dùng đã đăng nhập. Vui lòng không chia sẻ ra ngoài.'
          : 'Văn bản quy phạm pháp luật, văn bản chỉ đạo, điều hành và hướng dẫn về khoa học, công nghệ, đổi mới sáng tạo và chuyển đổi số.'}
      </p>
      <LookupForm facets={facets} filters={filters} filtered={filtered} />
      {selected && <SelectedDocument selected={selected} internal={internal} />}
      <div aria-busy={loading} className={loading ? 'list-loading' : undefined}>
        <p className="documents-count" role="status">
          {filtered ? `Tìm thấy ${meta.total} văn bản phù hợp.` : `Có ${meta.total} văn bản.`}
        </p>
        {documents.length === 0 ? (
          <div className="alert alert-info" role="status">
            {filtered
              ? 'Không có văn bản nào phù hợp với điều kiện tra cứu. Hãy bỏ bớt điều kiện hoặc thử từ khóa khác.'
              : 'Chưa có văn bản nào được đăng.'}
          </div>
        ) : narrow ? (
          <DocumentCards documents={documents} internal={internal} />
        ) : (
          <DocumentTable documents={documents} internal={internal} meta={meta} />
        )}
        <Pagination
          page={meta.page}
          lastPage={meta.last_page}
          label={internal ? 'Phân trang văn bản nội bộ' : 'Phân trang văn bản'}
        />
      </div>
    </section>
  );
}

/** Public and internal documents side by side; the internal tab asks a visitor to sign in (route guard). */
function AudienceTabs({ internal }: { internal: boolean }) {
  const { token } = useStore(session);
  const tabs = [
    { to: href('Documents'), label: 'Văn bản công khai', current: !internal },
    {
      to: href('InternalDocuments'),
      label: token ? 'Văn bản nội bộ' : 'Văn bản nội bộ (cần đăng nhập)',
      current: internal,
    },
  ];
  return (
    <nav aria-label="Nhóm văn bản" className="category-tabs mb-3">
      {tabs.map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          className={tab.current ? 'category-tab active' : 'category-tab'}
          aria-current={tab.current ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

/** Tra cứu: kept in the address, so a lookup can be bookmarked, shared and gone back to. */
function LookupForm({ facets, filters, filtered }: { facets: DocumentFacets; filters: Filters; filtered: boolean }) {
  const narrow = useNarrowScreen();
  const refined = SELECTS.some((name) => filters[name]);
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const field = (name: FilterName) => `${id}-${name}`;

  // Only the fields filled in go into the address (and a new lookup starts on page 1).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      const text = String(value).trim();
      if (text) params.set(name, text);
    }
    const query = params.toString();
    navigate(`${location.pathname}${query ? `?${query}` : ''}`);
  };

  /** The facet values, plus the current one when a link carries a value no document has any more. */
  const options = (values: (string | number)[], current: string): FilterOption[] => {
    const list = values.map(String);
    return (current && !list.includes(current) ? [current, ...list] : list).map((value) => ({ value, label: value }));
  };
  const facetSelects: [FilterName, string, (string | number)[]][] = [
    ['type', 'Loại văn bản', facets.types],
    ['issuing_body', 'Cơ quan ban hành', facets.issuing_bodies],
    ['field', 'Lĩnh vực', facets.fields],
    ['year', 'Năm ban hành', facets.years],
  ];

  return (
    <Form method="get" role="search" aria-label="Tra cứu văn bản" className="document-lookup panel" onSubmit={submit}>
      <div className="document-lookup-grid">
        <SearchFilter id={field('q')} label="Từ khóa" value={filters.q} placeholder="Gõ có dấu hoặc không dấu" />
        <div>
          <label htmlFor={field('number')} className="form-label">
            Số hiệu
          </label>
          <input
            id={field('number')}
            name="number"
            type="text"
            className="form-control"
            defaultValue={filters.number}
            maxLength={200}
            placeholder="Ví dụ: 57-NQ/TW"
            autoComplete="off"
          />
        </div>
      </div>
      {/* On a phone the selects fold away unless one of them is in use; wide screens show them all. */}
      <details className="document-lookup-more" open={!narrow || refined}>
        <summary>Lọc theo loại, cơ quan, lĩnh vực, năm ban hành, hiệu lực</summary>
        <div className="document-lookup-selects">
          {facetSelects.map(([name, label, values]) => (
            <FilterSelect
              key={name}
              id={field(name)}
              name={name}
              label={label}
              value={filters[name]}
              allLabel="Tất cả"
              options={options(values, filters[name])}
            />
          ))}
          <FilterSelect
            id={field('validity')}
            name="validity"
            label="Hiệu lực"
            value={filters.validity}
            allLabel="Tất cả"
            options={documentValidities.map((validity) => ({ value: validity, label: validityLabels[validity] }))}
          />
        </div>
      </details>
      <FilterActions
        className="document-lookup-actions"
        submitLabel="Tra cứu"
        filtered={filtered}
        clearTo={location.pathname}
      />
    </Form>
  );
}

function ValidityBadge({ validity }: { validity: DocumentValidity }) {
  return <span className={`validity-badge validity-${validity}`}>{validityLabels[validity]}</span>;
}

/** One download per file: a plain link for public files, a fetch with the token for internal ones. */
function Downloads({ files, internal }: { files: DocumentFile[]; internal: boolean }) {
  if (files.length === 0) return <span className="text-body-secondary">Chưa có tệp</span>;
  return (
    <div className="document-downloads">
      {files.map((file) =>
        internal ? (
          <TokenDownload key={file.key} file={file} />
        ) : (
          <a key={file.key} href={file.url} download={file.name} className="btn btn-sm btn-outline-primary">
            <DownloadLabel file={file} />
          </a>
        ),
      )}
    </div>
  );
}

function DownloadLabel({ file }: { file: DocumentFile }) {
  return (
    <>
      Tải về<span className="visually-hidden"> {file.name}</span>{' '}
      <span className="document-file-size">
        {fileKind(file)}, {formatFileSize(file.size)}
      </span>
    </>
  );
}

function TokenDownload({ file }: { file: DocumentFile }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadWithToken(file);
    } catch {
      void toast('error', 'Không tải được tệp, vui lòng thử lại');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn-sm btn-outline-primary" onClick={download} disabled={busy}>
      {busy && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
      <DownloadLabel file={file} />
    </button>
  );
}

/** dd/mm/yyyy of a yyyy-mm-dd day, read as a local day (no time zone shift). */
const day = (value: string) => formatDate(`${value}T00:00:00`);

/**
 * What the list rows do not show: signer, effective date, field and the summary, with the
 * address that opens the document on this page (`permalink`).
 */
function DocumentDetails({ document, permalink }: { document: DocumentItem; permalink: boolean }) {
  const { pathname } = useLocation();
  return (
    <div className="document-details">
      <dl className="document-facts">
        <dt>Người ký</dt>
        <dd>{document.signer || 'Không ghi'}</dd>
        <dt>Ngày hiệu lực</dt>
        <dd>{document.effective_at ? day(document.effective_at) : 'Chưa xác định'}</dd>
        <dt>Lĩnh vực</dt>
        <dd>{document.field}</dd>
      </dl>
      {document.summary && <p className="document-summary">{document.summary}</p>}
      {permalink && (
        <p className="mb-0">
          <Link to={`${pathname}?id=${document.id}`} className="document-permalink">
            Liên kết đến văn bản {document.number}
          </Link>
        </p>
      )}
    </div>
  );
}

function DetailsToggle({
  document,
  open,
  controls,
  onToggle,
}: {
  document: DocumentItem;
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className="btn btn-link btn-sm document-toggle"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {open ? 'Thu gọn' : 'Xem chi tiết'}
      <span className="visually-hidden"> văn bản {document.number}</span>
    </button>
  );
}

function useOpenRows() {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return { isOpen: (id: number) => open.has(id), toggle };
}

function DocumentTable({
  documents,
  internal,
  meta,
}: {
  documents: DocumentItem[];
  internal: boolean;
  meta: PageMeta;
}) {
  const rows = useOpenRows();
  const id = useId();
  return (
    // A tablet may scroll the table sideways (browsers let the keyboard focus such a box).
    <div className="document-table-wrap">
      <table className="document-table">
        <caption>
          {internal ? 'Văn bản nội bộ' : 'Văn bản'}, mới ban hành trước (trang {meta.page}/{meta.last_page})
        </caption>
        <thead>
          <tr>
            <th scope="col">Số hiệu</th>
            <th scope="col">Trích yếu</th>
            <th scope="col">Ngày ban hành</th>
            <th scope="col">Loại văn bản</th>
            <th scope="col">Cơ quan ban hành</th>
            <th scope="col">Hiệu lực</th>
            <th scope="col">Tải về</th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => {
            const open = rows.isOpen(document.id);
            const detailsId = `${id}-${document.id}`;
            return (
              <Fragment key={document.id}>
                <tr className={open ? 'is-open' : undefined}>
                  <th scope="row" className="document-number">
                    {document.number}
                  </th>
                  <td className="document-title-cell">
                    <span className="document-title">{document.title}</span>
                    <DetailsToggle
                      document={document}
                      open={open}
                      controls={detailsId}
                      onToggle={() => rows.toggle(document.id)}
                    />
                  </td>
                  <td className="text-nowrap">
                    <time dateTime={document.issued_at}>{day(document.issued_at)}</time>
                  </td>
                  <td>{document.type}</td>
                  <td>{document.issuing_body}</td>
                  <td>
                    <ValidityBadge validity={document.validity} />
                  </td>
                  <td>
                    <Downloads files={document.files} internal={internal} />
                  </td>
                </tr>
                {open && (
                  <tr id={detailsId} className="document-details-row">
                    <td colSpan={7}>
                      <DocumentDetails document={document} permalink />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function DocumentCards({ documents, internal }: { documents: DocumentItem[]; internal: boolean }) {
  const rows = useOpenRows();
  const id = useId();
  return (
    <ul className="document-cards" aria-label={internal ? 'Danh sách văn bản nội bộ' : 'Danh sách văn bản'}>
      {documents.map((document) => {
        const open = rows.isOpen(document.id);
        const detailsId = `${id}-${document.id}`;
        return (
          <li key={document.id} className="document-card">
            <p className="document-card-number">
              <span className="visually-hidden">Số hiệu </span>
              {document.number}
            </p>
            <h2 className="document-card-title">{document.title}</h2>
            <dl className="document-card-facts">
              <dt>Ngày ban hành</dt>
              <dd>
                <time dateTime={document.issued_at}>{day(document.issued_at)}</time>
              </dd>
              <dt>Loại văn bản</dt>
              <dd>{document.type}</dd>
              <dt>Cơ quan ban hành</dt>
              <dd>{document.issuing_body}</dd>
              <dt>Hiệu lực</dt>
              <dd>
                <ValidityBadge validity={document.validity} />
              </dd>
            </dl>
            <Downloads files={document.files} internal={internal} />
            <DetailsToggle
              document={document}
              open={open}
              controls={detailsId}
              onToggle={() => rows.toggle(document.id)}
            />
            {open && (
              <div id={detailsId}>
                <DocumentDetails document={document} permalink />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The document a shared link (`?id=`) points to, above the list, with everything about it. */
function SelectedDocument({ selected, internal }: { selected: DocumentItem | 'missing'; internal: boolean }) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete('id');
  const back = `${location.pathname}${params.size > 0 ? `?${params}` : ''}`;
  const titleId = useId();

  if (selected === 'missing') {
    return (
      <div className="alert alert-warning" role="alert">
        Không tìm thấy văn bản theo liên kết: văn bản không tồn tại hoặc đã được gỡ bỏ.{' '}
        <Link to={back}>Xem danh sách văn bản</Link>
      </div>
    );
  }
  return (
    <section className="panel document-panel" aria-labelledby={titleId}>
      <p className="document-panel-kicker">
        {selected.type} số {selected.number}
      </p>
      <h2 id={titleId} className="document-panel-title">
        {selected.title}
      </h2>
      <dl className="document-facts">
        <dt>Cơ quan ban hành</dt>
        <dd>{selected.issuing_body}</dd>
        <dt>Ngày ban hành</dt>
        <dd>
          <time dateTime={selected.issued_at}>{day(selected.issued_at)}</time>
        </dd>
        <dt>Hiệu lực</dt>
        <dd>
          <ValidityBadge validity={selected.validity} />
        </dd>
      </dl>
      <DocumentDetails document={selected} permalink={false} />
      <div className="document-panel-actions">
        <Downloads files={selected.files} internal={internal} />
        <Link to={back} className="btn btn-sm btn-link">
          Đóng
        </Link>
      </div>
    </section>
  );
}
