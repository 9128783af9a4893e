import { proposalsApi } from '@portal/shared/api/proposals';
import type { AdminProposalDetail } from '@portal/shared/proposal-answers';
import { PUBLIC_STATES, visibilityActionLabels, visibilityMessages } from '@portal/shared/submissions';
import { NoteDialog } from '../../components/NoteDialog.tsx';
import { StepButton } from '../../components/StepButton.tsx';
import { useNoteStep } from '../../components/useNoteStep.ts';
import { callApi } from '../../providers/http.ts';

/**
 * "Ẩn khỏi trang công khai" (a reason required, shown in the timeline) for an approved or
 * published proposal, and "Hiện lại trên trang công khai" once hidden: `POST …/visibility`.
 * The state stays what it was.
 */
export function VisibilityButton({
  record,
  onDone,
}: {
  record: AdminProposalDetail;
  onDone: (record: AdminProposalDetail) => void;
}) {
  const step = useNoteStep<true>();
  const hidden = record.hidden_at !== null;
  if (!hidden && !PUBLIC_STATES.includes(record.status)) return null;
  const action = hidden ? 'show' : 'hide';
  const label = visibilityActionLabels[action];

  async function send() {
    if (action === 'hide' && step.note.trim() === '') {
      step.setNoteError(visibilityMessages.noteRequired);
      return;
    }
    await step.send(
      async (note) => {
        const answer = await callApi(proposalsApi.visibility, { params: { id: record.id }, body: { action, note } });
        onDone(answer.data as AdminProposalDetail);
      },
      hidden ? 'Đề xuất đã hiện lại trên trang công khai' : 'Đã ẩn đề xuất khỏi trang công khai',
    );
  }

  return (
    <>
      <StepButton variant="outlined" onClick={(event) => step.start(event, true)} disabled={step.busy}>
        {label}
      </StepButton>
      {step.open ? (
        <NoteDialog
          id="visibility-title"
          title={label}
          explanation={
            hidden
              ? 'Đề xuất sẽ hiện lại trên trang Đề xuất (và trang giải pháp của bài toán lớn) với trạng thái hiện có.'
              : 'Đề xuất sẽ không còn hiện trên trang công khai; trạng thái giữ nguyên. Lý do được ghi vào quá trình xử lý.'
          }
          noteLabel={hidden ? 'Ghi chú' : 'Lý do ẩn'}
          required={!hidden}
          minRows={3}
          note={step.note}
          noteError={step.noteError}
          onNoteChange={step.onNoteChange}
          busy={step.busy}
          onClose={step.close}
          onConfirm={send}
        />
      ) : null}
    </>
  );
}
