import type { adminApi } from '@portal/shared/api/admin';
import type { ReactElement } from 'react';
import { useState } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { callApi } from '../providers/http.ts';

type Steps<Group> = Group[keyof Group];

/** The steps on one record that take no body (the record's id in their address). */
export type RecordAction =
  | Steps<typeof adminApi.users>
  | Steps<typeof adminApi.staffInvitations>
  | typeof adminApi.questions.hide;

/**
 * A step on one record (`action={adminApi.users.lock}`, POSTed with the record's id) behind a
 * confirmation dialog, with a notification of the outcome and the record refreshed afterwards.
 */
export interface ConfirmActionButtonProps {
  action: RecordAction;
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
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const { id } = record;

  async function confirm() {
    setBusy(true);
    try {
      await callApi(action, { params: { id }, body: {} });
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
