import { ideasApi } from '@portal/shared/api/ideas';
import type { PageMeta } from '@portal/shared/content';
import { formatDate } from '@portal/shared/format';
import type { IdeaSummary } from '@portal/shared/ideas';
import { href } from '@portal/shared/routes';
import { Form, Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { listPage, SearchFilter, useListFilters } from '../../components/ListFilters.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import {
  pageParam,
  StateBadge,
  StatusFilter,
  type SubmissionFilters,
  submissionFiltersOf,
} from '../../components/SubmissionParts.tsx';
import { call } from '../../lib/api.ts';
import { session } from '../../lib/session.ts';
import { sessionSettled } from '../../lib/session-ready.ts';

interface IdeaListData {
  ideas: IdeaSummary[];
  meta: PageMeta;
  filters: SubmissionFilters;
}

const LIST_PATH = href('IdeaPersonalList');

/** /idea: my ideas, the filters in the URL (anything invalid there is dropped, never an error). */
export async function loader({ request }: LoaderFunctionArgs): Promise<IdeaListData> {
  const url = new URL(request.url);
  const filters = submissionFiltersOf(url);
  const page = listPage(url);
  await sessionSettled(request.signal);
  if (!session.get().token) return { ideas: [], meta: { page: 1, per_page: 10, total: 0, last_page: 1 }, filters };
  const list = await call(ideasApi.listMine, {
    query: { ...filters, page: pageParam(page) },
    signal: request.signal,
  });
  return { ideas: list.data, meta: list.meta, filters };
}

export function Component() {
  const { ideas, meta, filters } = useLoaderData<IdeaListData>();
  const { loading, submit } = useListFilters(LIST_PATH);
  const filtered = Boolean(filters.q || filters.status);

  return (
    <section className="page-section idea-list-page">
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
        <h1 className="page-title mb-0">Ý tưởng của tôi</h1>
        <Link to={href('IdeaCreate')} className="btn btn-primary">
          Gửi ý tưởng mới
        </Link>
      </div>

      <Form
        method="get"
        action={LIST_PATH}
        role="search"
        aria-label="Tìm và lọc ý tưởng"
        className="row g-2 align-items-end mb-3"
        onSubmit={submit}
      >
        <SearchFilter
          className="col-md-6"
          id="idea-search"
          label="Tìm theo tên hoặc mã hồ sơ"
          value={filters.q}
          placeholder="Ví dụ: nông nghiệp, YT-2026-000012"
        />
        <StatusFilter className="col-md-4" id="idea-status" value={filters.status} />
        <div className="col-md-2 d-flex gap-2">
          <button type="submit" className="btn btn-primary flex-grow-1">
            Lọc
          </button>
        </div>
      </Form>

      <div aria-busy={loading} className={loading ? 'list-loading' : undefined}>
        <p role="status" className="mb-2">
          {filtered ? `Tìm thấy ${meta.total} ý tưởng phù hợp` : `Bạn có ${meta.total} ý tưởng`}
          {meta.last_page > 1 && ` · trang ${meta.page}/${meta.last_page}`}
          {filtered && (
            <>
              {' · '}
              <Link to={LIST_PATH}>Xóa bộ lọc</Link>
            </>
          )}
        </p>
        {ideas.length === 0 ? (
          <div className="alert alert-info">
            {filtered ? (
              <>
                Không có ý tưởng nào phù hợp. <Link to={LIST_PATH}>Xem tất cả ý tưởng</Link>.
              </>
            ) : meta.page > 1 ? (
              <>
                Trang này không có ý tưởng. <Link to={LIST_PATH}>Về trang đầu</Link>.
              </>
            ) : (
              <>
                Bạn chưa có ý tưởng nào. <Link to={href('IdeaCreate')}>Gửi ý tưởng đầu tiên</Link> để Sở Khoa học và
                Công nghệ xem xét, hỗ trợ.
              </>
            )}
          </div>
        ) : (
          <ul className="list-group" aria-label="Danh sách ý tưởng">
            {ideas.map((idea) => (
              <li key={idea.id} className="list-group-item py-3">
                <div className="d-flex flex-wrap justify-content-between gap-2">
                  <h2 className="h6 mb-1">
                    <Link to={href('IdeaDetailPersonal', { id: idea.id })}>{idea.title}</Link>
                  </h2>
                  <StateBadge status={idea.status} />
                </div>
                <div className="small text-body-secondary d-flex flex-wrap column-gap-3">
                  <span>Mã hồ sơ: {idea.tracking_code ?? 'chưa cấp'}</span>
                  <span>Ngày tạo: {formatDate(idea.created_at)}</span>
                  {idea.submitted_at && <span>Ngày gửi: {formatDate(idea.submitted_at)}</span>}
                  <span>Cập nhật: {formatDate(idea.updated_at)}</span>
                  {idea.field && <span>Lĩnh vực: {idea.field}</span>}
                </div>
                {idea.editable && (
                  <Link
                    className="small"
                    to={href('IdeaPropose', { id: idea.id })}
                    aria-label={`Sửa ý tưởng ${idea.title}`}
                  >
                    Sửa
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
        <Pagination page={meta.page} lastPage={meta.last_page} label="Phân trang ý tưởng" />
      </div>
    </section>
  );
}
