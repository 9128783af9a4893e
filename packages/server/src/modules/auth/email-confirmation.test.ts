import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { emailConfirmations } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import {
  CAPTCHA,
  captchaKey,
  citizen,
  confirmAddress,
  confirmationToken,
  login,
  nextOutboxMail,
  outboxConfirmationMail,
  registerCitizen,
  registration,
  temporaryPassword,
} from '../../test/auth-helpers.ts';
import { buildTestApp, movableClock, type TestApp } from '../../test/helper.ts';
import { type OutboxMail, parseMail } from '../../test/mail-parse.ts';
import { totpCode } from './totp.ts';

const HOUR = 60 * 60_000;

/** The next mail to `email` in the outbox (others are left for their own tests), decoded. */
async function mailTo(t: TestApp, email: string, seen: Set<string>): Promise<OutboxMail> {
  for (;;) {
    const mail = parseMail(await nextOutboxMail(t, seen));
    if (mail.to.includes(email)) return mail;
  }
}

const register = async (t: TestApp, payload: Record<string, unknown>, ip = '10.20.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: ip, payload });

/** Registers with two-factor and completes with the first code: the QR step's answer and the completion's. */
async function registerWithCode(t: TestApp, payload: ReturnType<typeof citizen>) {
  const first = await register(t, { ...payload, captcha: CAPTCHA, key: await captchaKey(t) });
  const { secret } = first.json();
  const done = await t.app.inject({
    method: 'POST',
    url: '/api/auth/completeRegistration',
    payload: { ...payload, secret, otp: totpCode(secret, t.now()) },
  });
  return { first, done };
}

const confirm = (t: TestApp, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token } });

