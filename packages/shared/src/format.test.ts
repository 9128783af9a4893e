import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatInteger,
  formatVietnameseNumber,
  limitString,
  parseVietnameseNumber,
} from './format.ts';

describe('formatDate', () => {
  it('writes day/month/year with zero padding', () => {
    expect(formatDate(new Date('2026-01-05T03:00:00Z'))).toBe('05/01/2026');
    expect(formatDate('2026-11-22T10:00:00Z')).toBe('22/11/2026');
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
  it('shows the Vietnamese weekday and 12-hour time in Vietnam, as the specification fixes it', () => {
    expect(formatClock(new Date('2026-11-22T13:05:09Z'))).toBe('Chủ nhật, 22/11/2026 - 08:05:09 CH');
    expect(formatClock(new Date('2026-11-23T02:00:00Z'))).toBe('Thứ hai, 23/11/2026 - 09:00:00 SA');
  });
  it('writes midnight and noon as 12 (SA and CH)', () => {
    expect(formatClock(new Date('2026-11-27T17:00:01Z'))).toBe('Thứ bảy, 28/11/2026 - 12:00:01 SA');
    expect(formatClock(new Date('2026-11-27T05:30:00Z'))).toBe('Thứ sáu, 27/11/2026 - 12:30:00 CH');
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

describe('parseVietnameseNumber', () => {
  const read = (text: string) => parseVietnameseNumber(text);
  it('reads a decimal comma as Vietnamese write it ("72,5" was 725)', () => {
    expect(read('72,5')).toEqual({ ok: true, value: 72.5 });
    expect(read(' 0,25 ')).toEqual({ ok: true, value: 0.25 });
    expect(read('-3,5')).toEqual({ ok: true, value: -3.5 });
    expect(read('67')).toEqual({ ok: true, value: 67 });
  });
  it('reads dots between thousands', () => {
    expect(read('1.234,5')).toEqual({ ok: true, value: 1234.5 });
    expect(read('1.234')).toEqual({ ok: true, value: 1234 });
    expect(read('12.345.678')).toEqual({ ok: true, value: 12_345_678 });
  });
  it('reads a lone dot not followed by exactly three digits as a decimal point', () => {
    expect(read('72.5')).toEqual({ ok: true, value: 72.5 });
    expect(read('3.14')).toEqual({ ok: true, value: 3.14 });
    expect(read('0.125')).toEqual({ ok: true, value: 0.125 });
  });
  it('gives no number for empty text', () => {
    expect(read('')).toEqual({ ok: true, value: null });
    expect(read('   ')).toEqual({ ok: true, value: null });
  });
  it('refuses what it cannot read, in Vietnamese, instead of changing its size', () => {
    for (const text of [
      'abc',
      '72,5,1',
      '1,234.5',
      '1.23.4',
      '72,',
      ',5',
      '1.2345,6',
      '12a',
      '--1',
      '7 2',
      'Infinity',
    ]) {
      expect(read(text), text).toEqual({ ok: false, message: 'Vui lòng nhập số hợp lệ, ví dụ 72,5' });
    }
  });
});

describe('formatVietnameseNumber', () => {
  it('writes a decimal comma and dots between thousands, and reads back', () => {
    expect(formatVietnameseNumber(72.5)).toBe('72,5');
    expect(formatVietnameseNumber(1234567.25)).toBe('1.234.567,25');
    expect(formatVietnameseNumber(-3.5)).toBe('-3,5');
    expect(formatVietnameseNumber(2030, { grouping: false })).toBe('2030');
    expect(formatVietnameseNumber(null)).toBe('');
    for (const value of [72.5, 1234567.25, -3.5, 0.125, 1000]) {
      expect(parseVietnameseNumber(formatVietnameseNumber(value))).toEqual({ ok: true, value });
    }
  });
});

describe('formatInteger and formatFileSize', () => {
  it('groups thousands with dots, from four digits on', () => {
    expect(formatInteger(1000)).toBe('1.000');
    expect(formatInteger(10000)).toBe('10.000');
    expect(formatInteger(999)).toBe('999');
    expect(formatInteger(20 * 1024 * 1024)).toBe('20.971.520');
  });

  it('writes sizes with a decimal comma and KB or MB, never "2.5 MB" or "kB"', () => {
    expect(formatFileSize(1023)).toBe('1.023 B');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe('2,5 MB');
    expect(formatFileSize(1536 * 1024 * 1024)).toBe('1.536 MB');
  });
});
