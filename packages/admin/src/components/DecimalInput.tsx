import { formatVietnameseNumber, parseVietnameseNumber } from '@portal/shared/format';
import { useRef } from 'react';
import { TextInput, type TextInputProps } from 'react-admin';

/**
 * The back office's one number input, read the Vietnamese way ("72,5", "1.234,5"). react-admin's
 * NumberInput is an <input type="number">, which in a vi-VN Chromium dropped the comma and saved
 * 725 for "72,5". This is a text field with the decimal keypad: what is typed
 * stays as typed; the form holds its number, null when empty, or the unread text itself, which the
 * shared schema refuses with "Vui lòng nhập số hợp lệ, ví dụ 72,5" under the field.
 */
export interface DecimalInputProps extends Omit<TextInputProps, 'format' | 'parse' | 'type'> {
  /** false for years and orders: "2030", not "2.030". */
  grouping?: boolean;
}

/** The form's value of a text: its number, null, or the text when it is no number. */
export function decimalValue(text: string | null | undefined): number | null | string {
  const parsed = parseVietnameseNumber(text);
  return parsed.ok ? parsed.value : (text ?? '');
}

/** The text shown for a form value: numbers the Vietnamese way, unread text as it is. */
export function decimalText(value: unknown, grouping = true): string {
  if (typeof value === 'number') return formatVietnameseNumber(value, { grouping });
  return typeof value === 'string' ? value : '';
}

export function DecimalInput({ grouping = true, slotProps, ...props }: DecimalInputProps) {
  // The text as typed: while it reads as the form's value it is shown as it is ("72,50", "1234"),
  // so formatting never moves the caret or eats a comma being typed; a value set from outside (the
  // record loaded, a reset) is shown formatted.
  const typed = useRef<string | null>(null);
  return (
    <TextInput
      {...props}
      parse={(text: string) => {
        typed.current = text;
        return decimalValue(text);
      }}
      format={(value: unknown) =>
        typed.current !== null && Object.is(decimalValue(typed.current), value ?? null)
          ? typed.current
          : decimalText(value, grouping)
      }
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
    />
  );
}
