import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { queryRows } from '../../db/client.ts';
import { seedDatabase } from '../../db/seed.ts';
import {
  bearer,
  citizen,
  confirmAddress,
  login,
  nextOutboxMail,
  refreshCookie,
  registerCitizen,
  registration,
  signedInCitizen,
  temporaryPassword,
} from '../../test/auth-helpers.ts';
import { buildTestApp, movableClock, openTestDatabase, type TestApp, testConfig } from '../../test/helper.ts';
import { parseMail } from '../../test/mail-helpers.ts';

const xhr = { 'x-requested-with': 'XMLHttpRequest' };

describe('access tokens', () => {
  const clock = movableClock();
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({ ACCESS_TOKEN_TTL: '900' }, { now: clock.now });
    ({ token } = await signedInCitizen(t, 40));
  });
  afterAll(() => t.close());

  it('GET /api/auth/me answers the user under data.user', async () => {
    const response = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.email).toBe('nguoidan40@example.vn');
    expect(response.body).not.toContain('argon2');
    expect(response.body).not.toContain('password_hash');
    expect(response.body).not.toContain(citizen(40).citizenPid);
  });

  it('answers 412 once the token has expired, so the portal refreshes', async () => {
    clock.advance(900_001);
    const response = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(response.statusCode).toBe(412);
    expect(response.json().message).toBe('Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại');
  });

  it('answers 401 for a missing, forged, alg none or malformed token', async () => {
    const fresh = (await login(t, 'nguoidan40@example.vn', 'HoaPhuong@2026')).json().data.access_token as string;
    const [header, payload] = fresh.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const otherKey = await new SignJWT({ amr: 'pwd' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('1')
      .setIssuer('cong-nq57')
      .setAudience('cong-nq57-portal')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-0000'));
    const tampered = `${header}.${Buffer.from(JSON.stringify({ sub: '1', amr: 'pwd' })).toString('base64url')}.${fresh.split('.')[2]}`;
    for (const headers of [
      {},
      bearer(none),
      bearer(otherKey),
      bearer(tampered),
      bearer('abc'),
      { authorization: fresh },
    ]) {
      const response = await t.app.inject({ url: '/api/auth/me', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
    }
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(fresh) })).statusCode).toBe(200);
  });
});

describe('refresh credentials', () => {
  const clock = movableClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { now: clock.now });
    await registerCitizen(t, 41);
  });
  afterAll(() => t.close());

  const refresh = (cookie: string | undefined, headers: Record<string, string> = xhr) =>
    t.app.inject({ url: '/api/auth/refresh', headers, cookies: cookie ? { refresh_token: cookie } : {} });

  it('needs the X-Requested-With header that a cross-site page cannot send', async () => {
    const cookie = refreshCookie(await login(t, 'nguoidan41@example.vn', 'HoaPhuong@2026'));
    expect((await refresh(cookie, {})).statusCode).toBe(403);
    expect((await refresh(cookie)).statusCode).toBe(200);
  });

  it('rotates on every refresh, and a reused credential revokes its whole family', async () => {
    const first = refreshCookie(await login(t, 'nguoidan41@example.vn', 'HoaPhuong@2026'));
    const rotated = await refresh(first);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().data.access_token).toBeTruthy();
    const second = refreshCookie(rotated);
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);

    // Past the grace that lets two tabs refresh at once.
    clock.advance(10_001);
    const reuse = await refresh(first);
    expect(reuse.statusCode).toBe(401);
    // The thief's copy and the owner's newer one both stop working.
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it('logout revokes the credential', async () => {
    const response = await login(t, 'nguoidan41@example.vn', 'HoaPhuong@2026');
    const cookie = refreshCookie(response);
    const token = response.json().data.access_token;
    const out = await t.app.inject({
      url: '/api/auth/logout',
      headers: bearer(token),
      cookies: { refresh_token: cookie ?? '' },
    });
    expect(out.statusCode).toBe(200);
    expect((await refresh(cookie)).statusCode).toBe(401);
  });
});