const accountOf = async (t: TestApp, email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('an address counts only once proven', () => {
  const clock = movableClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: 'https://khcn.example.gov.vn' }, { now: clock.now });
  });
  afterAll(() => t.close());

  it('registration mails a link; the right password is refused with email_unconfirmed until it is opened', async () => {
    const payload = await registration(t, 1);
    const answer = await register(t, payload);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ message: 'Đăng ký tài khoản thành công!' });

    const wrong = await login(t, payload.email, 'Sai@123456');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Sai email hoặc mật khẩu');
    const refused = await login(t, payload.email, payload.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'email_unconfirmed',
      message: expect.stringContaining('chưa được xác nhận'),
      resend_key: expect.any(String),
    });
    expect(refused.json()).not.toHaveProperty('data');

    const mail = await outboxConfirmationMail(t, payload.email);
    expect(mail.subject).toContain('Xác nhận địa chỉ email');
    expect(mail.text).toContain('Kính gửi Ông/Bà Nguyễn Thị Hoa,');
    const token = confirmationToken(mail);
    expect(mail.text).toContain(`https://khcn.example.gov.vn/confirm-email?token=${token}`);
    // Stored only as its hash.
    const stored = await t.database.db.select().from(emailConfirmations);
    expect(JSON.stringify(stored)).not.toContain(token);

    const confirmed = await confirm(t, token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'Đã xác nhận địa chỉ email. Mời Ông/Bà đăng nhập.' });
    expect((await accountOf(t, payload.email))?.emailConfirmedAt).toEqual(clock.now());
    expect((await login(t, payload.email, payload.password)).statusCode).toBe(200);

    // The link works once.
    const again = await confirm(t, token);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token[0]).toContain('không còn hiệu lực');
  });

  it('with two-factor the completed account waits for its link too, and then asks for the code', async () => {
    const payload = citizen(2, { google_auththen_check: true });
    const { done } = await registerWithCode(t, payload);
    expect(done.statusCode).toBe(201);
    expect((await login(t, payload.email, payload.password)).json().code).toBe('email_unconfirmed');
    await confirmAddress(t, payload.email);
    const after = await login(t, payload.email, payload.password);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ valid: true, google_auththen_check: true });
  });

  it('a link stops working after a day; "Gửi lại" with the refusal’s key mails a new one, limited', async () => {
    const payload = await registration(t, 3);
    await register(t, payload);
    const oldToken = confirmationToken(await outboxConfirmationMail(t, payload.email));
    clock.advance(24 * HOUR + 1000);
    expect((await confirm(t, oldToken)).statusCode).toBe(422);

    const { resend_key: key } = (await login(t, payload.email, payload.password)).json();
    const resend = (resendKey: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/resend-confirmation', payload: { resend_key: resendKey } });
    expect((await resend(`${key}x`)).statusCode).toBe(422);
    // Sealed: it names no account, and a changed one opens nothing.
    expect(key).not.toMatch(/^\d+\./);
    expect((await resend(`${key.slice(0, 20)}${key[20] === 'A' ? 'B' : 'A'}${key.slice(21)}`)).statusCode).toBe(422);

    const sent = await resend(key);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toContain('Đã gửi lại thư xác nhận');
    const newToken = confirmationToken(await outboxConfirmationMail(t, payload.email));
    // Within a minute of the last mail: nothing more.
    const soon = await resend(key);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toContain('thử lại sau');
    // Four more a day (five mails in all), a minute apart; then none until the day is over.
    for (let i = 0; i < 3; i++) {
      clock.advance(61_000);
      expect((await resend(key)).statusCode).toBe(200);
      await outboxConfirmationMail(t, payload.email);
    }
    clock.advance(61_000);
    const fresh = (await login(t, payload.email, payload.password)).json().resend_key;
    expect((await resend(fresh)).statusCode).toBe(200);
    const newest = confirmationToken(await outboxConfirmationMail(t, payload.email));
    clock.advance(61_000);
    expect((await resend(fresh)).statusCode).toBe(429);
    // Only the newest link works.
    expect((await confirm(t, newToken)).statusCode).toBe(422);
    expect((await confirm(t, newest)).statusCode).toBe(200);
    // The key of a refusal is good for 15 minutes.
    clock.advance(16 * 60_000);
    expect((await resend(fresh)).statusCode).toBe(422);
  });

  it('the temporary password of “Quên mật khẩu” came from the mailbox: it proves the address', async () => {
    const payload = await registration(t, 4);
    await register(t, payload);
    await outboxConfirmationMail(t, payload.email);
    const seen = new Set<string>();
    await t.app.inject({ url: `/api/auth/forget-password?emailForget=${payload.email}` });
    const temporary = temporaryPassword((await mailTo(t, payload.email, seen)).text);
    const signedIn = await login(t, payload.email, temporary);
    expect(signedIn.statusCode).toBe(200);
    expect((await accountOf(t, payload.email))?.emailConfirmedAt).not.toBeNull();
  });

  it('a taken address gets the answer of a new one, nothing changes, and its owner is told by mail', async () => {
    const owner = await registerCitizen(t, 5);
    const seen = new Set<string>();
    const before = await accountOf(t, owner.email);
    const payload = await registration(t, 6, {
      email: 'NguoiDan5@Example.vn',
      full_name: 'Kẻ Mạo Danh',
      password: 'HoaSenTrang@59',
      passwordConfirm: 'HoaSenTrang@59',
    });
    const answer = await register(t, payload);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ message: 'Đăng ký tài khoản thành công!' });
    const mail = await mailTo(t, owner.email, seen);
    expect(mail.subject).toContain('Có người đăng ký bằng địa chỉ email của Ông/Bà');
    expect(mail.text).toContain('không có tài khoản mới nào được tạo');
    expect(mail.text).toContain('Quên mật khẩu');
    expect(mail.text).not.toContain('confirm-email');
    expect(await accountOf(t, owner.email)).toEqual(before);
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from users where citizen_pid_hash = ${t.app.context.protector.digest(payload.citizenPid)}`,
    );
    expect(n).toBe(0);
    expect((await login(t, owner.email, owner.password)).statusCode).toBe(200);

    // Signing in with what was typed answers as a new account waiting for its link would: the
    // answer never tells that the address was taken. "Gửi lại" counts, and mails nobody.
    const declined = await login(t, owner.email, payload.password as string);
    expect(declined.statusCode).toBe(403);
    expect(declined.json()).toMatchObject({ code: 'email_unconfirmed', resend_key: expect.any(String) });
    // As long as an account's key: its length tells nothing either.
    const fresh = await registration(t, 16);
    await register(t, fresh);
    // Its confirmation mail is written first: counted below, one still on its way made 4 of 3 (1 run in 4 under load).
    await mailTo(t, fresh.email as string, seen);
    const accountKey = (await login(t, fresh.email, fresh.password as string)).json().resend_key as string;
    expect(declined.json().resend_key).toHaveLength(accountKey.length);
    const resend = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/resend-confirmation',
        payload: { resend_key: declined.json().resend_key },
      });
    const outbox = path.join(t.config.DATA_DIR, 'outbox');
    const mails = (await readdir(outbox)).length;
    // As for an account: not within a minute of the registration's mail, then one.
    expect((await resend()).statusCode).toBe(429);
    clock.advance(61_000);
    expect((await resend()).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await readdir(outbox)).length).toBe(mails);
    // Any other password is still a wrong one.
    expect((await login(t, owner.email, 'HoaSenTrang@58')).statusCode).toBe(401);
  });

  it('a taken citizen ID is told only by mail to the typed address, with how to get back in', async () => {
    const owner = await registerCitizen(t, 7);
    const seen = new Set<string>();
    const payload = await registration(t, 8, {
      citizenPid: owner.citizenPid,
      password: 'HoaSenTrang@60',
      passwordConfirm: 'HoaSenTrang@60',
    });
    const answer = await register(t, payload);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ message: 'Đăng ký tài khoản thành công!' });
    const mail = await mailTo(t, payload.email, seen);
    expect(mail.subject).toContain('Số CMND/CCCD đã có tài khoản');
    expect(mail.text).toContain('VNeID');
    expect(mail.text).toContain('Quên mật khẩu');
    expect(mail.text).not.toContain(owner.email);
    expect(await accountOf(t, payload.email)).toBeUndefined();
    // Signing in answers as for an account waiting for its link: only the mail tells.
    const declined = await login(t, payload.email, payload.password as string);
    expect(declined.statusCode).toBe(403);
    expect(declined.json().code).toBe('email_unconfirmed');
  });

  it('with two-factor, a taken address still gets a QR, and the completion answers as for a new one', async () => {
    const owner = await registerCitizen(t, 9);
    const seen = new Set<string>();
    const payload = citizen(10, { email: owner.email, google_auththen_check: true });
    const { first, done } = await registerWithCode(t, payload);
    expect(first.statusCode).toBe(200);
    expect(done.statusCode).toBe(201);
    expect(done.json()).toEqual({ message: 'Đăng ký tài khoản thành công!' });
    expect((await mailTo(t, owner.email, seen)).subject).toContain('Có người đăng ký');
    expect((await accountOf(t, owner.email))?.totpSecretEncrypted).toBeNull();
  });

  it('an account left unconfirmed past its link’s day gives its address and ID back to a new registration', async () => {
    const squatter = await registration(t, 11, { full_name: 'Người Chiếm Chỗ' });
    const made = await register(t, squatter);
    expect(made.json()).toEqual({ message: 'Đăng ký tài khoản thành công!' });
    await outboxConfirmationMail(t, squatter.email);
    // Within the day the address is still held (the owner is told by mail).
    const early = await registration(t, 12, { email: squatter.email });
    await register(t, early);
    expect((await accountOf(t, squatter.email))?.fullName).toBe('Người Chiếm Chỗ');

    clock.advance(24 * HOUR + 1000);
    const owner = await registration(t, 13, { email: squatter.email, citizenPid: squatter.citizenPid });
    expect((await register(t, owner)).statusCode).toBe(201);
    await confirmAddress(t, owner.email);
    expect((await accountOf(t, owner.email))?.fullName).toBe('Nguyễn Thị Hoa');
    expect((await login(t, owner.email, owner.password)).statusCode).toBe(200);
  });
});

describe('registrations a day', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ REGISTRATION_DAILY_LIMIT: '5' });
  });
  afterAll(() => t.close());

  it('at most five from one address and for one e-mail; the sixth is a 429 that makes nothing', async () => {
    for (let n = 21; n <= 25; n++)
      expect((await register(t, await registration(t, n), '10.30.0.1')).statusCode).toBe(201);
    const sixth = await register(t, await registration(t, 26), '10.30.0.1');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Đã đăng ký quá nhiều lần trong ngày, vui lòng thử lại vào ngày mai.');
    expect(await accountOf(t, citizen(26).email)).toBeUndefined();
    // Another address may still register.
    expect((await register(t, await registration(t, 26), '10.30.0.2')).statusCode).toBe(201);

    // One e-mail asked for from many addresses (trying citizen IDs, say): five a day.
    const email = 'thu.so.cccd@example.vn';
    for (let n = 31; n <= 35; n++) {
      expect((await register(t, await registration(t, n, { email }), `10.31.0.${n}`)).statusCode).toBe(201);
    }
    expect((await register(t, await registration(t, 36, { email }), '10.31.0.36')).statusCode).toBe(429);
  });
});
