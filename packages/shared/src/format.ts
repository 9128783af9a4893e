const pad = (value: number) => String(value).padStart(2, '0');

/** dd/mm/yyyy with zero padding; an empty input gives an empty string. */
export function formatDate(input: Date | string | number | null | undefined): string {
  if (input === null || input === undefined || input === '') return '';
  // A bare day (a document's issue date, a deadline) is a calendar day: no time zone may move it.
  const day = typeof input === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(input) : null;
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** Shortens text to `length` characters, ending with an ellipsis when cut. */
export function limitString(text: string | null | undefined, length = 30): string {
  if (!text) return '';
  const characters = Array.from(text);
  return characters.length > length ? `${characters.slice(0, length).join('')}...` : text;
}

const weekdays = ['Chủ nhật', 'Thứ hai', 'Thứ ba', 'Thứ tư', 'Thứ năm', 'Thứ sáu', 'Thứ bảy'] as const;

/** The header clock: Vietnamese weekday, date and 12-hour time, e.g. "Thứ hai, 23/11/2026 - 08:05:09 SA". */
export function formatClock(date: Date): string {
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const period = hours < 12 ? 'SA' : 'CH';
  return `${weekdays[date.getDay()]}, ${formatDate(date)} - ${pad(hour12)}:${pad(date.getMinutes())}:${pad(date.getSeconds())} ${period}`;
}

/** Vietnam's clock, made once: day, month, year, hours and minutes read from one formatting. */
const vietnamDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Ho_Chi_Minh',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * "dd/mm/yyyy hh:mm", date and time both in Vietnam's time (Asia/Ho_Chi_Minh) whatever the
 * browser's zone: 23:30 UTC on 31/12 is "01/01 06:30" of the next year. Empty for no or a bad date.
 */
export function formatDateTime(input: Date | string | number | null | undefined): string {
  if (input === null || input === undefined || input === '') return '';
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return '';
  const parts = vietnamDateTime.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/** What a number field says when it cannot read what was typed (spec: numbers are written the Vietnamese way). */
export const NUMBER_INVALID_MESSAGE = 'Vui lòng nhập số hợp lệ, ví dụ 72,5';

export type ParsedNumber = { ok: true; value: number | null } | { ok: false; message: string };

/** Thousands grouped by dots (1.234 or 12.345.678), the first group without a leading zero. */
const DOT_GROUPED = /^[1-9]\d{0,2}(\.\d{3})+$/;

/**
 * A number written the Vietnamese way: a decimal comma and dots between thousands ("72,5",
 * "1.234,5", "1.234.567"). Empty text is no number (null). Anything else is refused, never
 * guessed into a number of another size (issue 17 item 15: "72,5" once became 725).
 *
 * A lone dot is ambiguous. Followed by exactly three digits it is read as Vietnamese staff write
 * thousands ("1.234" = 1234, like "1.234.567"); otherwise ("72.5", "0.125", "3.14") nobody writes
 * thousands that way, so it is the decimal point of a keypad or an English habit and read as such.
 * A comma before a dot ("1,234.5") is the English order and is refused rather than read either way.
 */
export function parseVietnameseNumber(text: string | null | undefined): ParsedNumber {
  // Intl writes a non-breaking space before some units and a Unicode minus in some locales.
  const trimmed = (text ?? '')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim()
    .replace(/^[\u2212\u2013]/, '-');
  if (!trimmed) return { ok: true, value: null };
  const match = /^([+-]?)(\d[\d.]*)(?:,(\d+))?$/.exec(trimmed);
  if (!match) return { ok: false, message: NUMBER_INVALID_MESSAGE };
  const [, sign, whole = '', fraction] = match;
  let digits: string;
  if (!whole.includes('.')) digits = whole;
  else if (DOT_GROUPED.test(whole)) digits = whole.replaceAll('.', '');
  else if (fraction === undefined && /^\d+\.\d+$/.test(whole)) digits = whole;
  else return { ok: false, message: NUMBER_INVALID_MESSAGE };
  const value = Number(`${sign}${digits}${fraction === undefined ? '' : `.${fraction}`}`);
  if (!Number.isFinite(value)) return { ok: false, message: NUMBER_INVALID_MESSAGE };
  return { ok: true, value: Object.is(value, -0) ? 0 : value };
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number as Vietnamese readers write it: "72,5", "1.234.567" (Intl 'vi-VN'). `grouping: false`
 * for years and orders ("2030", not "2.030"). Empty for no number. parseVietnameseNumber reads it back.
 */
export function formatVietnameseNumber(
  value: number | null | undefined,
  { grouping = true }: { grouping?: boolean } = {},
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const key = String(grouping);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 10, useGrouping: grouping });
    numberFormats.set(key, format);
  }
  return format.format(value).replace(/\u2212/g, '-');
}

/**
 * A zod error for a number field: `required` when nothing was given, the number message when
 * something that is not a number arrived (the text "72,5" sent to the API, or a field's unread text).
 */
export const numberError =
  (required: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null || issue.input === '' ? required : NUMBER_INVALID_MESSAGE;
