import { AdminIdParamsSchema } from '@portal/shared/admin';
import { AdminUserSchema, UpdateUserInputSchema, userMessages } from '@portal/shared/admin-people';
import { adminApi } from '@portal/shared/api/admin';
import { maskCitizenPid } from '@portal/shared/auth';
import type { AuditAction } from '@portal/shared/field-labels';
import { userFieldLabels } from '@portal/shared/field-labels';
import { USER_ROLES } from '@portal/shared/roles';
import type { Settings } from '@portal/shared/settings';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordStaffWrite } from '../../../back-office/audit.ts';
import { roleLabelOf } from '../../../back-office/export.ts';
import type { AppContext } from '../../../context.ts';
import type { Database } from '../../../db/client.ts';
import { loginChallenges, refreshTokens } from '../../../db/schema/auth.ts';
import { users } from '../../../db/schema/users.ts';
import { searchPattern } from '../../../db/search.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../../errors.ts';
import { serve } from '../../../http/contract.ts';
import { vietnamTime } from '../../../lib/time.ts';
import { agencyContact, letter } from '../../../mail/letter.ts';
import { recordAuthEvent } from '../../auth/audit.ts';
import { staffOf } from '../../auth/staff-guard.ts';
import { type AdminResource, registerAdminResource } from '../resource.ts';

type UserRow = typeof users.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : null);

/**
 * An account as staff see it. Built field by field from what may be shown: never the password
 * hash, the TOTP secret, a token, the VNeID subject or more than the citizen ID's last 4 digits.
 */
export const presentUser = (row: Record<string, unknown>) => {
  const last4 = row.citizenPidLast4 as string | null;
  return {
    id: row.id as number,
    email: row.email as string,
    full_name: row.fullName as string,
    role: row.role as UserRow['role'],
    citizen_pid_masked: last4 ? maskCitizenPid(`${'0'.repeat(8)}${last4}`) : null,
    two_factor: row.totpSecretEncrypted !== null && row.totpSecretEncrypted !== undefined,
    locked: row.disabledAt instanceof Date,
    disabled_at: iso(row.disabledAt),
    locked_until: iso(row.lockedUntil),
    must_change_password: row.mustChangePassword === true,
    vneid_linked: Boolean(row.vneidSubject),
    citizen_pid_verified: row.citizenPidVerifiedAt instanceof Date,
    citizen_pid_disputed: row.citizenPidDisputedAt instanceof Date,
    consent_at: iso(row.consentAt),
    created_at: iso(row.createdAt) as string,
    updated_at: iso(row.updatedAt) as string,
  };
};

const booleanOf = (value: unknown): boolean | undefined =>
  value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined;

/** Người dùng: admins set roles and names, lock and unlock accounts, reset two-factor. */
export const usersResource: AdminResource<never> = {
  name: 'users',
  label: 'người dùng',
  area: 'administration',
  table: users,
  id: users.id,
  record: AdminUserSchema,
  present: presentUser,
  sortable: {
    id: users.id,
    email: users.email,
    full_name: users.fullName,
    role: users.role,
    created_at: users.createdAt,
    updated_at: users.updatedAt,
    disabled_at: users.disabledAt,
  },
  order: [sql`${users.createdAt} desc`, sql`${users.id} desc`],
  search: (q) => sql`lower(f_unaccent(${users.email} || ' ' || ${users.fullName})) like ${searchPattern(q)}`,
  filters: {
    role: (value) =>
      typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value)
        ? eq(users.role, value as UserRow['role'])
        : undefined,
    locked: (value) => {
      const locked = booleanOf(value);
      return locked === undefined ? undefined : locked ? isNotNull(users.disabledAt) : isNull(users.disabledAt);
    },
    two_factor: (value) => {
      const on = booleanOf(value);
      return on === undefined
        ? undefined
        : on
          ? isNotNull(users.totpSecretEncrypted)
          : isNull(users.totpSecretEncrypted);
    },
    citizen_pid_disputed: (value) => {
      const disputed = booleanOf(value);
      return disputed === undefined
        ? undefined
        : disputed
          ? isNotNull(users.citizenPidDisputedAt)
          : isNull(users.citizenPidDisputedAt);
    },
  },
  columns: userFieldLabels,
  exportLabels: { role: roleLabelOf },
};

