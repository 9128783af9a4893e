import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { totpCode } from '../modules/auth/totp.ts';
import type { TestApp } from './helper.ts';
import { type OutboxMail, parseMail } from './mail-parse.ts';

export const CAPTCHA = 'abcde';

export const citizen = (n: number, overrides: Record<string, unknown> = {}) => ({
  full_name: 'Nguyễn Thị Hoa',
  citizenPid: `0790${String(n).padStart(8, '0')}`,
  email: `nguoidan${n}@example.vn`,
  password: 'HoaPhuong@2026',
  passwordConfirm: 'HoaPhuong@2026',
  google_auththen_check: false,
  consent: true,
  ...overrides,
});

export async function captchaKey(t: TestApp): Promise<string> {
  const response = await t.app.inject({ url: '/api/captcha' });
  return response.json().data.key;
}

export async function login(t: TestApp, email: string, password: string, ip = '10.1.1.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { email, password, captcha: CAPTCHA, key: await captchaKey(t) },
  });
}

/** The registration payload of `citizen(n, overrides)` with a fresh, solved captcha. */
export async function registration(t: TestApp, n: number, overrides: Record<string, unknown> = {}) {
  return { ...citizen(n, overrides), captcha: CAPTCHA, key: await captchaKey(t) };
}

/** Where a test reads the next mail to an address: a test SMTP server's `mailTo`, when the app has SMTP_URL. */
export type MailTo = (email: string) => Promise<OutboxMail>;

/** The token of a confirmation mail's link. */
export function confirmationToken(mail: OutboxMail): string {
  const token = /\/confirm-email\?token=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no confirmation link in the mail “${mail.subject}”`);
  return token;
}

/**
 * Waits for the confirmation mail to `email` in any outbox under `root` (a test app's, a built
 * server's or a cluster's data folder) and takes it out, so that the test's own mails come next;
 * decoded.
 */
export async function takeConfirmationMail(root: string, email: string, timeoutMs = 10_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  // Mails to others, read once; one to `email` is read again until it is whole.
  const others = new Set<string>();
  while (Date.now() < deadline) {
    const files = await readdir(root, { recursive: true }).catch(() => [] as string[]);
    for (const file of files.filter((name) => name.endsWith('.eml') && !others.has(name))) {
      const mail = parseMail(await readFile(path.join(root, file), 'utf8').catch(() => ''));
      if (mail.to.includes(email) && mail.text.includes('/confirm-email?token=')) {
        await rm(path.join(root, file));
        return mail;
      }
      if (mail.to && !mail.to.includes(email)) others.add(file);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no confirmation mail to ${email}`);
}

/** The confirmation mail to `email` in the test app's outbox, taken out of it (takeConfirmationMail). */
export const outboxConfirmationMail = (t: TestApp, email: string, timeoutMs?: number) =>
  takeConfirmationMail(path.join(t.config.DATA_DIR, 'outbox'), email, timeoutMs);

/** Opens the link of the confirmation mail to `email` as its owner does; throws unless it confirms. */
export async function confirmAddress(t: TestApp, email: string, mailTo?: MailTo) {
  const mail = mailTo ? await mailTo(email) : await outboxConfirmationMail(t, email);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/confirm-email',
    payload: { token: confirmationToken(mail) },
  });
  if (response.statusCode !== 200) throw new Error(`confirm-email failed: ${response.body}`);
}

/**
 * Registers a citizen without two-factor and confirms their address by the mailed link; answers
 * their e-mail and password.
 */
export async function registerCitizen(t: TestApp, n: number, mailTo?: MailTo) {
  const payload = citizen(n);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { ...payload, captcha: CAPTCHA, key: await captchaKey(t) },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  await confirmAddress(t, payload.email, mailTo);
  return payload;
}

/** The access token of a password sign-in without two-factor; throws when the sign-in is refused. */
export async function signIn(t: TestApp, email: string, password = 'HoaPhuong@2026'): Promise<string> {
  const response = await login(t, email, password);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json().data.access_token as string;
}

/** Registers citizen `n` without two-factor and signs them in: their e-mail, password and access token. */
export async function signedInCitizen(t: TestApp, n: number, mailTo?: MailTo) {
  const person = await registerCitizen(t, n, mailTo);
  return { ...person, token: await signIn(t, person.email, person.password) };
}

/** Registers a citizen with two-factor; answers their data and TOTP secret. */
export async function registerWithTwoFactor(t: TestApp, n: number, at: Date, mailTo?: MailTo) {
  const payload = citizen(n, { google_auththen_check: true });
  const first = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { ...payload, captcha: CAPTCHA, key: await captchaKey(t) },
  });
  const { secret } = first.json();
  const done = await t.app.inject({
    method: 'POST',
    url: '/api/auth/completeRegistration',
    payload: { ...payload, secret, otp: totpCode(secret, at) },
  });
  if (done.statusCode !== 201) throw new Error(`completeRegistration failed: ${done.body}`);
  await confirmAddress(t, payload.email, mailTo);
  return { ...payload, secret };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function refreshCookie(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === 'refresh_token')?.value;
}

/**
 * Waits for the next mail in DATA_DIR/outbox (written after the answer) and reads it. The mail queue
 * may hold a dozen staff mails ahead of the one wanted, and a loaded CI machine writes them slowly:
 * the wait is the test's own budget, not a guess at the queue's speed.
 */
