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
