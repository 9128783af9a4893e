import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { login, registerCitizen, registerWithTwoFactor, temporaryPassword } from '../../test/auth-helpers.ts';
import { buildTestApp, movableClock, type TestApp } from '../../test/helper.ts';
import { parseMail, startTestSmtp } from '../../test/mail-helpers.ts';
import { totpCode } from './totp.ts';

/** Slow the failing address, answer alike, count codes per account. */

const RIGHT = 'HoaPhuong@2026';
const WRONG = 'Sai@mat-khau1';
const MINUTE = 60_000;

describe('wrong passwords slow the failing address, not the owner', () => {
  const clock = movableClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { now: clock.now });
    await registerCitizen(t, 40);
  });
  afterAll(() => t.close());

  it('makes the pair wait after five failures, a real e-mail exactly as an unknown one, with a growing delay', async () => {
    for (const email of ['nguoidan40@example.vn', 'khongco40@example.vn']) {
      for (let i = 0; i < 5; i++) expect((await login(t, email, WRONG, '10.4.0.1')).statusCode).toBe(401);
    }
    const real = await login(t, 'nguoidan40@example.vn', RIGHT, '10.4.0.1');
    const unknown = await login(t, 'khongco40@example.vn', RIGHT, '10.4.0.1');
    expect(real.statusCode).toBe(429);
    expect(unknown.statusCode).toBe(429);
    expect(real.body).toBe(unknown.body);
    expect(real.headers['retry-after']).toBe(unknown.headers['retry-after']);
    expect(real.headers['retry-after']).toBe('60');
    expect(real.json().message).toBe('Đã nhập sai nhiều lần, vui lòng thử lại sau 1 phút');

    // The owner, from another address, is not slowed.
    expect((await login(t, 'nguoidan40@example.vn', RIGHT, '10.4.0.2')).statusCode).toBe(200);

    // After the wait one more try; a wrong one doubles the wait.
    clock.advance(MINUTE);
    expect((await login(t, 'nguoidan40@example.vn', WRONG, '10.4.0.1')).statusCode).toBe(401);
    const longer = await login(t, 'nguoidan40@example.vn', RIGHT, '10.4.0.1');
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('120');
    expect(longer.json().message).toBe('Đã nhập sai nhiều lần, vui lòng thử lại sau 2 phút');

    // The right password, once the wait is over, starts the pair afresh.
    clock.advance(2 * MINUTE);
    expect((await login(t, 'nguoidan40@example.vn', RIGHT, '10.4.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await login(t, 'nguoidan40@example.vn', WRONG, '10.4.0.1')).statusCode).toBe(401);
    expect((await login(t, 'nguoidan40@example.vn', RIGHT, '10.4.0.1')).statusCode).toBe(429);
    // No account was locked by all this.
    const [row] = await queryRows<{ locked_until: string | null }>(
      t.database.db,
      sql`select locked_until from users where email = 'nguoidan40@example.vn'`,
    );
    expect(row?.locked_until).toBeNull();
  });

  it('slows an address that tries many e-mails', async () => {
    clock.advance(2 * 60 * MINUTE);
    for (let i = 0; i < 20; i++) {
      expect((await login(t, `thu${i}@example.vn`, WRONG, '10.4.0.9')).statusCode).toBe(401);
    }
    const slowed = await login(t, 'nguoidan40@example.vn', RIGHT, '10.4.0.9');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toBe('Đã nhập sai nhiều lần, vui lòng thử lại sau 1 phút');
    expect((await login(t, 'nguoidan40@example.vn', RIGHT, '10.4.0.10')).statusCode).toBe(200);
  });
});

describe('a locked or disabled account answers as a wrong password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await registerCitizen(t, 41);
    await registerCitizen(t, 42);
  });
  afterAll(() => t.close());

  it('gives the right password the wrong password’s answer', async () => {
    const wrong = await login(t, 'nguoidan41@example.vn', WRONG, '10.4.1.1');
    await t.database.db.execute(sql`update users set disabled_at = now() where email = 'nguoidan41@example.vn'`);
    await t.database.db.execute(
      sql`update users set locked_until = now() + interval '1 day' where email = 'nguoidan42@example.vn'`,
    );
    for (const email of ['nguoidan41@example.vn', 'nguoidan42@example.vn']) {
      const right = await login(t, email, RIGHT, '10.4.1.2');
      const again = await login(t, email, WRONG, '10.4.1.3');
      expect(right.statusCode).toBe(401);
      expect(right.body).toBe(wrong.body);
      expect(again.body).toBe(wrong.body);
    }
  });
});