export async function nextOutboxMail(t: TestApp, seen: Set<string>, timeoutMs = 25_000): Promise<string> {
  const dir = path.join(t.config.DATA_DIR, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = await readdir(dir).catch(() => [] as string[]);
    const fresh = files.find((file) => !seen.has(file));
    if (fresh) {
      seen.add(fresh);
      return readFile(path.join(dir, fresh), 'utf8');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no mail arrived in the outbox');
}

/** The temporary password in a "forgot password" mail (quoted-printable safe: it is ASCII). */
export function temporaryPassword(mail: string): string {
  const match = mail
    .replace(/=\r?\n/g, '')
    .match(/Mật khẩu tạm thời: (\S+)|M=E1=BA=ADt kh=E1=BA=A9u t=E1=BA=A1m th=E1=BB=9Di: (\S+)/);
  const value = match?.[1] ?? match?.[2];
  if (!value) throw new Error('no temporary password in the mail');
  return value.replace(/=3D/g, '=');
}

/**
 * Asks to turn two-factor on for the signed-in account `userId` as the access screen does (a QR
 * secret), then confirms with a code on the app's clock and `password` when given; answers the
 * confirming response, unchecked, and the secret.
 */
export async function enrolTwoFactor(t: TestApp, userId: number, token: string, password?: string) {
  const url = `/api/auth/${userId}/register-google-auththen`;
  const qr = await t.app.inject({
    method: 'PUT',
    url,
    headers: bearer(token),
    payload: { google_auththen_check: true },
  });
  const { secret } = qr.json();
  if (!secret) throw new Error(`no two-factor secret: ${qr.body}`);
  const enrolled = await t.app.inject({
    method: 'PUT',
    url,
    headers: bearer(token),
    payload: { google_auththen_check: true, secret, otp: totpCode(secret, t.now()), ...(password ? { password } : {}) },
  });
  return { enrolled, secret: secret as string };
}

/** The two-factor secret each staff account was enrolled with, per test app (staffSignIn). */
const staffSecrets = new WeakMap<TestApp, Map<string, string>>();

/**
 * A staff member's access token as the back office needs it: a session opened
 * with the second factor. On first use the account enrols two-factor as the back office's access
 * screen leads it to (QR secret, then a code and the password: the answer is such a session);
 * later sign-ins give a code. A code counts once per 30 s, so a test signing the same person in
 * twice forgets the last one used, as the next time step would.
 */
export async function staffSignIn(t: TestApp, email: string, password: string): Promise<string> {
  const { users } = await import('../db/schema/users.ts');
  const { eq } = await import('drizzle-orm');
  const secrets = staffSecrets.get(t) ?? new Map<string, string>();
  staffSecrets.set(t, secrets);
  const first = await login(t, email, password);
  if (first.statusCode !== 200) throw new Error(`login failed: ${first.body}`);
  const body = first.json();
  if (body.google_auththen_check) {
    const secret = secrets.get(email);
    if (!secret) throw new Error(`${email} has two-factor from elsewhere: sign in with its own secret`);
    await t.database.db.update(users).set({ totpLastStep: null }).where(eq(users.email, email));
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      payload: { session_key: body.session_key, otp: totpCode(secret, t.now()) },
    });
    if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
    return verified.json().access_token;
  }
  const { access_token: token, user } = body.data;
  const { enrolled, secret } = await enrolTwoFactor(t, user.id, token, password);
  if (enrolled.statusCode !== 200) throw new Error(`two-factor enrolment failed: ${enrolled.body}`);
  secrets.set(email, secret);
  return enrolled.json().data.access_token;
}

/**
 * Signed-in tokens for one account of each role: citizens n+1 and n+2 become a reviewer and an
 * editor, the first staff account is the admin (ADMIN_EMAIL); staff sign in with two-factor
 * (staffSignIn). Registers the citizens (their confirmation mails through `mailTo` when the app has SMTP_URL).
 */
export async function tokensByRole(t: TestApp, n = 1, mailTo?: MailTo) {
  const { users } = await import('../db/schema/users.ts');
  const { eq } = await import('drizzle-orm');
  const staff = (email: string, password = 'HoaPhuong@2026') => staffSignIn(t, email, password);
  for (const k of [n, n + 1, n + 2]) await registerCitizen(t, k, mailTo);
  const email = (k: number) => citizen(k).email;
  await t.database.db
    .update(users)
    .set({ role: 'reviewer' })
    .where(eq(users.email, email(n + 1)));
  await t.database.db
    .update(users)
    .set({ role: 'editor' })
    .where(eq(users.email, email(n + 2)));
  return {
    citizen: await signIn(t, email(n)),
    reviewer: await staff(email(n + 1)),
    editor: await staff(email(n + 2)),
    admin: await staff(t.config.ADMIN_EMAIL as string, t.config.ADMIN_PASSWORD as string),
  };
}

/**
 * Accepting a staff invitation as its page does: the token, a password typed twice, and a code at
 * `at` for the secret the invitation's details issued; `overrides` changes any of them.
 */
export function acceptInvitation(
  t: TestApp,
  invitation: { token: string; secret: string },
  at: Date,
  overrides: Record<string, string> = {},
) {
  const { token, secret } = invitation;
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/accept-invitation',
    payload: {
      token,
      password: 'CanBo@2026x',
      passwordConfirm: 'CanBo@2026x',
      secret,
      otp: totpCode(secret, at),
      ...overrides,
    },
  });
}
