import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { seedDatabase } from '../db/seed.ts';
import { bearer, login, registerCitizen } from '../test/auth-helpers.ts';
import { openTestDatabase, type TestApp, testConfig } from '../test/helper.ts';

const FOREIGN = 'https://evil.example';

/** Small stand-ins for the portal's and back office's builds. */
function writeBuilds(): { web: string; admin: string } {
  const web = mkdtempSync(path.join(tmpdir(), 'headers-web-'));
  mkdirSync(path.join(web, 'js'));
  writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html lang="vi"><head><script type="module" src="/js/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(web, 'js', 'index-abc123.js'), 'console.log(1)');
  const admin = mkdtempSync(path.join(tmpdir(), 'headers-admin-'));
  mkdirSync(path.join(admin, 'assets'));
  writeFileSync(
    path.join(admin, 'index.html'),
    '<!doctype html><html lang="vi"><head><script type="module" src="/admin/assets/index-abc123.js"></script></head><body></body></html>',
  );
  writeFileSync(path.join(admin, 'assets', 'index-abc123.js'), 'console.log(2)');
  return { web, admin };
}

interface HeadersApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

/** The whole app as main.ts builds it, plus one route that fails, to see the headers of a 500. */
async function buildHeadersApp(overrides: Record<string, string> = {}): Promise<HeadersApp> {
  const builds = writeBuilds();
  const config = testConfig({ WEB_DIST: builds.web, ADMIN_DIST: builds.admin, ...overrides });
  const { database, drop } = await openTestDatabase();
  const app = await buildApp({ config, database, logger: false });
  app.get('/api/test-failure', async () => {
    throw new Error('a forced failure with an internal detail');
  });
  await seedDatabase(database.db, config, app.log);
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await database.close();
      await drop();
      for (const dir of [config.DATA_DIR, builds.web, builds.admin]) rmSync(dir, { recursive: true, force: true });
    },
  };
}

function expectSecurityHeaders(response: LightMyRequestResponse, what: string) {
  const csp = String(response.headers['content-security-policy'] ?? '');
  expect(csp, what).not.toBe('');
  const directives = new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
  const scriptSrc = directives.get('script-src') ?? directives.get('default-src');
  expect(scriptSrc, `${what}: script-src`).toBeDefined();
  expect(scriptSrc, what).not.toContain("'unsafe-inline'");
  expect(scriptSrc, what).not.toContain("'unsafe-eval'");
  expect(scriptSrc, what).not.toContain('*');
  expect(directives.get('default-src'), what).toEqual(["'self'"]);
  expect(directives.get('object-src'), what).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options'], what).toBe('DENY');
  expect(response.headers['access-control-allow-origin'], what).toBeUndefined();
  expect(response.headers['access-control-allow-credentials'], what).toBeUndefined();
}

