import { proposalsApi } from '@portal/shared/api/proposals';
import type { PageMeta } from '@portal/shared/content';
import { formatDate } from '@portal/shared/format';
import type { MyProposalSummary } from '@portal/shared/proposal-answers';
import { proposalKindLabels } from '@portal/shared/proposal-labels';
import { href } from '@portal/shared/routes';
import { Form, Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { FilterActions, listPage, SearchFilter, useListFilters } from '../../components/ListFilters.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import {
  pageParam,
  StateBadge,
  StatusFilter,
  type SubmissionFilters,
  submissionFiltersOf,
  TrackingCode,
} from '../../components/SubmissionParts.tsx';
import { call } from '../../lib/api.ts';
import { signedInSession } from '../../lib/session-ready.ts';

interface MyListData {
  proposals: MyProposalSummary[];
  meta: PageMeta;
  filters: SubmissionFilters;
}

const LIST_PATH = href('PersonalProposeList');

export async function loader({ request }: LoaderFunctionArgs): Promise<MyListData> {
  const url = new URL(request.url);
  const filters = submissionFiltersOf(url);
  const page = listPage(url);
  // Beside the root loader's authApi.me: wait for it, or two 412s at once would sign the user out.
  await signedInSession(request.signal);
  const list = await call(proposalsApi.listMine, {
    query: { ...filters, page: pageParam(page) },
    signal: request.signal,
  });
  return { proposals: list.data, meta: list.meta, filters };
}

/** /personal-propose-list: my proposals, with their state and tracking code. */
export function Component() {
  const { proposals, meta, filters } = useLoaderData<MyListData>();
  const { loading, submit } = useListFilters(LIST_PATH);
  const filtered = Boolean(filters.q || filters.status);

  return (
    <section className="page-section">
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
        <h1 className="page-title">Đề xuất của tôi</h1>
        <Link to={href('createProduct')} className="btn btn-primary">
          Gửi đề xuất mới
        </Link>
      </div>

      <Form
        method="get"
        action={LIST_PATH}
        role="search"
        aria-label="Tìm và lọc đề xuất của tôi"
        className="row g-2 align-items-end mb-3"
        onSubmit={submit}
      >
        <SearchFilter
          className="col-sm-6 col-lg-5"
          id="my-proposals-q"
          label="Tìm theo tên hoặc mã hồ sơ"
          placeholder="Ví dụ: DX-2026-000004"
          value={filters.q}
        />
        <StatusFilter className="col-sm-4 col-lg-3" id="my-proposals-status" value={filters.status} />
        <FilterActions className="col-auto d-flex gap-2" submitLabel="Lọc" filtered={filtered} clearTo={LIST_PATH} />
      </Form>

      <div aria-busy={loading} className={loading ? 'list-loading' : undefined}>
        {proposals.length === 0 ? (
          <div className="alert alert-info" role="status">
            {filtered ? (
              <>
                Không có đề xuất nào phù hợp. <Link to={LIST_PATH}>Xem tất cả đề xuất của tôi</Link>.
              </>
            ) : meta.page > 1 ? (
              <>
                Trang này không có đề xuất. <Link to={LIST_PATH}>Về trang đầu</Link>.
              </>
            ) : (
              <>
                Bạn chưa có đề xuất nào. <Link to={href('createProduct')}>Gửi đề xuất đầu tiên</Link>.
              </>
            )}
          </div>
        ) : (
          <>
            <p className="small text-body-secondary" role="status">
              {meta.total} đề xuất{meta.last_page > 1 && ` · trang ${meta.page}/${meta.last_page}`}
            </p>
            <ul className="list-unstyled" aria-label="Danh sách đề xuất của tôi">
              {proposals.map((proposal) => (
                <li key={proposal.id} className="panel mb-3 my-proposal-item">
                  <h2 className="h6 mb-1">
                    <Link to={href('PersonalProposeEdit', { id: proposal.id })}>{proposal.title}</Link>
                  </h2>
                  <div className="d-flex flex-wrap gap-2 align-items-center small">
                    <StateBadge status={proposal.status} />
                    <span>{proposalKindLabels[proposal.proposal_kind]}</span>
                    <TrackingCode code={proposal.tracking_code} />
                  </div>
                  <div className="small text-body-secondary mt-1">
                    Tạo ngày <time dateTime={proposal.created_at}>{formatDate(proposal.created_at)}</time>
                    {proposal.submitted_at && (
                      <>
                        {' '}
                        · Gửi ngày <time dateTime={proposal.submitted_at}>{formatDate(proposal.submitted_at)}</time>
                      </>
                    )}{' '}
                    · Cập nhật ngày <time dateTime={proposal.updated_at}>{formatDate(proposal.updated_at)}</time>
                    {proposal.big_problem && <> · Bài toán: {proposal.big_problem.title}</>}
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
        <Pagination page={meta.page} lastPage={meta.last_page} label="Phân trang đề xuất của tôi" />
      </div>
    </section>
  );
}
