import { authMessages, type LoginSchema, type VerifySchema } from '@portal/shared/auth';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { loginChallenges, passwordResets } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { unauthorized, unprocessable } from '../../errors.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { recordAuthEvent } from './audit.ts';
import { present } from './auth-profile.service.ts';
import { type AuthShared, type LoginResult, type SignedIn, tooManyFailures, type UserRow } from './auth-shared.ts';
import { composeAccountLockedMail, composeSecondStepLockedMail } from './lockout-mail.ts';
import { OTP_MAX_FAILURES, OTP_WINDOW } from './sign-in-throttle.ts';
import { totpStep } from './totp.ts';

const CHALLENGE_TTL_MS = 5 * 60_000;
/** Codes a second step may try, right or wrong (each try is booked before its code is checked). */
const CHALLENGE_MAX_ATTEMPTS = 5;

/**
 * Signing in and the session after it: the password (with its throttle, the lock of a wide
 * attack and the temporary password of "Quên mật khẩu"), the second step, refresh and sign-out.
 */
export function createAuthSignInService(shared: AuthShared) {
  const {
    deps,
    throttle,
    confirmation,
    verify,
    dummyHash,
    findByEmail,
    findById,
    openSession,
    isBlocked,
    mailPasswordNotice,
  } = shared;
  const { db, config, tokens, protector, now } = deps;

  /**
   * Counts a refused password for the e-mail (known or not) from this address. A known account
   * under a wide attack (LOGIN_LOCKOUT_THRESHOLD failures from LOGIN_LOCKOUT_ADDRESSES addresses
   * within a day) is locked for LOGIN_LOCKOUT_MINUTES, once, and its owner is mailed.
   */
  async function failLogin(email: string, user: UserRow | undefined, ip: string, reason: string) {
    const { failures, addresses } = await throttle.passwordFailed(email, ip);
    await recordAuthEvent(db, 'login_failed', { userId: user?.id, ip, detail: { reason } });
    if (!user || failures < config.LOGIN_LOCKOUT_THRESHOLD || addresses < config.LOGIN_LOCKOUT_ADDRESSES) return;
    const until = new Date(now().getTime() + config.LOGIN_LOCKOUT_MINUTES * 60_000);
    const [locked] = await db
      .update(users)
      .set({ lockedUntil: until })
      .where(and(eq(users.id, user.id), or(isNull(users.lockedUntil), lt(users.lockedUntil, now()))))
      .returning({ id: users.id });
    // Only the failure that locked it mails; the lock's own failures have done their work.
    if (!locked) return;
    await throttle.forgetPasswordFailures(email);
    await recordAuthEvent(db, 'account_locked', { userId: user.id, ip, detail: { failures, addresses } });
    // Mailed after the answer, so that the locking answer takes no longer than any other.
    const at = now();
    setImmediate(() => {
      deps.settings
        .get()
        .then((site) =>
          deps.mailer.send({ to: user.email, ...composeAccountLockedMail(user, at, until, addresses, site) }),
        )
        .catch((error: unknown) => deps.log.error({ err: error }, 'account lock mail failed'));
    });
  }

  /**
   * The temporary password of "forgot password", if this is it: it works this once. It then
   * becomes the account's password only for the forced change (change-password's oldPassword);
   * signing in with it again is refused (see passwordSignsIn). Every other session ends.
   */
  async function useTemporaryPassword(user: UserRow, password: string, ip: string): Promise<boolean> {
    const [reset] = await db
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, user.id), gt(passwordResets.expiresAt, now())));
    if (!reset || !(await verify(reset.passwordHash, password))) return false;
    const [used] = await db
      .delete(passwordResets)
      .where(and(eq(passwordResets.userId, user.id), eq(passwordResets.passwordHash, reset.passwordHash)))
      .returning({ userId: passwordResets.userId });
    if (!used) return false;
    await db
      .update(users)
      .set({ passwordHash: reset.passwordHash, mustChangePassword: true, initialPassword: false, updatedAt: now() })
      .where(eq(users.id, user.id));
    user.mustChangePassword = true;
    await tokens.revokeUser(user.id);
    await recordAuthEvent(db, 'password_reset_used', { userId: user.id, ip });
    await confirmation.provedByMailbox(user, ip);
    await mailPasswordNotice(user, 'reset', ip);
    return true;
  }

  /**
   * Whether a password signs in: the account's own, or an unused temporary one. While a forced
   * change is pending the account's password is the temporary one already used, so it is
   * refused like a wrong password (it worked once); the installation's initial password of the
   * first administrator signs in until replaced (its sessions may only replace it).
   */
  async function passwordSignsIn(user: UserRow, password: string, ip: string) {
    if (!user.passwordHash) return false;
    const matches = await verify(user.passwordHash, password);
    if (matches && (!user.mustChangePassword || user.initialPassword)) return true;
    return useTemporaryPassword(user, password, ip);
  }

  return {
    /**
     * The account's own password, checked as sign-in checks it (for a step that asks for it again,
     * such as linking VNeID): 429 while its e-mail and this address must wait, and a wrong one
     * counts as a failed sign-in. False for a wrong password, a locked account or one without a password.
     */
    async confirmPassword(user: UserRow, password: string, ip: string): Promise<boolean> {
      const wait = await throttle.passwordWait(user.email, ip);
      if (wait > 0) throw tooManyFailures(wait);
      if (!user.passwordHash) {
        await verify(await dummyHash, password);
        return false;
      }
      if (!(await verify(user.passwordHash, password)) || isBlocked(user)) {
        await failLogin(user.email, user, ip, 'wrong_password');
        return false;
      }
      await throttle.passwordSucceeded(user.email, ip);
      return true;
    },

    async login(input: z.output<typeof LoginSchema>, ip: string): Promise<LoginResult> {
      // The captcha comes first: no password is hashed for a request without a right answer.
      await deps.captcha.consume(input.key, input.captcha);
      // Then the wait of this e-mail and address, known account or not.
      const wait = await throttle.passwordWait(input.email, ip);
      if (wait > 0) throw tooManyFailures(wait);
      const user = await findByEmail(input.email);
      /**
       * Every refused sign-in: but a registration declined for a taken e-mail or citizen ID
       * answers its own password as an unconfirmed account does (a keyed digest: no second
       * password hash, the same time either way).
       */
      const refuse = async (account: UserRow | undefined, reason: string): Promise<LoginResult> => {
        const declined = await confirmation.declinedSignIn(input.email, input.password);
        if (declined) throw declined;
        await failLogin(input.email, account, ip, reason);
        return { kind: 'invalid' };
      };
      if (!user?.passwordHash) {
        await verify(await dummyHash, input.password);
        return refuse(undefined, 'unknown_account');
      }
      // A locked or disabled account answers as a wrong password, whatever the password, after
      // the same hash check: the answer never confirms a guessed password.
      // Only the owner's mailbox reopens a lock of a wide attack (not staff's own lock): the
      // temporary password of "Quên mật khẩu" signs in, once, and lifts it (the forced change follows).
      let reopened = false;
      if (isBlocked(user)) {
        reopened = !user.disabledAt && (await useTemporaryPassword(user, input.password, ip));
        if (!reopened) {
          await verify(user.passwordHash, input.password);
          return refuse(user, user.disabledAt ? 'disabled' : 'locked');
        }
        await db.update(users).set({ lockedUntil: null }).where(eq(users.id, user.id));
        await recordAuthEvent(db, 'account_unlocked', { userId: user.id, ip, detail: { by: 'password_reset' } });
      }
      const matches = reopened || (await passwordSignsIn(user, input.password, ip));
      if (!matches) return refuse(user, 'wrong_password');
      // The right password, but the address is not proved yet: told only now, so the answer
      // never says more to someone without the password. Not a sign-in: the wait of failures
      // stays as it was, as it does for a declined registration's password.
      if (user.emailConfirmedAt === null) throw confirmation.unconfirmed(user);
      await throttle.passwordSucceeded(input.email, ip);

      if (user.totpSecretEncrypted) {
        const sessionKey = randomToken();
        await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, now()));
        await db.insert(loginChallenges).values({
          keyHash: sha256(sessionKey),
          userId: user.id,
          expiresAt: new Date(now().getTime() + CHALLENGE_TTL_MS),
        });
        return { kind: 'second_step', sessionKey };
      }
      return { kind: 'signed_in', session: await openSession(user, 'pwd', ip) };
    },

    async verify(input: z.output<typeof VerifySchema>, ip: string): Promise<SignedIn> {
      const expired = unprocessable({ otp: [authMessages.sessionExpired] });
      const keyHash = sha256(input.session_key);
      // The try is booked before the code is checked, in one statement: parallel tries of one
      // session cannot pass the limit on either engine.
      const [challenge] = await db
        .update(loginChallenges)
        .set({ failedAttempts: sql`${loginChallenges.failedAttempts} + 1` })
        .where(
          and(
            eq(loginChallenges.keyHash, keyHash),
            gt(loginChallenges.expiresAt, now()),
            lt(loginChallenges.failedAttempts, CHALLENGE_MAX_ATTEMPTS),
          ),
        )
        .returning({ userId: loginChallenges.userId });
      if (!challenge) throw expired;
      const user = await findById(challenge.userId);
      if (!user?.totpSecretEncrypted || isBlocked(user)) throw expired;

      // And per account, across all its sign-ins: OTP_MAX_FAILURES wrong codes in OTP_WINDOW.
      const booking = await throttle.bookCodeAttempt(user.id, ip);
      if ('refused' in booking) throw tooManyFailures(booking.refused);

      const step = totpStep(protector.decrypt(user.totpSecretEncrypted), input.otp, now());
      // A code works once: only the first verify to move the last accepted step forward wins.
      const [accepted] =
        step === null
          ? []
          : await db
              .update(users)
              .set({ totpLastStep: step })
              .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
              .returning({ id: users.id });
      if (!accepted) {
        await recordAuthEvent(db, 'two_factor_failed', { userId: user.id, ip });
        if (booking.place === OTP_MAX_FAILURES) {
          await recordAuthEvent(db, 'two_factor_locked', { userId: user.id, ip });
          const at = now();
          const until = new Date(at.getTime() + OTP_WINDOW);
          setImmediate(() => {
            deps.settings
              .get()
              .then((site) =>
                deps.mailer.send({ to: user.email, ...composeSecondStepLockedMail(user, at, until, site) }),
              )
              .catch((error: unknown) => deps.log.error({ err: error }, 'second step lock mail failed'));
          });
        }
        throw unprocessable({ otp: [authMessages.otpInvalid] });
      }
      await booking.release();
      const [consumed] = await db
        .delete(loginChallenges)
        .where(eq(loginChallenges.keyHash, keyHash))
        .returning({ userId: loginChallenges.userId });
      if (!consumed) throw expired;
      return openSession(user, 'otp', ip);
    },

    async refresh(refreshToken: string | undefined, ip: string): Promise<SignedIn> {
      if (!refreshToken) throw unauthorized(authMessages.sessionExpired);
      const rotated = await tokens.rotateRefresh(refreshToken);
      if (!rotated) throw unauthorized(authMessages.sessionExpired);
      if ('reused' in rotated) {
        await recordAuthEvent(db, 'refresh_reuse_detected', { userId: rotated.userId, ip });
        throw unauthorized(authMessages.sessionExpired);
      }
      const user = await findById(rotated.userId);
      if (!user || user.disabledAt) throw unauthorized(authMessages.sessionExpired);
      return {
        accessToken: await tokens.signAccess({ userId: user.id, method: rotated.method }),
        refreshToken: rotated.refreshToken,
        user: present(user, rotated.method),
      };
    },

    async logout(userId: number | undefined, refreshToken: string | undefined, ip: string) {
      if (refreshToken) await tokens.revokeByToken(refreshToken);
      await recordAuthEvent(db, 'logout', { userId, ip });
    },
  };
}
