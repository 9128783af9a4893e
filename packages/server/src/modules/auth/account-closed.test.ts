import { errorCodes } from '@portal/shared/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { bearer, signedInCitizen, signIn, tokensByRole } from '../../test/auth-helpers.ts';
import { buildTestApp, movableClock, type TestApp } from '../../test/helper.ts';

/**
 * A browser still holding the access token of an account that staff locked, or that was deleted,
 * is told so by its own code: the portal then signs it out and says why, instead of treating the
 * answer as a broken page or an expired session.
 */
describe('the session of a closed account', () => {
  const clock = movableClock();
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await buildTestApp({ ACCESS_TOKEN_TTL: '900' }, { now: clock.now });
    adminToken = (await tokensByRole(t, 60)).admin;
  });
  afterAll(() => t.close());

  const me = (token: string) => t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
  const idOf = async (email: string) =>
    (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id as number;

  it('answers 401 account_disabled to a token of an account an admin locked', async () => {
    const { email, token } = await signedInCitizen(t, 70);
    expect((await me(token)).statusCode).toBe(200);
    const locked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${await idOf(email)}/lock`,
      headers: bearer(adminToken),
    });
    expect(locked.statusCode).toBe(200);

    const answer = await me(token);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({
      code: errorCodes.accountDisabled,
      message: 'Tài khoản đã bị khóa hoặc không còn tồn tại. Vui lòng liên hệ Sở Khoa học và Công nghệ để được hỗ trợ',
    });
  });

  it('answers the same to a token of a deleted account', async () => {
    const { email, password, token } = await signedInCitizen(t, 71);
    // The same person signed in on a second device, and deletes the account from the first.
    const other = await signIn(t, email, password);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/me',
      headers: bearer(token),
      payload: { password },
    });
    expect(deleted.statusCode).toBe(200);

    const answer = await me(other);
    expect(answer.statusCode).toBe(401);
    expect(answer.json().code).toBe(errorCodes.accountDisabled);
  });

  it('keeps the plain 401 for a token that is not valid, and 412 for an expired one', async () => {
    const { token } = await signedInCitizen(t, 72);
    const forged = await me(`${token.slice(0, -4)}AAAA`);
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('unauthorized');
    expect((await t.app.inject({ url: '/api/auth/me' })).json().code).toBe('unauthorized');

    clock.advance(900_001);
    const expired = await me(token);
    expect(expired.statusCode).toBe(412);
    expect(expired.json().code).toBe('token_expired');
  });
});
