import { documentsApi } from '@portal/shared/api/documents';
import type { PageMeta } from '@portal/shared/content';
import type { DocumentFacets, DocumentItem } from '@portal/shared/documents';
import { matchPortalRoute } from '@portal/shared/routes';
import { useEffect } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useLocation, useNavigation } from 'react-router';
import { listPage } from '../../components/ListFilters.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { ApiError, call } from '../../lib/api.ts';
import { pageTitle, session } from '../../lib/session.ts';
import { sessionSettled } from '../../lib/session-ready.ts';
import { AudienceTabs } from './AudienceTabs.tsx';
import { DocumentCards, DocumentTable } from './DocumentList.tsx';
import { FILTERS, type Filters, filtersOf } from './filters.ts';
import { LookupForm } from './LookupForm.tsx';
import { useNarrowScreen } from './narrow-screen.ts';
import { SelectedDocument } from './SelectedDocument.tsx';

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
  const filters = filtersOf(url, new Date().getFullYear());
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

  const calls =
    audience === 'internal'
      ? { list: documentsApi.internalList, facets: documentsApi.internalFacets, detail: documentsApi.internalDetail }
      : { list: documentsApi.list, facets: documentsApi.facets, detail: documentsApi.detail };
  // The filters chosen, in the form's order; empty ones are left out of the address (pathOf).
  const query = { page: listPage(url), ...filters };
  const id = url.searchParams.get('id');
  const listing = call(calls.list, { query });
  // Internal calls carry the token: the others wait for the first, so that an expired token is
  // refreshed once (two 412s at once would sign the user out, docs/DOMAIN.md, "The spec's contract", section 4).
  if (audience === 'internal') await listing.catch(() => null);
  const [list, facets, selected] = await Promise.all([
    listing,
    call(calls.facets),
    id
      ? call(calls.detail, { params: { id } }).then(
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
    if (selectedTitle) document.title = pageTitle(selectedTitle);
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
