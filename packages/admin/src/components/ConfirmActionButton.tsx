import type { adminApi } from '@portal/shared/api/admin';
import type { ReactElement } from 'react';
import { useRecordContext, useRefresh } from 'react-admin';
import { callApi } from '../providers/http.ts';
import { StepButton } from './StepButton.tsx';
import { useConfirmedStep } from './useConfirmedStep.tsx';

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
  const refresh = useRefresh();
  const { busy, ask, dialog } = useConfirmedStep({
    title,
    content,
    success,
    run: async () => {
      if (record) await callApi(action, { params: { id: record.id }, body: {} });
    },
    after: refresh,
  });
  if (!record) return null;

  return (
    <>
      {/* In words at every width, a 44 px target: react-admin's Button is a bare icon on a phone. */}
      <StepButton startIcon={icon} color={color} onClick={ask} disabled={disabled || busy}>
        {label}
      </StepButton>
      {dialog}
    </>
  );
}
