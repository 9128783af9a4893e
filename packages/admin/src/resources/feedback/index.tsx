import ReplyIcon from '@mui/icons-material/Reply';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import {
  Box,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  ListItem,
  List as MuiList,
  Typography,
} from '@mui/material';
import {
  type AdminFeedback,
  FEEDBACK_STATUSES,
  FeedbackReplyInputSchema,
  type FeedbackStatus,
  feedbackStatusLabels,
  HandleFeedbackInputSchema,
} from '@portal/shared/admin-people';
import { adminApi } from '@portal/shared/api/admin';
import { formatDateTime } from '@portal/shared/format';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import {
  Button,
  Form,
  FunctionField,
  SaveButton,
  SearchInput,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import type { Resolver } from 'react-hook-form';
import { DayField } from '../../components/DayField.tsx';
import { RecordList } from '../../components/RecordList.tsx';
import { schemaResolver } from '../../components/schemaResolver.ts';
import { useActionSubmit } from '../../components/useActionSubmit.ts';
import { useReturnFocus } from '../../components/useReturnFocus.ts';
import { excerpt } from '../../format.ts';
import { callApi } from '../../providers/http.ts';

/**
 * Góp ý, phản ánh (from /contacts): reviewers read them, mark them handled with a required note
 * (kept on the feedback with who wrote it, and in the audit log) and answer the sender by e-mail
 * (each answer kept and listed on the record). The sender's text is shown as text.
 */

const statusChoices = FEEDBACK_STATUSES.map((status) => ({ id: status, name: feedbackStatusLabels[status] }));
const statusLabel = (status: FeedbackStatus) => feedbackStatusLabels[status] ?? status;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Tìm theo tiêu đề, nội dung, họ tên, email" />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn emptyText="Tất cả" />,
];

const FeedbackList = () => (
  <RecordList<AdminFeedback>
    filters={filters}
    sort={{ field: 'created_at', order: 'DESC' }}
    empty={false}
    primaryText={(item) => item.subject}
    secondaryText={(item) => `${item.name} · ${formatDateTime(item.created_at)}`}
    tertiaryText={(item) => statusLabel(item.status)}
    link="show"
    emptyText="Chưa có góp ý nào."
  >
    <TextField source="id" />
    <DayField source="created_at" />
    <TextField source="name" />
    <TextField source="subject" />
    <FunctionField<AdminFeedback> source="message" sortable={false} render={(item) => excerpt(item.message, 100)} />
    <FunctionField<AdminFeedback> source="status" render={(item) => statusLabel(item.status)} />
    <DayField source="handled_at" emptyText="—" />
  </RecordList>
);

const handleResolver = schemaResolver(HandleFeedbackInputSchema);

/** "Đã xử lý": a dialog asking for the (required) note, then `POST …/handle`. */
export function HandleButton() {
  const item = useRecordContext<AdminFeedback>();
  const post = useActionSubmit();
  const [open, setOpen] = useState(false);
  const focus = useReturnFocus(open);
  if (!item) return null;

  const submit = (values: Record<string, unknown>) =>
    post(
      adminApi.feedback.handle,
      { params: { id: item.id }, body: { note: values.note as string } },
      {
        success: 'Đã đánh dấu góp ý là đã xử lý',
        failure: 'Không thực hiện được thao tác',
        onSuccess: () => {
          // The refreshed record disables "Đã xử lý": focus goes to the page, not to BODY.
          focus.forget();
          setOpen(false);
        },
      },
    );

  return (
    <>
      <Button
        label="Đã xử lý"
        onClick={(event) => {
          focus.remember(event);
          setOpen(true);
        }}
        disabled={item.status === 'handled'}
      >
        <TaskAltIcon />
      </Button>
      <FormDialog
        id="handle-title"
        title="Đánh dấu góp ý đã xử lý"
        open={open}
        onClose={() => setOpen(false)}
        resolver={handleResolver}
        defaultValues={{ note: '' }}
        onSubmit={submit}
        save={<SaveButton label="Xác nhận" alwaysEnable />}
      >
        <TextInput
          autoFocus
          source="note"
          label="Ghi chú xử lý"
          multiline
          minRows={3}
          fullWidth
          helperText="Bắt buộc: đã xử lý thế nào (lưu trong nhật ký thao tác)."
        />
      </FormDialog>
    </>
  );
}

/**
 * A step of a feedback that takes a form (handling note, reply): its fields, "Hủy" and the step's
 * own save button. Focus returns through useReturnFocus in the opener (the record may have
 * changed under the dialog), so MUI's own restore is off.
 */