describe('refresh races and session limits', () => {
  const clock = movableClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SESSION_IDLE_TIMEOUT: '7200', SESSION_MAX_AGE: '43200' }, { now: clock.now });
    await registerCitizen(t, 46);
  });
  afterAll(() => t.close());

  const refresh = (cookie: string | undefined) =>
    t.app.inject({ url: '/api/auth/refresh', headers: xhr, cookies: cookie ? { refresh_token: cookie } : {} });
  const signIn = async () => refreshCookie(await login(t, 'nguoidan46@example.vn', 'HoaPhuong@2026'));

  it('answers five tabs refreshing at once with the same new credential, and the session goes on', async () => {
    const cookie = await signIn();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => refresh(cookie)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const successors = new Set(answers.map((answer) => refreshCookie(answer)));
    expect(successors.size).toBe(1);
    for (const answer of answers) expect(answer.json().data.access_token).toBeTruthy();
    const [successor] = [...successors];
    expect(successor).not.toBe(cookie);
    expect((await refresh(successor)).statusCode).toBe(200);
  });

  it('still revokes the family when a replaced credential comes back after the grace', async () => {
    const cookie = await signIn();
    const next = refreshCookie(await refresh(cookie));
    clock.advance(5_000);
    expect(refreshCookie(await refresh(cookie))).toBe(next);
    clock.advance(6_000);
    expect((await refresh(cookie)).statusCode).toBe(401);
    expect((await refresh(next)).statusCode).toBe(401);
  });

  it('ends a session left idle for SESSION_IDLE_TIMEOUT', async () => {
    const cookie = await signIn();
    clock.advance(7_000_000);
    const active = refreshCookie(await refresh(cookie));
    expect(active).toBeTruthy();
    clock.advance(7_200_001);
    expect((await refresh(active)).statusCode).toBe(401);
  });

  it('ends a session SESSION_MAX_AGE after its sign-in, however active', async () => {
    let cookie = await signIn();
    for (let hour = 1; hour < 12; hour++) {
      clock.advance(3_600_000);
      const answer = await refresh(cookie);
      expect(answer.statusCode, `hour ${hour}`).toBe(200);
      cookie = refreshCookie(answer);
    }
    clock.advance(3_600_000);
    expect((await refresh(cookie)).statusCode).toBe(401);
  });
});

