import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { freePort } from '../../test/free-port.ts';
import { buildTestApp, openTestDatabase, type TestApp } from '../../test/helper.ts';

/** The release, as the root package.json names it (CHANGELOG.md's newest heading). */
const version = JSON.parse(readFileSync(new URL('../../../../../package.json', import.meta.url), 'utf8')).version;

describe('the health probes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answer 200 with the release while the database answers', async () => {
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: 'ok', version });
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok', version }]);
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ok', version, checks: { database: 'ok' } }]);
  });

  it('say not ready (503) once the database is gone, while the process still lives', async () => {
    // A database of its own, out of the pool: closing it closes it.
    const { database, drop } = await openTestDatabase({ own: true });
    const app = await buildApp({ config: t.config, database, logger: false });
    await database.close();
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'error', database: 'unreachable', version });
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect([ready.statusCode, ready.json()]).toEqual([
        503,
        { status: 'error', version, checks: { database: 'unreachable' } },
      ]);
      const live = await app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
    } finally {
      await app.close();
      await drop();
    }
  });

  it('stay ready, degraded, when clamd does not answer: the portal serves what needs no scan', async () => {
    // Nothing listens on a port just freed.
    const degraded = await buildTestApp({ CLAMAV_HOST: '127.0.0.1', CLAMAV_PORT: String(await freePort()) });
    try {
      const ready = await degraded.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect([ready.statusCode, ready.json()]).toEqual([
        200,
        { status: 'degraded', version, checks: { database: 'ok', clamd: 'unreachable' } },
      ]);
      expect((await degraded.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await degraded.close();
    }
  });
});
