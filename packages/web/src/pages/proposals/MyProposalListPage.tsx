import { proposalsApi } from '@portal/shared/api/proposals';
import type { MyProposalSummary } from '@portal/shared/proposal-answers';
import { proposalKindLabels } from '@portal/shared/proposal-labels';
import { href } from '@portal/shared/routes';
import { formatDate } from '@portal/shared/vietnam-time';
import { Link } from 'react-router';
import { pageNote } from '../../components/ListResults.tsx';
import { type MySubmissionsKind, MySubmissionsList, mySubmissionsLoader } from '../../components/MySubmissionsList.tsx';
import { StateBadge, TrackingCode } from '../../components/SubmissionParts.tsx';

const LIST_PATH = href('PersonalProposeList');

const myProposals: MySubmissionsKind<MyProposalSummary> = {
  entry: proposalsApi.listMine,
  listPath: LIST_PATH,
  title: 'Đề xuất của tôi',
  create: { to: href('createProduct'), label: 'Gửi đề xuất mới', first: 'Gửi đề xuất đầu tiên' },
  idPrefix: 'my-proposals',
  filtersLabel: 'Tìm và lọc đề xuất của tôi',
  searchPlaceholder: 'Ví dụ: DX-2026-000004',
  // Over an empty list, the alert alone says it.
  status: (meta, filtered, empty) =>
    empty ? null : (
      <p className="small text-body-secondary" role="status">
        {filtered ? `Tìm thấy ${meta.total} đề xuất phù hợp` : `Có ${meta.total} đề xuất`}
        {pageNote(meta)}
      </p>
    ),
  empty: {
    filtered: (
      <>
        Không có đề xuất nào phù hợp. <Link to={LIST_PATH}>Xem tất cả đề xuất của tôi</Link>.
      </>
    ),
    none: (create) => <>Chưa có đề xuất nào. {create}.</>,
    noun: 'đề xuất',
  },
  listLabel: 'Danh sách đề xuất của tôi',
  listClassName: 'list-unstyled',
  itemClassName: 'panel mb-3 my-proposal-item',
  item: (proposal) => (
    <>
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
    </>
  ),
  paginationLabel: 'Phân trang đề xuất của tôi',
};

export const loader = mySubmissionsLoader(myProposals);

/** /personal-propose-list: my proposals, with their state and tracking code. */
export function Component() {
  return <MySubmissionsList kind={myProposals} />;
}
