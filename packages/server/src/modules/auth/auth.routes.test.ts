import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import {
  CAPTCHA,
  captchaKey,
  citizen,
  login,
  refreshCookie,
  registerCitizen,
  registerWithTwoFactor,
  registration,
} from '../../test/auth-helpers.ts';
import { buildTestApp, movableClock, type TestApp } from '../../test/helper.ts';
import { newTotpSecret, totpCode } from './totp.ts';

describe('captcha', () => {
  const clock = movableClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { now: clock.now });
    await registerCitizen(t, 1);
  });
  afterAll(() => t.close());

  it('answers an SVG image and a key', async () => {
    const response = await t.app.inject({ url: '/api/captcha' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.captcha).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(data.captcha.split(',')[1], 'base64').toString()).toContain('<svg');
    expect(data.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('stores only a hash of the answer', async () => {
    await captchaKey(t);
    const rows = await queryRows<{ answer_hash: string }>(t.database.db, sql`select answer_hash from captchas`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.answer_hash).not.toContain(CAPTCHA);
  });

  it('is consumed by the first attempt, right or wrong', async () => {
    const key = await captchaKey(t);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nguoidan1@example.vn', password: 'HoaPhuong@2026', captcha: 'zzzzz', key },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ captcha: ['Mã xác nhận không đúng hoặc đã hết hạn'] });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nguoidan1@example.vn', password: 'HoaPhuong@2026', captcha: CAPTCHA, key },
    });
    expect(again.statusCode).toBe(422);

    const fresh = await captchaKey(t);
    const payload = {
      email: 'nguoidan1@example.vn',
      password: 'HoaPhuong@2026',
      captcha: CAPTCHA.toUpperCase(),
      key: fresh,
    };
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload })).statusCode).toBe(422);
  });

  it('expires after two minutes', async () => {
    const key = await captchaKey(t);
    clock.advance(2 * 60_000 + 1);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nguoidan1@example.vn', password: 'HoaPhuong@2026', captcha: CAPTCHA, key },
    });
    expect(response.statusCode).toBe(422);
  });

  it('is checked before any password is hashed: a wrong captcha never counts as a failed login', async () => {
    for (let i = 0; i < 8; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nguoidan1@example.vn', password: 'Sai@12345', captcha: 'wrong', key: await captchaKey(t) },
      });
    }
    expect((await login(t, 'nguoidan1@example.vn', 'HoaPhuong@2026')).statusCode).toBe(200);
  });
});

