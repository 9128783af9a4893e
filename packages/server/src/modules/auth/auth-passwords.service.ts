import { authMessages, type ChangePasswordSchema, type SetPasswordSchema } from '@portal/shared/auth';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { passwordResets } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { HttpError, unprocessable } from '../../errors.ts';
import { randomToken } from '../../lib/crypto.ts';
import { recordAuthEvent } from './audit.ts';
import type { AuthShared, ConfirmPassword, SignedIn, UserRow } from './auth-shared.ts';
import { assertUncommonPassword } from './common-passwords.ts';
import { composeTemporaryPasswordMail } from './password-mail.ts';
import type { SignInMethod } from './tokens.ts';

const RESET_TTL_MS = 20 * 60_000;
/** A second "forgot password" for the same account within this time sends nothing new. */
const RESET_MIN_INTERVAL_MS = 60_000;

/** The account's password: changed, set for the first time, or forgotten (a temporary one by mail). */
export function createAuthPasswordsService(shared: AuthShared, confirmPassword: ConfirmPassword) {
  const { deps, hash, findByEmail, findById, issueSession, provedByVneid, mailPasswordNotice } = shared;
  const { db, tokens, now } = deps;

  return {
    async changePassword(
      user: UserRow,
      method: SignInMethod,
      input: z.output<typeof ChangePasswordSchema>,
      ip: string,
    ): Promise<SignedIn> {
      // Counted like a sign-in (a stolen session must not guess the password behind it freely).
      if (!(await confirmPassword(user, input.oldPassword, ip))) {
        throw unprocessable({ oldPassword: [authMessages.oldPasswordWrong] });
      }
      await assertUncommonPassword(input.password, {
        email: user.email,
        fullName: user.fullName,
        site: await deps.settings.get(),
      });
      await db
        .update(users)
        .set({
          passwordHash: await hash(input.password),
          mustChangePassword: false,
          initialPassword: false,
          updatedAt: now(),
        })
        .where(eq(users.id, user.id));
      await db.delete(passwordResets).where(eq(passwordResets.userId, user.id));
      // Every other session ends; this one goes on with fresh credentials.
      await tokens.revokeUser(user.id);
      await recordAuthEvent(db, 'password_changed', { userId: user.id, ip });
      await mailPasswordNotice(user, 'changed', ip);
      return issueSession((await findById(user.id)) ?? user, method);
    },

    /**
     * The first password of an account made by a VNeID sign-in, from a session VNeID opened: no
     * old password (there is none). 409 when the account has one (change it instead), 403 from
     * any other session. The update takes only an account still without one, so two at once
     * cannot both set it. Every other session ends, as after a change.
     */
    async setPassword(
      user: UserRow,
      method: SignInMethod,
      input: z.output<typeof SetPasswordSchema>,
      ip: string,
    ): Promise<SignedIn> {
      const alreadySet = new HttpError(409, 'password_already_set', authMessages.passwordAlreadySet);
      if (user.passwordHash !== null) throw alreadySet;
      if (!provedByVneid(user, method)) throw new HttpError(403, 'forbidden', authMessages.passwordSetNeedsVneid);
      await assertUncommonPassword(input.password, {
        email: user.email,
        fullName: user.fullName,
        site: await deps.settings.get(),
      });
      const [set] = await db
        .update(users)
        .set({
          passwordHash: await hash(input.password),
          mustChangePassword: false,
          initialPassword: false,
          updatedAt: now(),
        })
        .where(and(eq(users.id, user.id), isNull(users.passwordHash)))
        .returning({ id: users.id });
      if (!set) throw alreadySet;
      await tokens.revokeUser(user.id);
      await recordAuthEvent(db, 'password_changed', { userId: user.id, ip, detail: { first: true } });
      await mailPasswordNotice(user, 'set', ip);
      return issueSession((await findById(user.id)) ?? user, method);
    },

    /**
     * Mails a temporary password when the e-mail has an account. The caller answers the same
     * at once either way; the work runs after the answer so its duration tells nothing.
     */
    async forgotPassword(email: string, ip: string): Promise<void> {
      const user = await findByEmail(email);
      if (!user || user.disabledAt) return;
      const [recent] = await db
        .select({ createdAt: passwordResets.createdAt })
        .from(passwordResets)
        .where(eq(passwordResets.userId, user.id));
      if (recent && now().getTime() - recent.createdAt.getTime() < RESET_MIN_INTERVAL_MS) return;

      const temporary = `${randomToken(9)}Aa1!`;
      const values = {
        passwordHash: await hash(temporary),
        expiresAt: new Date(now().getTime() + RESET_TTL_MS),
        createdAt: now(),
      };
      await db
        .insert(passwordResets)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: passwordResets.userId, set: values });
      await recordAuthEvent(db, 'password_reset_requested', { userId: user.id, ip });
      const site = await deps.settings.get();
      await deps.mailer.send({ to: user.email, ...composeTemporaryPasswordMail(user, temporary, site) });
    },
  };
}
