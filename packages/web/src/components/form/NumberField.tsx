import { parseVietnameseNumber } from '@portal/shared/format';
import type { ComponentProps } from 'react';
import { Field } from '../../features/auth/Field.tsx';

/**
 * The portal's number input, read the Vietnamese way ("72,5", "1.500.000") with the shared parser,
 * the back office's rule. It replaces the digits-only directive, which dropped a comma and so
 * read "72,5" as 725 (issue 17 item 15): what is typed stays as typed, and text that is no number
 * stays text, which the shared schema refuses with "Vui lòng nhập số hợp lệ, ví dụ 72,5" under the field.
 */

/** register()'s setValueAs for a number field: its number, null when empty, else the text. */
export function numberFromText(text: unknown): number | null | unknown {
  if (typeof text === 'number' || text === null || text === undefined) return text ?? null;
  const parsed = parseVietnameseNumber(String(text));
  return parsed.ok ? parsed.value : text;
}

/** Register the field with `register(name, { setValueAs: numberFromText })`. */
export function NumberField(props: Omit<ComponentProps<typeof Field>, 'type' | 'inputMode'>) {
  return <Field type="text" inputMode="decimal" autoComplete="off" {...props} />;
}