describe('changing the password', () => {
  const clock = movableClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { now: clock.now });
    await registerCitizen(t, 42);
  });
  afterAll(() => t.close());

  const change = (token: string, payload: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/change-password', headers: bearer(token), payload });

  it('checks the rules of section 5', async () => {
    const token = (await login(t, 'nguoidan42@example.vn', 'HoaPhuong@2026')).json().data.access_token;
    expect((await change(token, {})).json().errors).toMatchObject({
      oldPassword: ['Vui lòng nhập mật khẩu hiện tại'],
      password: ['Vui lòng nhập mật khẩu mới'],
    });
    const same = await change(token, {
      oldPassword: 'HoaPhuong@2026',
      password: 'HoaPhuong@2026',
      passwordConfirm: 'HoaPhuong@2026',
    });
    expect(same.json().errors.password).toEqual(['Mật khẩu mới không được giống mật khẩu cũ']);
    const wrongOld = await change(token, {
      oldPassword: 'Sai@12345',
      password: 'MoiMoi@2027',
      passwordConfirm: 'MoiMoi@2027',
    });
    expect(wrongOld.statusCode).toBe(422);
    expect(wrongOld.json().errors).toEqual({ oldPassword: ['Mật khẩu hiện tại không đúng'] });
    expect(
      (await change('x', { oldPassword: 'a', password: 'MoiMoi@2027', passwordConfirm: 'MoiMoi@2027' })).statusCode,
    ).toBe(401);
  });

  it('changes it, ends the other sessions and keeps this one', async () => {
    const other = refreshCookie(await login(t, 'nguoidan42@example.vn', 'HoaPhuong@2026'));
    const token = (await login(t, 'nguoidan42@example.vn', 'HoaPhuong@2026')).json().data.access_token;
    const response = await change(token, {
      oldPassword: 'HoaPhuong@2026',
      password: 'MoiMoi@2027',
      passwordConfirm: 'MoiMoi@2027',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Đổi mật khẩu thành công');
    expect(refreshCookie(response)).toBeTruthy();
    expect(
      (await t.app.inject({ url: '/api/auth/refresh', headers: xhr, cookies: { refresh_token: other ?? '' } }))
        .statusCode,
    ).toBe(401);
    expect((await login(t, 'nguoidan42@example.vn', 'HoaPhuong@2026')).statusCode).toBe(401);
    expect((await login(t, 'nguoidan42@example.vn', 'MoiMoi@2027')).statusCode).toBe(200);
  });

  it('ends an access token signed in the same second as the password change, just before it', async () => {
    await registerCitizen(t, 57);
    const signIn = async () =>
      (await login(t, 'nguoidan57@example.vn', 'HoaPhuong@2026')).json().data.access_token as string;
    clock.advance(1_000 - (clock.now().getTime() % 1_000));
    const other = await signIn();
    const mine = await signIn();
    clock.advance(400);
    const changed = await change(mine, {
      oldPassword: 'HoaPhuong@2026',
      password: 'MoiMoi@2027',
      passwordConfirm: 'MoiMoi@2027',
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(other) })).statusCode).toBe(412);
    const fresh = changed.json().data.access_token;
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(fresh) })).statusCode).toBe(200);
  });

  // Answered as an expired session (412): the browser tries its refresh, revoked too, and signs out.
  it("ends the other sessions' access tokens at once, not when they expire", async () => {
    await registerCitizen(t, 48);
    const signIn = async () =>
      (await login(t, 'nguoidan48@example.vn', 'HoaPhuong@2026')).json().data.access_token as string;
    const other = await signIn();
    const mine = await signIn();
    clock.advance(1_000);
    const changed = await change(mine, {
      oldPassword: 'HoaPhuong@2026',
      password: 'MoiMoi@2027',
      passwordConfirm: 'MoiMoi@2027',
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/ideas/mine', headers: bearer(other) })).statusCode).toBe(412);
    const write = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(other),
      payload: { full_name: 'Vẫn Ghi Được' },
    });
    expect(write.statusCode).toBe(412);
    // The session that changed it goes on with the token the change answered, not its old one.
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(mine) })).statusCode).toBe(412);
    const fresh = changed.json().data.access_token;
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(fresh) })).json().data.user.full_name).toBe(
      'Nguyễn Thị Hoa',
    );
  });

  it('counts wrong current passwords like failed sign-ins: the sixth in a row waits', async () => {
    const { token } = await signedInCitizen(t, 49);
    const guess = (oldPassword: string) =>
      change(token, { oldPassword, password: 'MoiMoi@2027', passwordConfirm: 'MoiMoi@2027' });
    for (let i = 0; i < 5; i++) expect((await guess(`Doan@${i}2026x`)).statusCode).toBe(422);
    const waiting = await guess('HoaPhuong@2026');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().message).toMatch(/^Đã nhập sai nhiều lần, vui lòng thử lại sau \d+ phút$/);
  });
});

