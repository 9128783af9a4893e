import { afterAll, describe, expect, it } from 'vitest';
import { daysUntil } from './big-problems.ts';
import { formatClock, formatDate, formatDateTime, vietnamToday } from './format.ts';

// A browser in another zone (the outside try-out ran in UTC; New York is further off) must still
// see Vietnam's dates: once "Gửi ngày 25/11/2026" stood beside a mail saying 04:22 on 26/11.
const zoneBefore = process.env.TZ;
process.env.TZ = 'America/New_York';
afterAll(() => {
  process.env.TZ = zoneBefore;
});

describe('dates in Vietnam whatever the process zone', () => {
  it('runs in a zone other than Vietnam', () => {
    // 20:30 UTC is 15:30 in New York (EST), so the local day is still the 25th.
    expect(new Date('2026-11-25T20:30:00Z').getDate()).toBe(25);
  });

  it('formatDate gives the day in Vietnam', () => {
    expect(formatDate('2026-11-25T20:30:00Z')).toBe('26/11/2026');
    expect(formatDate(new Date('2026-11-25T21:22:00Z'))).toBe('26/11/2026');
    expect(formatDate('2026-11-25T16:59:00Z')).toBe('25/11/2026');
    // A bare day stays that day.
    expect(formatDate('2026-11-29')).toBe('29/11/2026');
  });

  it('formatDateTime gives date and 24-hour time in Vietnam', () => {
    expect(formatDateTime('2026-11-25T20:30:00Z')).toBe('26/11/2026 03:30');
    expect(formatDateTime('2026-11-25T21:22:00Z')).toBe('26/11/2026 04:22');
  });

  it('the header clock shows Vietnam’s weekday, day and 12-hour time (SA/CH)', () => {
    expect(formatClock(new Date('2026-11-25T20:30:00Z'))).toBe('Thứ năm, 26/11/2026 - 03:30:00 SA');
    // 14:25 UTC is 21:25 in Vietnam: 09:25 CH.
    expect(formatClock(new Date('2026-11-25T14:25:00Z'))).toBe('Thứ tư, 25/11/2026 - 09:25:00 CH');
  });

  it('today and days left count from Vietnam’s calendar day', () => {
    const lateEvening = new Date('2026-11-25T20:30:00Z');
    expect(vietnamToday(lateEvening)).toBe('2026-11-26');
    expect(daysUntil('2026-11-26', lateEvening)).toBe(0);
    expect(daysUntil('2026-11-30', lateEvening)).toBe(4);
  });
});
