import { authMessages } from '@portal/shared/auth';
import { errorCodes } from '@portal/shared/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import {
  bearer,
  citizen,
  login,
  refreshCookie,
  registerCitizen,
  signedInCitizen,
  staffSignIn,
} from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { adminRoutes } from '../auth/staff-guard.ts';
import { totpCode } from '../auth/totp.ts';

/**
 * Staff change what the public sees and read personal data, so a session opened
 * with a password alone reaches no back-office call. The back office leads enrolment; enrolling
 * (password and a code) opens a session with the second factor, and staff cannot switch it off.
 */
describe('staff need a second factor for the back office', () => {
  let t: TestApp;
  let adminPassword: string;
  let citizenToken: string;

  beforeAll(async () => {
    t = await buildTestApp();
    citizenToken = (await signedInCitizen(t, 91)).token;
    adminPassword = (await login(t, t.config.ADMIN_EMAIL, t.config.ADMIN_PASSWORD as string)).json().data.access_token;
  });
  afterAll(() => t.close());

  const call = (route: { method: string; url: string }, token: string) =>
    t.app.inject({
      method: route.method as 'GET',
      url: route.url.replace(/:[a-zA-Z]+/g, '1').replace('*', 'x'),
      headers: bearer(token),
      ...(['GET', 'DELETE'].includes(route.method) ? {} : { payload: {} }),
    });

  it('refuses every back-office call to an admin signed in with a password alone, before the body', async () => {
    expect(adminRoutes.length).toBeGreaterThan(40);
    for (const route of adminRoutes) {
      const response = await call(route, adminPassword);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json(), `${route.method} ${route.url}`).toMatchObject({
        code: errorCodes.twoFactorRequired,
        message: authMessages.twoFactorRequired,
      });
    }
  });

  it('still tells a citizen plainly that the back office is not theirs', async () => {
    const response = await call({ method: 'GET', url: '/api/admin/dashboard' }, citizenToken);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).not.toBe(errorCodes.twoFactorRequired);
  });

  it('says how the session was opened, so the back office knows to lead the enrolment', async () => {
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(adminPassword) });
    expect(me.json().data.user).toMatchObject({ role: 'admin', sign_in_method: 'pwd', google_auththen_check: false });
  });

  it('enrolling opens a session with the second factor that the back office accepts, refresh included', async () => {
    const me = (await t.app.inject({ url: '/api/auth/me', headers: bearer(adminPassword) })).json().data.user;
    const url = `/api/auth/${me.id}/register-google-auththen`;
    const { secret } = (
      await t.app.inject({
        method: 'PUT',
        url,
        headers: bearer(adminPassword),
        payload: { google_auththen_check: true },
      })
    ).json();
    const wrongPassword = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(adminPassword),
      payload: { google_auththen_check: true, secret, otp: totpCode(secret, t.now()), password: 'Sai@Matkhau9' },
    });
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().errors.password).toEqual([authMessages.oldPasswordWrong]);

    const enrolled = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(adminPassword),
      payload: {
        google_auththen_check: true,
        secret,
        otp: totpCode(secret, t.now()),
        password: t.config.ADMIN_PASSWORD,
      },
    });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const session = enrolled.json();
    expect(session).toMatchObject({
      google_auththen_check: true,
      data: { user: { sign_in_method: 'otp', google_auththen_check: true } },
    });
    const dashboard = await t.app.inject({ url: '/api/admin/dashboard', headers: bearer(session.data.access_token) });
    expect(dashboard.statusCode, dashboard.body).toBe(200);

    // The renewed refresh cookie keeps the second factor; the password-only token stays refused.
    const cookie = refreshCookie(enrolled);
    expect(cookie).toBeTruthy();
    const refreshed = await t.app.inject({
      url: '/api/auth/refresh',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      cookies: { refresh_token: cookie as string },
    });
    expect(refreshed.json().data.user.sign_in_method).toBe('otp');
    const again = await t.app.inject({
      url: '/api/admin/dashboard',
      headers: bearer(refreshed.json().data.access_token),
    });
    expect(again.statusCode).toBe(200);
    expect((await call({ method: 'GET', url: '/api/admin/dashboard' }, adminPassword)).statusCode).toBe(403);
  });

  it('a staff member cannot switch two-factor off', async () => {
    await registerCitizen(t, 92);
    await t.database.db
      .update(users)
      .set({ role: 'editor' })
      .where(eq(users.email, citizen(92).email));
    const editor = await staffSignIn(t, citizen(92).email, 'HoaPhuong@2026');
    const me = (await t.app.inject({ url: '/api/auth/me', headers: bearer(editor) })).json().data.user;
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/${me.id}/register-google-auththen`,
      headers: bearer(editor),
      payload: { google_auththen_check: false, otp: '123456', password: 'HoaPhuong@2026' },
    });
    expect(off.statusCode).toBe(422);
    expect(off.json().errors.google_auththen_check).toEqual([authMessages.staffTwoFactorKept]);
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, citizen(92).email));
    expect(row?.totpSecretEncrypted).not.toBeNull();
  });
});
