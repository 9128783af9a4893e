import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { buildTestApp, openTestDatabase, type TestApp } from '../test/helper.ts';
import { routeLabel } from './metrics.ts';

const TOKEN = 'm'.repeat(40);

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ METRICS_ALLOW: '10.9.0.0/16', METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const metrics = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

  it('counts requests by route pattern and status, with their latency, the public cache and the process', async () => {
    await t.app.inject({ method: 'GET', url: '/api/posts?page=1' });
    await t.app.inject({ method: 'GET', url: '/api/posts?page=1' });
    await t.app.inject({ method: 'GET', url: '/api/posts/999999' });
    const response = await metrics('10.9.3.4');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toMatch(/^portal_http_requests_total\{method="GET",route="\/api\/posts",status="200"\} 2$/m);
    expect(text).toMatch(/^portal_http_requests_total\{method="GET",route="\/api\/posts\/:id",status="404"\} 1$/m);
    // Never the URL: no route label holds the number asked for.
    expect(text).not.toMatch(/route="[^"]*999999/);
    expect(text).toMatch(
      /^portal_http_request_duration_seconds_count\{method="GET",route="\/api\/posts",status="200"\} 2$/m,
    );
    expect(text).toMatch(/^portal_public_cache_answers_total\{result="miss"\} 1$/m);
    expect(text).toMatch(/^portal_public_cache_answers_total\{result="hit"\} 1$/m);
    // The database's statements, timed by the engine's client (db/statement-timing.ts).
    const statements = Number(text.match(/^portal_database_statement_duration_seconds_count (\d+)$/m)?.[1]);
    expect(statements).toBeGreaterThan(0);
    expect(text).toMatch(/^portal_mail_queue_jobs\{state="created"\} \d+$/m);
    expect(text).toMatch(/^portal_mail_queue_jobs\{state="failed"\} 0$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('exists only for the allowed addresses or the token: 404 to anyone else', async () => {
    const outsider = await metrics('203.0.113.9');
    expect(outsider.statusCode).toBe(404);
    expect(outsider.body).not.toContain('portal_http');
    expect((await metrics('203.0.113.9', { authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
    expect((await metrics('203.0.113.9', { authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(404);
    expect((await metrics('127.0.0.1')).statusCode).toBe(404);
  });

  it('refuses a request relayed by a proxy it was not told to trust, though it comes from loopback', async () => {
    const local = await buildTestApp();
    try {
      const ask = (headers: Record<string, string>) =>
        local.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers });
      expect((await ask({})).statusCode).toBe(200);
      expect((await ask({ 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    } finally {
      await local.close();
    }
  });

  it('counts 5xx answers as server errors, by route', async () => {
    // A database of its own, out of the pool: closing it closes it.
    const { database, drop } = await openTestDatabase({ own: true });
    const app = await buildApp({ config: t.config, database, logger: false });
    await database.close();
    try {
      await app.inject({ method: 'GET', url: '/api/health/ready' });
      const text = (await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.9.0.1' })).body;
      expect(text).toMatch(/^portal_http_server_errors_total\{route="\/api\/health\/ready",status="503"\} 1$/m);
    } finally {
      await app.close();
      await drop();
    }
  });

  it('labels a hashed script or style by its folder, so that a new build adds no series', () => {
    expect(routeLabel('/js/app-D1MhOPl1.js')).toBe('/js/*');
    expect(routeLabel('/css/app-D1MhOPl1.css')).toBe('/css/*');
    expect(routeLabel('/admin/assets/index-B07-7Iu3.js')).toBe('/admin/assets/*');
    expect(routeLabel('/api/posts/:id')).toBe('/api/posts/:id');
    expect(routeLabel(undefined)).toBe('unmatched');
  });
});
