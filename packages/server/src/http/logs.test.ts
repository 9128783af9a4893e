import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { seedDatabase } from '../db/seed.ts';
import { totpCode } from '../modules/auth/totp.ts';
import {
  bearer,
  CAPTCHA,
  login,
  nextOutboxMail,
  refreshCookie,
  registerCitizen,
  registerWithTwoFactor,
  registration,
  staffSignIn,
  temporaryPassword,
} from '../test/auth-helpers.ts';
import { movableClock, openTestDatabase, type TestApp, testConfig } from '../test/helper.ts';
import { findLeaks } from '../test/log-leaks.ts';
import { parseMail } from '../test/mail-parse.ts';
import { loggerOptions, serializeError } from './logger.ts';

describe('the logs hold no secret', () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  const clock = movableClock();
  const secrets = new Map<string, string>();
  let app: FastifyInstance;
  let config: Config;
  let t: TestApp;
  let close: () => Promise<void>;

  beforeAll(async () => {
    config = testConfig();
    const { database, drop } = await openTestDatabase();
    app = await buildApp({
      config,
      database,
      logger: loggerOptions(config, { level: 'trace', stream }),
      now: clock.now,
    });
    await seedDatabase(database.db, config, app.log);
    await app.ready();
    t = { app, database, config, now: clock.now, close: async () => {} };
    close = async () => {
      await app.close();
      await database.close();
      await drop();
      rmSync(config.DATA_DIR, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  it('runs the sensitive flows at level trace and finds none of their secrets in the log', async () => {
    const remember = (name: string, value: string | undefined) => {
      if (!value) throw new Error(`no value for ${name}`);
      secrets.set(name, value);
      return value;
    };
    secrets.set('admin password', config.ADMIN_PASSWORD ?? '');

    // Registration without and with two-factor.
    const hoa = await registerCitizen(t, 1);
    remember('citizen ID 1', hoa.citizenPid);
    remember('password 1', hoa.password);
    const binh = await registerWithTwoFactor(t, 2, clock.now());
    remember('citizen ID 2', binh.citizenPid);
    remember('password 2', binh.password);
    remember('TOTP secret', binh.secret);
    remember('first 2FA code', totpCode(binh.secret, clock.now()));
    // A registration declined because the citizen ID is taken (told by mail) still carries it.
    const taken = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: await registration(t, 3, {
        citizenPid: hoa.citizenPid,
        password: 'KhacNua@2026',
        passwordConfirm: 'KhacNua@2026',
      }),
    });
    expect(taken.statusCode).toBe(201);
    remember('refused password', 'KhacNua@2026');

    // A failed and a good login; a login with two-factor and its second step.
    expect((await login(t, hoa.email, 'SaiMatKhau@9')).statusCode).toBe(401);
    remember('wrong password', 'SaiMatKhau@9');
    const good = await login(t, hoa.email, hoa.password);
    expect(good.statusCode).toBe(200);
    const hoaAccess = remember('access token 1', good.json().data.access_token);
    remember('access token 1 signature', hoaAccess.split('.')[2]);
    const hoaRefresh = remember('refresh token 1', refreshCookie(good));

    clock.advance(60_000);
    const first = await login(t, binh.email, binh.password);
    const sessionKey = remember('2FA session key', first.json().session_key);
    const wrongCode = totpCode(binh.secret, new Date(clock.now().getTime() + 10 * 60_000));
    const refused = await app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      payload: { session_key: sessionKey, otp: wrongCode },
    });
    expect(refused.statusCode).toBe(422);
    remember('wrong 2FA code', wrongCode);
    const code = remember('2FA code', totpCode(binh.secret, clock.now()));
    const verified = await app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      payload: { session_key: sessionKey, otp: code },
    });
    expect(verified.statusCode).toBe(200);
    remember('access token 2', verified.json().access_token);
    remember('refresh token 2', refreshCookie(verified));

    // Refresh: the cookie goes in, a new one comes out.
    const refreshed = await app.inject({
      url: '/api/auth/refresh',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      cookies: { refresh_token: hoaRefresh },
    });
    expect(refreshed.statusCode).toBe(200);
    remember('refreshed access token', refreshed.json().data.access_token);
    const newRefresh = remember('refreshed refresh token', refreshCookie(refreshed));
    // The old cookie once more: reuse detected.
    await app.inject({
      url: '/api/auth/refresh',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      cookies: { refresh_token: hoaRefresh },
    });

    // Forgotten password: the temporary password mailed, used once, then changed.
    const seen = new Set<string>();
    const forgot = await app.inject({ url: `/api/auth/forget-password?emailForget=${encodeURIComponent(hoa.email)}` });
    expect(forgot.statusCode).toBe(200);
    // The mail of the declined registration may come first.
    let mail = await nextOutboxMail(t, seen);
    while (!parseMail(mail).subject.includes('Mật khẩu tạm thời')) mail = await nextOutboxMail(t, seen);
    const temporary = remember('temporary password', temporaryPassword(mail));
    const withTemporary = await login(t, hoa.email, temporary);
    expect(withTemporary.statusCode).toBe(200);
    const temporaryAccess = remember('access token 3', withTemporary.json().data.access_token);
    remember('refresh token 3', refreshCookie(withTemporary));
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(temporaryAccess),
      payload: { oldPassword: temporary, password: 'MoiHon@2027', passwordConfirm: 'MoiHon@2027' },
    });
    expect(changed.statusCode).toBe(200);
    remember('new password', 'MoiHon@2027');
    const hoaToken = remember('access token 4', changed.json().data.access_token);
    remember('refresh token 4', refreshCookie(changed));
    void newRefresh;

    // Two-factor turned on from the profile, with its secret and code.
    const setup = await app.inject({
      method: 'PUT',
      url: `/api/auth/${good.json().data.user.id}/register-google-auththen`,
      headers: bearer(hoaToken),
      payload: { google_auththen_check: true },
    });
    const profileSecret = remember('profile TOTP secret', setup.json().secret);
    clock.advance(60_000);
    const enable = await app.inject({
      method: 'PUT',
      url: `/api/auth/${good.json().data.user.id}/register-google-auththen`,
      headers: bearer(hoaToken),
      payload: {
        google_auththen_check: true,
        secret: profileSecret,
        otp: remember('profile 2FA code', totpCode(profileSecret, clock.now())),
        password: 'MoiHon@2027',
      },
    });
    expect(enable.json().google_auththen_check).toBe(true);

    // A proposal with contact data.
    const proposal = await app.inject({
      method: 'POST',
      url: '/api/proposals',
      headers: bearer(hoaToken),
      payload: {
        request_id: randomUUID(),
        title: 'Máy sấy nông sản',
        proposal_kind: 'product',
        field: 'Nông nghiệp',
        summary: 'Máy sấy tiết kiệm điện',
        description: 'Máy sấy dùng năng lượng mặt trời, sấy 500 kg mỗi mẻ, đã thử ở Diễn Châu.',
        readiness_level: 7,
        demand_types: [1],
        budget: 1,
        ip_advice: 0,
        organisation: 'Hợp tác xã Diễn Châu',
        contact_name: 'Nguyễn Văn An',
        contact_phone: '0912345678',
        contact_email: 'an@example.vn',
        submit: true,
      },
    });
    expect(proposal.statusCode).toBe(201);

    // Staff look at the users, one of them in detail.
    const adminLogin = await login(t, config.ADMIN_EMAIL, config.ADMIN_PASSWORD ?? '');
    remember('admin refresh token', refreshCookie(adminLogin));
    // The first administrator's first visit replaces the installation's password (both go through the log).
    const newPassword = remember('admin new password', 'DongHa#Moi2027');
    const firstVisit = await app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(adminLogin.json().data.access_token),
      payload: { oldPassword: config.ADMIN_PASSWORD, password: newPassword, passwordConfirm: newPassword },
    });
    expect(firstVisit.statusCode).toBe(200);
    // Into the back office with two-factor, enrolled on the way (its secret and codes go through the log too).
    const adminToken = remember('admin access token', await staffSignIn(t, config.ADMIN_EMAIL, newPassword));
    const list = await app.inject({ url: '/api/admin/users', headers: bearer(adminToken) });
    expect(list.statusCode).toBe(200);
    const show = await app.inject({ url: `/api/admin/users/${good.json().data.user.id}`, headers: bearer(adminToken) });
    expect(show.statusCode).toBe(200);

    // The person downloads their data (their citizen ID is in it) and deletes the account.
    const data = await app.inject({ url: '/api/auth/me/data', headers: bearer(hoaToken) });
    expect(data.json().profile.citizen_pid).toBe(hoa.citizenPid);
    const wrongDelete = await app.inject({
      method: 'DELETE',
      url: '/api/auth/me',
      headers: bearer(hoaToken),
      payload: { password: 'KhongPhai@1' },
    });
    expect(wrongDelete.statusCode).toBe(422);
    remember('wrong deletion password', 'KhongPhai@1');
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/auth/me',
      headers: bearer(hoaToken),
      payload: { password: 'MoiHon@2027' },
    });
    expect(deleted.statusCode).toBe(200);
    // A request with a CAPTCHA answer that is wrong, for the captcha path's logs.
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: binh.email, password: binh.password, captcha: `${CAPTCHA}x`, key: randomUUID() },
    });

    const log = lines.join('');
    // The log did record these requests (the test would see a leak if one were written).
    expect(app.log.level).toBe('trace');
    expect(log).toContain('"msg":"incoming request"');
    expect(log).toContain('/api/auth/verify');
    expect(log).toContain('/api/auth/me/data');
    // The e-mail of "forgot password" is in its URL: the logged URL hides it.
    expect(log).toContain('/api/auth/forget-password?emailForget=[Redacted]');
    expect(log).not.toContain(encodeURIComponent(hoa.email));
    expect(findLeaks(log, secrets)).toEqual([]);
  });

  it('the search finds a secret written to the log', () => {
    const secrets = new Map([
      ['password', 'HoaPhuong@2026'],
      ['code', '123456'],
    ]);
    expect(findLeaks('{"msg":"body","password":"HoaPhuong@2026"}', secrets)).toEqual(['password']);
    expect(findLeaks('{"time":1795123456789}', secrets)).toEqual([]);
    expect(findLeaks('{"otp":"123456"}', secrets)).toEqual(['code']);
    expect(
      findLeaks(
        '{"token":"eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U"}',
        new Map(),
      ),
    ).toEqual(['a JWT']);
  });

  it('secret-named fields and a failed query’s parameters are redacted', () => {
    const captured: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        captured.push(String(chunk));
        callback();
      },
    });
    const { stream: _, ...options } = loggerOptions(config, { level: 'info' }) as pino.LoggerOptions & {
      stream?: unknown;
    };
    const logger = pino(options, sink);
    logger.info(
      {
        body: { password: 'HoaPhuong@2026', otp: '654321' },
        req: { headers: { authorization: 'Bearer abc.def.ghi' } },
      },
      'oops',
    );
    expect(captured.join('')).toContain('[Redacted]');
    expect(captured.join('')).not.toMatch(/HoaPhuong@2026|654321|abc\.def\.ghi/);
    const failed = Object.assign(
      new Error(
        'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: a@b.vn,$argon2id$v=19$secret',
      ),
      { params: ['a@b.vn', '$argon2id$v=19$secret'] },
    );
    const serialized = serializeError(failed);
    expect(JSON.stringify(serialized)).not.toContain('argon2');
    expect(serialized.message).toContain('Failed query: insert into "users"');
  });
});
