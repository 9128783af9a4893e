import { zodResolver } from '@hookform/resolvers/zod';
import FeedbackIcon from '@mui/icons-material/Feedback';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
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
  HttpError,
  List,
  SaveButton,
  SearchInput,
  SelectInput,
  Show,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { Resolver } from 'react-hook-form';
import { XlsxListActions } from '../../components/ExportXlsxButton.tsx';
import { dayOptions } from '../../format.ts';
import { httpClient } from '../../providers/http.ts';

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

const excerpt = (text: string, length = 100) => (text.length > length ? `${text.slice(0, length)}…` : text);

function FeedbackList() {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      exporter={false}
      actions={<XlsxListActions />}
      empty={false}
    >
      {narrow ? (
        <SimpleList<AdminFeedback>
          primaryText={(item) => item.subject}
          secondaryText={(item) => `${item.name} · ${formatDateTime(item.created_at)}`}
          tertiaryText={(item) => statusLabel(item.status)}
          linkType="show"
        />
      ) : (
        <Datagrid
          rowClick="show"
          bulkActionButtons={false}
          empty={<Typography sx={{ p: 2 }}>Chưa có góp ý nào.</Typography>}
        >
          <TextField source="id" />
          <DateField source="created_at" locales="vi-VN" options={dayOptions} />
          <TextField source="name" />
          <TextField source="subject" />
          <FunctionField<AdminFeedback> source="message" sortable={false} render={(item) => excerpt(item.message)} />
          <FunctionField<AdminFeedback> source="status" render={(item) => statusLabel(item.status)} />
          <DateField source="handled_at" locales="vi-VN" options={dayOptions} emptyText="—" />
        </Datagrid>
      )}
    </List>
  );
}

const handleResolver = zodResolver(HandleFeedbackInputSchema) as unknown as Resolver;

/** "Đã xử lý": a dialog asking for the (required) note, then `POST …/handle`. */
function HandleButton() {
  const item = useRecordContext<AdminFeedback>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  if (!item) return null;

  async function submit(values: Record<string, unknown>) {
    try {
      await httpClient(`/api/admin/feedback/${item?.id}/handle`, {
        method: 'POST',
        body: JSON.stringify({ note: values.note }),
      });
      notify('Đã đánh dấu góp ý là đã xử lý', { type: 'success' });
      setOpen(false);
      refresh();
      return undefined;
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Không thực hiện được thao tác', { type: 'error' });
      if (error instanceof HttpError && error.status === 422) return error.body?.errors;
      return undefined;
    }
  }

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
