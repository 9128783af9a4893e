import { maskCitizenPid, type SessionUser } from '@portal/shared/auth';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users.ts';
import { notFound } from '../../errors.ts';
import type { AuthShared, UserRow } from './auth-shared.ts';
import type { SignInMethod } from './tokens.ts';

/** The signed-in user as the portal and the back office see them, in a session opened by `method`. */
export function present(user: UserRow, method: SignInMethod): SessionUser {
  const masked = user.citizenPidLast4 ? maskCitizenPid(`${'0'.repeat(8)}${user.citizenPidLast4}`) : null;
  return {
    id: user.id,
    full_name: user.fullName,
    email: user.email,
    avatar: user.avatar,
    citizenPid: method === 'vneid' ? masked : null,
    citizen_pid_masked: masked,
    is_admin: user.role !== 'citizen',
    role: user.role,
    google_auththen_check: user.totpSecretEncrypted !== null,
    must_change_password: user.mustChangePassword,
    initial_password: user.initialPassword,
    vneid_linked: user.vneidSubject !== null,
    has_password: user.passwordHash !== null,
    sign_in_method: method,
  };
}

/** The account's own profile: how it is presented and the name its owner edits. */
export function createAuthProfileService({ deps, findById }: AuthShared) {
  const { db, now } = deps;
  return {
    present,

    async updateProfile(user: UserRow, fullName: string) {
      await db.update(users).set({ fullName, updatedAt: now() }).where(eq(users.id, user.id));
      const updated = await findById(user.id);
      if (!updated) throw notFound();
      return updated;
    },
  };
}
