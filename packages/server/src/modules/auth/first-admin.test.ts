import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { bearer, login } from '../../test/auth-helpers.ts';
import { useTestApp } from '../../test/helper.ts';

/**
 * The first administrator of a department's installation signs in with the password of the
 * configuration (or the log) once: that session may do nothing but set a new password, and the
 * real name, given first, the new password is checked against (db/seed.ts; db/seed.test.ts for the flag).
 */
describe("the first administrator's first visit", () => {
  const test = useTestApp();

  it('gives a real name, then a new password, before anything else', async () => {
    const { t } = test;
    const email = t.config.ADMIN_EMAIL as string;
    const initial = t.config.ADMIN_PASSWORD as string;
    const put = (url: string, token: string, payload: object) =>
      t.app.inject({ method: 'PUT', url, headers: bearer(token), payload });
    const changePassword = (token: string, password: string) =>
      put('/api/auth/change-password', token, { oldPassword: initial, password, passwordConfirm: password });
    // As the seed leaves a department's installation (the test helper marks it as past this visit).
    await t.database.db
      .update(users)
      .set({ mustChangePassword: true, initialPassword: true })
      .where(eq(users.email, email));

    // Unlike a used temporary password, it signs in again until replaced (a closed tab locks nobody out).
    expect((await login(t, email, initial)).statusCode).toBe(200);
    const signedIn = await login(t, email, initial);
    expect(signedIn.statusCode).toBe(200);
    const { access_token: token, user } = signedIn.json().data;
    expect(user).toMatchObject({ role: 'admin', full_name: 'Quản trị viên', must_change_password: true });

    // Nothing else answers until the password is new: not the back office, not the account's data.
    for (const url of ['/api/admin/dashboard', '/api/auth/me/data']) {
      const refused = await t.app.inject({ url, headers: bearer(token) });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().code, url).toBe('password_change_required');
    }
    // But the name, which comes first so that the new password is checked against it.
    const named = await put('/api/auth/profile', token, { full_name: 'Trần Minh Đức' });
    expect(named.statusCode).toBe(200);
    expect(named.json().data.user).toMatchObject({ full_name: 'Trần Minh Đức', must_change_password: true });
    const ownName = await changePassword(token, 'TranMinhDuc@1');
    expect(ownName.statusCode).toBe(422);
    expect(ownName.json().errors.password[0]).toMatch(/họ tên/);

    const changed = await changePassword(token, 'DongHa#Moi2027');
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.user.must_change_password).toBe(false);
    const next = changed.json().data.access_token as string;
    // The back office now asks only for the second factor.
    expect((await t.app.inject({ url: '/api/admin/dashboard', headers: bearer(next) })).json().code).toBe(
      'two_factor_required',
    );
    // A citizen's temporary password (forgot password) does not open the name: only the first visit does.
    await t.database.db.update(users).set({ mustChangePassword: true }).where(eq(users.email, email));
    const temporary = await put('/api/auth/profile', next, { full_name: 'Người Khác' });
    expect(temporary.statusCode).toBe(403);
    await t.database.db.update(users).set({ mustChangePassword: false }).where(eq(users.email, email));
    // The initial password is spent: only the new one signs in.
    expect((await login(t, email, initial)).statusCode).toBe(401);
    expect((await login(t, email, 'DongHa#Moi2027')).statusCode).toBe(200);
  });
});
