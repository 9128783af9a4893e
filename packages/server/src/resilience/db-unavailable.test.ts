import { describe, expect, it } from 'vitest';
import { databaseUnavailableCause, isDatabaseUnavailable } from '../db/unavailable.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows lost connections, restarts and timeouts, also wrapped by Drizzle', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '08001', '57014', '3D000']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
      expect(isDatabaseUnavailable(new Error('Failed query', { cause: withCode(code) })), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('leaves other errors alone: they stay 4xx or 500', () => {
    expect(isDatabaseUnavailable(withCode('23505'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('22P02'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: withCode('42P01') }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });

  it('names the cause, for the log line and the alerts', () => {
    const cases: [unknown, string][] = [
      [withCode('ECONNREFUSED'), 'refused'],
      [withCode('ENOTFOUND'), 'unreachable'],
      [withCode('53300', 'sorry, too many clients already'), 'too many connections'],
      [new Error('Failed query', { cause: withCode('57014') }), 'timeout'],
      [new Error('timeout exceeded when trying to connect'), 'timeout'],
      [withCode('25006', 'cannot execute INSERT in a read-only transaction'), 'read-only'],
      [withCode('57P01'), 'restarting'],
      [withCode('08006'), 'connection lost'],
      [new Error('Connection terminated unexpectedly'), 'connection lost'],
      [withCode('3D000'), 'missing database'],
    ];
    for (const [error, cause] of cases) expect(databaseUnavailableCause(error)).toBe(cause);
    expect(databaseUnavailableCause(withCode('23505'))).toBeUndefined();
  });
});
