import { authMessages } from '@portal/shared/auth';
import { INVITATION_TTL_HOURS, invitationMessages } from '@portal/shared/staff-invitations';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { staffAudit, staffInvitations } from '../../../db/schema/admin.ts';
import { users } from '../../../db/schema/users.ts';
import { serializeRequest } from '../../../http/logger.ts';
import { acceptInvitation, bearer, citizen, login, staffSignIn, tokensByRole } from '../../../test/auth-helpers.ts';
import { buildTestApp, movableClock, type TestApp } from '../../../test/helper.ts';
import { startTestSmtp } from '../../../test/mail-helpers.ts';
import { totpCode } from '../../auth/totp.ts';

const PUBLIC_URL = 'https://khcn.example.gov.vn';
const HOUR = 3_600_000;

/**
 * Staff accounts by invitation: the admin invites, the mail (through a real
 * SMTP server in this process) carries a single-use link, the person sets a password and
 * two-factor and is signed in with the invited role.
 */
describe('staff invitations', () => {
  const clock = movableClock(new Date('2026-11-23T02:00:00Z'));
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof tokensByRole>>;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await buildTestApp(
      { SMTP_URL: smtp.smtpUrl, MAIL_FROM: 'Cổng NQ57 <no-reply@sokhcn.test>', PUBLIC_URL },
      { now: clock.now },
    );
    tokens = await tokensByRole(t, 1, smtp.mailTo);
  });
  // The clock moves by days in these tests: every test signs each role in again.
  const signInEveryRole = async () => {
    const signIn = async (email: string, password = 'HoaPhuong@2026') =>
      (await login(t, email, password)).json().data.access_token as string;
    tokens = {
      citizen: await signIn(citizen(1).email),
      reviewer: await staffSignIn(t, citizen(2).email, 'HoaPhuong@2026'),
      editor: await staffSignIn(t, citizen(3).email, 'HoaPhuong@2026'),
      admin: await staffSignIn(t, t.config.ADMIN_EMAIL as string, t.config.ADMIN_PASSWORD as string),
    };
  };
  beforeEach(signInEveryRole);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const call = (method: string, url: string, token: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const invite = (email: string, role = 'editor', full_name = 'Trần Văn Bình') =>
    call('POST', '/api/admin/staff-invitations', tokens.admin, { full_name, email, role });

  const mailTo = (email: string) => smtp.mailTo(email);
  const tokenIn = (text: string) => {
    const match = text.match(/https:\/\/khcn\.example\.gov\.vn\/accept-invitation\?token=([\w-]+)/);
    if (!match?.[1]) throw new Error(`no invitation link in:\n${text}`);
    return match[1];
  };
  const details = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/invitation', payload: { token } });
  const accept = (token: string, secret: string, overrides: Record<string, string> = {}) =>
    acceptInvitation(t, { token, secret }, clock.now(), overrides);
  const auditOf = async (id: number) =>
    t.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.resource, 'staff-invitations'), eq(staffAudit.recordId, String(id))))
      .orderBy(staffAudit.id);

  it('invites by mail; the link sets a password and two-factor and signs the person in with the role', async () => {
    const created = await invite('bien.tap@sokhcn.test', 'editor');
    expect(created.statusCode, created.body).toBe(201);
    const invitation = created.json();
    expect(invitation).toMatchObject({
      email: 'bien.tap@sokhcn.test',
      full_name: 'Trần Văn Bình',
      role: 'editor',
      state: 'pending',
      expires_at: new Date(clock.now().getTime() + INVITATION_TTL_HOURS * HOUR).toISOString(),
    });
    expect(created.body).not.toMatch(/token|hash/i);

    const mail = await mailTo('bien.tap@sokhcn.test');
    // From MAIL_FROM's address, under the portal's name in the settings.
    expect(mail.from).toBe('Cổng thông tin Nghị quyết 57 tỉnh Sông Lam <no-reply@sokhcn.test>');
    expect(mail.text).toContain('Kính gửi Ông/Bà Trần Văn Bình,');
    expect(mail.text).toContain('vai trò Biên tập viên');
    expect(mail.text).toContain('hết hạn lúc 09:00 ngày 26/11/2026');
    expect(mail.text).toMatch(/Trân trọng,\n/);
    const token = tokenIn(mail.text);
    const [stored] = await t.database.db.select().from(staffInvitations).where(eq(staffInvitations.id, invitation.id));
    expect(stored?.tokenHash).not.toBe(token);

    const page = await details(token);
    expect(page.statusCode, page.body).toBe(200);
    const { secret, ...shown } = page.json();
    expect(shown).toMatchObject({
      full_name: 'Trần Văn Bình',
      email: 'bien.tap@sokhcn.test',
      role_label: 'Biên tập viên',
    });
    expect(shown.qrImage).toMatch(/^data:image\/png;base64,/);

    // The registration's password rules and messages; a wrong code keeps the link usable.
    const weak = await accept(token, secret, { password: 'matkhau1', passwordConfirm: 'matkhau1' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toEqual([authMessages.passwordWeak]);
    // A well-known password, or one built on the e-mail's local part, is refused too.
    for (const [password, message] of [
      ['Password1!', authMessages.passwordCommon],
      ['Bien.tap2026!', authMessages.passwordIsEmail],
    ]) {
      const refused = await accept(token, secret, { password, passwordConfirm: password } as Record<string, string>);
      expect(refused.statusCode, password).toBe(422);
      expect(refused.json().errors.password, password).toEqual([message]);
    }
    const wrongCode = await accept(token, secret, { otp: '000000' });
    expect(wrongCode.statusCode).toBe(422);
    expect(wrongCode.json().errors.otp).toEqual([authMessages.otpInvalid]);

    const accepted = await accept(token, secret);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().user).toMatchObject({ email: 'bien.tap@sokhcn.test', role: 'editor', is_admin: true });
    expect(accepted.cookies.some((cookie) => cookie.name === 'refresh_token')).toBe(true);
    const editorToken = accepted.json().access_token as string;
    expect((await call('GET', '/api/admin/posts', editorToken)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/users', editorToken)).statusCode).toBe(403);

    // A staff account without a citizen ID, with two-factor on.
    const [account] = await t.database.db.select().from(users).where(eq(users.email, 'bien.tap@sokhcn.test'));
    expect(account).toMatchObject({ role: 'editor', citizenPidHash: null, citizenPidEncrypted: null });
    expect(account?.totpSecretEncrypted).not.toBeNull();

    // Later, the usual sign-in: password, then a code of the enrolled app.
    clock.advance(60_000);
    const first = await login(t, 'bien.tap@sokhcn.test', 'CanBo@2026x');
    expect(first.json()).toMatchObject({ valid: true, google_auththen_check: true });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      payload: { otp: totpCode(secret, clock.now()), session_key: first.json().session_key },
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().user.role).toBe('editor');

    // Used once: the link now says so, and the list shows the invitation as accepted.
    const reused = await details(token);
    expect(reused.statusCode).toBe(410);
    expect(reused.json()).toMatchObject({ code: 'invitation_used', message: invitationMessages.used });
    expect((await accept(token, secret)).statusCode).toBe(410);
    const shownInList = await call('GET', `/api/admin/staff-invitations/${invitation.id}`, tokens.admin);
    expect(shownInList.json()).toMatchObject({ state: 'accepted', user_id: account?.id });

    const audit = await auditOf(invitation.id);
    expect(audit.map((line) => [line.action, line.actorEmail])).toEqual([
      ['create', t.config.ADMIN_EMAIL],
      ['accept', 'bien.tap@sokhcn.test'],
    ]);
    expect(JSON.stringify(audit)).not.toContain(token);
    expect(JSON.stringify(audit)).not.toMatch(/token_?hash/i);
  });

  it('refuses expired, revoked, replaced and unknown links with a message that says why', async () => {
    await invite('het.han@sokhcn.test', 'reviewer', 'Lê Thị Mai');
    const expiring = tokenIn((await mailTo('het.han@sokhcn.test')).text);
    const { secret } = (await details(expiring)).json();
    clock.advance(INVITATION_TTL_HOURS * HOUR);
    await signInEveryRole();
    const expired = await details(expiring);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'invitation_expired', message: invitationMessages.expired });
    expect((await accept(expiring, secret)).json().code).toBe('invitation_expired');
    const list = await call(
      'GET',
      `/api/admin/staff-invitations?filter=${encodeURIComponent('{"state":"expired"}')}`,
      tokens.admin,
    );
    expect(list.json().map((row: { email: string }) => row.email)).toEqual(['het.han@sokhcn.test']);

    // Re-sent: a new link and a new expiry; the old link is unknown from now on.
    const [row] = list.json() as { id: number }[];
    const resent = await call('POST', `/api/admin/staff-invitations/${row?.id}/resend`, tokens.admin);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ state: 'pending', sent_count: 2 });
    const fresh = tokenIn((await mailTo('het.han@sokhcn.test')).text);
    expect(fresh).not.toBe(expiring);
    expect((await details(expiring)).json()).toMatchObject({
      code: 'invitation_unknown',
      message: invitationMessages.unknown,
    });
    expect((await details(fresh)).statusCode).toBe(200);

    // Revoked: the link stops working; nothing more can be done with the invitation.
    const revoked = await call('POST', `/api/admin/staff-invitations/${row?.id}/revoke`, tokens.admin);
    expect(revoked.json()).toMatchObject({ state: 'revoked' });
    expect((await details(fresh)).json()).toMatchObject({
      code: 'invitation_revoked',
      message: invitationMessages.revoked,
    });
    expect((await accept(fresh, secret)).statusCode).toBe(410);
    expect((await call('POST', `/api/admin/staff-invitations/${row?.id}/resend`, tokens.admin)).statusCode).toBe(409);
    expect((await call('POST', `/api/admin/staff-invitations/${row?.id}/revoke`, tokens.admin)).statusCode).toBe(409);
    expect((await auditOf(row?.id as number)).map((line) => line.action)).toEqual(['create', 'resend', 'revoke']);

    const unknown = await details('khong-co-loi-moi-nay');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(invitationMessages.unknown);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'het.han@sokhcn.test'))).toEqual([]);
  });

  it('refuses under the e-mail field an address that has an account or an open invitation (422)', async () => {
    const taken = await invite(citizen(1).email.toUpperCase());
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: [invitationMessages.emailHasAccount] });

    expect((await invite('hai.lan@sokhcn.test')).statusCode).toBe(201);
    const twice = await invite('Hai.Lan@sokhcn.test');
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ email: [invitationMessages.openInvitationExists] });

    const bad = await call('POST', '/api/admin/staff-invitations', tokens.admin, {
      full_name: '',
      email: 'khong-phai-email',
      role: 'citizen',
    });
    expect(bad.statusCode).toBe(422);
    const errors = bad.json().errors;
    expect(errors.full_name[0]).toBe(authMessages.fullNameRequired);
    expect(errors.email).toEqual([authMessages.emailInvalid]);
    expect(errors.role).toEqual(['Vui lòng chọn vai trò cán bộ']);
  });

  it('is for admins only: reviewers, editors and citizens get 403', async () => {
    const [open] = await t.database.db.select().from(staffInvitations).limit(1);
    for (const token of [tokens.reviewer, tokens.editor, tokens.citizen]) {
      expect((await call('GET', '/api/admin/staff-invitations', token)).statusCode).toBe(403);
      const payload = { full_name: 'Ngô Văn An', email: 'moi@sokhcn.test', role: 'admin' };
      expect((await call('POST', '/api/admin/staff-invitations', token, payload)).statusCode).toBe(403);
      expect((await call('POST', `/api/admin/staff-invitations/${open?.id}/resend`, token)).statusCode).toBe(403);
      expect((await call('POST', `/api/admin/staff-invitations/${open?.id}/revoke`, token)).statusCode).toBe(403);
    }
    const written = await t.database.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.email, 'moi@sokhcn.test'));
    expect(written).toEqual([]);
  });

  it('keeps the link of the invitation page out of the log', () => {
    const logged = serializeRequest({
      method: 'GET',
      url: '/accept-invitation?token=abcDEF123_-xyz',
      host: 'khcn.example.gov.vn',
      ip: '10.0.0.1',
      socket: { remotePort: 1 },
    } as unknown as FastifyRequest);
    expect(logged.url).toBe('/accept-invitation?token=[Redacted]');
  });

  it('sends under the portal name the department gives in the settings, at once', async () => {
    const renamed = await call('PUT', '/api/admin/settings', tokens.admin, {
      site_name: 'Cổng thông tin khoa học tỉnh Quảng Trị',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    try {
      expect((await invite('ten.cong@sokhcn.test')).statusCode).toBe(201);
      expect((await mailTo('ten.cong@sokhcn.test')).from).toBe(
        'Cổng thông tin khoa học tỉnh Quảng Trị <no-reply@sokhcn.test>',
      );
    } finally {
      await call('PUT', '/api/admin/settings', tokens.admin, {
        site_name: 'Cổng thông tin Nghị quyết 57 tỉnh Sông Lam',
      });
    }
  });
});
