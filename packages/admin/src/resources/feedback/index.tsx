import { zodResolver } from '@hookform/resolvers/zod';
import FeedbackIcon from '@mui/icons-material/Feedback';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import {
  type AdminFeedback,
  FEEDBACK_STATUSES,
  type FeedbackStatus,
  feedbackFieldLabels,
  feedbackStatusLabels,
  HandleFeedbackInputSchema,
} from '@portal/shared/admin-people';
import { formatDateTime } from '@portal/shared/format';
import { useState } from 'react';
import {
  Button,
  Datagrid,
  DateField,
  Form,
  FunctionField,
  SaveButton,
  SearchInput,
  SelectInput,
  Show,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import type { Resolver } from 'react-hook-form';
import { ResponsiveList } from '../../components/ResponsiveList.tsx';
import { useActionSubmit } from '../../components/useActionSubmit.ts';
import { dayOptions, excerpt } from '../../format.ts';

/**
 * Góp ý, phản ánh (from /contacts): reviewers read them and mark them handled with a required
 * note (kept in the audit log; the record shows the latest). The sender's text is shown as text.
 */

const statusChoices = FEEDBACK_STATUSES.map((status) => ({ id: status, name: feedbackStatusLabels[status] }));
const statusLabel = (status: FeedbackStatus) => feedbackStatusLabels[status] ?? status;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Tìm theo tiêu đề, nội dung, họ tên, email" />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn emptyText="Tất cả" />,
];

const FeedbackList = () => (
  <ResponsiveList
    filters={filters}
    sort={{ field: 'created_at', order: 'DESC' }}
    empty={false}
    narrow={
      <SimpleList<AdminFeedback>
        primaryText={(item) => item.subject}
        secondaryText={(item) => `${item.name} · ${formatDateTime(item.created_at)}`}
        tertiaryText={(item) => statusLabel(item.status)}
        linkType="show"
      />
    }
    wide={
      <Datagrid
        rowClick="show"
        bulkActionButtons={false}
        empty={<Typography sx={{ p: 2 }}>Chưa có góp ý nào.</Typography>}
      >
        <TextField source="id" />
        <DateField source="created_at" locales="vi-VN" options={dayOptions} />
        <TextField source="name" />
        <TextField source="subject" />
        <FunctionField<AdminFeedback> source="message" sortable={false} render={(item) => excerpt(item.message, 100)} />
        <FunctionField<AdminFeedback> source="status" render={(item) => statusLabel(item.status)} />
        <DateField source="handled_at" locales="vi-VN" options={dayOptions} emptyText="—" />
      </Datagrid>
    }
  />
);

const handleResolver = zodResolver(HandleFeedbackInputSchema) as unknown as Resolver;

/** "Đã xử lý": a dialog asking for the (required) note, then `POST …/handle`. */
function HandleButton() {
  const item = useRecordContext<AdminFeedback>();
  const post = useActionSubmit();
  const [open, setOpen] = useState(false);
  if (!item) return null;

  const submit = (values: Record<string, unknown>) =>
    post(
      `/api/admin/feedback/${item.id}/handle`,
      { note: values.note },
      {
        success: 'Đã đánh dấu góp ý là đã xử lý',
        failure: 'Không thực hiện được thao tác',
        onSuccess: () => setOpen(false),
      },
    );

  return (
    <>
      <Button label="Đã xử lý" onClick={() => setOpen(true)} disabled={item.status === 'handled'}>
        <TaskAltIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="handle-title">
        <Form resolver={handleResolver} defaultValues={{ note: '' }} onSubmit={submit}>
          <DialogTitle id="handle-title">Đánh dấu góp ý đã xử lý</DialogTitle>
          <DialogContent>
            <TextInput
              source="note"
              label="Ghi chú xử lý"
              multiline
              minRows={3}
              fullWidth
              helperText="Bắt buộc: đã xử lý thế nào (lưu trong nhật ký thao tác)."
            />
          </DialogContent>
          <DialogActions>
            <Button label="Hủy" onClick={() => setOpen(false)} />
            <SaveButton label="Xác nhận" alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}

function FeedbackShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <HandleButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="id" />
        <FunctionField<AdminFeedback> source="status" render={(item) => statusLabel(item.status)} />
        <FunctionField<AdminFeedback> source="created_at" render={(item) => formatDateTime(item.created_at)} />
        <TextField source="name" />
        <TextField source="email" />
        <TextField source="phone" emptyText="—" />
        <TextField source="subject" />
        {/* The sender's text, as text (never HTML), line breaks kept. */}
        <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
        <FunctionField<AdminFeedback>
          source="handled_at"
          render={(item) => (item.handled_at ? formatDateTime(item.handled_at) : '—')}
        />
        <TextField source="handled_by" emptyText="—" />
        <TextField source="handled_note" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
      </SimpleShowLayout>
    </Show>
  );
}

export const messages = {
  name: 'Góp ý |||| Góp ý',
  fields: { ...feedbackFieldLabels, q: 'Tìm kiếm' },
};

export default {
  list: FeedbackList,
  show: FeedbackShow,
  icon: FeedbackIcon,
  recordRepresentation: 'subject',
};
