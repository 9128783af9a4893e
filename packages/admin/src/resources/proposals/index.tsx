import { Typography } from '@mui/material';
import { proposalsApi } from '@portal/shared/api/proposals';
import type { Catalogue } from '@portal/shared/catalogue';
import { formatDate } from '@portal/shared/format';
import { placeNames } from '@portal/shared/names';
import type { AdminProposalDetail } from '@portal/shared/proposal-answers';
import { proposalCatalogue } from '@portal/shared/proposal-fields';
import { PROPOSAL_KINDS, type ProposalKind, proposalKindLabels } from '@portal/shared/proposal-labels';
import { PUBLIC_STATES } from '@portal/shared/submissions';
import { FunctionField, NumberField, SelectInput, TextField } from 'react-admin';
import { CatalogueFields } from '../../components/CatalogueFields.tsx';
import { DayField } from '../../components/DayField.tsx';
import { PublicAnswerSection } from '../../components/FollowThrough.tsx';
import { searchFilter } from '../../components/SearchFilter.tsx';
import { accountOf, Field, Section, StatusChip, statusFilter } from '../../components/Submission.tsx';
import { Files } from '../../components/SubmissionFiles.tsx';
import { type QueueRow, SubmissionQueue, senderOf } from '../../components/SubmissionQueue.tsx';
import { SubmissionRecordPage } from '../../components/SubmissionRecord.tsx';
import { ConfirmStepButton } from '../../components/TransitionButtons.tsx';
import { CorrectButton } from './CorrectButton.tsx';
import { isListedNeed, NeedExpiryButton } from './NeedExpiryButton.tsx';
import { VisibilityButton } from './VisibilityButton.tsx';

/**
 * Đề xuất: the staff queue of citizens' proposals (never drafts), with the state filter and
 * search, the Excel export, and a record page with every field, the files, the timeline and the
 * steps staff may take.
 */

/** The fields the record page shows under the sender rather than the content. */
const CONTACT_FIELDS = [
  'organisation',
  'contact_name',
  'contact_phone',
  'contact_email',
  'publish_phone',
  'publish_email',
  // And what the form asks in its contact part (proposal-fields.ts: a web address).
  ...Object.entries(proposalCatalogue as Catalogue).flatMap(([key, spec]) =>
    spec.input?.section === 'contact' ? [key] : [],
  ),
];

type ProposalRow = QueueRow & {
  proposal_kind: ProposalKind;
  field: string;
  submitted_at: string | null;
  interests: number;
  interests_accepted: number;
};

/** Of a need: interests and accepted ones (Bày tỏ quan tâm); other kinds take none. */
const interestCount = (row: ProposalRow, source: 'interests' | 'interests_accepted') =>
  row.proposal_kind === 'need' ? (row[source] ?? 0).toLocaleString('vi-VN') : '—';

const filters = [
  searchFilter('Tìm theo tên, nội dung, mã hồ sơ'),
  statusFilter,
  <SelectInput
    key="proposal_kind"
    source="proposal_kind"
    emptyText="Tất cả loại"
    choices={PROPOSAL_KINDS.map((kind) => ({ id: kind, name: proposalKindLabels[kind] }))}
  />,
];

const ProposalList = () => (
  <SubmissionQueue filters={filters} emptyText="Chưa có đề xuất nào phù hợp.">
    <TextField source="tracking_code" emptyText="—" />
    <TextField source="title" />
    <FunctionField<ProposalRow> source="proposal_kind" render={(row) => proposalKindLabels[row.proposal_kind]} />
    <TextField source="field" />
    <FunctionField<ProposalRow> label="resources.proposals.fields.author" sortable={false} render={senderOf} />
    <FunctionField<ProposalRow> source="status" render={(row) => <StatusChip status={row.status} />} />
    <NumberField source="followers" locales="vi-VN" sortable={false} />
    <FunctionField<ProposalRow> source="interests" sortable={false} render={(row) => interestCount(row, 'interests')} />
    <FunctionField<ProposalRow>
      source="interests_accepted"
      sortable={false}
      render={(row) => interestCount(row, 'interests_accepted')}
    />
    <DayField source="submitted_at" emptyText="—" />
  </SubmissionQueue>
);

