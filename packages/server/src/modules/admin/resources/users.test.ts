import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAudit } from '../../../db/schema/admin.ts';
import { refreshTokens } from '../../../db/schema/auth.ts';
import { users } from '../../../db/schema/users.ts';
import {
  bearer,
  CAPTCHA,
  captchaKey,
  citizen,
  login,
  refreshCookie,
  registerWithTwoFactor,
  tokensByRole,
} from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';
import { nextMails } from '../../../test/mail-helpers.ts';

/** Fields an account answer may carry, and nothing else. */
const FIELDS = [
  'citizen_pid_disputed',
  'citizen_pid_masked',
  'citizen_pid_verified',
  'consent_at',
  'created_at',
  'disabled_at',
  'email',
  'full_name',
  'id',
  'locked',
  'locked_until',
  'must_change_password',
  'role',
  'two_factor',
  'updated_at',
  'vneid_linked',
];

describe('the users in the back office', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof tokensByRole>>;
  const idOf = async (email: string) =>
    (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id as number;

  beforeAll(async () => {
    t = await buildTestApp();
    tokens = await tokensByRole(t, 1);
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, token: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const filter = (value: object) => encodeURIComponent(JSON.stringify(value));

  /** Nothing secret in an answer: no hash, no secret, no token, no full citizen ID. */
  const expectNoSecrets = (text: string) => {
    expect(text).not.toMatch(/password_?hash|passwordHash|secret|totp|token|citizen_pid_(encrypted|hash)|\$argon2/i);
    // Citizens 1-3 have citizen IDs 0790000000001..3: never in full.
    expect(text).not.toMatch(/079000000000\d/);
    expect(text).not.toContain('vneid_subject');
  };

  it('list accounts without secrets, the citizen ID masked, filtered by role, text and lock', async () => {
    const all = await call('GET', '/api/admin/users?range=[0,99]&sort=["id","ASC"]', tokens.admin);
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-range']).toBe('users 0-3/4');
    expectNoSecrets(all.body);
    const rows = all.json() as Record<string, unknown>[];
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(FIELDS);
    const citizenRow = rows.find((row) => row.email === citizen(1).email);
    expect(citizenRow).toMatchObject({ role: 'citizen', citizen_pid_masked: '********0001', locked: false });

    const staff = await call('GET', `/api/admin/users?filter=${filter({ role: 'reviewer' })}`, tokens.admin);
    expect(staff.json().map((row: { email: string }) => row.email)).toEqual([citizen(2).email]);
    const searched = await call('GET', `/api/admin/users?filter=${filter({ q: 'NGUOIDAN3' })}`, tokens.admin);
    expect(searched.json().map((row: { email: string }) => row.email)).toEqual([citizen(3).email]);
    const byName = await call('GET', `/api/admin/users?filter=${filter({ q: 'nguyen thi hoa' })}`, tokens.admin);
    expect(byName.json()).toHaveLength(3);
    const locked = await call('GET', `/api/admin/users?filter=${filter({ locked: true })}`, tokens.admin);
    expect(locked.json()).toEqual([]);

    const one = await call('GET', `/api/admin/users/${citizenRow?.id}`, tokens.admin);
    expectNoSecrets(one.body);
    expect((await call('GET', '/api/admin/users/987654', tokens.admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/users', tokens.reviewer)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/users', tokens.editor)).statusCode).toBe(403);
  });

  it('change a role and a name, with 422 under the field for bad input and self-demotion', async () => {
    const id = await idOf(citizen(1).email);
    const bad = await call('PUT', `/api/admin/users/${id}`, tokens.admin, { role: 'boss', full_name: '1' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.role).toEqual(['Vai trò không hợp lệ']);
    expect(bad.json().errors.full_name[0]).toContain('Họ tên');

    const updated = await call('PUT', `/api/admin/users/${id}`, tokens.admin, {
      role: 'editor',
      full_name: 'Nguyễn Thị Hoa Mai',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ role: 'editor', full_name: 'Nguyễn Thị Hoa Mai' });
    // The new role counts at once: the same token is now refused only for want of a second factor
    // (a password session; staff need two-factor or VNeID), then, demoted, as a citizen again.
    const refusal = async () => (await call('GET', '/api/admin/categories', tokens.citizen)).json().code;
    expect(await refusal()).toBe('two_factor_required');
    await call('PUT', `/api/admin/users/${id}`, tokens.admin, { role: 'citizen', full_name: 'Nguyễn Thị Hoa' });
    expect(await refusal()).toBe('forbidden');

    const self = await idOf(t.config.ADMIN_EMAIL as string);
    const demote = await call('PUT', `/api/admin/users/${self}`, tokens.admin, {
      role: 'editor',
      full_name: 'Quản trị',
    });
    expect(demote.statusCode).toBe(422);
    expect(demote.json().errors.role[0]).toContain('chính mình');
    const lockSelf = await call('POST', `/api/admin/users/${self}/lock`, tokens.admin);
    expect(lockSelf.statusCode).toBe(422);
    expect(lockSelf.json().message).toContain('tự khóa');
    expect(
      (await call('PUT', '/api/admin/users/987654', tokens.admin, { role: 'citizen', full_name: 'Ai Đó' })).statusCode,
    ).toBe(404);
  });

  it('never leave the portal without an admin when two admins demote each other at once', async () => {
    const second = await idOf(citizen(3).email);
    const first = await idOf(t.config.ADMIN_EMAIL as string);
    await call('PUT', `/api/admin/users/${second}`, tokens.admin, { role: 'admin', full_name: 'Nguyễn Thị Hoa' });
    // tokens.editor belongs to citizen 3, now an admin.
    const [one, two] = await Promise.all([
      call('PUT', `/api/admin/users/${second}`, tokens.admin, { role: 'editor', full_name: 'Nguyễn Thị Hoa' }),
      call('PUT', `/api/admin/users/${first}`, tokens.editor, { role: 'editor', full_name: 'Quản trị viên' }),
    ]);
    const statuses = [one.statusCode, two.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 422]).toContain(statuses[1]);
    const admins = await t.database.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
    // Back to the start: the admin of the config, citizen 3 an editor.
    if (admins[0]?.id !== first) {
      await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, first));
    }
    await t.database.db.update(users).set({ role: 'editor' }).where(eq(users.id, second));
  });

  it('lock an account: its sessions end at once; unlock lets it sign in again', async () => {
    const id = await idOf(citizen(1).email);
    const signedIn = await login(t, citizen(1).email, citizen(1).password);
    const refresh = refreshCookie(signedIn);
    expect(refresh).toBeTruthy();
    const access = signedIn.json().data.access_token as string;

    const locked = await call('POST', `/api/admin/users/${id}/lock`, tokens.admin);
    expect(locked.statusCode).toBe(200);
    expect(locked.json()).toMatchObject({ locked: true });
    expect(locked.json().disabled_at).toBeTruthy();
    expect((await call('POST', `/api/admin/users/${id}/lock`, tokens.admin)).statusCode).toBe(409);

    const open = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, id));
    expect(open.every((row) => row.revokedAt !== null)).toBe(true);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(access) })).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      url: '/api/auth/refresh',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      cookies: { refresh_token: refresh as string },
    });
    expect(refreshed.statusCode).toBe(401);
    // A locked account answers its right password as a wrong one.
    expect((await login(t, citizen(1).email, citizen(1).password)).statusCode).toBe(401);
    const listed = await call('GET', `/api/admin/users?filter=${filter({ locked: true })}`, tokens.admin);
    expect(listed.json().map((row: { id: number }) => row.id)).toEqual([id]);

    const unlocked = await call('POST', `/api/admin/users/${id}/unlock`, tokens.admin);
    expect(unlocked.json()).toMatchObject({ locked: false, disabled_at: null });
    expect((await call('POST', `/api/admin/users/${id}/unlock`, tokens.admin)).statusCode).toBe(409);
    expect((await login(t, citizen(1).email, citizen(1).password)).statusCode).toBe(200);
  });

  it("reset two-factor refuses the admin's own account: a stolen session cannot remove the second factor", async () => {
    const adminId = await idOf(t.config.ADMIN_EMAIL as string);
    const refused = await call('POST', `/api/admin/users/${adminId}/reset-two-factor`, tokens.admin);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.id).toEqual([
      'Không thể tự tắt xác thực hai bước của chính mình; vui lòng nhờ một quản trị viên khác nếu mất thiết bị xác thực',
    ]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, adminId));
    expect(row?.totpSecretEncrypted).not.toBeNull();
  });

  it('reset two-factor: the secret is cleared, the user is mailed, and signs in with the password alone', async () => {
    const registered = await registerWithTwoFactor(t, 7, t.now());
    const id = await idOf(registered.email);
    const shown = await call('GET', `/api/admin/users/${id}`, tokens.admin);
    expect(shown.json().two_factor).toBe(true);
    expectNoSecrets(shown.body);
    expect(shown.body).not.toContain(registered.secret);

    const seen = new Set(await readdir(path.join(t.config.DATA_DIR, 'outbox')).catch(() => [] as string[]));
    const reset = await call('POST', `/api/admin/users/${id}/reset-two-factor`, tokens.admin);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().two_factor).toBe(false);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row?.totpSecretEncrypted).toBeNull();
    let mail = (await nextMails(t, seen, 1))[0];
    while (mail && !mail.to.includes(registered.email)) mail = (await nextMails(t, seen, 1))[0];
    expect(mail?.subject).toContain('Xác thực hai bước');
    expect(mail?.subject).not.toContain(registered.email);
    expect(mail?.text).toContain('đã tắt xác thực hai bước');
    expect(mail?.contentTypes.every((type) => type === 'text/plain')).toBe(true);
    expect((await call('POST', `/api/admin/users/${id}/reset-two-factor`, tokens.admin)).statusCode).toBe(409);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: registered.email, password: registered.password, captcha: CAPTCHA, key: await captchaKey(t) },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().data.access_token).toBeTruthy();
  });

  it('write an audit line for every step, with no secret in it', async () => {
    const log = await call(
      'GET',
      `/api/admin/audit-log?filter=${filter({ resource: 'users' })}&range=[0,99]`,
      tokens.admin,
    );
    const actions = (log.json() as { action: string }[]).map((line) => line.action);
    for (const action of ['update', 'lock', 'unlock', 'reset-two-factor']) expect(actions).toContain(action);
    // Refused steps (422, 409) left no line: 4 updates in the tests above + the race's winner.
    expect(actions.filter((action) => action === 'lock')).toHaveLength(1);
    const stored = await t.database.db.select().from(staffAudit).where(eq(staffAudit.resource, 'users'));
    const raw = JSON.stringify(stored);
    expectNoSecrets(raw);
    const lock = stored.find((line) => line.action === 'lock');
    expect(lock?.before).toMatchObject({ locked: false, email: citizen(1).email });
    // Even the masked citizen ID stays out of the log (audit.ts drops every citizen_pid key).
    expect(lock?.before).not.toHaveProperty('citizen_pid_masked');
    expect(lock?.after).toMatchObject({ locked: true });
  });
});