describe('a wide attack locks the account and mails its owner', () => {
  const clock = movableClock();
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await buildTestApp({ SMTP_URL: smtp.smtpUrl }, { now: clock.now });
    await registerCitizen(t, 43, smtp.mailTo);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('locks after 50 failures from 5 addresses within a day, not before', async () => {
    // 45 failures from 9 addresses: slowed, not locked.
    for (let address = 1; address <= 9; address++) {
      for (let i = 0; i < 5; i++) await login(t, 'nguoidan43@example.vn', WRONG, `10.4.2.${address}`);
    }
    expect((await login(t, 'nguoidan43@example.vn', RIGHT, '10.4.3.1')).statusCode).toBe(200);
    // 5 more from a tenth address: the 50th locks it.
    for (let i = 0; i < 5; i++) await login(t, 'nguoidan43@example.vn', WRONG, '10.4.2.10');
    const [row] = await queryRows<{ locked_until: string | null }>(
      t.database.db,
      sql`select locked_until from users where email = 'nguoidan43@example.vn'`,
    );
    expect(new Date(row?.locked_until ?? 0).getTime()).toBe(clock.now().getTime() + 24 * 60 * MINUTE);
    // Locked: the right password from a fresh address answers as a wrong one.
    const locked = await login(t, 'nguoidan43@example.vn', RIGHT, '10.4.3.2');
    expect(locked.statusCode).toBe(401);
    expect(locked.json().message).toBe('Sai email hoặc mật khẩu');

    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes('nguoidan43@example.vn')).length).toBe(1);
    const mail = parseMail(smtp.received[0]?.raw.replace(/\r\n/g, '\n') ?? '');
    expect(mail.subject).toContain('Tài khoản tạm thời bị khóa');
    expect(mail.text).toContain('Kính gửi Ông/Bà Nguyễn Thị Hoa,');
    expect(mail.text).toContain('từ 10 địa chỉ mạng khác nhau');
    expect(mail.text).toContain('chức năng "Quên mật khẩu"');
    const events = await queryRows<{ kind: string }>(
      t.database.db,
      sql`select kind from audit_events where kind = 'account_locked'`,
    );
    expect(events).toHaveLength(1);

    // The staff's "unlock" lifts it; the lock's failures do not lock it again at once.
    await t.database.db.execute(sql`update users set locked_until = null where email = 'nguoidan43@example.vn'`);
    await login(t, 'nguoidan43@example.vn', WRONG, '10.4.3.3');
    expect((await login(t, 'nguoidan43@example.vn', RIGHT, '10.4.3.3')).statusCode).toBe(200);
  }, 90_000); // 55 password hashes: about 15 s on two idle cores, twice that while CI's other files run.

  it("the owner's mailbox reopens the lock: the temporary password of 'Quên mật khẩu' signs in and lifts it", async () => {
    await registerCitizen(t, 44, smtp.mailTo);
    const lock = (email: string) =>
      t.database.db.execute(
        sql`update users set locked_until = ${new Date(clock.now().getTime() + 24 * 60 * MINUTE).toISOString()} where email = ${email}`,
      );
    await lock('nguoidan44@example.vn');
    expect((await login(t, 'nguoidan44@example.vn', RIGHT, '10.4.4.1')).statusCode).toBe(401);
    await t.app.inject({ url: '/api/auth/forget-password?emailForget=nguoidan44%40example.vn' });
    const temporary = temporaryPassword((await smtp.mailTo('nguoidan44@example.vn')).text);
    const reopened = await login(t, 'nguoidan44@example.vn', temporary, '10.4.4.2');
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().data.user.must_change_password).toBe(true);
    const [row] = await queryRows<{ locked_until: string | null }>(
      t.database.db,
      sql`select locked_until from users where email = 'nguoidan44@example.vn'`,
    );
    expect(row?.locked_until).toBeNull();

    // Staff's own lock stays shut, temporary password or not.
    await registerCitizen(t, 45, smtp.mailTo);
    await t.app.inject({ url: '/api/auth/forget-password?emailForget=nguoidan45%40example.vn' });
    const theirs = temporaryPassword((await smtp.mailTo('nguoidan45@example.vn')).text);
    await t.database.db.execute(sql`update users set disabled_at = now() where email = 'nguoidan45@example.vn'`);
    await lock('nguoidan45@example.vn');
    expect((await login(t, 'nguoidan45@example.vn', theirs, '10.4.4.3')).statusCode).toBe(401);
  });
});

describe('wrong two-factor codes count per account and per session, atomically', () => {
  const clock = movableClock();
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let secret: string;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await buildTestApp({ SMTP_URL: smtp.smtpUrl }, { now: clock.now });
    ({ secret } = await registerWithTwoFactor(t, 44, clock.now(), smtp.mailTo));
    clock.advance(MINUTE);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const sessionKey = async () => {
    const response = await login(t, 'nguoidan44@example.vn', RIGHT, '10.4.4.1');
    expect(response.statusCode).toBe(200);
    return response.json().session_key as string;
  };
  const verify = (session_key: string, otp: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/verify', remoteAddress: '10.4.4.1', payload: { session_key, otp } });
  const failedCodes = async () =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from audit_events where kind = 'two_factor_failed'`,
      )
    )[0]?.n ?? 0;

  it('checks at most five of 30 parallel codes on one session', async () => {
    const key = await sessionKey();
    const answers = await Promise.all(Array.from({ length: 30 }, () => verify(key, '000000')));
    expect(
      answers.filter((answer) => answer.json().errors?.otp?.[0] === 'Mã xác thực không đúng hoặc đã hết hạn'),
    ).toHaveLength(5);
    expect(
      answers.filter(
        (answer) => answer.json().errors?.otp?.[0] === 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
      ),
    ).toHaveLength(25);
    expect(await failedCodes()).toBe(5);
  });

  it('locks the second step after ten wrong codes in 15 minutes across sign-ins, and mails the owner', async () => {
    // Five wrong codes above; five more on a new sign-in make ten.
    const key = await sessionKey();
    for (let i = 0; i < 5; i++) expect((await verify(key, '000000')).statusCode).toBe(422);
    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes('nguoidan44@example.vn')).length).toBe(1);
    const mail = parseMail(smtp.received[0]?.raw.replace(/\r\n/g, '\n') ?? '');
    expect(mail.subject).toContain('Nhập sai mã xác thực nhiều lần');

    // Even the right code on a fresh sign-in waits now.
    const fresh = await sessionKey();
    const refused = await verify(fresh, totpCode(secret, clock.now()));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Đã nhập sai nhiều lần, vui lòng thử lại sau 15 phút');
    expect(await failedCodes()).toBe(10);

    clock.advance(15 * MINUTE);
    const later = await sessionKey();
    expect((await verify(later, totpCode(secret, clock.now()))).statusCode).toBe(200);
  });
});
