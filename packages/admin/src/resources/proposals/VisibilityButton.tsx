import { proposalsApi } from '@portal/shared/api/proposals';
import type { AdminProposalDetail } from '@portal/shared/proposal-answers';
import { PUBLIC_STATES, visibilityActionLabels, visibilityMessages } from '@portal/shared/submissions';
import { useState } from 'react';
import { Button, useNotify } from 'react-admin';
import { NoteDialog } from '../../components/NoteDialog.tsx';
import { useReturnFocus } from '../../components/useReturnFocus.ts';
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
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState('');
  const [busy, setBusy] = useState(false);
  const focus = useReturnFocus(open);
  const hidden = record.hidden_at !== null;
  if (!hidden && !PUBLIC_STATES.includes(record.status)) return null;
  const action = hidden ? 'show' : 'hide';
  const label = visibilityActionLabels[action];

  const close = () => {
    setOpen(false);
    setNote('');
    setNoteError('');
  };

  async function send() {
    if (action === 'hide' && note.trim() === '') {
      setNoteError(visibilityMessages.noteRequired);
      return;
    }
    setBusy(true);
    try {
      const answer = await callApi(proposalsApi.visibility, {
        params: { id: record.id },
        body: { action, note: note.trim() },
      });
      onDone(answer.data as AdminProposalDetail);
      notify(hidden ? 'Đề xuất đã hiện lại trên trang công khai' : 'Đã ẩn đề xuất khỏi trang công khai', {
        type: 'success',
      });
      close();
    } catch (error) {
      const fieldError = (error as { body?: { errors?: Record<string, string> } }).body?.errors?.note;
      if (fieldError) setNoteError(fieldError);
      else {
        notify(error instanceof Error ? error.message : 'Không thực hiện được thao tác', { type: 'error' });
        close();
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        variant="outlined"
        label={label}
        onClick={(event) => {
          focus.remember(event);
          setOpen(true);
        }}
        disabled={busy}
      />
      {open ? (
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
          note={note}
          noteError={noteError}
          onNoteChange={(value) => {
            setNote(value);
            setNoteError('');
          }}
          busy={busy}
          onClose={close}
          onConfirm={send}
        />
      ) : null}
    </>
  );
}
