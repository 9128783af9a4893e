import { formatVietnameseNumber, parseVietnameseNumber } from '@portal/shared/format';
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useController } from 'react-hook-form';
import { Field } from './controls.tsx';

/**
 * The portal's number input, read the Vietnamese way ("72,5", "1.500.000") with the shared parser,
 * the back office's rule. It replaces the digits-only directive, which dropped a comma and so
 * read "72,5" as 725: what is typed stays as typed, and text that is no number
 * stays text, which the shared schema refuses under the field.
 *
 * A value the form is given rather than typed (a loaded proposal, a restored draft) is written the
 * Vietnamese way too: 12.500.000 and 72,5, never the "12500000.5" of String().
 */

/** A field's value as text: its number written the Vietnamese way, or the unread text kept. */
export function numberToText(value: unknown): string {
  if (typeof value === 'number') return formatVietnameseNumber(value);
  return typeof value === 'string' ? value : '';
}

/** The field's value for what was typed: its number, null when empty, else the text. */
export function numberFromText(text: unknown): number | null | unknown {
  if (typeof text === 'number' || text === null || text === undefined) return text ?? null;
  const parsed = parseVietnameseNumber(String(text));
  return parsed.ok ? parsed.value : text;
}

type NumberFieldProps<T extends FieldValues> = Omit<
  ComponentProps<typeof Field>,
  'type' | 'inputMode' | 'registration' | 'error' | 'value' | 'onChange' | 'form' | 'name'
> & {
  form: UseFormReturn<T>;
  name: Path<T>;
  /**
   * Whole numbers only (a price in đồng): a decimal, a negative or text is refused as it is typed,
   * with the schema's own message, not first at sending.
   */
  wholeNumber?: boolean;
};

export function NumberField<T extends FieldValues>({ form, name, wholeNumber = false, ...props }: NumberFieldProps<T>) {
  const { field, fieldState } = useController({ control: form.control, name });
  const [text, setText] = useState(() => numberToText(field.value));
  // The value this input last gave the form: any other came from outside and is shown afresh.
  const given = useRef<unknown>(field.value);
  useEffect(() => {
    if (Object.is(field.value, given.current)) return;
    given.current = field.value;
    setText(numberToText(field.value));
  }, [field.value]);

  return (
    <Field
      type="text"
      inputMode={wholeNumber ? 'numeric' : 'decimal'}
      autoComplete="off"
      {...props}
      value={text}
      error={fieldState.error}
      registration={{
        name: field.name,
        ref: field.ref,
        onBlur: async () => field.onBlur(),
        onChange: async (event: { target: { value: string } }) => {
          const typed = event.target.value;
          const value = numberFromText(typed);
          setText(typed);
          given.current = value;
          field.onChange(value);
          const whole = typeof value === 'number' && Number.isInteger(value) && value >= 0;
          if (wholeNumber && (fieldState.invalid || (value !== null && !whole))) await form.trigger(name);
        },
      }}
    />
  );
}
