import { vietnamToday } from '@portal/shared/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, movableClock, type TestApp } from '../../test/helper.ts';

describe('visit counter', () => {
  const clock = movableClock(new Date('2026-11-23T16:00:00Z'));
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { now: clock.now });
  });
  afterAll(() => t.close());

  const visit = async () => (await t.app.inject({ method: 'POST', url: '/api/visits' })).json().data;

  it('counts each visit into the day in Vietnam, and the total', async () => {
    expect((await t.app.inject({ url: '/api/visits' })).json().data).toEqual({ total: 0, today: 0 });
    expect(await visit()).toEqual({ total: 1, today: 1 });
    expect(await visit()).toEqual({ total: 2, today: 2 });
    // 16:00 UTC is 23:00 in Vietnam; two hours later it is the next day there.
    clock.advance(2 * 3_600_000);
    expect((await t.app.inject({ url: '/api/visits' })).json().data).toEqual({ total: 2, today: 0 });
    expect(await visit()).toEqual({ total: 3, today: 1 });
  });

  it('slows down a script that posts visits in a loop', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 301; i++) codes.push((await t.app.inject({ method: 'POST', url: '/api/visits' })).statusCode);
    expect(codes).toContain(429);
  });

  it('knows the Vietnamese day', () => {
    expect(vietnamToday(new Date('2026-11-23T16:59:59Z'))).toBe('2026-11-23');
    expect(vietnamToday(new Date('2026-11-23T17:00:00Z'))).toBe('2026-11-24');
  });
});
