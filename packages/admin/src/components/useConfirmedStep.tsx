import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';

/**
 * A step behind a confirmation dialog: `ask()` opens it, "Đồng ý" runs `run`, then the outcome
 * is notified (`success`, or the error's message), `after` follows a success, and the dialog
 * closes. Render `dialog`.
 */
export function useConfirmedStep({
  title,
  content,
  success,
  run,
  after,
}: {
  title: string;
  content: string;
  success: string;
  run: () => Promise<void>;
  after?: () => void;
}) {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await run();
      notify(success, { type: 'success' });
      after?.();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Không thực hiện được thao tác', { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }

  return {
    busy,
    ask: () => setOpen(true),
    dialog: (
      <Confirm
        isOpen={open}
        loading={busy}
        title={title}
        content={content}
        confirm="Đồng ý"
        cancel="Hủy"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    ),
  };
}