/** The mail telling a user that staff turned their two-factor off (no secret, no code in it). */
export function composeTwoFactorResetMail(user: Pick<UserRow, 'fullName' | 'email'>, at: Date, site: Settings) {
  return letter(site, {
    subject: 'Xác thực hai bước của tài khoản đã được tắt',
    to: user.fullName,
    body: [
      `Quản trị viên của ${site.site_name} đã tắt xác thực hai bước cho tài khoản ${user.email} lúc ${vietnamTime(at)}.`,
      'Từ nay Ông/Bà đăng nhập bằng email và mật khẩu; đề nghị Ông/Bà bật lại xác thực hai bước trong trang Tài khoản với ứng dụng xác thực trên điện thoại mới.',
      '',
      `Nếu Ông/Bà không đề nghị việc này, đề nghị đổi mật khẩu ngay và liên hệ ${agencyContact(site)}.`,
    ],
  });
}

/** The users resource (list, show, export) and its steps: update, lock, unlock, reset-two-factor. */
export function registerUsers(app: FastifyInstance, context: AppContext): void {
  registerAdminResource(app, context, usersResource);

  const { database, now, mailer, settings } = context;
  const db = database.db;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { staffArea: 'administration' as const };
  const tags = ['admin'];

  /**
   * Every step first locks the admins' rows (in id order, then the target's row): two admins
   * demoting or locking each other at once are serialised without a deadlock, and the second
   * one sees no other admin left. Answers the active admins other than `exceptId`.
   */
  const lockAdmins = async (tx: Transaction) =>
    tx
      .select({ id: users.id, disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.role, 'admin'))
      .orderBy(users.id)
      .for('update');
  type Admins = Awaited<ReturnType<typeof lockAdmins>>;
  const otherActiveAdmins = (admins: Admins, exceptId: number) =>
    admins.filter((admin) => admin.id !== exceptId && admin.disabledAt === null).length;

  const lockedRow = async (tx: Transaction, id: number): Promise<UserRow> => {
    const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!row) throw notFound();
    return row;
  };

  /** One step on one account, in a transaction with its audit line. */
  const step = async (
    request: Parameters<typeof staffOf>[0],
    id: number,
    action: AuditAction,
    change: (tx: Transaction, before: UserRow, at: Date, admins: Admins) => Promise<Partial<UserRow>>,
  ) => {
    const staff = staffOf(request).user;
    const at = now();
    return db.transaction(async (tx) => {
      const admins = await lockAdmins(tx);
      // Demoted or locked by another admin since the guard let this call in.
      if (!admins.some((admin) => admin.id === staff.id && admin.disabledAt === null)) throw forbidden();
      const before = await lockedRow(tx, id);
      const values = await change(tx, before, at, admins);
      const [after] = await tx
        .update(users)
        .set({ ...values, updatedAt: at })
        .where(eq(users.id, id))
        .returning();
      if (!after) throw notFound();
      await recordStaffWrite(
        tx,
        staff,
        { action, resource: 'users', recordId: id, before: presentUser(before), after: presentUser(after) },
        at,
      );
      return { before, after };
    });
  };

  routes.put(
    '/api/admin/users/:id',
    {
      config,
      schema: {
        tags,
        summary: `Sửa người dùng { role: ${USER_ROLES.join('|')}, full_name } (không tự hạ quyền; không hạ quyền quản trị viên cuối cùng)`,
        params: AdminIdParamsSchema,
        body: UpdateUserInputSchema,
        response: { 200: AdminUserSchema },
      },
    },
    async (request) => {
      const self = staffOf(request).user.id;
      const { role, full_name: fullName } = request.body;
      const { after } = await step(request, request.params.id, 'update', async (_tx, before, _at, admins) => {
        if (before.role === 'admin' && role !== 'admin') {
          if (before.id === self) throw unprocessable({ role: [userMessages.selfDemote] });
          if (otherActiveAdmins(admins, before.id) === 0) throw unprocessable({ role: [userMessages.lastAdmin] });
        }
        return { role, fullName };
      });
      return presentUser(after);
    },
  );

  serve(
    routes,
    adminApi.users.lock,
    {
      config,
      schema: {
        tags,
        summary: 'Khóa tài khoản (disabled_at; thu hồi mọi phiên đăng nhập; không tự khóa mình)',
        params: AdminIdParamsSchema,
        response: { 200: AdminUserSchema },
      },
    },
    async (request) => {
      const self = staffOf(request).user.id;
      const { after } = await step(request, request.params.id, 'lock', async (tx, before, at, admins) => {
        if (before.id === self) throw unprocessable({ id: [userMessages.selfLock] }, userMessages.selfLock);
        if (before.disabledAt) throw conflict(userMessages.alreadyLocked);
        if (before.role === 'admin' && otherActiveAdmins(admins, before.id) === 0) {
          throw unprocessable({ id: [userMessages.lastAdmin] }, userMessages.lastAdmin);
        }
        // Signed out everywhere: no refresh, no pending second login step. Access tokens
        // already stop at once (the guard reads disabled_at on every call).
        await tx
          .update(refreshTokens)
          .set({ revokedAt: at })
          .where(and(eq(refreshTokens.userId, before.id), isNull(refreshTokens.revokedAt)));
        await tx.delete(loginChallenges).where(eq(loginChallenges.userId, before.id));
        return { disabledAt: at };
      });
      return presentUser(after);
    },
  );

  serve(
    routes,
    adminApi.users.unlock,
    {
      config,
      schema: {
        tags,
        summary: 'Mở khóa tài khoản (xóa disabled_at và cả khóa tạm thời do đăng nhập sai nhiều lần)',
        params: AdminIdParamsSchema,
        response: { 200: AdminUserSchema },
      },
    },
    async (request) => {
      const { after } = await step(request, request.params.id, 'unlock', async (_tx, before, at) => {
        const temporarilyLocked = before.lockedUntil !== null && before.lockedUntil > at;
        if (!before.disabledAt && !temporarilyLocked) throw conflict(userMessages.notLocked);
        return { disabledAt: null, lockedUntil: null, failedLogins: 0 };
      });
      return presentUser(after);
    },
  );

  serve(
    routes,
    adminApi.users.resetTwoFactor,
    {
      config,
      schema: {
        tags,
        summary: 'Tắt xác thực hai bước của tài khoản (xóa khóa TOTP; người dùng nhận thư báo)',
        params: AdminIdParamsSchema,
        response: { 200: AdminUserSchema },
      },
    },
    async (request) => {
      // Staff must sign in with a second factor: a stolen session of one's own must not remove it
      // (the profile page refuses it too); another admin resets it for someone who lost the device.
      const self = staffOf(request).user.id;
      const { after } = await step(request, request.params.id, 'reset-two-factor', async (tx, before) => {
        if (before.id === self)
          throw unprocessable({ id: [userMessages.selfResetTwoFactor] }, userMessages.selfResetTwoFactor);
        if (!before.totpSecretEncrypted) throw conflict(userMessages.noTwoFactor);
        await tx.delete(loginChallenges).where(eq(loginChallenges.userId, before.id));
        return { totpSecretEncrypted: null, totpLastStep: null };
      });
      const at = after.updatedAt;
      await recordAuthEvent(db, 'two_factor_disabled', { userId: after.id, ip: request.ip, detail: { by: 'staff' } });
      const failed = (error: unknown) =>
        request.log.error({ code: (error as { code?: string }).code }, 'two-factor reset mail failed');
      await (async () => {
        const site = await settings.get();
        await mailer.send({ to: after.email, ...composeTwoFactorResetMail(after, at, site) });
      })().catch(failed);
      return presentUser(after);
    },
  );
}