describe('forgotten password', () => {
  const clock = movableClock();
  let t: TestApp;
  const seen = new Set<string>();
  beforeAll(async () => {
    t = await buildTestApp({}, { now: clock.now });
    await registerCitizen(t, 43);
  });
  afterAll(() => t.close());

  const forget = (email: string) =>
    t.app.inject({ url: `/api/auth/forget-password?emailForget=${encodeURIComponent(email)}` });

  it('answers the same whether or not the e-mail has an account', async () => {
    const unknown = await forget('khongco@example.vn');
    const known = await forget('nguoidan43@example.vn');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ message: 'Đã gửi mật khẩu mới vào email' });
  });

  it('mails a temporary password that works once, forces a change, and leaves the old one working until used', async () => {
    const mail = await nextOutboxMail(t, seen);
    expect(mail).toContain('To: nguoidan43@example.vn');
    const temporary = temporaryPassword(mail);
    const before = await login(t, 'nguoidan43@example.vn', 'HoaPhuong@2026');
    expect(before.statusCode).toBe(200);

    const withTemporary = await login(t, 'nguoidan43@example.vn', temporary);
    expect(withTemporary.statusCode).toBe(200);
    expect(withTemporary.json().data.user.must_change_password).toBe(true);
    // A reset ends every other session and tells the owner.
    expect(
      (
        await t.app.inject({
          url: '/api/auth/refresh',
          headers: xhr,
          cookies: { refresh_token: refreshCookie(before) ?? '' },
        })
      ).statusCode,
    ).toBe(401);
    const resetNotice = parseMail((await nextOutboxMail(t, seen)).replace(/\r\n/g, '\n'));
    expect(resetNotice.to).toContain('nguoidan43@example.vn');
    expect(resetNotice.subject).toContain('Mật khẩu đã được đặt lại');
    expect(resetNotice.text).toContain('Kính gửi Ông/Bà');
    expect(resetNotice.text).not.toContain(temporary);
    // Used once, it signs in no more, and the old password is gone.
    expect((await login(t, 'nguoidan43@example.vn', temporary)).statusCode).toBe(401);
    expect((await login(t, 'nguoidan43@example.vn', 'HoaPhuong@2026')).statusCode).toBe(401);

    // Until the new password is set, the session serves me, change-password, refresh and logout only.
    const token = withTemporary.json().data.access_token;
    const write = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: { full_name: 'Kẻ Gian' },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({
      code: 'password_change_required',
      message:
        'Ông/Bà đang đăng nhập bằng mật khẩu tạm thời hoặc mật khẩu ban đầu. Vui lòng đặt mật khẩu mới trước khi tiếp tục',
    });
    expect((await t.app.inject({ url: '/api/proposals/mine', headers: bearer(token) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    const refreshed = await t.app.inject({
      url: '/api/auth/refresh',
      headers: xhr,
      cookies: { refresh_token: refreshCookie(withTemporary) ?? '' },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().data.user.must_change_password).toBe(true);

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: { oldPassword: temporary, password: 'SauKhiQuen@1', passwordConfirm: 'SauKhiQuen@1' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.user.must_change_password).toBe(false);
    const changeNotice = parseMail((await nextOutboxMail(t, seen)).replace(/\r\n/g, '\n'));
    expect(changeNotice.subject).toContain('Mật khẩu đã được thay đổi');
    expect(changeNotice.text).not.toContain('SauKhiQuen@1');
    const fresh = changed.json().data.access_token;
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/auth/profile',
          headers: bearer(fresh),
          payload: { full_name: 'Nguyễn Văn Bốn' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await login(t, 'nguoidan43@example.vn', temporary)).statusCode).toBe(401);
  });

  it('replaces an older temporary password with a newer one, and lets one expire after 20 minutes', async () => {
    clock.advance(61_000);
    await forget('nguoidan43@example.vn');
    const older = temporaryPassword(await nextOutboxMail(t, seen));
    clock.advance(61_000);
    await forget('nguoidan43@example.vn');
    const newer = temporaryPassword(await nextOutboxMail(t, seen));
    expect((await login(t, 'nguoidan43@example.vn', older)).statusCode).toBe(401);
    expect((await login(t, 'nguoidan43@example.vn', 'SauKhiQuen@1')).statusCode).toBe(200);

    clock.advance(20 * 60_000 + 1);
    expect((await login(t, 'nguoidan43@example.vn', newer)).statusCode).toBe(401);
  });
});

describe('two-factor on and off for a signed-in user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await registerCitizen(t, 44);
  });
  afterAll(() => t.close());

  it('turns on with a QR and a first code, asks for the code at login, and turns off with a code', async () => {
    const { totpCode } = await import('./totp.ts');
    const signIn = (await login(t, 'nguoidan44@example.vn', 'HoaPhuong@2026')).json().data;
    const url = `/api/auth/${signIn.user.id}/register-google-auththen`;
    const headers = bearer(signIn.access_token);

    const start = await t.app.inject({ method: 'PUT', url, headers, payload: { google_auththen_check: true } });
    expect(start.json()).toMatchObject({
      google_auththen_check: false,
      qrImage: expect.stringMatching(/^data:image\/png/),
    });
    const { secret } = start.json();
    const on = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { google_auththen_check: true, secret, otp: totpCode(secret, t.now()), password: 'HoaPhuong@2026' },
    });
    // Password and code just proved: the answer is a session opened with the second factor.
    expect(on.json()).toMatchObject({
      google_auththen_check: true,
      data: { access_token: expect.any(String), user: { sign_in_method: 'otp', google_auththen_check: true } },
    });
    expect(on.body).not.toContain(secret);
    expect((await t.app.inject({ url: '/api/auth/me', headers })).body).not.toContain(secret);
    expect((await login(t, 'nguoidan44@example.vn', 'HoaPhuong@2026')).json().google_auththen_check).toBe(true);

    const noCode = await t.app.inject({ method: 'PUT', url, headers, payload: { google_auththen_check: false } });
    expect(noCode.statusCode).toBe(422);
    const off = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: {
        google_auththen_check: false,
        otp: totpCode(secret, new Date(t.now().getTime() + 30_000)),
        password: 'HoaPhuong@2026',
      },
    });
    expect(off.json()).toEqual({ google_auththen_check: false });
    expect((await login(t, 'nguoidan44@example.vn', 'HoaPhuong@2026')).json().google_auththen_check).toBe(false);
  });

  it('refuses a bare access token: switching on or off asks for the current password, counted like a sign-in', async () => {
    const { totpCode } = await import('./totp.ts');
    await registerCitizen(t, 47);
    const signIn = (await login(t, 'nguoidan47@example.vn', 'HoaPhuong@2026')).json().data;
    const url = `/api/auth/${signIn.user.id}/register-google-auththen`;
    const headers = bearer(signIn.access_token);
    const { secret } = (
      await t.app.inject({ method: 'PUT', url, headers, payload: { google_auththen_check: true } })
    ).json();
    const turnOn = (extra: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url,
        headers,
        payload: { google_auththen_check: true, secret, otp: totpCode(secret, t.now()), ...extra },
      });

    const bare = await turnOn({});
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors).toEqual({ password: ['Vui lòng nhập mật khẩu'] });
    const passwordFailures = async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from sign_in_failures where kind = 'password'`,
        )
      )[0]?.n;
    const before = await passwordFailures();
    const wrong = await turnOn({ password: 'Sai@12345' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['Mật khẩu hiện tại không đúng'] });
    // Counted like a wrong password at sign-in (the sign-in throttle).
    expect(await passwordFailures()).toBe((before ?? 0) + 1);
    expect((await login(t, 'nguoidan47@example.vn', 'HoaPhuong@2026')).json().google_auththen_check).toBe(false);
  });

  it("switches on only with a secret the server made, never one of the caller's choosing", async () => {
    const { totpCode } = await import('./totp.ts');
    await registerCitizen(t, 48);
    const signIn = (await login(t, 'nguoidan48@example.vn', 'HoaPhuong@2026')).json().data;
    const url = `/api/auth/${signIn.user.id}/register-google-auththen`;
    const chosen = 'AAAAAAAAAAAAAAAA';
    const response = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(signIn.access_token),
      payload: {
        google_auththen_check: true,
        secret: chosen,
        otp: totpCode(chosen, t.now()),
        password: 'HoaPhuong@2026',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ otp: ['Mã QR đã hết hạn, vui lòng bắt đầu thiết lập lại'] });
    expect((await login(t, 'nguoidan48@example.vn', 'HoaPhuong@2026')).json().google_auththen_check).toBe(false);
    // The secret it makes is 160 bits.
    const { secret } = (
      await t.app.inject({
        method: 'PUT',
        url,
        headers: bearer(signIn.access_token),
        payload: { google_auththen_check: true },
      })
    ).json();
    expect(Buffer.byteLength(secret, 'utf8') * 5).toBe(160);
  });

  it('completes a registration only with the secret the server gave that e-mail', async () => {
    const { totpCode } = await import('./totp.ts');
    const payload = citizen(49, { google_auththen_check: true });
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: await registration(t, 49, { google_auththen_check: true }),
    });
    const { secret } = first.json();
    for (const chosen of ['AAAAAAAAAAAAAAAA', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567']) {
      const own = await t.app.inject({
        method: 'POST',
        url: '/api/auth/completeRegistration',
        payload: { ...payload, secret: chosen, otp: totpCode(chosen, t.now()) },
      });
      expect(own.statusCode).toBe(422);
      expect(own.json().errors).toEqual({ otp: ['Phiên đăng ký đã hết hạn, vui lòng đăng ký lại'] });
    }
    const other = citizen(50, { google_auththen_check: true });
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/auth/completeRegistration',
      payload: { ...other, secret, otp: totpCode(secret, t.now()) },
    });
    expect(stolen.statusCode).toBe(422);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/completeRegistration',
      payload: { ...payload, secret, otp: totpCode(secret, t.now()) },
    });
    expect(done.statusCode).toBe(201);
  });

  it("answers 404 for another user's id", async () => {
    const signIn = (await login(t, 'nguoidan44@example.vn', 'HoaPhuong@2026')).json().data;
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/${signIn.user.id + 1}/register-google-auththen`,
      headers: bearer(signIn.access_token),
      payload: { google_auththen_check: true },
    });
    expect(response.statusCode).toBe(404);
  });

  it('updates the full name', async () => {
    const signIn = (await login(t, 'nguoidan44@example.vn', 'HoaPhuong@2026')).json().data;
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(signIn.access_token),
      payload: { full_name: 'Phạm Minh Đức' },
    });
    expect(response.json().data.user.full_name).toBe('Phạm Minh Đức');
    const invalid = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(signIn.access_token),
      payload: { full_name: 'X' },
    });
    expect(invalid.json().errors).toEqual({ full_name: ['Họ tên không hợp lệ'] });
  });
});

