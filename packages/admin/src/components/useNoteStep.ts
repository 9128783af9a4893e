import { type SyntheticEvent, useState } from 'react';
import { useNotify } from 'react-admin';
import { useReturnFocus } from './useReturnFocus.ts';

/**
 * A step that asks for a note in a NoteDialog (a moderation step, hiding a proposal): which one
 * is open, the note and its error, and `send`, which runs the step with the trimmed note. The
 * server's error on `note` stays under the field; any other error is notified and closes the
 * dialog. Focus goes back to the opener (useReturnFocus).
 */
export function useNoteStep<Key>() {
  const notify = useNotify();
  const [open, setOpen] = useState<Key | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState('');
  // The public answer a proposal's approve, publish or reject may carry, beside the note.
  const [answer, setAnswer] = useState('');
  const [answerError, setAnswerError] = useState('');
  // The unit that signs it (empty: the managing agency of the settings).
  const [unit, setUnit] = useState('');
  const [unitError, setUnitError] = useState('');
  const [busy, setBusy] = useState(false);
  const focus = useReturnFocus(open !== null);

  const close = () => {
    setOpen(null);
    setNote('');
    setNoteError('');
    setAnswer('');
    setAnswerError('');
    setUnit('');
    setUnitError('');
  };

  async function send(step: (note: string, answer: string, unit: string) => Promise<void>, success: string) {
    setBusy(true);
    try {
      await step(note.trim(), answer.trim(), unit.trim());
      notify(success, { type: 'success' });
      close();
    } catch (error) {
      const errors = (error as { body?: { errors?: Record<string, string> } }).body?.errors;
      const fieldError = errors?.note;
      const answerFieldError = errors?.['answer.text'] ?? errors?.answer;
      const unitFieldError = errors?.['answer.unit'];
      if (fieldError || answerFieldError || unitFieldError) {
        setNoteError(fieldError ?? '');
        setAnswerError(answerFieldError ?? '');
        setUnitError(unitFieldError ?? '');
      } else {
        notify(error instanceof Error ? error.message : 'Không thực hiện được thao tác', { type: 'error' });
        close();
      }
    } finally {
      setBusy(false);
    }
  }

  return {
    open,
    /** The opener's onClick: remembers the button and opens the dialog of `key`. */
    start(event: SyntheticEvent<HTMLElement>, key: Key) {
      focus.remember(event);
      setOpen(key);
    },
    close,
    busy,
    note,
    noteError,
    setNoteError,
    /** The NoteDialog's note field. */
    onNoteChange(value: string) {
      setNote(value);
      setNoteError('');
    },
    answer,
    answerError,
    /** The NoteDialog's public answer field. */
    onAnswerChange(value: string) {
      setAnswer(value);
      setAnswerError('');
    },
    unit,
    unitError,
    /** The NoteDialog's answering unit field. */
    onUnitChange(value: string) {
      setUnit(value);
      setUnitError('');
    },
    send,
  };
}