describe('security headers on every kind of answer', () => {
  let t: HeadersApp;
  let token: string;
  beforeAll(async () => {
    t = await buildHeadersApp();
    // The auth helpers only use `app`.
    const asTestApp = t as unknown as TestApp;
    const person = await registerCitizen(asTestApp, 1);
    token = (await login(asTestApp, person.email, person.password)).json().data.access_token;
  });
  afterAll(() => t.close());

  const cases: { what: string; request: InjectOptions; status: number; api: boolean }[] = [
    { what: 'portal page', request: { url: '/' }, status: 200, api: false },
    { what: 'hashed asset', request: { url: '/js/index-abc123.js' }, status: 200, api: false },
    { what: 'back office page', request: { url: '/admin/' }, status: 200, api: false },
    { what: 'back office asset', request: { url: '/admin/assets/index-abc123.js' }, status: 200, api: false },
    { what: 'page 404', request: { url: '/khong-co-trang-nay' }, status: 404, api: false },
    { what: 'API 200', request: { url: '/api/settings' }, status: 200, api: true },
    { what: 'API 200 from the public cache', request: { url: '/api/settings' }, status: 200, api: true },
    { what: 'API 404', request: { url: '/api/khong-co' }, status: 404, api: true },
    {
      what: 'API 422',
      request: { method: 'POST', url: '/api/auth/login', payload: { email: 'khong-phai-email' } },
      status: 422,
      api: true,
    },
    { what: 'API 401', request: { url: '/api/auth/me' }, status: 401, api: true },
    {
      what: 'API 413',
      request: {
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'x'.repeat(1024 * 1024 + 10) }),
      },
      status: 413,
      api: true,
    },
    { what: 'API 500', request: { url: '/api/test-failure' }, status: 500, api: true },
    {
      what: 'OPTIONS from a foreign origin',
      request: {
        method: 'OPTIONS',
        url: '/api/auth/me',
        headers: { origin: FOREIGN, 'access-control-request-method': 'DELETE' },
      },
      status: 404,
      api: true,
    },
  ];

  for (const { what, request, status, api } of cases) {
    it(`${what}: CSP, nosniff, referrer policy, no CORS${api ? ', no-store' : ''}`, async () => {
      const response = await t.app.inject(request);
      expect(response.statusCode, what).toBe(status);
      expectSecurityHeaders(response, what);
      expect(response.headers['strict-transport-security'], what).toBeUndefined();
      if (api) expect(response.headers['cache-control'], what).toBe('no-store');
      expect(response.body, what).not.toContain('internal detail');
    });
  }

  it('a signed-in API answer is no-store too', async () => {
    const response = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response, 'signed-in API 200');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('a foreign origin is never allowed to read an answer', async () => {
    const response = await t.app.inject({
      url: '/api/auth/me',
      headers: { ...bearer(token), origin: FOREIGN },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['access-control-allow-headers']).toBeUndefined();
  });

  it('a foreign preflight gets no Access-Control-Allow-* header at all', async () => {
    for (const url of ['/api/auth/me', '/api/auth/login', '/api/proposals', '/']) {
      const response = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: FOREIGN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type, x-requested-with',
        },
      });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      const allow = Object.keys(response.headers).filter((name) => name.startsWith('access-control-'));
      expect(allow, url).toEqual([]);
    }
  });

  it('refuses a state-changing API call from a foreign origin with 403 and a Vietnamese message', async () => {
    for (const headers of [{ origin: FOREIGN }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers,
        payload: { email: 'a@example.vn', password: 'x', captcha: 'abcde', key: 'k' },
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().message).toMatch(/[àáảãạâầấẩẫậăằắẳẵặđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i);
      expectSecurityHeaders(response, 'foreign POST');
    }
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: { ...bearer(token), origin: FOREIGN },
      payload: { full_name: 'Kẻ lạ' },
    });
    expect(put.statusCode).toBe(403);
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().data.user.full_name).toBe('Nguyễn Thị Hoa');
  });

  it('accepts the same call from the portal itself (same origin, or no Origin as curl sends)', async () => {
    const origin = `http://${'localhost:80'}`;
    const same = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: { ...bearer(token), origin, host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
      payload: { full_name: 'Nguyễn Thị Hoa' },
    });
    expect(same.statusCode).toBe(200);
    const none = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: { full_name: 'Nguyễn Thị Hoa' },
    });
    expect(none.statusCode).toBe(200);
    // Behind a proxy that ends TLS without X-Forwarded-Proto: the host decides (no PUBLIC_URL here).
    const proxied = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: { ...bearer(token), origin: 'https://nq57.songlam.gov.vn', host: 'nq57.songlam.gov.vn' },
      payload: { full_name: 'Nguyễn Thị Hoa' },
    });
    expect(proxied.statusCode).toBe(200);
  });

  it('the refresh cookie is only exchanged with the X-Requested-With header a foreign page cannot send', async () => {
    const response = await t.app.inject({ url: '/api/auth/refresh', cookies: { refresh_token: 'anything' } });
    expect(response.statusCode).toBe(403);
  });

  it('a body sent as text/plain (what a plain HTML form can send) is not read as JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: '{"email":"a@example.vn"}',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('validation_failed');
  });
});

describe('HSTS', () => {
  it('is sent on every answer when PUBLIC_URL is https, with upgrade-insecure-requests', async () => {
    const t = await buildHeadersApp({ PUBLIC_URL: 'https://nq57.songlam.gov.vn' });
    try {
      for (const url of ['/', '/api/settings', '/api/khong-co', '/js/index-abc123.js']) {
        const response = await t.app.inject({ url });
        expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
        expect(response.headers['content-security-policy'], url).toContain('upgrade-insecure-requests');
      }
      const foreign = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: 'http://nq57.songlam.gov.vn' },
        payload: {},
      });
      // Another scheme is another origin.
      expect(foreign.statusCode).toBe(403);
      const own = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: 'https://nq57.songlam.gov.vn' },
        payload: {},
      });
      expect(own.statusCode).toBe(422);
    } finally {
      await t.close();
    }
  });
});
