import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatDateTime, limitString } from './format.ts';

describe('formatDate', () => {
  it('writes day/month/year with zero padding', () => {
    expect(formatDate(new Date(2026, 0, 5))).toBe('05/01/2026');
    expect(formatDate(new Date(2026, 10, 22))).toBe('22/11/2026');
  });
  it('reads a bare yyyy-mm-dd as a calendar day, whatever the time zone', () => {
    expect(formatDate('2025-01-09')).toBe('09/01/2025');
  });

  it('gives an empty string for empty or invalid input', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('30/06/2027')).toBe('');
    expect(formatDate('không phải ngày')).toBe('');
  });
});

describe('limitString', () => {
  it('cuts at 30 characters by default, with an ellipsis', () => {
    const text = 'Chuyển đổi số trong quản lý nhà nước về khoa học';
    expect(limitString(text)).toBe(`${Array.from(text).slice(0, 30).join('')}...`);
    expect(limitString('Ngắn gọn')).toBe('Ngắn gọn');
  });
  it('counts characters, not UTF-16 units, and takes another length', () => {
    expect(limitString('Đổi mới sáng tạo', 7)).toBe('Đổi mới...');
    expect(limitString(null)).toBe('');
  });
});

describe('formatClock', () => {
  it('shows the Vietnamese weekday and 12-hour time', () => {
    expect(formatClock(new Date(2026, 10, 22, 20, 5, 9))).toBe('Chủ nhật, 22/11/2026 - 08:05:09 CH');
    expect(formatClock(new Date(2026, 10, 23, 9, 0, 0))).toBe('Thứ hai, 23/11/2026 - 09:00:00 SA');
  });
  it('writes midnight and noon as 12', () => {
    expect(formatClock(new Date(2026, 10, 28, 0, 0, 1))).toBe('Thứ bảy, 28/11/2026 - 12:00:01 SA');
    expect(formatClock(new Date(2026, 10, 27, 12, 30, 0))).toBe('Thứ sáu, 27/11/2026 - 12:30:00 CH');
  });
});

describe('formatDateTime', () => {
  it('writes dd/mm/yyyy hh:mm in Vietnam’s time, the date too', () => {
    expect(formatDateTime('2026-03-05T01:07:00Z')).toBe('05/03/2026 08:07');
    // 23:30 UTC on the last day of the year is already the next day, and year, in Vietnam.
    expect(formatDateTime('2025-12-31T23:30:00Z')).toBe('01/01/2026 06:30');
    expect(formatDateTime(new Date('2026-11-22T17:00:00Z'))).toBe('23/11/2026 00:00');
  });

  it('gives an empty string for empty or invalid input', () => {
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('không phải ngày')).toBe('');
  });
});
