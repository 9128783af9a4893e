import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/helper.ts';
import { recordRelease, releaseStarted } from './releases.ts';

describe('the releases that started on a database', () => {
  const test = useTestDatabase();

  it('tell a restart of a release from its first start (the demo is seeded at the first only)', async () => {
    const { db } = test.current();
    expect(await releaseStarted(db, '9.9.9')).toBe(false);
    await recordRelease(db, '9.9.9');
    expect(await releaseStarted(db, '9.9.9')).toBe(true);
    expect(await releaseStarted(db, '9.9.10')).toBe(false);
  });
});
