// Dates and times in Vietnam's zone, alone in a module: the portal's shell (the header clock, the
// footer's year) imports them from here, without the number parsing of format.ts, which only forms need.

/** Every date and time the portal and the back office show is Vietnam's, whatever the browser's zone. */
export const VIETNAM_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** Vietnam's clock, made once: every part of a date and time read from one formatting, 24-hour. */
const vietnamClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: VIETNAM_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

type VietnamParts = { year: string; month: string; day: string; hour: string; minute: string; second: string };

/** The calendar day and time of an instant in Vietnam; undefined for no or a bad date. */
function vietnamParts(input: Date | string | number | null | undefined): VietnamParts | undefined {
  if (input === null || input === undefined || input === '') return undefined;
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return undefined;
  const parts = vietnamClock.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/**
 * dd/mm/yyyy, the day in Vietnam (an instant at 20:30 UTC is already the next day there); an
 * empty input gives an empty string.
 */
export function formatDate(input: Date | string | number | null | undefined): string {
  // A bare day (a document's issue date, a deadline) is a calendar day: no time zone may move it.
  const day = typeof input === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(input) : null;
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  const parts = vietnamParts(input);
  return parts ? `${parts.day}/${parts.month}/${parts.year}` : '';
}

/**
 * An instant as ISO 8601 in Vietnam's time with its offset, `2026-11-23T09:00:00+07:00` (the open
 * data's times: a spreadsheet that ignores the offset still shows Vietnam's hour); null for none.
 */
export function vietnamIso(input: Date | string | number | null | undefined): string | null {
  const parts = vietnamParts(input);
  return parts ? `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}+07:00` : null;
}

/** Today's date (yyyy-mm-dd) in Vietnam, where deadlines are calendar days. */
export function vietnamToday(now: Date = new Date()): string {
  const parts = vietnamParts(now);
  return parts ? `${parts.year}-${parts.month}-${parts.day}` : '';
}

const weekdays = ['Chủ nhật', 'Thứ hai', 'Thứ ba', 'Thứ tư', 'Thứ năm', 'Thứ sáu', 'Thứ bảy'] as const;

/**
 * The header clock in Vietnam's time, 12-hour as the specification fixes it ("SA" before noon,
 * "CH" after; midnight and noon are 12): "Thứ hai, 23/11/2026 - 08:05:09 CH".
 */
export function formatClock(date: Date): string {
  const parts = vietnamParts(date);
  if (!parts) return '';
  // The weekday of Vietnam's calendar day, not of the browser's.
  const weekday = new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day))).getUTCDay();
  const hour = Number(parts.hour);
  const twelve = String(hour % 12 || 12).padStart(2, '0');
  const half = hour < 12 ? 'SA' : 'CH';
  return `${weekdays[weekday]}, ${parts.day}/${parts.month}/${parts.year} - ${twelve}:${parts.minute}:${parts.second} ${half}`;
}

/**
 * "dd/mm/yyyy hh:mm", date and time both in Vietnam's time (Asia/Ho_Chi_Minh) whatever the
 * browser's zone: 23:30 UTC on 31/12 is "01/01 06:30" of the next year. Empty for no or a bad date.
 */
export function formatDateTime(input: Date | string | number | null | undefined): string {
  const parts = vietnamParts(input);
  return parts ? `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}` : '';
}

/** "09:05 ngày 23/11/2026", as a letter writes a moment (the mails, the invitation page), Vietnam time. */
export function formatTimeOfDay(input: Date | string | number | null | undefined): string {
  const parts = vietnamParts(input);
  return parts ? `${parts.hour}:${parts.minute} ngày ${parts.day}/${parts.month}/${parts.year}` : '';
}
