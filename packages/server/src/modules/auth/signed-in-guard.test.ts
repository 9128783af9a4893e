import { authMessages } from '@portal/shared/auth';
import { messages } from '@portal/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, registerCitizen } from '../../test/auth-helpers.ts';
import { buildTestApp, movableClock, type TestApp } from '../../test/helper.ts';
import { signedInRoutes } from './guard.ts';
import { adminRoutes } from './staff-guard.ts';

/**
 * A refused call says why the session failed before anything about the body, so the
 * portal refreshes an expired session (412) instead of showing field errors to someone whose
 * session lapsed. Every route for signed-in users and every back-office route is walked with a
 * request whose path, query and body would all fail validation.
 */
describe('the session is checked before the body', () => {
  const clock = movableClock();
  let t: TestApp;
  let expired: { citizen: string; admin: string };
  beforeAll(async () => {
    t = await buildTestApp({ ACCESS_TOKEN_TTL: '900' }, { now: clock.now });
    await registerCitizen(t, 70);
    const signIn = async (email: string, password: string) =>
      (await login(t, email, password)).json().data.access_token as string;
    expired = {
      citizen: await signIn('nguoidan70@example.vn', 'HoaPhuong@2026'),
      admin: await signIn(t.config.ADMIN_EMAIL as string, t.config.ADMIN_PASSWORD as string),
    };
    clock.advance(900_001);
  });
  afterAll(() => t.close());

  /** A request nothing validates: a path parameter that is no id, a bad query, an incomplete body. */
  const badCall = (route: { method: string; url: string }, headers: Record<string, string>) =>
    t.app.inject({
      method: route.method as 'GET',
      url: `${route.url.replace(/:[a-zA-Z]+/g, 'khong-phai-so').replace('*', 'x')}?page=abc&kind=nope&status=nope`,
      headers,
      ...(['GET', 'DELETE'].includes(route.method) ? {} : { payload: { title: '' } }),
    });

  it('knows the signed-in routes, the proposals and ideas among them', () => {
    const names = signedInRoutes.map((route) => `${route.method} ${route.url}`);
    for (const name of [
      'POST /api/proposals',
      'POST /api/ideas',
      'PUT /api/auth/change-password',
      'POST /api/uploads',
      'GET /api/internal-documents',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('answer 401 without a token and 412 with an expired one on every signed-in route, before any 422', async () => {
    expect(signedInRoutes.length).toBeGreaterThan(20);
    for (const route of signedInRoutes) {
      const name = `${route.method} ${route.url}`;
      const anonymous = await badCall(route, {});
      expect(anonymous.statusCode, `${name} without a token`).toBe(401);
      const forged = await badCall(route, bearer('not-a-token'));
      expect(forged.statusCode, `${name} with a forged token`).toBe(401);
      const lapsed = await badCall(route, bearer(expired.citizen));
      expect(lapsed.statusCode, `${name} with an expired token`).toBe(412);
      expect(lapsed.json().message).toBe(authMessages.sessionExpired);
    }
  });

  it('answer 401 without a token and 412 with an expired one on every back-office route, before any 422', async () => {
    expect(adminRoutes.length).toBeGreaterThan(20);
    for (const route of adminRoutes) {
      const name = `${route.method} ${route.url}`;
      expect((await badCall(route, {})).statusCode, `${name} without a token`).toBe(401);
      const lapsed = await badCall(route, bearer(expired.admin));
      expect(lapsed.statusCode, `${name} with an expired token`).toBe(412);
      expect(lapsed.json().message).toBe(authMessages.sessionExpired);
    }
  });

  it('still answers 422 with the field errors once the session is good', async () => {
    const fresh = (await login(t, 'nguoidan70@example.vn', 'HoaPhuong@2026')).json().data.access_token as string;
    for (const url of ['/api/proposals', '/api/ideas']) {
      const response = await t.app.inject({ method: 'POST', url, headers: bearer(fresh), payload: {} });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().message).toBe(messages.validationFailed);
      expect(Object.keys(response.json().errors).length, url).toBeGreaterThan(0);
    }
  });
});
