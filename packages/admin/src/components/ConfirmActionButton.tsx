import type { ReactElement } from 'react';
import { useState } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useRefresh, useResourceContext } from 'react-admin';
import { httpClient } from '../providers/http.ts';

/**
 * A step on one record (`POST /api/admin/<resource>/<id>/<action>`) behind a confirmation dialog,
 * with a notification of the outcome and the record refreshed afterwards.
 */
export interface ConfirmActionButtonProps {
  action: string;
  label: string;
  title: string;
  content: string;
  success: string;
  icon?: ReactElement;
  color?: 'primary' | 'error' | 'warning' | 'inherit';
  disabled?: boolean;
}

export function ConfirmActionButton({
  action,
  label,
  title,
  content,
  success,
  icon,
  color = 'primary',
  disabled = false,
}: ConfirmActionButtonProps) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record || !resource) return null;

  async function confirm() {
    setBusy(true);
    try {
      await httpClient(`/api/admin/${resource}/${record?.id}/${action}`, { method: 'POST', body: '{}' });
      notify(success, { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Không thực hiện được thao tác', { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }

  return (
    <>
      <Button label={label} color={color} onClick={() => setOpen(true)} disabled={disabled || busy}>
        {icon}
      </Button>
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
    </>
  );
}
