import type { PageMeta } from '@portal/shared/content';
import { formatDate } from '@portal/shared/format';
import type { IdeaSummary } from '@portal/shared/ideas';
import { href } from '@portal/shared/routes';
import { SUBMISSION_STATES, type SubmissionState, submissionStateLabels } from '@portal/shared/submissions';
import type { FormEvent } from 'react';
import { Form, Link, type LoaderFunctionArgs, useLoaderData, useNavigate, useNavigation } from 'react-router';
import { Pagination } from '../../components/Pagination.tsx';
import { StateBadge } from '../../components/SubmissionParts.tsx';
import { api } from '../../lib/api.ts';
import { session } from '../../lib/session.ts';
import { sessionSettled } from '../../lib/session-ready.ts';

interface Filters {
  q: string;
  status: SubmissionState | '';
}

interface IdeaListData {
  ideas: IdeaSummary[];
  meta: PageMeta;
  filters: Filters;
}

const LIST_PATH = href('IdeaPersonalList');

function queryOf(values: Record<string, string>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value && !(name === 'page' && value === '1')) query.set(name, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** /idea: my ideas, the filters in the URL (anything invalid there is dropped, never an error). */
export async function loader({ request }: LoaderFunctionArgs): Promise<IdeaListData> {
  const url = new URL(request.url);
  const status = url.searchParams.get('status') ?? '';
  const filters: Filters = {
    q: (url.searchParams.get('q') ?? '').trim().slice(0, 200),
    status: (SUBMISSION_STATES as readonly string[]).includes(status) ? (status as SubmissionState) : '',
  };
  const pageParameter = url.searchParams.get('page') ?? '';
  const page = /^[1-9]\d{0,4}$/.test(pageParameter) ? pageParameter : '1';
  await sessionSettled(request.signal);
  if (!session.get().token) return { ideas: [], meta: { page: 1, per_page: 10, total: 0, last_page: 1 }, filters };
  const list = await api<{ data: IdeaSummary[]; meta: PageMeta }>(`/api/ideas/mine${queryOf({ ...filters, page })}`, {
    signal: request.signal,
  });
  return { ideas: list.data, meta: list.meta, filters };
}

export function Component() {
  const { ideas, meta, filters } = useLoaderData<IdeaListData>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const loading = navigation.state === 'loading' && navigation.location.pathname === LIST_PATH;
  const filtered = Boolean(filters.q || filters.status);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values: Record<string, string> = {};
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') values[name] = value.trim();
    }
    navigate(`${LIST_PATH}${queryOf(values)}`);
  };

  return (
    <section className="page-section idea-list-page">
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
        <h1 className="page-title mb-0">Ý tưởng của tôi</h1>
        <Link to={href('IdeaCreate')} className="btn btn-primary">
          Gửi ý tưởng mới
        </Link>
      </div>

      <Form method="get" action={LIST_PATH} role="search" className="row g-2 align-items-end mb-3" onSubmit={submit}>
        <div className="col-md-6">
          <label htmlFor="idea-search" className="form-label">
            Tìm theo tên hoặc mã hồ sơ
          </label>
          <input
            id="idea-search"
            name="q"
            type="search"
            className="form-control"
            defaultValue={filters.q}
            maxLength={200}
            placeholder="Ví dụ: nông nghiệp, YT-2026-000012"
          />
        </div>
        <div className="col-md-4">
          <label htmlFor="idea-status" className="form-label">
            Trạng thái
          </label>
          <select id="idea-status" name="status" className="form-select" defaultValue={filters.status}>
            <option value="">Tất cả trạng thái</option>
            {SUBMISSION_STATES.map((state) => (
              <option key={state} value={state}>
                {submissionStateLabels[state]}
              </option>
            ))}
          </select>
        </div>
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
