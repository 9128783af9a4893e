export {
  formatClock,
  formatDate,
  formatDateTime,
  VIETNAM_TIME_ZONE,
  vietnamToday,
} from './vietnam-time.ts';

/** Shortens text to `length` characters, ending with an ellipsis when cut. */
export function limitString(text: string | null | undefined, length = 30): string {
  if (!text) return '';
  const characters = Array.from(text);
  return characters.length > length ? `${characters.slice(0, length).join('')}...` : text;
}

/**
 * What a number field says when it cannot read what was typed: numbers are written the Vietnamese
 * way (docs/DOMAIN.md, "Departures from the spec").
 */
export const NUMBER_INVALID_MESSAGE = 'Vui lòng nhập số hợp lệ, ví dụ 72,5';

/** The same for a whole number (a price in đồng): its example has no decimal to copy. */
export const WHOLE_NUMBER_INVALID_MESSAGE = 'Vui lòng nhập số nguyên hợp lệ, ví dụ 12.500.000';

export type ParsedNumber = { ok: true; value: number | null } | { ok: false; message: string };

/** Thousands grouped by dots (1.234 or 12.345.678), the first group without a leading zero. */
const DOT_GROUPED = /^[1-9]\d{0,2}(\.\d{3})+$/;

/**
 * A number written the Vietnamese way: a decimal comma and dots between thousands ("72,5",
 * "1.234,5", "1.234.567"). Empty text is no number (null). Anything else is refused, never
 * guessed into a number of another size ("72,5" once became 725).
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

/** A whole number or a limit in a sentence, thousands grouped by dots: 1000 → "1.000" (Intl 'vi-VN'). */
export const formatInteger = (value: number): string => formatVietnameseNumber(Math.round(value));

const sizeFormat = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 });
const KB = 1024;
const MB = 1024 * 1024;

/**
 * A file's size as people read it, with a Vietnamese decimal comma: "850 B", "26,6 KB", "2,5 MB"
 * (one formatter for the portal and the back office).
 */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${formatInteger(bytes)} B`;
  if (bytes < MB) return `${sizeFormat.format(bytes / KB)} KB`;
  return `${sizeFormat.format(bytes / MB)} MB`;
}

/**
 * A zod error for a number field: `required` when nothing was given, `invalid` when something that
 * is not a number arrived (the text "72,5" sent to the API, or a field's unread text); a whole-number
 * field gives WHOLE_NUMBER_INVALID_MESSAGE, whose example is no decimal.
 */
export const numberError =
  (required: string, invalid: string = NUMBER_INVALID_MESSAGE) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null || issue.input === '' ? required : invalid;
