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
  const [busy, setBusy] = useState(false);
  const focus = useReturnFocus(open !== null);

  const close = () => {
    setOpen(null);
    setNote('');
    setNoteError('');
  };

  async function send(step: (note: string) => Promise<void>, success: string) {
    setBusy(true);
    try {
      await step(note.trim());
      notify(success, { type: 'success' });
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
    send,
  };
}
