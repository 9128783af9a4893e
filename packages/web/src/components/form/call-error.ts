import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api.ts';
import { toast } from '../../lib/popups.ts';

/**
 * A failed call shown where it belongs (docs/DOMAIN.md, "The spec's contract", section 8): a 422's
 * messages under their fields (the first of each), anything else as a toast with the server's
 * message or `fallback`.
 */
export function showCallError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fallback: string) {
  if (error instanceof ApiError && error.status === 422 && error.body?.errors) {
    for (const [field, list] of Object.entries(error.body.errors)) {
      setError(field as Path<T>, { type: 'server', message: list[0] });
    }
    return;
  }
  void toast(
    'error',
    error instanceof ApiError && error.status !== 500 && error.body?.message ? error.body.message : fallback,
  );
}

/**
 * A form's submit handler: its checked values go to `send`, and a call that fails there is shown
 * as `showCallError` shows it, with `fallback`.
 */
export function submitCall<T extends FieldValues, O extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, O>, 'handleSubmit' | 'setError'>,
  fallback: string,
  send: (values: O) => Promise<void>,
) {
  return form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      showCallError(error, form.setError, fallback);
    }
  });
}
