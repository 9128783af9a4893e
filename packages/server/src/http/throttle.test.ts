import { describe, expect, it } from 'vitest';
import { personThrottle } from './throttle.ts';

describe('personThrottle', () => {
  it('allows AUTH_RATE_LIMIT calls a minute', () => {
    expect(personThrottle({ AUTH_RATE_LIMIT: 7 })).toEqual({ rateLimit: { max: 7, timeWindow: 60_000 } });
  });
});
