import { ideasApi } from '@portal/shared/api/ideas';
import type { IdeaSummary } from '@portal/shared/ideas';
import { href } from '@portal/shared/routes';
import { formatDate } from '@portal/shared/vietnam-time';
import { Link } from 'react-router';
import { pageNote } from '../../components/ListResults.tsx';
import { type MySubmissionsKind, MySubmissionsList, mySubmissionsLoader } from '../../components/MySubmissionsList.tsx';
import { StateBadge } from '../../components/SubmissionParts.tsx';

const LIST_PATH = href('IdeaPersonalList');

const myIdeas: MySubmissionsKind<IdeaSummary> = {
  entry: ideasApi.listMine,
  listPath: LIST_PATH,
  title: 'Ý tưởng của tôi',
  create: { to: href('IdeaCreate'), label: 'Gửi ý tưởng mới', first: 'Gửi ý tưởng đầu tiên' },
  idPrefix: 'idea',
  filtersLabel: 'Tìm và lọc ý tưởng',
  searchPlaceholder: 'Ví dụ: nông nghiệp, YT-2026-000012',
  status: (meta, filtered) => (
    <p role="status" className="mb-2">
      {filtered ? `Tìm thấy ${meta.total} ý tưởng phù hợp` : `Có ${meta.total} ý tưởng`}
      {pageNote(meta)}
    </p>
  ),
  empty: {
    filtered: (
      <>
        Không có ý tưởng nào phù hợp. <Link to={LIST_PATH}>Xem tất cả ý tưởng</Link>.
      </>
    ),
    none: (create) => <>Chưa có ý tưởng nào. {create} để Sở Khoa học và Công nghệ xem xét, hỗ trợ.</>,
    noun: 'ý tưởng',
  },
  listLabel: 'Danh sách ý tưởng',
  listClassName: 'list-group',
  itemClassName: 'list-group-item py-3',
  item: (idea) => (
    <>
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
        <Link className="small" to={href('IdeaPropose', { id: idea.id })} aria-label={`Sửa ý tưởng ${idea.title}`}>
          Sửa
        </Link>
      )}
    </>
  ),
  paginationLabel: 'Phân trang ý tưởng',
};

/** /idea: my ideas, the filters in the URL. */
export const loader = mySubmissionsLoader(myIdeas);

export function Component() {
  return <MySubmissionsList kind={myIdeas} />;
}
