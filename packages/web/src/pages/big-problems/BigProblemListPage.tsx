import { bigProblemsApi } from '@portal/shared/api/big-problems';
import type { BigProblemSummary } from '@portal/shared/big-problems';
import type { PageMeta } from '@portal/shared/content';
import { BIG_PROBLEM_STATUSES, type BigProblemStatus, bigProblemStatusLabels } from '@portal/shared/status-labels';
import { Form, Link, type LoaderFunctionArgs, useLoaderData, useNavigation } from 'react-router';
import { listPage, listText } from '../../components/ListFilters.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { call } from '../../lib/api.ts';
import { ProblemFacts, StatusBadge } from './problem-parts.tsx';

interface BigProblemListData {
  problems: BigProblemSummary[];
  meta: PageMeta;
  fields: string[];
  q: string;
  status: BigProblemStatus | '';
  field: string;
}

/** The tabs, in the order a visitor looks for them: what still needs solutions first. */
const statusTabs: { status: BigProblemStatus | ''; label: string }[] = [
  { status: '', label: 'Tất cả' },
  { status: 'open', label: bigProblemStatusLabels.open },
  { status: 'solved', label: bigProblemStatusLabels.solved },
  { status: 'closed', label: bigProblemStatusLabels.closed },
];

const isStatus = (value: string | null): value is BigProblemStatus =>
  (BIG_PROBLEM_STATUSES as readonly (string | null)[]).includes(value);

/** /big-problem: the problems, newest first, by status tab, field and search, a page at a time. */
export async function loader({ request }: LoaderFunctionArgs): Promise<BigProblemListData> {
  const url = new URL(request.url);
  const q = listText(url, 'q');
  const field = listText(url, 'field');
  const requestedStatus = url.searchParams.get('status');
  // An address edited by hand with an unknown status shows every problem rather than an error.
  const status = isStatus(requestedStatus) ? requestedStatus : '';
  // Empty values are left out of the address (pathOf).
  const query = { page: listPage(url), q, status, field };
  const [list, fields] = await Promise.all([call(bigProblemsApi.list, { query }), call(bigProblemsApi.fields)]);
  return { problems: list.data, meta: list.meta, fields: fields.data, q, status, field };
}

/** The list's address with one status, keeping the search and the field, back on page 1. */
function statusHref(status: BigProblemStatus | '', q: string, field: string): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (field) params.set('field', field);
  if (status) params.set('status', status);
  const query = params.toString();
  return `/big-problem${query ? `?${query}` : ''}`;
}

function emptyMessage(filtered: boolean, status: BigProblemStatus | ''): string {
  if (filtered) return 'Không có bài toán nào phù hợp với điều kiện tìm kiếm. Hãy thử từ khóa hoặc lĩnh vực khác.';
  if (status) return `Hiện chưa có bài toán nào ở trạng thái “${bigProblemStatusLabels[status]}”.`;
  return 'Hiện chưa có bài toán lớn nào được công bố.';
}

export function Component() {
  const { problems, meta, fields, q, status, field } = useLoaderData<BigProblemListData>();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/big-problem';
  const filtered = Boolean(q || field);

  return (
    <section className="page-section">
      <h1 className="page-title">Bài toán lớn</h1>
      <p className="problem-intro">
        Những bài toán lớn của tỉnh đang được đặt hàng tìm giải pháp khoa học và công nghệ, cùng các giải pháp đã được
        Hội đồng xem xét và duyệt.
      </p>
      <nav aria-label="Trạng thái bài toán" className="category-tabs">
        {statusTabs.map((tab) => (
          <Link
            key={tab.status || 'all'}
            to={statusHref(tab.status, q, field)}
            className={tab.status === status ? 'category-tab active' : 'category-tab'}
            aria-current={tab.status === status ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <Form method="get" role="search" aria-label="Tìm và lọc bài toán" className="problem-filters my-3">
        {status && <input type="hidden" name="status" value={status} />}
        <div className="problem-filter-q">
          <label htmlFor="problem-search" className="visually-hidden">
            Tìm bài toán
          </label>
          <input
            id="problem-search"
            name="q"
            type="search"
            defaultValue={q}
            className="form-control"
            placeholder="Tìm bài toán, lĩnh vực, đơn vị"
            maxLength={200}
          />
        </div>
        <div className="problem-filter-field">
          <label htmlFor="problem-field" className="visually-hidden">
            Lĩnh vực
          </label>
          <select id="problem-field" name="field" defaultValue={field} className="form-select">
            <option value="">Tất cả lĩnh vực</option>
            {fields.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
            {field && !fields.includes(field) && <option value={field}>{field}</option>}
          </select>
        </div>
        <button type="submit" className="btn btn-primary">
          Tìm kiếm
        </button>
      </Form>
      <div aria-busy={loading} className={loading ? 'list-loading' : undefined}>
        {filtered && (
          <p className="text-body-secondary" role="status">
            Tìm thấy {meta.total} bài toán{q && <> cho “{q}”</>}
            {field && <> trong lĩnh vực {field}</>}.
          </p>
        )}
        {problems.length === 0 ? (
          <div className="alert alert-info" role="status">
            {emptyMessage(filtered, status)}
          </div>
        ) : (
          <ul className="problem-list">
            {problems.map((problem) => (
              <li key={problem.id} className="problem-card">
                <StatusBadge status={problem.status} />
                <h2 className="problem-card-title">
                  <Link to={`/big-problem/${problem.slug}`}>{problem.title}</Link>
                </h2>
                <ProblemFacts problem={problem} />
                <p className="problem-card-solutions">
                  {problem.approved_solution_count > 0 ? (
                    <Link to={`/solution/${problem.slug}`}>
                      {problem.approved_solution_count} giải pháp đã được duyệt
                      <span className="visually-hidden"> cho bài toán {problem.title}</span>
                    </Link>
                  ) : (
                    'Chưa có giải pháp được duyệt'
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
        <Pagination page={meta.page} lastPage={meta.last_page} label="Phân trang bài toán lớn" />
      </div>
    </section>
  );
}
