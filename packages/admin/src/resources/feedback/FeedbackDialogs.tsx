import ReplyIcon from '@mui/icons-material/Reply';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { type AdminFeedback, FeedbackReplyInputSchema, HandleFeedbackInputSchema } from '@portal/shared/admin-people';
import { adminApi } from '@portal/shared/api/admin';
import { type ReactElement, type ReactNode, useState } from 'react';
import { Form, SaveButton, TextInput, useRecordContext } from 'react-admin';
import type { Resolver } from 'react-hook-form';
import { StepButton } from '../../components/StepButton.tsx';
import { schemaResolver } from '../../components/schemaResolver.ts';
import { useActionSubmit } from '../../components/useActionSubmit.ts';
import { useReturnFocus } from '../../components/useReturnFocus.ts';

/**
 * A step of a feedback that takes a form (handling note, reply): the button that opens it, its
 * fields, "Hủy" and the step's own save button. `onSubmit` gets `done`, which closes the dialog;
 * with `forgetOpener` focus then goes to the page (the step disables its button). Focus returns
 * through useReturnFocus (the record may have changed under the dialog), so MUI's own restore is off.
 */
/** The values a step starts from are its `defaultValues` alone. */
const STEP_RECORD = {};

function StepDialog({
  label,
  icon,
  disabled,
  forgetOpener = false,
  id,
  title,
  resolver,
  defaultValues,
  onSubmit,
  save,
  children,
}: {
  label: string;
  icon: ReactElement;
  disabled?: boolean;
  forgetOpener?: boolean;
  id: string;
  title: string;
  resolver: Resolver;
  defaultValues: Record<string, string>;
  onSubmit: (values: Record<string, unknown>, done: () => void) => unknown;
  save: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const focus = useReturnFocus(open);
  const close = () => setOpen(false);
  const done = () => {
    if (forgetOpener) focus.forget();
    close();
  };
  return (
    <>
      {/* In words at every width, a 44 px target (react-admin's Button is a bare icon on a phone). */}
      <StepButton
        startIcon={icon}
        onClick={(event) => {
          focus.remember(event);
          setOpen(true);
        }}
        disabled={disabled}
      >
        {label}
      </StepButton>
      <Dialog open={open} onClose={close} disableRestoreFocus fullWidth maxWidth="sm" aria-labelledby={id}>
        {/*
          A record of its own: react-admin's form would otherwise start from the feedback shown
          around it, and the reply's subject would open as the feedback's own subject.
        */}
        <Form
          record={STEP_RECORD}
          resolver={resolver}
          defaultValues={defaultValues}
          onSubmit={(values: Record<string, unknown>) => onSubmit(values, done)}
        >
          <DialogTitle id={id}>{title}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            <StepButton onClick={close}>Hủy</StepButton>
            {save}
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}

const handleResolver = schemaResolver(HandleFeedbackInputSchema);

/** "Đã xử lý": a dialog asking for the (required) note, then `POST …/handle`. */
export function HandleButton() {
  const item = useRecordContext<AdminFeedback>();
  const post = useActionSubmit();
  if (!item) return null;
  return (
    <StepDialog
      label="Đã xử lý"
      icon={<TaskAltIcon />}
      disabled={item.status === 'handled'}
      // The refreshed record disables "Đã xử lý": focus goes to the page, not to BODY.
      forgetOpener
      id="handle-title"
      title="Đánh dấu góp ý đã xử lý"
      resolver={handleResolver}
      defaultValues={{ note: '' }}
      onSubmit={(values, done) =>
        post(
          adminApi.feedback.handle,
          { params: { id: item.id }, body: { note: values.note as string } },
          { success: 'Đã đánh dấu góp ý là đã xử lý', failure: 'Không thực hiện được thao tác', onSuccess: done },
        )
      }
      save={<SaveButton label="Xác nhận" alwaysEnable sx={{ minHeight: 44 }} />}
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
    </StepDialog>
  );
}

const replyResolver = schemaResolver(FeedbackReplyInputSchema);

/** "Trả lời qua email": a dialog for the answer (the subject may stay empty), then `POST …/replies`. */
export function ReplyButton() {
  const item = useRecordContext<AdminFeedback>();
  const post = useActionSubmit();
  if (!item) return null;
  return (
    <StepDialog
      label="Trả lời qua email"
      icon={<ReplyIcon />}
      id="reply-title"
      title="Trả lời người gửi qua email"
      resolver={replyResolver}
      defaultValues={{ subject: '', body: '' }}
      onSubmit={(values, done) =>
        post(
          adminApi.feedback.reply,
          {
            params: { id: item.id },
            body: { subject: (values.subject as string | undefined) ?? '', body: values.body as string },
          },
          { success: 'Đã gửi thư trả lời người gửi', failure: 'Chưa gửi được thư trả lời', onSuccess: done },
        )
      }
      save={<SaveButton label="Gửi thư" alwaysEnable icon={<ReplyIcon />} sx={{ minHeight: 44 }} />}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        Gửi đến {item.name} &lt;{item.email}&gt;
      </Typography>
      <TextInput
        autoFocus
        source="subject"
        label="Tiêu đề thư"
        fullWidth
        helperText={`Để trống: “Trả lời: ${item.subject}”`}
      />
      <TextInput
        source="body"
        label="Nội dung trả lời"
        multiline
        minRows={5}
        fullWidth
        helperText="Thư gửi kèm trích nội dung góp ý; nội dung trả lời được lưu cùng góp ý."
      />
    </StepDialog>
  );
}
