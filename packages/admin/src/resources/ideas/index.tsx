import TipsAndUpdatesIcon from '@mui/icons-material/TipsAndUpdates';
import { Box, type Theme, useMediaQuery } from '@mui/material';
import type { AdminIdeaDetail } from '@portal/shared/ideas';
import { nq57GroupName } from '@portal/shared/monitoring';
import type { SubmissionState } from '@portal/shared/submissions';
import { Datagrid, DateField, FunctionField, List, NumberField, SearchInput, SimpleList, TextField } from 'react-admin';
import { XlsxListActions } from '../../components/ExportXlsxButton.tsx';
import {
  dayOf,
  Field,
  Files,
  Section,
  StaffRecordPage,
  StatusChip,
  statusFilter,
  Timeline,
  TransitionButtons,
  useStaffRecord,
} from '../../components/Submission.tsx';
import { dayOptions } from '../../format.ts';

/**
 * Ý tưởng: the staff queue of citizens' ideas (never drafts), with the state filter and search
 * (title or tracking code), the Excel export, and a record page with every field, the files,
 * the timeline and the steps staff may take. Ideas are never public.
 */

type IdeaRow = {
  id: number;
  title: string;
  field: string;
  status: SubmissionState;
  tracking_code: string | null;
  submitted_at: string | null;
  attachment_count: number;
  author: { full_name: string; email: string } | null;
};

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Tìm theo tên hoặc mã hồ sơ" />, statusFilter];

const Empty = () => <Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>Chưa có ý tưởng nào phù hợp.</Box>;

function IdeaList() {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      filters={filters}
      sort={{ field: 'submitted_at', order: 'DESC' }}
      perPage={25}
      exporter={false}
      actions={<XlsxListActions />}
      empty={false}
    >
      {narrow ? (
        <SimpleList<IdeaRow>
          primaryText={(row) => row.title}
          secondaryText={(row) => `${row.tracking_code ?? ''} · ${row.author?.full_name ?? ''}`}
          tertiaryText={(row) => <StatusChip status={row.status} />}
          linkType="show"
          empty={<Empty />}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false} empty={<Empty />}>
          <TextField source="tracking_code" emptyText="—" />
          <TextField source="title" />
          <TextField source="field" />
          <FunctionField<IdeaRow>
            label="resources.ideas.fields.author"
            sortable={false}
            render={(row) => row.author?.full_name || row.author?.email || '—'}
          />
          <NumberField source="attachment_count" sortable={false} />
          <FunctionField<IdeaRow> source="status" render={(row) => <StatusChip status={row.status} />} />
          <DateField source="submitted_at" locales="vi-VN" options={dayOptions} emptyText="—" />
        </Datagrid>
      )}
    </List>
  );
}

function IdeaShow() {
  const { data: record, isPending, error, replace } = useStaffRecord<AdminIdeaDetail>('ideas');
  return (
    <StaffRecordPage resource="ideas" title={record ? record.title : 'Ý tưởng'} loading={isPending} error={error}>
      {record ? (
        <>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
            <StatusChip status={record.status} />
            <span>Mã hồ sơ: {record.tracking_code ?? '—'}</span>
            <span>· Gửi ngày {dayOf(record.submitted_at)}</span>
          </Box>
          <Section title="Xử lý">
            <TransitionButtons resource="ideas" record={record} actions={record.staff_actions} onDone={replace} />
          </Section>
          <Section title="Nội dung ý tưởng">
            <Field label="Lĩnh vực">{record.field}</Field>
            <Field label="Vấn đề cần giải quyết">{record.problem}</Field>
            <Field label="Giải pháp đề xuất">{record.solution}</Field>
            <Field label="Hiệu quả dự kiến">{record.impact}</Field>
            <Field label="Hỗ trợ cần có">{record.support_needed}</Field>
            <Field label="Nhóm nhiệm vụ Nghị quyết 57">{record.nq57_groups.map(nq57GroupName).join('; ')}</Field>
          </Section>
          <Section title="Người gửi">
            <Field label="Tài khoản gửi">
              {record.author ? `${record.author.full_name} <${record.author.email}>` : 'Tài khoản đã xóa'}
            </Field>
          </Section>
          <Section title="Tệp đính kèm">
            <Files files={record.attachments} />
          </Section>
          <Section title="Quá trình xử lý">
            <Timeline entries={record.timeline} />
          </Section>
          <Box sx={{ mt: 2, color: 'text.secondary', fontSize: 14 }}>
            Tạo ngày {dayOf(record.created_at)} · Cập nhật ngày {dayOf(record.updated_at)}
            {record.decided_at ? ` · Quyết định ngày ${dayOf(record.decided_at)}` : ''}
          </Box>
        </>
      ) : null}
    </StaffRecordPage>
  );
}

export const messages = {
  name: 'Ý tưởng |||| Ý tưởng',
  fields: {
    id: 'Số',
    q: 'Tìm kiếm',
    tracking_code: 'Mã hồ sơ',
    title: 'Tên ý tưởng',
    field: 'Lĩnh vực',
    author: 'Người gửi',
    attachment_count: 'Tệp',
    status: 'Trạng thái',
    submitted_at: 'Ngày gửi',
    updated_at: 'Cập nhật',
  },
};

export default {
  list: IdeaList,
  show: IdeaShow,
  icon: TipsAndUpdatesIcon,
  recordRepresentation: 'title',
};
