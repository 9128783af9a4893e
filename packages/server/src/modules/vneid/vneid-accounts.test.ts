import { randomUUID } from 'node:crypto';
import { accountMessages } from '@portal/shared/account-data';
import { authMessages } from '@portal/shared/auth';
import { vneidMessages } from '@portal/shared/messages';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, refreshTokens, signInFailures } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { freePort } from '../../resilience/built-server.ts';
import {
  bearer,
  citizen,
  confirmAddress,
  enrolTwoFactor,
  login,
  registration,
  staffSignIn,
} from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { parseMail, startTestSmtp } from '../../test/mail-helpers.ts';
import { throughConsent, vneidBrowser } from '../../test/vneid-flow.ts';
import { totpCode } from '../auth/totp.ts';
import { testCitizens } from './stand-in-provider.ts';

const [binh, mai, nam] = testCitizens;

/**
 * At the HTTP level against the stand-in provider: a declared citizen ID
 * never captures a VNeID sign-in, an identity links to an account only with the account's
 * password, and a flow's return works only in the browser that started it.
 */
describe('VNeID accounts: sign-in finds only a linked account; linking asks for the password', () => {
  let t: TestApp;
  let origin: string;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let adminToken: string;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    // The stand-in's issuer and the redirect URIs are below PUBLIC_URL, never the request's host.
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    t = await buildTestApp({ SMTP_URL: smtp.smtpUrl, PUBLIC_URL: origin });
    await t.app.listen({ port, host: '127.0.0.1' });
    adminToken = await staffSignIn(t, t.config.ADMIN_EMAIL as string, t.config.ADMIN_PASSWORD as string);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const host = () => ({ host: new URL(origin).host });

  /** A password account with `pid` declared; answers its token and id. */
  async function passwordAccount(n: number, pid: string, email = citizen(n).email) {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: await registration(t, n, { citizenPid: pid, email }),
    });
    expect(registered.statusCode, registered.body).toBe(201);
    await confirmAddress(t, email, smtp.mailTo);
    const signedIn = await login(t, email, citizen(n).password);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    return { token: signedIn.json().data.access_token as string, id: signedIn.json().data.user.id as number };
  }

  /** A whole VNeID sign-in of a test citizen in a browser of its own. */
  async function vneidSignIn(account: string) {
    const browser = vneidBrowser(origin);
    const start = await browser.visit('/api/auth/vneid/authorize?redirect=%2Fideas');
    const query = await browser.signInAtProvider((await start.json()).data.url, account);
    const returned = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-vneid',
      headers: { ...host(), cookie: browser.flowCookie() },
      payload: query,
    });
    // A first sign-in: the citizen agrees to the portal's consent text.
    return throughConsent(t.app, returned, host());
  }

  /** The signed-in account `token` starts a link and `account` proves its identity at VNeID. */
  async function proveForLink(token: string, account: string) {
    const browser = vneidBrowser(origin);
    const start = await browser.visit('/api/auth/vneid/link/start', { method: 'POST', headers: bearer(token) });
    expect(start.status).toBe(200);
    const query = await browser.signInAtProvider((await start.json()).data.url, account);
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/vneid/link/return',
      headers: { ...host(), ...bearer(token), cookie: browser.flowCookie() },
      payload: query,
    });
  }

  const confirmLink = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/vneid/link', headers: bearer(token), payload: { password } });

  const adminUser = async (id: number) =>
    (await t.app.inject({ url: `/api/admin/users/${id}`, headers: bearer(adminToken) })).json();

  const events = (kind: string, userId: number) =>
    t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.kind, kind), eq(auditEvents.userId, userId)));

  it("a password account that declared a citizen's ID does not capture the citizen's VNeID sign-in", async () => {
    const attacker = await passwordAccount(1, binh.citizen_id, 'attacker@example.vn');

    const signedIn = await vneidSignIn(binh.sub);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const binhToken: string = signedIn.json().data.access_token;
    const binhUser = signedIn.json().data.user;
    expect(binhUser.id).not.toBe(attacker.id);
    expect(binhUser).toMatchObject({ email: binh.email, full_name: binh.name, vneid_linked: true });

    const attackerMe = await t.app.inject({ url: '/api/auth/me', headers: bearer(attacker.token) });
    expect(attackerMe.json().data.user).toMatchObject({ id: attacker.id, email: 'attacker@example.vn' });

    // Bình's new idea and his citizen ID stay his.
    const idea = await t.app.inject({
      method: 'POST',
      url: '/api/ideas',
      headers: bearer(binhToken),
      payload: { title: 'Ý tưởng riêng của anh Bình', request_id: randomUUID() },
    });
    expect(idea.statusCode, idea.body).toBe(201);
    const attackerIdeas = await t.app.inject({ url: '/api/ideas/mine', headers: bearer(attacker.token) });
    expect(attackerIdeas.json().data).toEqual([]);
    const attackerData = await t.app.inject({ url: '/api/auth/me/data', headers: bearer(attacker.token) });
    expect(attackerData.body).not.toContain('Ý tưởng riêng của anh Bình');
    const binhData = await t.app.inject({ url: '/api/auth/me/data', headers: bearer(binhToken) });
    expect(binhData.json().profile).toMatchObject({ citizen_pid: binh.citizen_id, vneid_linked: true });

    // The VNeID account's ID is verified; the declared one is flagged for staff, with an audit event.
    expect(await adminUser(binhUser.id)).toMatchObject({ citizen_pid_verified: true, citizen_pid_disputed: false });
    expect(await adminUser(attacker.id)).toMatchObject({
      citizen_pid_verified: false,
      citizen_pid_disputed: true,
      vneid_linked: false,
    });
    const flagged = await t.app.inject({
      url: `/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ citizen_pid_disputed: true }))}`,
      headers: bearer(adminToken),
    });
    expect(flagged.json().map((user: { id: number }) => user.id)).toEqual([attacker.id]);
    expect(await events('citizen_pid_disputed', attacker.id)).toEqual([
      expect.objectContaining({ detail: { verified_by_user_id: binhUser.id } }),
    ]);

    // The next sign-in finds the same account; the verified ID blocks a new registration with it.
    expect((await vneidSignIn(binh.sub)).json().data.user.id).toBe(binhUser.id);
    // (Told only by mail to the typed address: the answer is that of a new registration.)
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: await registration(t, 2, { citizenPid: binh.citizen_id }),
    });
    expect(again.statusCode).toBe(201);
    expect((await smtp.mailTo(citizen(2).email)).subject).toContain('Số CMND/CCCD đã có tài khoản');
  });

  it('links a password account to its VNeID identity after its password, and VNeID then signs in to it', async () => {
    const account = await passwordAccount(3, mai.citizen_id, 'mai.matkhau@example.vn');
    const proved = await proveForLink(account.token, mai.sub);
    expect(proved.statusCode, proved.body).toBe(200);
    expect(proved.json().data).toEqual({ full_name: mai.name, citizen_pid_masked: '********5678' });

    const wrong = await confirmLink(account.token, 'SaiMatKhau@1');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: [accountMessages.passwordWrong] });
    // Counted as a failed sign-in is.
    const [afterWrong] = await t.database.db.select().from(users).where(eq(users.id, account.id));
    expect(await t.database.db.select().from(signInFailures).where(eq(signInFailures.kind, 'password'))).toHaveLength(
      1,
    );
    expect(afterWrong?.vneidSubject).toBeNull();
    expect(await events('login_failed', account.id)).toHaveLength(1);

    const linked = await confirmLink(account.token, citizen(3).password);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({
      message: vneidMessages.linked,
      data: { user: { id: account.id, vneid_linked: true } },
    });
    expect(await adminUser(account.id)).toMatchObject({ vneid_linked: true, citizen_pid_verified: true });
    expect(await events('vneid_linked', account.id)).toHaveLength(1);
    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes('mai.matkhau@example.vn')).length).toBe(1);
    const mail = parseMail(
      smtp.received.find((received) => received.to.includes('mai.matkhau@example.vn'))?.raw.replace(/\r\n/g, '\n') ??
        '',
    );
    expect(mail.subject).toContain('Tài khoản đã được liên kết với VNeID');
    expect(mail.text).toContain('mai.matkhau@example.vn');
    expect(mail.text).not.toContain(mai.citizen_id);

    const viaVneid = await vneidSignIn(mai.sub);
    expect(viaVneid.json().data.user.id).toBe(account.id);
  });

  it('refuses a link with a message of what to do: identity taken, another identity, another declared ID', async () => {
    // Bình's identity has its own account (first test); an account that declared his ID cannot take it.
    const claimant = await passwordAccount(4, '079201009999');
    const taken = await proveForLink(claimant.token, binh.sub);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(vneidMessages.linkTakenElsewhere);

    // Mai's password account is linked to Mai (second test): not to Nam as well.
    const maiToken = (await login(t, 'mai.matkhau@example.vn', citizen(3).password)).json().data.access_token;
    const other = await proveForLink(maiToken, nam.sub);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(vneidMessages.linkOtherIdentity);

    // An account whose declared ID is not Nam's.
    const mismatch = await proveForLink(claimant.token, nam.sub);
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().message).toBe(vneidMessages.linkIdMismatch);

    // Nothing proved waits for a password after a refusal.
    const confirm = await confirmLink(claimant.token, citizen(4).password);
    expect(confirm.statusCode).toBe(410);
    expect(confirm.json().message).toBe(vneidMessages.linkExpired);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, claimant.id));
    expect(row?.vneidSubject).toBeNull();
  });

  describe('login CSRF: a return works only in the browser that started the flow', () => {
    const sessions = async () =>
      (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(refreshTokens))[0]?.n ?? 0;

    it('sets a short-lived HttpOnly, SameSite=Lax flow cookie for /api/auth, and clears it once used', async () => {
      // Nam has an account: the return signs him in, with no consent step that would set a new cookie.
      expect((await vneidSignIn(nam.sub)).statusCode).toBe(200);
      const browser = vneidBrowser(origin);
      const start = await browser.visit('/api/auth/vneid/authorize?redirect=%2F');
      const cookie = start.headers.getSetCookie().find((header) => header.startsWith('vneid_flow='));
      expect(cookie).toMatch(/; Max-Age=600/);
      expect(cookie).toMatch(/; Path=\/api\/auth/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      const query = await browser.signInAtProvider((await start.json()).data.url, nam.sub);
      const finished = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login-vneid',
        headers: { ...host(), cookie: browser.flowCookie() },
        payload: query,
      });
      expect(finished.statusCode, finished.body).toBe(200);
      const cleared = finished.cookies.find((set) => set.name === 'vneid_flow');
      expect(cleared).toMatchObject({ value: '', path: '/api/auth' });
      expect(cleared?.expires?.getTime() ?? cleared?.maxAge).toBeLessThanOrEqual(0);
    });

    it('refuses a code and state redeemed without the flow cookie or with another flow’s: no session', async () => {
      const victim = vneidBrowser(origin);
      const attacker = vneidBrowser(origin);
      const started = await attacker.visit('/api/auth/vneid/authorize?redirect=%2F');
      const query = await attacker.signInAtProvider((await started.json()).data.url, nam.sub);
      // The victim's own flow gives it a flow cookie of its own.
      await victim.visit('/api/auth/vneid/authorize?redirect=%2F');
      const before = await sessions();

      for (const cookie of [undefined, victim.flowCookie()]) {
        const redeemed = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login-vneid',
          headers: { ...host(), ...(cookie ? { cookie } : {}) },
          payload: query,
        });
        expect(redeemed.statusCode).toBe(401);
        expect(redeemed.json().message).toBe(vneidMessages.failed);
        expect(redeemed.json()).not.toHaveProperty('data');
        expect(redeemed.cookies.find((set) => set.name === 'refresh_token')).toBeUndefined();
      }
      expect(await sessions()).toBe(before);

      // The browser that started the flow still finishes it.
      const own = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login-vneid',
        headers: { ...host(), cookie: attacker.flowCookie() },
        payload: query,
      });
      expect(own.statusCode, own.body).toBe(200);
    });

    it('refuses a link return without the flow cookie', async () => {
      const account = await passwordAccount(5, '079201005555');
      const browser = vneidBrowser(origin);
      const start = await browser.visit('/api/auth/vneid/link/start', {
        method: 'POST',
        headers: bearer(account.token),
      });
      const query = await browser.signInAtProvider((await start.json()).data.url, nam.sub);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/vneid/link/return',
        headers: { ...host(), ...bearer(account.token) },
        payload: query,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(vneidMessages.failed);
    });
  });

  it('an account made by VNeID turns two-factor on with the code alone and sets a first password, from a VNeID session only', async () => {
    const chau = testCitizens[3];
    if (!chau) throw new Error('the stand-in has five citizens');
    const first = await vneidSignIn(chau.sub);
    expect(first.statusCode, first.body).toBe(200);
    const { access_token: token, user } = first.json().data;
    // The account has no password hash: nothing the person knows could confirm a step.
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.passwordHash).toBeNull();
    expect(user).toMatchObject({ has_password: false, sign_in_method: 'vneid' });

    const { enrolled, secret } = await enrolTwoFactor(t, user.id, token);
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    expect(enrolled.json().data.user).toMatchObject({
      google_auththen_check: true,
      has_password: false,
      sign_in_method: 'vneid',
    });
    const session = enrolled.json().data.access_token as string;

    const weak = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/set-password',
      headers: bearer(session),
      payload: { password: 'matkhau', passwordConfirm: 'matkhau' },
    });
    expect(weak.statusCode).toBe(422);
    const password = 'HoaSenTrang@61';
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/set-password',
      headers: bearer(session),
      payload: { password, passwordConfirm: password },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().message).toBe(authMessages.passwordSet);
    expect(set.json().data.user).toMatchObject({ has_password: true });
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, user.id), eq(auditEvents.kind, 'password_changed')));
    expect(event?.detail).toEqual({ first: true });

    // Now it has a password: setting one again is refused, even from VNeID, and changing asks for it.
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/set-password',
      headers: bearer(set.json().data.access_token),
      payload: { password: 'KhacHan@2027', passwordConfirm: 'KhacHan@2027' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(authMessages.passwordAlreadySet);
    const viaVneid = await vneidSignIn(chau.sub);
    expect(viaVneid.json().data.user).toMatchObject({ has_password: true, sign_in_method: 'vneid' });
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/${user.id}/register-google-auththen`,
      headers: bearer(viaVneid.json().data.access_token),
      payload: { google_auththen_check: false, otp: totpCode(secret, t.now()) },
    });
    expect(off.statusCode).toBe(422);
    expect(off.json().errors.password).toEqual([authMessages.passwordRequired]);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(viaVneid.json().data.access_token),
      payload: { oldPassword: password, password: 'KhacHan@2027', passwordConfirm: 'KhacHan@2027' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
  });

  it('a password session still gives the password for two-factor, and cannot use set-password', async () => {
    const account = await passwordAccount(61, citizen(61).citizenPid);
    const { enrolled } = await enrolTwoFactor(t, account.id, account.token);
    expect(enrolled.statusCode).toBe(422);
    expect(enrolled.json().errors.password).toEqual([authMessages.passwordRequired]);
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/set-password',
      headers: bearer(account.token),
      payload: { password: 'KhacHan@2027', passwordConfirm: 'KhacHan@2027' },
    });
    expect(set.statusCode).toBe(409);
    expect((await login(t, citizen(61).email, citizen(61).password)).statusCode).toBe(200);
  });

  it('says to a locked account signing in with VNeID that it is locked and how to reach the department', async () => {
    const first = await vneidSignIn(nam.sub);
    expect(first.statusCode, first.body).toBe(200);
    const { id } = first.json().data.user;
    const contact = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: bearer(adminToken),
      payload: { phone: '0238 3 999 111', email: 'hotro@sokhcn.songlam.gov.vn' },
    });
    expect(contact.statusCode, contact.body).toBe(200);
    const locked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${id}/lock`,
      headers: bearer(adminToken),
    });
    expect(locked.statusCode, locked.body).toBe(200);

    const refused = await vneidSignIn(nam.sub);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'account_disabled',
      message:
        'Tài khoản của Ông/Bà đã bị khóa nên không thể đăng nhập, kể cả bằng VNeID. Vui lòng liên hệ Sở Khoa học và Công nghệ tỉnh Sông Lam (điện thoại 0238 3 999 111, email hotro@sokhcn.songlam.gov.vn) để được hỗ trợ.',
    });
    // The account has no password: nothing may send the person to one.
    expect(refused.json().message).not.toMatch(/mật khẩu/i);
    expect(refused.cookies.find((set) => set.name === 'refresh_token')).toBeUndefined();

    await t.app.inject({ method: 'POST', url: `/api/admin/users/${id}/unlock`, headers: bearer(adminToken) });
    expect((await vneidSignIn(nam.sub)).statusCode).toBe(200);
  });

  it('a staff member signed in through VNeID reaches the back office without a second factor of ours', async () => {
    const hang = testCitizens[4];
    if (!hang) throw new Error('the stand-in has five citizens');
    const first = await vneidSignIn(hang.sub);
    expect(first.statusCode, first.body).toBe(200);
    await t.database.db.update(users).set({ role: 'reviewer' }).where(eq(users.id, first.json().data.user.id));
    // VNeID is a strong sign-in of its own; the session says so.
    const again = await vneidSignIn(hang.sub);
    expect(again.json().data.user).toMatchObject({ role: 'reviewer', sign_in_method: 'vneid' });
    const dashboard = await t.app.inject({
      url: '/api/admin/dashboard',
      headers: bearer(again.json().data.access_token),
    });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
  });
});
