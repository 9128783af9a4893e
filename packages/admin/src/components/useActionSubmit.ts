import type { Endpoint, OptionalIfEmpty } from '@portal/shared/api/endpoint';
import { HttpError, useNotify, useRefresh } from 'react-admin';
import { type CallArgs, callApi } from '../providers/http.ts';

export interface ActionSubmitOptions {
  /** The notice once the server has taken it. */
  success: string;
  /** The notice when the server's error has no message. */
  failure: string;
  /** What else follows success (before the record is refreshed), e.g. closing a dialog. */
  onSuccess?: () => void;
}

/**
 * The onSubmit of a react-admin `Form` that sends one of a record's steps (an entry of the
 * contract with its id and JSON body, `post(adminApi.feedback.handle, { params, body }, …)`):
 * on success a notice and the record refreshed; on failure the server's message, and a 422's
 * field errors returned so the form shows them under their fields.
 */
export function useActionSubmit() {
  const notify = useNotify();
  const refresh = useRefresh();
  return async function post<E extends Endpoint>(
    step: E,
    args: CallArgs<E>,
    { success, failure, onSuccess }: ActionSubmitOptions,
  ) {
    try {
      await callApi(step, ...([args] as OptionalIfEmpty<CallArgs<E>>));
      notify(success, { type: 'success' });
      onSuccess?.();
      refresh();
      return undefined;
    } catch (error) {
      notify(error instanceof Error ? error.message : failure, { type: 'error' });
      if (error instanceof HttpError && error.status === 422) return error.body?.errors;
      return undefined;
    }
  };
}
