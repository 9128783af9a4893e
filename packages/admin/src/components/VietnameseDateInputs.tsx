import { formatDate, formatDateTime } from '@portal/shared/format';
import { TextInput, type TextInputProps, useTranslate } from 'react-admin';

/**
 * Days and moments typed as Vietnamese staff write them (dd/mm/yyyy, dd/mm/yyyy hh:mm), whatever
 * the browser's language: a native date input follows the browser's (mm/dd/yyyy in an English
 * one). The form keeps what the schemas want (yyyy-mm-dd; an ISO time in Vietnam's zone); text
 * that is not a whole, real date stays as typed, and the shared schema names the error under the field.
 */

const DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const MOMENT = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2})[:hg](\d{2})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number) => String(value).padStart(2, '0');

/** yyyy-mm-dd of a real day, or undefined (31/02 is no day). */
function isoDay(day: number, month: number, year: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${year}-${pad(month)}-${pad(day)}` : undefined;
}

/** '20/11/2026' → '2026-11-20'; '' → null; anything else as typed. */
export function dayFromText(text: string | null | undefined): string | null {
  const value = (text ?? '').trim();
  if (!value) return null;
  const match = DAY.exec(value);
  return (match && isoDay(Number(match[1]), Number(match[2]), Number(match[3]))) || value;
}

/** '2026-11-20' → '20/11/2026', an ISO time → its day in Vietnam; text being typed as it is. */
export function dayToText(value: unknown): string {
  if (typeof value !== 'string') return '';
  return /^\d{4}-\d{2}-\d{2}(T|$)/.test(value) && !Number.isNaN(Date.parse(value)) ? formatDate(value) : value;
}

/** '20/11/2026 08:30' (Vietnam's time) → '2026-11-20T08:30:00+07:00'; '' → null; anything else as typed. */
export function momentFromText(text: string | null | undefined): string | null {
  const value = (text ?? '').trim();
  if (!value) return null;
  const match = MOMENT.exec(value);
  if (!match) return value;
  const day = isoDay(Number(match[1]), Number(match[2]), Number(match[3]));
  const [hour, minute] = [Number(match[4]), Number(match[5])];
  if (!day || hour > 23 || minute > 59) return value;
  return `${day}T${pad(hour)}:${pad(minute)}:00+07:00`;
}

/** An ISO time → 'dd/mm/yyyy hh:mm' in Vietnam's time; text being typed as it is. */
export function momentToText(value: unknown): string {
  if (typeof value !== 'string') return '';
  return /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)) ? formatDateTime(value) : value;
}

/** A day as the lists' filters want it: the whole day in Vietnam's time, from its start or to its end. */
export const dayBound = (end: 'start' | 'end') => (text: string | null | undefined) => {
  const day = dayFromText(text);
  if (!day || !ISO_DAY.test(day)) return day;
  return end === 'start' ? `${day}T00:00:00+07:00` : `${day}T23:59:59.999+07:00`;
};

/** The field's own help, if any, then how to write the date. */
function useHelp(own: TextInputProps['helperText'], format: string): string {
  const translate = useTranslate();
  const hint = translate(format);
  return typeof own === 'string' && own ? `${translate(own)} ${hint}` : hint;
}

export const DayInput = (props: TextInputProps) => (
  <TextInput
    format={dayToText}
    parse={dayFromText}
    placeholder="dd/mm/yyyy"
    {...props}
    helperText={useHelp(props.helperText, 'app.date_inputs.day_format')}
    slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
  />
);

export const MomentInput = (props: TextInputProps) => (
  <TextInput
    format={momentToText}
    parse={momentFromText}
    placeholder="dd/mm/yyyy hh:mm"
    {...props}
    helperText={useHelp(props.helperText, 'app.date_inputs.moment_format')}
    slotProps={{ htmlInput: { autoComplete: 'off' } }}
  />
);