describe('what reaches the log', () => {
  it('holds no password, code, token or citizen ID through a whole account flow', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = testConfig();
    const { database, drop } = await openTestDatabase();
    const app = await buildApp({ config, database, logger: { level: 'trace', stream } });
    await seedDatabase(database.db, config, app.log);
    const t = { app, database, config, close: async () => {} } as TestApp;
    try {
      const person = citizen(45);
      await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: await registration(t, 45),
      });
      await confirmAddress(t, person.email);
      const signedIn = await login(t, person.email, person.password);
      const token = signedIn.json().data.access_token as string;
      const cookie = refreshCookie(signedIn) ?? '';
      await app.inject({ url: '/api/auth/me', headers: bearer(token) });
      await app.inject({ url: '/api/auth/refresh', headers: xhr, cookies: { refresh_token: cookie } });
      await app.inject({ url: `/api/auth/forget-password?emailForget=${person.email}` });
      const temporary = temporaryPassword(await nextOutboxMail(t, new Set()));
      await app.inject({
        method: 'PUT',
        url: '/api/auth/change-password',
        headers: bearer(token),
        payload: { oldPassword: person.password, password: 'Moi@Moi2027', passwordConfirm: 'Moi@Moi2027' },
      });

      const log = lines.join('');
      expect(lines.length).toBeGreaterThan(5);
      for (const secret of [
        person.password,
        'Moi@Moi2027',
        person.citizenPid,
        token,
        cookie,
        temporary,
        config.ADMIN_PASSWORD ?? '',
      ]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await app.close();
      await database.close();
      await drop();
    }
  });
});
