import { HttpError, useNotify, useRefresh } from 'react-admin';
import { httpClient } from '../providers/http.ts';

export interface ActionSubmitOptions {
  /** The notice once the server has taken it. */
  success: string;
  /** The notice when the server's error has no message. */
  failure: string;
  /** What else follows success (before the record is refreshed), e.g. closing a dialog. */
  onSuccess?: () => void;
}

/**
 * The onSubmit of a react-admin `Form` that posts to one of a record's steps (`POST url`, JSON):
 * on success a notice and the record refreshed; on failure the server's message, and a 422's
 * field errors returned so the form shows them under their fields.
 */
export function useActionSubmit() {
  const notify = useNotify();
  const refresh = useRefresh();
  return async function post(url: string, body: unknown, { success, failure, onSuccess }: ActionSubmitOptions) {
    try {
      await httpClient(url, { method: 'POST', body: JSON.stringify(body) });
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
