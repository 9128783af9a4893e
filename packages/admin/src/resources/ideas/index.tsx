import { ideaCatalogue } from '@portal/shared/idea-fields';
import type { AdminIdeaDetail } from '@portal/shared/ideas';
import { FunctionField, NumberField, TextField } from 'react-admin';
import { CatalogueFields } from '../../components/CatalogueFields.tsx';
import { DayField } from '../../components/DayField.tsx';
import { searchFilter } from '../../components/SearchFilter.tsx';
import { accountOf, dayOf, Field, Section, StatusChip, statusFilter } from '../../components/Submission.tsx';
import { Files } from '../../components/SubmissionFiles.tsx';
import { type QueueRow, SubmissionQueue, senderOf } from '../../components/SubmissionQueue.tsx';
import { SubmissionRecordPage } from '../../components/SubmissionRecord.tsx';

/**
 * Ý tưởng: the staff queue of citizens' ideas (never drafts), with the state filter and search
 * (title or tracking code), the Excel export, and a record page with every field, the files,
 * the timeline and the steps staff may take. Ideas are never public.
 */

type IdeaRow = QueueRow & { field: string; submitted_at: string | null; attachment_count: number };

const filters = [searchFilter('Tìm theo tên hoặc mã hồ sơ'), statusFilter];

const IdeaList = () => (
  <SubmissionQueue filters={filters} emptyText="Chưa có ý tưởng nào phù hợp.">
    <TextField source="tracking_code" emptyText="—" />
    <TextField source="title" />
    <TextField source="field" />
    <FunctionField<IdeaRow> label="resources.ideas.fields.author" sortable={false} render={senderOf} />
    <NumberField source="attachment_count" sortable={false} locales="vi-VN" />
    <FunctionField<IdeaRow> source="status" render={(row) => <StatusChip status={row.status} />} />
    <DayField source="submitted_at" emptyText="—" />
  </SubmissionQueue>
);

const IdeaShow = () => (
  <SubmissionRecordPage<AdminIdeaDetail>
    resource="ideas"
    untitled="Ý tưởng"
    dates={(record) => (record.decided_at ? ` · Quyết định ngày ${dayOf(record.decided_at)}` : '')}
  >
    {(record) => (
      <>
        <Section title="Nội dung ý tưởng">
          <CatalogueFields catalogue={ideaCatalogue} record={record} except={['title']} />
        </Section>
        <Section title="Người gửi">
          <Field label="Tài khoản gửi">{accountOf(record.author)}</Field>
        </Section>
        <Section title="Tệp đính kèm">
          <Files files={record.attachments} />
        </Section>
      </>
    )}
  </SubmissionRecordPage>
);

export default {
  list: IdeaList,
  show: IdeaShow,
};