describe('registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('without two-factor: 201 with the spec message, consent recorded with its time', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: await registration(t, 10),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Đăng ký tài khoản thành công!' });
    const [row] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select * from users where email = 'nguoidan10@example.vn'`,
    );
    expect(row?.consent_at).toBeTruthy();
    expect(String(row?.consent_purpose)).toContain('xử lý họ tên, email và số CMND/CCCD');
    expect(String(row?.password_hash)).toMatch(/^\$argon2id\$/);
  });

  it('keeps the citizen ID encrypted, with a keyed hash for uniqueness', async () => {
    const rows = await queryRows<Record<string, unknown>>(t.database.db, sql`select * from users`);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(citizen(10).citizenPid);
    const [row] = rows.filter((r) => r.email === 'nguoidan10@example.vn');
    expect(row?.citizen_pid_hash).toBeTruthy();
    expect(row?.citizen_pid_last4).toBe(citizen(10).citizenPid.slice(-4));
  });

  it('answers a taken e-mail (whatever its case) or citizen ID as a new one, and makes no account', async () => {
    // What is taken is told only by mail (email-confirmation.test.ts).
    const sameEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: await registration(t, 11, { email: 'NguoiDan10@Example.vn' }),
    });
    expect(sameEmail.statusCode).toBe(201);
    expect(sameEmail.json()).toEqual({ message: 'Đăng ký tài khoản thành công!' });
    const samePid = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: await registration(t, 11, { citizenPid: citizen(10).citizenPid }),
    });
    expect(samePid.statusCode).toBe(201);
    expect(samePid.json()).toEqual({ message: 'Đăng ký tài khoản thành công!' });
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from users where email like 'nguoidan1_@example.vn' or email = 'nguoidan10@example.vn'`,
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('tells whether an e-mail or citizen ID has an account only to a solved captcha, once', async () => {
    const taken = { email: 'nguoidan10@example.vn', citizenPid: citizen(10).citizenPid };
    const { captcha: _, key: __, ...withoutCaptcha } = await registration(t, 13, taken);
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: withoutCaptcha });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      captcha: ['Vui lòng nhập mã xác nhận'],
      key: ['Mã xác nhận không đúng hoặc đã hết hạn'],
    });

    const key = await captchaKey(t);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...citizen(13, taken), captcha: 'zzzzz', key },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ captcha: ['Mã xác nhận không đúng hoặc đã hết hạn'] });
    // The right answer to a used captcha tells nothing either.
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...citizen(13, taken), captcha: CAPTCHA, key },
    });
    expect(reused.json().errors).toEqual({ captcha: ['Mã xác nhận không đúng hoặc đã hết hạn'] });

    // The completion cannot be asked instead, with a secret of one's own.
    const secret = newTotpSecret();
    const sideDoor = await t.app.inject({
      method: 'POST',
      url: '/api/auth/completeRegistration',
      payload: { ...citizen(13, taken), secret, otp: totpCode(secret, t.now()) },
    });
    expect(sideDoor.statusCode).toBe(422);
    expect(sideDoor.json().errors).toEqual({ otp: ['Phiên đăng ký đã hết hạn, vui lòng đăng ký lại'] });
  });

  it('with two-factor: a QR image and a secret, and no account until a first code completes it', async () => {
    const payload = await registration(t, 12, { google_auththen_check: true });
    const first = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
    expect(first.statusCode).toBe(200);
    const { qrImage, secret } = first.json();
    expect(qrImage).toMatch(/^data:image\/png;base64,/);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect((await login(t, payload.email, payload.password)).statusCode).toBe(401);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/completeRegistration',
      payload: { ...payload, secret, otp: '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ otp: ['Mã xác thực không đúng hoặc đã hết hạn'] });

    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/completeRegistration',
      payload: { ...payload, secret, otp: totpCode(secret, t.now()) },
    });
    expect(done.statusCode).toBe(201);
    const [row] = await queryRows<{ totp_secret_encrypted: string }>(
      t.database.db,
      sql`select totp_secret_encrypted from users where email = ${payload.email}`,
    );
    expect(row?.totp_secret_encrypted).toBeTruthy();
    expect(row?.totp_secret_encrypted).not.toContain(secret);
  });
});

describe('login, lockout and throttling', () => {
  const clock = movableClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { now: clock.now });
    await registerCitizen(t, 20);
    await registerCitizen(t, 21);
  });
  afterAll(() => t.close());

  it('signs in without a second step: token, user and an HttpOnly, SameSite=Strict refresh cookie on /api/auth', async () => {
    const response = await login(t, 'nguoidan20@example.vn', 'HoaPhuong@2026');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ valid: true, session_key: null, google_auththen_check: false });
    expect(body.data.access_token.split('.')).toHaveLength(3);
    expect(body.data.user).toMatchObject({
      email: 'nguoidan20@example.vn',
      full_name: 'Nguyễn Thị Hoa',
      is_admin: false,
      citizenPid: null,
      citizen_pid_masked: `********${citizen(20).citizenPid.slice(-4)}`,
    });
    const cookie = response.cookies.find((c) => c.name === 'refresh_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const unknown = await login(t, 'khongco@example.vn', 'HoaPhuong@2026');
    const wrong = await login(t, 'nguoidan21@example.vn', 'Sai@mat-khau1');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json()).toEqual({
      valid: false,
      session_key: null,
      google_auththen_check: false,
      message: 'Sai email hoặc mật khẩu',
    });
  });

  it('does not lock an account after five wrong passwords: the failing address waits, not the owner', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login(t, 'nguoidan21@example.vn', 'Sai@mat-khau1', '10.2.1.1')).statusCode).toBe(401);
    }
    const slowed = await login(t, 'nguoidan21@example.vn', 'HoaPhuong@2026', '10.2.1.1');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toBe('Đã nhập sai nhiều lần, vui lòng thử lại sau 1 phút');
    expect((await login(t, 'nguoidan21@example.vn', 'HoaPhuong@2026', '10.2.1.2')).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await login(t, 'nguoidan21@example.vn', 'HoaPhuong@2026', '10.2.1.1')).statusCode).toBe(200);

    const events = await queryRows<{ kind: string }>(t.database.db, sql`select kind from audit_events order by id`);
    expect(events.map((event) => event.kind)).toEqual(expect.arrayContaining(['login_failed', 'login_succeeded']));
    expect(events.map((event) => event.kind)).not.toContain('account_locked');
  });
});

