import { Stack, Typography } from '@mui/material';
import { interestsApi } from '@portal/shared/api/interests';
import type { AdminInterest } from '@portal/shared/interests';
import { useRecordContext, useRefresh } from 'react-admin';
import { NoteDialog } from '../../components/NoteDialog.tsx';
import { StepButton } from '../../components/StepButton.tsx';
import { useNoteStep } from '../../components/useNoteStep.ts';
import { callApi } from '../../providers/http.ts';

type Step = 'forward' | 'close';

/**
 * A pending interest's two steps, each in the note dialog of the other moderation queues:
 * "Chuyển cho chủ sở hữu" (an optional note, which the owner, or the need's author, reads) and "Đóng" (a required note,
 * which the sender reads). A product staff made has no owner account: only "Đóng", once staff
 * contacted its organisation themselves.
 */
export function InterestActions() {
  const record = useRecordContext<AdminInterest>();
  const refresh = useRefresh();
  const step = useNoteStep<Step>();
  if (!record) return null;
  if (record.status !== 'pending') {
    return <Typography color="text.secondary">Yêu cầu đã được xử lý.</Typography>;
  }

  async function run(which: Step) {
    if (which === 'close' && step.note.trim() === '') {
      step.setNoteError('Vui lòng nhập ghi chú');
      return;
    }
    await step.send(
      async (note) => {
        const entry = which === 'forward' ? interestsApi.admin.forward : interestsApi.admin.close;
        await callApi(entry, { params: { id: record?.id ?? 0 }, body: { note } });
        refresh();
      },
      which === 'forward' ? 'Đã chuyển đến chủ sở hữu' : 'Đã đóng yêu cầu',
    );
  }

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
      {record.has_owner ? (
        <StepButton variant="contained" onClick={(event) => step.start(event, 'forward')} disabled={step.busy}>
          Chuyển cho chủ sở hữu
        </StepButton>
      ) : (
        <Typography color="text.secondary" sx={{ alignSelf: 'center' }}>
          {record.kind === 'need'
            ? 'Nhu cầu không còn tài khoản người đăng: liên hệ trực tiếp tổ chức/cá nhân rồi đóng yêu cầu.'
            : 'Sản phẩm do Sở đăng, không có tài khoản chủ sở hữu: liên hệ trực tiếp tổ chức/cá nhân sở hữu rồi đóng yêu cầu.'}
        </Typography>
      )}
      <StepButton variant="outlined" color="error" onClick={(event) => step.start(event, 'close')} disabled={step.busy}>
        Đóng yêu cầu
      </StepButton>
      {step.open ? (
        <NoteDialog
          id="interest-note-title"
          title={step.open === 'forward' ? 'Chuyển cho chủ sở hữu' : 'Đóng yêu cầu'}
          explanation={
            step.open === 'forward'
              ? 'Chủ sở hữu nhận thông báo và đọc lời nhắn cùng ghi chú (nếu có); người gửi cũng đọc được ghi chú này, nên đừng ghi điều chỉ dành cho cán bộ. Liên hệ của hai bên chỉ hiện khi chủ sở hữu đồng ý.'
              : 'Nêu lý do đóng (thư rác, không đúng chủ đề, Sở đã tự liên hệ…). Người gửi nhận ghi chú này.'
          }
          noteLabel={step.open === 'forward' ? 'Ghi chú cho chủ sở hữu và người gửi' : 'Ghi chú cho người gửi'}
          required={step.open === 'close'}
          minRows={step.open === 'close' ? 3 : 2}
          note={step.note}
          noteError={step.noteError}
          onNoteChange={step.onNoteChange}
          confirmColor={step.open === 'close' ? 'error' : 'primary'}
          busy={step.busy}
          onClose={step.close}
          onConfirm={() => void run(step.open as Step)}
        />
      ) : null}
    </Stack>
  );
}
