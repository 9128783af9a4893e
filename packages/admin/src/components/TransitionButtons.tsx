import { Stack, Typography } from '@mui/material';
import { ideasApi } from '@portal/shared/api/ideas';
import { proposalsApi } from '@portal/shared/api/proposals';
import { ANSWERING_ACTIONS, SUBMISSION_TRANSITIONS, type SubmissionAction } from '@portal/shared/submissions';
import type { ReactNode } from 'react';
import { Confirm } from 'react-admin';
import { callApi } from '../providers/http.ts';
import { NoteDialog } from './NoteDialog.tsx';
import { StepButton } from './StepButton.tsx';
import type { ModerationResource } from './Submission.tsx';
import { useConfirmedStep } from './useConfirmedStep.tsx';
import { useNoteStep } from './useNoteStep.ts';

/** Whether the step of this queue may carry the department's public answer (proposals' decisions). */
const answersPublicly = (resource: ModerationResource, action: SubmissionAction) =>
  resource === 'proposals' && ANSWERING_ACTIONS.includes(action);

/** Each queue's staff step (the same body; the answer is the record in `data`). */
const transitionOf = { proposals: proposalsApi.transition, ideas: ideasApi.transition } as const;

const successOf: Record<SubmissionAction, string> = {
  submit: 'Đã gửi hồ sơ',
  withdraw: 'Đã rút hồ sơ',
  start_review: 'Đã tiếp nhận hồ sơ để xem xét',
  approve: 'Đã duyệt hồ sơ',
  reject: 'Đã không duyệt hồ sơ',
  request_revision: 'Đã yêu cầu người gửi bổ sung',
  publish: 'Đã công bố hồ sơ',
};

const confirmOf: Record<SubmissionAction, string> = {
  submit: '',
  withdraw: '',
  start_review: 'Tiếp nhận hồ sơ này để xem xét? Người gửi sẽ nhận thư thông báo.',
  approve: 'Duyệt hồ sơ này? Hồ sơ sẽ hiển thị công khai trên Cổng thông tin và người gửi nhận thư thông báo.',
  reject: '',
  request_revision: '',
  publish: 'Công bố hồ sơ đã duyệt này?',
};

/**
 * The staff steps allowed now (the server's `staff_actions`, i.e. allowedActions(status, 'staff')):
 * a confirmation for each, a required note for reject and request revision. `extra` adds
 * buttons of the resource (proposals: publish as a product).
 */
export function TransitionButtons<T extends { id: number }>({
  resource,
  record,
  actions,
  onDone,
  extra,
}: {
  resource: ModerationResource;
  record: T;
  actions: SubmissionAction[];
  onDone: (record: T) => void;
  extra?: ReactNode;
}) {
  const step = useNoteStep<SubmissionAction>();
  const { open, busy, note } = step;
  const staffActions = actions.filter((action) => SUBMISSION_TRANSITIONS[action].by === 'staff');

  async function run(action: SubmissionAction) {
    const needsNote = SUBMISSION_TRANSITIONS[action].noteRequired === true;
    if (needsNote && note.trim() === '') {
      step.setNoteError('Vui lòng nhập lý do để gửi cho người gửi');
      return;
    }
    await step.send(async (trimmed, publicAnswer, unit) => {
      const answer = await callApi(transitionOf[resource], {
        params: { id: record.id },
        body: {
          action,
          note: trimmed,
          ...(publicAnswer && answersPublicly(resource, action) ? { answer: { text: publicAnswer, unit } } : {}),
        },
      });
      onDone(answer.data as unknown as T);
    }, successOf[action]);
  }

  if (staffActions.length === 0 && !extra) {
    return <Typography color="text.secondary">Không có bước xử lý nào ở trạng thái này.</Typography>;
  }
  const current = open ? SUBMISSION_TRANSITIONS[open] : null;
  // A proposal's decision opens a dialog with its optional public answer, beside the note.
  const withAnswer = open !== null && answersPublicly(resource, open);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {staffActions.map((action) => (
        <StepButton
          key={action}
          variant={action === 'reject' ? 'outlined' : 'contained'}
          color={action === 'reject' ? 'error' : action === 'request_revision' ? 'warning' : 'primary'}
          onClick={(event) => step.start(event, action)}
          disabled={busy}
        >
          {SUBMISSION_TRANSITIONS[action].label}
        </StepButton>
      ))}
      {extra}
      {open && current && (current.noteRequired || withAnswer) ? (
        <NoteDialog
          id="note-dialog-title"
          title={current.label}
          explanation={
            open === 'reject'
              ? 'Nêu lý do không duyệt. Người gửi sẽ nhận lý do này qua thư và trong quá trình xử lý.'
              : open === 'request_revision'
                ? 'Nêu những gì người gửi cần bổ sung. Người gửi sẽ nhận nội dung này qua thư và sửa lại hồ sơ.'
                : `${confirmOf[open]} Ghi chú (nếu có) chỉ gửi cho người gửi.`
          }
          noteLabel="Ghi chú cho người gửi"
          required={current.noteRequired === true}
          minRows={current.noteRequired ? 4 : 2}
          publicAnswer={
            withAnswer
              ? {
                  value: step.answer,
                  error: step.answerError,
                  onChange: step.onAnswerChange,
                  help:
                    open === 'reject'
                      ? 'Không bắt buộc. Đề xuất không được duyệt không hiển thị công khai: chỉ người gửi đọc được trả lời này.'
                      : 'Không bắt buộc. Hiển thị trên trang công khai của đề xuất, đứng tên đơn vị trả lời bên dưới; có thể sửa sau.',
                }
              : undefined
          }
          answerUnit={withAnswer ? { value: step.unit, error: step.unitError, onChange: step.onUnitChange } : undefined}
          note={note}
          noteError={step.noteError}
          onNoteChange={step.onNoteChange}
          confirmColor={open === 'reject' ? 'error' : 'warning'}
          busy={busy}
          onClose={step.close}
          onConfirm={() => run(open)}
        />
      ) : (
        <Confirm
          isOpen={open !== null && !current?.noteRequired && !withAnswer}
          loading={busy}
          title={current?.label ?? ''}
          content={open ? confirmOf[open] : ''}
          confirm="Đồng ý"
          cancel="Hủy"
          onConfirm={() => (open ? run(open) : undefined)}
          onClose={step.close}
        />
      )}
    </Stack>
  );
}

/** A step of the record `id` that reads no body and answers the record in `data`. */
type RecordStep = typeof proposalsApi.publishProduct;

/** A custom step behind a confirmation (publish as a product: `step={proposalsApi.publishProduct}`). */
export function ConfirmStepButton<T>({
  step,
  id,
  label,
  title,
  content,
  success,
  onDone,
}: {
  step: RecordStep;
  id: number;
  label: string;
  title: string;
  content: string;
  success: string;
  onDone: (record: T) => void;
}) {
  const { busy, ask, dialog } = useConfirmedStep({
    title,
    content,
    success,
    run: async () => {
      const answer = await callApi(step, { params: { id }, body: {} });
      onDone(answer.data as T);
    },
  });
  return (
    <>
      <StepButton variant="contained" color="success" onClick={ask} disabled={busy}>
        {label}
      </StepButton>
      {dialog}
    </>
  );
}