/** A need's end in the list of proposals (/propose): its author renews it on the portal. */
const listingEnd = (expiresAt: string) =>
  new Date(expiresAt).getTime() <= Date.now()
    ? `Đã hết hạn hiển thị trong Danh sách đề xuất từ ngày ${formatDate(expiresAt)}`
    : `Hết hạn hiển thị trong Danh sách đề xuất ngày ${formatDate(expiresAt)}`;

const ProposalShow = () => (
  <SubmissionRecordPage<AdminProposalDetail>
    resource="proposals"
    untitled="Đề xuất"
    facts={(record) => (
      <>
        {record.product_id ? <span>· Đã đăng thành sản phẩm số {record.product_id}</span> : null}
        {record.hidden_at ? <span>· Đang ẩn khỏi trang công khai</span> : null}
        {record.expires_at ? <span>· {listingEnd(record.expires_at)}</span> : null}
        {isListedNeed(record) && !record.expires_at ? (
          <span>· Không có hạn hiển thị trong Danh sách đề xuất</span>
        ) : null}
        <span>· Người theo dõi: {record.followers.toLocaleString('vi-VN')}</span>
        {record.proposal_kind === 'need' ? (
          <span>
            · Yêu cầu quan tâm: {record.interests.toLocaleString('vi-VN')}, được đồng ý:{' '}
            {record.interests_accepted.toLocaleString('vi-VN')}
          </span>
        ) : null}
      </>
    )}
    steps={(record, replace) =>
      // Public states only: otherwise the box says there is no step to take.
      PUBLIC_STATES.includes(record.status) || record.hidden_at ? (
        <>
          {record.status === 'approved' ? (
            <ConfirmStepButton<AdminProposalDetail>
              step={proposalsApi.publishProduct}
              id={record.id}
              label="Công bố thành sản phẩm"
              title="Công bố thành sản phẩm"
              content={`Công bố đề xuất và đăng thành sản phẩm trên ${placeNames.marketplace}? Chỉ thông tin liên hệ và các tệp đính kèm người gửi chọn công khai được đăng.`}
              success="Đã công bố và đăng thành sản phẩm"
              onDone={replace}
            />
          ) : null}
          <VisibilityButton record={record} onDone={replace} />
          <NeedExpiryButton record={record} onDone={replace} />
        </>
      ) : null
    }
    answer={(record, replace) => (
      <Section title="Trả lời công khai">
        <PublicAnswerSection record={record} onChange={(answer) => replace({ ...record, answer })} />
      </Section>
    )}
  >
    {(record, replace) => (
      <>
        <Section title="Nội dung đề xuất">
          <CorrectButton record={record} onDone={replace} />
          <Field label="Bài toán lớn">{record.big_problem?.title}</Field>
          <CatalogueFields catalogue={proposalCatalogue} record={record} except={CONTACT_FIELDS} />
        </Section>
        <Section title="Người gửi và liên hệ">
          <Field label="Tài khoản gửi">{accountOf(record.author)}</Field>
          <CatalogueFields catalogue={proposalCatalogue} record={record} only={CONTACT_FIELDS} />
        </Section>
        <Section title="Hình ảnh và tệp đính kèm">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {record.attachments.some((file) => file.public)
              ? `Khi công bố, hình ảnh và ${record.attachments.filter((file) => file.public).length}/${record.attachments.length} tệp đính kèm người gửi chọn công khai sẽ được đăng; các tệp khác chỉ cán bộ và người gửi xem được.`
              : 'Khi công bố, chỉ hình ảnh được đăng: người gửi không chọn công khai tệp đính kèm nào.'}
          </Typography>
          <Files files={[...record.images, ...record.attachments]} />
        </Section>
      </>
    )}
  </SubmissionRecordPage>
);

export default {
  list: ProposalList,
  show: ProposalShow,
};
