import type { FieldValues, Path, UseFormRegisterReturn, UseFormSetError } from 'react-hook-form';
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

/** Spec section 5 (docs/DOMAIN.md, "The spec's contract"): e-mail and password inputs do not take the space key. */
export const blockSpace = (event: React.KeyboardEvent<HTMLInputElement>) => {
  if (event.key === ' ') event.preventDefault();
};

/** The numeric directive: whatever is not a digit is refused as it is typed, and dropped from a paste. */
export function numeric(registration: UseFormRegisterReturn) {
  return {
    ...registration,
    onBeforeInput: (event: React.FormEvent<HTMLInputElement> & { data?: string | null }) => {
      if (event.data && /\D/.test(event.data)) event.preventDefault();
    },
    onChange: (event: { target: HTMLInputElement }) => {
      const digits = event.target.value.replace(/\D/g, '');
      if (digits !== event.target.value) event.target.value = digits;
      return registration.onChange(event);
    },
  };
}
