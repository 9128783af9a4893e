import { describe, expect, it } from 'vitest';
import { dayBound, dayFromText, dayToText, momentFromText, momentToText } from './VietnameseDateInputs.tsx';

describe('dates typed as dd/mm/yyyy', () => {
  it('reads a whole, real day and keeps anything else as typed', () => {
    expect(dayFromText('20/11/2026')).toBe('2026-11-20');
    expect(dayFromText(' 5/1/2026 ')).toBe('2026-01-05');
    expect(dayFromText('')).toBeNull();
    expect(dayFromText(null)).toBeNull();
    // Being typed, or no such day: the schema says what is wrong.
    expect(dayFromText('20/11')).toBe('20/11');
    expect(dayFromText('31/02/2026')).toBe('31/02/2026');
    expect(dayFromText('2026-11-20')).toBe('2026-11-20');
  });

  it('shows a stored day as dd/mm/yyyy', () => {
    expect(dayToText('2026-11-20')).toBe('20/11/2026');
    expect(dayToText('2026-11-20T00:00:00+07:00')).toBe('20/11/2026');
    // Midnight in Vietnam written in UTC is still the 20th there, not the 19th of its text.
    expect(dayToText('2026-11-19T17:00:00.000Z')).toBe('20/11/2026');
    expect(dayToText('20/11')).toBe('20/11');
    expect(dayToText(null)).toBe('');
  });

  it("reads a moment in Vietnam's time and shows a stored one in it", () => {
    expect(momentFromText('20/11/2026 08:30')).toBe('2026-11-20T08:30:00+07:00');
    expect(momentFromText('20/11/2026 8g05')).toBe('2026-11-20T08:05:00+07:00');
    expect(momentFromText('20/11/2026 24:00')).toBe('20/11/2026 24:00');
    expect(momentFromText('20/11/2026')).toBe('20/11/2026');
    expect(momentFromText('')).toBeNull();
    expect(momentToText('2026-11-20T01:30:00.000Z')).toBe('20/11/2026 08:30');
    expect(momentToText('20/11/2026 0')).toBe('20/11/2026 0');
  });

  it('turns a day into the bounds of a filter, the whole day in Vietnam', () => {
    expect(dayBound('start')('20/11/2026')).toBe('2026-11-20T00:00:00+07:00');
    expect(dayBound('end')('20/11/2026')).toBe('2026-11-20T23:59:59.999+07:00');
    expect(dayBound('start')('20/1')).toBe('20/1');
    expect(dayBound('end')('')).toBeNull();
  });
});