function FormDialog({
  id,
  title,
  open,
  onClose,
  resolver,
  defaultValues,
  onSubmit,
  save,
  children,
}: {
  id: string;
  title: string;
  open: boolean;
  onClose: () => void;
  resolver: Resolver;
  defaultValues: Record<string, string>;
  onSubmit: (values: Record<string, unknown>) => unknown;
  save: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} disableRestoreFocus fullWidth maxWidth="sm" aria-labelledby={id}>
      <Form resolver={resolver} defaultValues={defaultValues} onSubmit={onSubmit}>
        <DialogTitle id={id}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button label="Hủy" onClick={onClose} />
          {save}
        </DialogActions>
      </Form>
    </Dialog>
  );
}

const replyResolver = schemaResolver(FeedbackReplyInputSchema);

/** "Trả lời qua email": a dialog for the answer (the subject may stay empty), then `POST …/replies`. */
export function ReplyButton() {
  const item = useRecordContext<AdminFeedback>();
  const post = useActionSubmit();
  const [open, setOpen] = useState(false);
  const focus = useReturnFocus(open);
  if (!item) return null;

  const submit = (values: Record<string, unknown>) =>
    post(
      adminApi.feedback.reply,
      {
        params: { id: item.id },
        body: { subject: (values.subject as string | undefined) ?? '', body: values.body as string },
      },
      {
        success: 'Đã gửi thư trả lời người gửi',
        failure: 'Chưa gửi được thư trả lời',
        onSuccess: () => setOpen(false),
      },
    );

  return (
    <>
      <Button
        label="Trả lời qua email"
        onClick={(event) => {
          focus.remember(event);
          setOpen(true);
        }}
      >
        <ReplyIcon />
      </Button>
      <FormDialog
        id="reply-title"
        title="Trả lời người gửi qua email"
        open={open}
        onClose={() => setOpen(false)}
        resolver={replyResolver}
        defaultValues={{ subject: '', body: '' }}
        onSubmit={submit}
        save={<SaveButton label="Gửi thư" alwaysEnable icon={<ReplyIcon />} />}
      >
        <Typography variant="body2" sx={{ mb: 1 }}>
          Gửi đến {item.name} &lt;{item.email}&gt;
        </Typography>
        <TextInput
          autoFocus
          source="subject"
          label="Tiêu đề thư"
          fullWidth
          helperText={`Để trống: "Trả lời: ${item.subject}"`}
        />
        <TextInput
          source="body"
          label="Nội dung trả lời"
          multiline
          minRows={5}
          fullWidth
          helperText="Thư gửi kèm trích nội dung góp ý; nội dung trả lời được lưu cùng góp ý."
        />
      </FormDialog>
    </>
  );
}

/** The answers mailed to the sender, oldest first (refreshed with the record after a new one). */
function Replies() {
  const item = useRecordContext<AdminFeedback>();
  const { data, isError } = useQuery({
    queryKey: ['feedback', 'replies', item?.id],
    enabled: Boolean(item),
    queryFn: async () => (await callApi(adminApi.feedback.replies, { params: { id: item?.id ?? 0 } })).data,
  });
  if (!item) return null;
  return (
    <Box component="section" aria-labelledby="feedback-replies" sx={{ mt: 2 }}>
      <Typography id="feedback-replies" variant="h6" component="h2">
        Thư đã trả lời
      </Typography>
      {isError ? (
        <Typography color="error">Không tải được các thư đã trả lời.</Typography>
      ) : !data ? null : data.length === 0 ? (
        <Typography color="text.secondary">Chưa trả lời người gửi qua email.</Typography>
      ) : (
        <MuiList aria-label="Thư đã trả lời" dense disablePadding>
          {data.map((reply) => (
            <ListItem key={reply.id} disableGutters sx={{ display: 'block', mb: 1 }}>
              <Typography variant="caption" color="text.secondary" component="div">
                {formatDateTime(reply.sent_at)} · {reply.sent_by}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{reply.subject}</Typography>
              {/* Staff's text, as text, line breaks kept. */}
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{reply.body}</Typography>
            </ListItem>
          ))}
        </MuiList>
      )}
    </Box>
  );
}

function FeedbackShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <HandleButton />
          <ReplyButton />
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
        <Replies />
      </SimpleShowLayout>
    </Show>
  );
}

export default {
  list: FeedbackList,
  show: FeedbackShow,
};
