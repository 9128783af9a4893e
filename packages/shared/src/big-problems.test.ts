import { describe, expect, it } from 'vitest';
import { daysUntil, ListBigProblemsQuerySchema } from './big-problems.ts';

describe('daysUntil', () => {
  // 22:30 on 23/11 in Vietnam.
  const today = new Date('2026-11-23T15:30:00Z');
  it('counts calendar days from the day in Vietnam, whatever the hour', () => {
    expect(daysUntil('2026-11-24', today)).toBe(1);
    expect(daysUntil('2026-12-23', today)).toBe(30);
    expect(daysUntil('2027-11-23', today)).toBe(365);
  });
  it('is 0 on the day and negative after it', () => {
    expect(daysUntil('2026-11-23', today)).toBe(0);
    expect(daysUntil('2026-11-20', today)).toBe(-3);
  });
  it('gives undefined for a malformed day', () => {
    expect(daysUntil('sắp tới', today)).toBeUndefined();
  });
});

describe('ListBigProblemsQuerySchema', () => {
  it('takes the three statuses and refuses anything else in Vietnamese', () => {
    expect(ListBigProblemsQuerySchema.parse({ status: 'solved' })).toMatchObject({ status: 'solved', page: 1 });
    const refused = ListBigProblemsQuerySchema.safeParse({ status: 'done' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Trạng thái không hợp lệ');
  });
});