describe('throttling per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After past the limit, per address', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject({ url: '/api/captcha', remoteAddress: '10.0.0.7' })).statusCode).toBe(200);
    }
    const limited = await t.app.inject({ url: '/api/captcha', remoteAddress: '10.0.0.7' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toBe('Thao tác quá nhanh, vui lòng thử lại sau ít phút');
    expect((await t.app.inject({ url: '/api/captcha', remoteAddress: '10.0.0.8' })).statusCode).toBe(200);
  });
});

describe('two-factor sign-in', () => {
  const clock = movableClock();
  let t: TestApp;
  let secret: string;
  beforeAll(async () => {
    t = await buildTestApp({}, { now: clock.now });
    ({ secret } = await registerWithTwoFactor(t, 30, clock.now()));
    clock.advance(60_000);
  });
  afterAll(() => t.close());

  const secondStep = async () => {
    const response = await login(t, 'nguoidan30@example.vn', 'HoaPhuong@2026');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ valid: true, google_auththen_check: true });
    expect(body.data).toBeUndefined();
    expect(response.cookies.find((c) => c.name === 'refresh_token')).toBeUndefined();
    return body.session_key as string;
  };
  const verify = (session_key: string, otp: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { session_key, otp } });

  it('asks for a code, then signs in with it', async () => {
    const key = await secondStep();
    const response = await verify(key, totpCode(secret, clock.now()));
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email: 'nguoidan30@example.vn', google_auththen_check: true });
    expect(response.json().access_token).toBeTruthy();
    expect(refreshCookie(response)).toBeTruthy();
    // The session key works once.
    clock.advance(30_000);
    expect((await verify(key, totpCode(secret, clock.now()))).statusCode).toBe(422);
  });

  it('refuses a code used before', async () => {
    clock.advance(30_000);
    const code = totpCode(secret, clock.now());
    expect((await verify(await secondStep(), code)).statusCode).toBe(200);
    const replay = await verify(await secondStep(), code);
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors).toEqual({ otp: ['Mã xác thực không đúng hoặc đã hết hạn'] });
  });

  it('accepts one step of drift either way, not two', async () => {
    clock.advance(90_000);
    expect(
      (await verify(await secondStep(), totpCode(secret, new Date(clock.now().getTime() - 30_000)))).statusCode,
    ).toBe(200);
    clock.advance(90_000);
    expect(
      (await verify(await secondStep(), totpCode(secret, new Date(clock.now().getTime() + 30_000)))).statusCode,
    ).toBe(200);
    clock.advance(90_000);
    expect(
      (await verify(await secondStep(), totpCode(secret, new Date(clock.now().getTime() - 60_000)))).statusCode,
    ).toBe(422);
  });

  it('ends the session key after five wrong codes, and after five minutes', async () => {
    clock.advance(90_000);
    const key = await secondStep();
    for (let i = 0; i < 5; i++) expect((await verify(key, '000000')).statusCode).toBe(422);
    const after = await verify(key, totpCode(secret, clock.now()));
    expect(after.json().errors).toEqual({ otp: ['Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại'] });

    const late = await secondStep();
    clock.advance(5 * 60_000 + 1);
    expect((await verify(late, totpCode(secret, clock.now()))).json().errors).toEqual({
      otp: ['Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại'],
    });
  });

  it('lets exactly one of 20 parallel verifies of one code succeed', async () => {
    clock.advance(120_000);
    const keys = [];
    for (let i = 0; i < 20; i++) keys.push(await secondStep());
    const code = totpCode(secret, clock.now());
    const answers = await Promise.all(keys.map((key) => verify(key, code)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    // The others are refused: the code was used (422), or the account's limit of ten codes in
    // 15 minutes, which counts codes being checked too, was reached (429).
    expect(answers.filter((answer) => answer.statusCode === 422 || answer.statusCode === 429)).toHaveLength(19);
  });
});
