import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { CAPTCHA } from '../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';

/**
 * X-Forwarded-For (and -Proto, -Host) are believed only from the load
 * balancers named in TRUST_PROXY. From anyone else a forged header must not buy a fresh rate
 * limit, nor put an invented address into the log and the audit events.
 */

/** The whole app with the production logger writing into `lines`, and the documented limit of 10. */
async function buildLoggedApp(overrides: Record<string, string> = {}): Promise<TestApp & { lines: string[] }> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  const t = await buildTestApp({ AUTH_RATE_LIMIT: '10', ...overrides }, { log: { level: 'info', stream } });
  return { ...t, lines };
}

/** Fourteen captchas from one connection, each claiming another address: their statuses. */
async function captchasWithForgedAddresses(t: TestApp, remoteAddress: string, prefix: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 1; i <= 14; i++) {
    const response = await t.app.inject({
      url: '/api/captcha',
      remoteAddress,
      headers: { 'x-forwarded-for': `${prefix}.${i}` },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

/** A failed sign-in from `remoteAddress` claiming `forwardedFor`; answers the address the audit event holds. */
async function auditedAddressOfFailedLogin(t: TestApp, remoteAddress: string, forwardedFor: string) {
  const headers = { 'x-forwarded-for': forwardedFor };
  const key = (await t.app.inject({ url: '/api/captcha', remoteAddress, headers })).json().data.key as string;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers,
    payload: { email: 'khong-co@example.vn', password: 'Sai@mat-khau1', captcha: CAPTCHA, key },
  });
  expect(response.statusCode).toBe(401);
  const [event] = await queryRows<{ ip: string }>(
    t.database.db,
    sql`select ip from audit_events where kind = 'login_failed' order by id desc limit 1`,
  );
  return event?.ip;
}

/** The request lines of the log for `url`: the address and host they name. */
function loggedRequests(lines: string[], url: string) {
  return lines
    .map((line) => JSON.parse(line) as { msg?: string; req?: { url: string; remoteAddress: string; host: string } })
    .filter((entry) => entry.msg === 'incoming request' && entry.req?.url === url)
    .map((entry) => entry.req as { remoteAddress: string; host: string });
}

describe('without TRUST_PROXY: no forwarding header is believed', () => {
  let t: TestApp & { lines: string[] };
  beforeAll(async () => {
    t = await buildLoggedApp();
  });
  afterAll(() => t.close());

  it('limits 14 captchas from one address to 10, whatever X-Forwarded-For says', async () => {
    const statuses = await captchasWithForgedAddresses(t, '203.0.113.7', '198.51.100');
    expect(statuses).toEqual([...Array(10).fill(200), ...Array(4).fill(429)]);
  });

  it('logs the connection address, not the forged one', () => {
    const logged = loggedRequests(t.lines, '/api/captcha').filter((req) => req.remoteAddress === '203.0.113.7');
    expect(logged).toHaveLength(14);
    expect(t.lines.join('\n')).not.toContain('198.51.100.');
  });

  it('records the connection address in the audit event', async () => {
    expect(await auditedAddressOfFailedLogin(t, '203.0.113.8', '198.51.100.99')).toBe('203.0.113.8');
  });

  it('ignores X-Forwarded-Host and X-Forwarded-Proto: a foreign origin cannot pass them off as the portal', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.9',
      headers: {
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    const [logged] = loggedRequests(t.lines, '/api/auth/login').filter((req) => req.remoteAddress === '203.0.113.9');
    expect(logged?.host).toBe('localhost:80');
  });
});

describe('with TRUST_PROXY naming the load balancer', () => {
  let t: TestApp & { lines: string[] };
  beforeAll(async () => {
    // inject's connections come from 127.0.0.1, standing for a load balancer on the same machine.
    t = await buildLoggedApp({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('believes its X-Forwarded-For: each client behind it has a limit of its own, and is the logged and audited address', async () => {
    expect(await captchasWithForgedAddresses(t, '127.0.0.1', '198.51.100')).toEqual(Array(14).fill(200));
    const logged = loggedRequests(t.lines, '/api/captcha').map((req) => req.remoteAddress);
    expect(logged).toEqual(Array.from({ length: 14 }, (_, i) => `198.51.100.${i + 1}`));
    expect(await auditedAddressOfFailedLogin(t, '127.0.0.1', '198.51.100.50')).toBe('198.51.100.50');
  });

  it('believes its X-Forwarded-Host, as the host the portal was asked for', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://nq57.songlam.gov.vn', 'x-forwarded-host': 'nq57.songlam.gov.vn' },
      payload: {},
    });
    expect(response.statusCode).toBe(422);
  });

  it('still believes no one else', async () => {
    const statuses = await captchasWithForgedAddresses(t, '203.0.113.10', '198.51.100');
    expect(statuses).toEqual([...Array(10).fill(200), ...Array(4).fill(429)]);
    expect(await auditedAddressOfFailedLogin(t, '203.0.113.11', '198.51.100.51')).toBe('203.0.113.11');
  });
});

describe('with TRUST_PROXY as a CIDR', () => {
  let t: TestApp & { lines: string[] };
  beforeAll(async () => {
    t = await buildLoggedApp({ TRUST_PROXY: '192.0.2.10, 10.0.0.0/8' });
  });
  afterAll(() => t.close());

  it('believes every address in the range, and only those', async () => {
    expect(await auditedAddressOfFailedLogin(t, '10.20.30.40', '198.51.100.60')).toBe('198.51.100.60');
    expect(await auditedAddressOfFailedLogin(t, '192.0.2.10', '198.51.100.61')).toBe('198.51.100.61');
    expect(await auditedAddressOfFailedLogin(t, '11.0.0.1', '198.51.100.62')).toBe('11.0.0.1');
    expect(await auditedAddressOfFailedLogin(t, '192.0.2.11', '198.51.100.63')).toBe('192.0.2.11');
  });
});
