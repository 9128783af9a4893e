import {
  authMessages,
  type ChangePasswordSchema,
  CONSENT_PURPOSE,
  type CompleteRegistrationSchema,
  type LoginSchema,
  maskCitizenPid,
  type RegisterSchema,
  type SessionUser,
  type SetPasswordSchema,
  type TwoFactorSchema,
  tooManyFailuresMessage,
  type VerifySchema,
} from '@portal/shared/auth';
import { formatDateTime } from '@portal/shared/format';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { loginChallenges, passwordResets, registrationSecrets } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { HttpError, notFound, unauthorized, unprocessable } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { recordAuthEvent } from './audit.ts';
import type { CaptchaService } from './captcha.ts';
import { assertUncommonPassword } from './common-passwords.ts';
import { recordConsent } from './consent.ts';
import { type DataProtector, randomToken, sha256 } from './crypto.ts';
import type { PasswordHasher } from './hash-limiter.ts';
import { composeAccountLockedMail, composeSecondStepLockedMail } from './lockout-mail.ts';
import { createSignInThrottle, OTP_MAX_FAILURES, OTP_WINDOW } from './sign-in-throttle.ts';
import type { SignInMethod, TokenService } from './tokens.ts';
import { enrolmentSecret, isEnrolmentSecret, newTotpSecret, totpQrImage, totpStep } from './totp.ts';

type UserRow = typeof users.$inferSelect;

const CHALLENGE_TTL_MS = 5 * 60_000;
/** Codes a second step may try, right or wrong (each try is booked before its code is checked). */
const CHALLENGE_MAX_ATTEMPTS = 5;
const RESET_TTL_MS = 20 * 60_000;
/** Time to set up the authenticator app between registering and completing with its first code. */
const REGISTRATION_SECRET_TTL_MS = 30 * 60_000;
/** A second "forgot password" for the same account within this time sends nothing new. */
const RESET_MIN_INTERVAL_MS = 60_000;

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  user: SessionUser;
}

export type LoginResult =
  | { kind: 'signed_in'; session: SignedIn }
  | { kind: 'second_step'; sessionKey: string }
  | { kind: 'invalid' };

export interface AuthServiceDeps {
  db: Database;
  config: Config;
  tokens: TokenService;
  captcha: CaptchaService;
  /** The app's one argon2 limiter (context.ts). */
  passwords: PasswordHasher;
  mailer: Mailer;
  protector: DataProtector;
  settings: SettingsService;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** 429 after too many wrong passwords or codes; the same for every e-mail, known or not. */
const tooManyFailures = (waitMs: number) =>
  new HttpError(429, 'too_many_failures', tooManyFailuresMessage(waitMs), undefined, {
    'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))),
  });

export function createAuthService(deps: AuthServiceDeps) {
  const { db, config, tokens, protector, now } = deps;
  const throttle = createSignInThrottle(db, now);
  // Every argon2 hash and check waits for a bounded slot of the app's limiter (503 when its queue is full).
  const { hash, verify } = deps.passwords;
  // Checked against when the e-mail is unknown, so that both answers take about as long.
  const dummyHash = hash(randomToken());

  async function findByEmail(email: string) {
    const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    return user;
  }

  async function findById(id: number) {
    const [user] = await db.select().from(users).where(eq(users.id, id));
    return user;
  }

  function present(user: UserRow, method: SignInMethod): SessionUser {
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
      vneid_linked: user.vneidSubject !== null,
      has_password: user.passwordHash !== null,
      sign_in_method: method,
    };
  }

  async function openSession(user: UserRow, method: SignInMethod, ip: string): Promise<SignedIn> {
    await recordAuthEvent(db, 'login_succeeded', { userId: user.id, ip, detail: { method } });
    return {
      accessToken: await tokens.signAccess({ userId: user.id, method }),
      refreshToken: await tokens.issueRefresh(user.id, method),
      user: present(user, method),
    };
  }

  /**
   * 422s for an e-mail or citizen ID that already has an account. A citizen ID counts whether
   * VNeID verified it or it was only declared, but not once it is disputed (a verified VNeID
   * identity proved a declared one belongs to someone else): it then blocks no one.
   */
  async function assertUnique(email: string, citizenPid: string) {
    const errors: Record<string, string[]> = {};
    if (await findByEmail(email)) errors.email = [authMessages.emailTaken];
    const [pidOwner] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.citizenPidHash, protector.digest(citizenPid)), isNull(users.citizenPidDisputedAt)));
    if (pidOwner) errors.citizenPid = [authMessages.citizenPidTaken];
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
  }

  async function createUser(
    input: Omit<z.output<typeof RegisterSchema>, 'captcha' | 'key'>,
    totp: { secret: string; step: number } | undefined,
    ip: string,
  ) {
    try {
      const [user] = await db
        .insert(users)
        .values({
          email: input.email,
          passwordHash: await hash(input.password),
          fullName: input.full_name,
          citizenPidEncrypted: protector.encrypt(input.citizenPid),
          citizenPidHash: protector.digest(input.citizenPid),
          citizenPidLast4: input.citizenPid.slice(-4),
          totpSecretEncrypted: totp ? protector.encrypt(totp.secret) : null,
          totpLastStep: totp?.step ?? null,
          consentAt: now(),
          consentPurpose: CONSENT_PURPOSE,
        })
        .returning({ id: users.id });
      if (user) await recordConsent(db, user.id, 'register', now());
      await recordAuthEvent(db, 'registered', { userId: user?.id, ip, detail: { two_factor: Boolean(totp) } });
    } catch (error) {
      // Two registrations racing for the same e-mail or citizen ID: the constraint decides.
      if (
        String((error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code) === '23505'
      ) {
        await assertUnique(input.email, input.citizenPid);
      }
      throw error;
    }
  }

  /**
   * An account made by a VNeID sign-in has no password hash (nothing the person knows), so no
   * password can confirm a step; in a session VNeID opened, VNeID has just proved the person and
   * stands in for it. Any other session, or an account with a password, gives the password.
   */
  const provedByVneid = (user: UserRow, method: SignInMethod) => user.passwordHash === null && method === 'vneid';

  /** Whether sign-in is closed to the account, by staff (disabled) or by a hard lock. */
  const isBlocked = (user: UserRow) =>
    user.disabledAt !== null || (user.lockedUntil !== null && user.lockedUntil > now());

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
   * Tells the owner that the account's password was reset or changed (after the change is
   * stored); a mail that cannot be sent is logged, the change stands.
   */
  async function mailPasswordNotice(user: UserRow, kind: 'reset' | 'changed' | 'set', ip: string) {
    try {
      const site = await deps.settings.get();
      const at = formatDateTime(now());
      const what = {
        reset: 'vừa được đăng nhập bằng mật khẩu tạm thời của chức năng "Quên mật khẩu"',
        changed: 'vừa được đổi mật khẩu',
        set: 'vừa được đặt mật khẩu (từ nay có thể đăng nhập bằng email và mật khẩu, ngoài VNeID)',
      }[kind];
      const subject = {
        reset: 'Mật khẩu đã được đặt lại',
        changed: 'Mật khẩu đã được thay đổi',
        set: 'Tài khoản đã được đặt mật khẩu',
      }[kind];
      await deps.mailer.send({
        to: user.email,
        subject: `[${site.site_name}] ${subject}`,
        text: [
          `Kính gửi Ông/Bà ${user.fullName || user.email},`,
          '',
          `Tài khoản ${user.email} trên Cổng thông tin Nghị quyết 57 ${what} lúc ${at} (địa chỉ IP ${ip}).`,
          'Các phiên đăng nhập khác của tài khoản đã được đăng xuất.',
          '',
          'Nếu không phải Ông/Bà thực hiện, đề nghị Ông/Bà dùng chức năng "Quên mật khẩu" để đặt lại mật khẩu ngay và liên hệ quản trị viên của Cổng.',
          '',
          site.managing_agency,
        ].join('\n'),
      });
    } catch (error) {
      deps.log.error({ err: error, userId: user.id }, 'password notice mail failed');
    }
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
      .set({ passwordHash: reset.passwordHash, mustChangePassword: true, updatedAt: now() })
      .where(eq(users.id, user.id));
    user.mustChangePassword = true;
    await tokens.revokeUser(user.id);
    await recordAuthEvent(db, 'password_reset_used', { userId: user.id, ip });
    await mailPasswordNotice(user, 'reset', ip);
    return true;
  }

  /**
   * Whether a password signs in: the account's own, or an unused temporary one. While a forced
   * change is pending the account's password is the temporary one already used, so it is
   * refused like a wrong password (it worked once).
   */
  async function passwordSignsIn(user: UserRow, password: string, ip: string) {
    if (!user.passwordHash) return false;
    const matches = await verify(user.passwordHash, password);
    if (matches && !user.mustChangePassword) return true;
    return useTemporaryPassword(user, password, ip);
  }

  return {
    present,
    findById,
    openSession,

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

    async register(input: z.output<typeof RegisterSchema>, ip: string) {
      // The captcha comes first and is used up whatever follows: whether an e-mail or citizen ID
      // has an account is told only to a solved captcha, once (issue 18 item 4).
      await deps.captcha.consume(input.key, input.captcha);
      await assertUncommonPassword(input.password, input.email);
      await assertUnique(input.email, input.citizenPid);
      if (!input.google_auththen_check) {
        await createUser(input, undefined, ip);
        return { message: authMessages.registered };
      }
      // With two-factor the account is made only once the first code proves the app is set up;
      // the completion takes only a secret given here, after the captcha.
      const secret = newTotpSecret();
      await db.delete(registrationSecrets).where(lt(registrationSecrets.expiresAt, now()));
      await db.insert(registrationSecrets).values({
        secretHash: sha256(secret),
        email: input.email.toLowerCase(),
        expiresAt: new Date(now().getTime() + REGISTRATION_SECRET_TTL_MS),
      });
      const siteName = (await deps.settings.get()).site_name;
      return { qrImage: await totpQrImage(secret, input.email, siteName), secret };
    },

    async completeRegistration(input: z.output<typeof CompleteRegistrationSchema>, ip: string) {
      const given = and(
        eq(registrationSecrets.secretHash, sha256(input.secret)),
        eq(registrationSecrets.email, input.email.toLowerCase()),
        gt(registrationSecrets.expiresAt, now()),
      );
      const [issued] = await db.select().from(registrationSecrets).where(given);
      if (!issued) throw unprocessable({ otp: [authMessages.registrationExpired] });
      await assertUncommonPassword(input.password, input.email);
      await assertUnique(input.email, input.citizenPid);
      const step = totpStep(input.secret, input.otp, now());
      if (step === null) throw unprocessable({ otp: [authMessages.otpInvalid] });
      const [used] = await db.delete(registrationSecrets).where(given).returning({ email: registrationSecrets.email });
      if (!used) throw unprocessable({ otp: [authMessages.registrationExpired] });
      await createUser({ ...input, google_auththen_check: true }, { secret: input.secret, step }, ip);
      return { message: authMessages.registered };
    },

    async login(input: z.output<typeof LoginSchema>, ip: string): Promise<LoginResult> {
      // The captcha comes first: no password is hashed for a request without a right answer.
      await deps.captcha.consume(input.key, input.captcha);
      // Then the wait of this e-mail and address, known account or not (issue 18 item 3).
      const wait = await throttle.passwordWait(input.email, ip);
      if (wait > 0) throw tooManyFailures(wait);
      const user = await findByEmail(input.email);
      if (!user?.passwordHash) {
        await verify(await dummyHash, input.password);
        await failLogin(input.email, undefined, ip, 'unknown_account');
        return { kind: 'invalid' };
      }
      // A locked or disabled account answers as a wrong password, whatever the password, after
      // the same hash check (issue 18 item 13): the answer never confirms a guessed password.
      // Only the owner's mailbox reopens a lock of a wide attack (not staff's own lock): the
      // temporary password of "Quên mật khẩu" signs in, once, and lifts it (the forced change follows).
      let reopened = false;
      if (isBlocked(user)) {
        reopened = !user.disabledAt && (await useTemporaryPassword(user, input.password, ip));
        if (!reopened) {
          await verify(user.passwordHash, input.password);
          await failLogin(input.email, user, ip, user.disabledAt ? 'disabled' : 'locked');
          return { kind: 'invalid' };
        }
        await db.update(users).set({ lockedUntil: null }).where(eq(users.id, user.id));
        await recordAuthEvent(db, 'account_unlocked', { userId: user.id, ip, detail: { by: 'password_reset' } });
      }
      const matches = reopened || (await passwordSignsIn(user, input.password, ip));
      if (!matches) {
        await failLogin(input.email, user, ip, 'wrong_password');
        return { kind: 'invalid' };
      }
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
      // session cannot pass the limit on either engine (issue 18 item 6).
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

    async changePassword(
      user: UserRow,
      method: SignInMethod,
      input: z.output<typeof ChangePasswordSchema>,
      ip: string,
    ): Promise<SignedIn> {
      // Counted like a sign-in (a stolen session must not guess the password behind it freely).
      if (!(await this.confirmPassword(user, input.oldPassword, ip))) {
        throw unprocessable({ oldPassword: [authMessages.oldPasswordWrong] });
      }
      await assertUncommonPassword(input.password, user.email);
      await db
        .update(users)
        .set({ passwordHash: await hash(input.password), mustChangePassword: false, updatedAt: now() })
        .where(eq(users.id, user.id));
      await db.delete(passwordResets).where(eq(passwordResets.userId, user.id));
      // Every other session ends; this one goes on with fresh credentials.
      await tokens.revokeUser(user.id);
      await recordAuthEvent(db, 'password_changed', { userId: user.id, ip });
      await mailPasswordNotice(user, 'changed', ip);
      const updated = (await findById(user.id)) ?? user;
      return {
        accessToken: await tokens.signAccess({ userId: user.id, method }),
        refreshToken: await tokens.issueRefresh(user.id, method),
        user: present(updated, method),
      };
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
      await assertUncommonPassword(input.password, user.email);
      const [set] = await db
        .update(users)
        .set({ passwordHash: await hash(input.password), mustChangePassword: false, updatedAt: now() })
        .where(and(eq(users.id, user.id), isNull(users.passwordHash)))
        .returning({ id: users.id });
      if (!set) throw alreadySet;
      await tokens.revokeUser(user.id);
      await recordAuthEvent(db, 'password_changed', { userId: user.id, ip, detail: { first: true } });
      await mailPasswordNotice(user, 'set', ip);
      const updated = (await findById(user.id)) ?? user;
      return {
        accessToken: await tokens.signAccess({ userId: user.id, method }),
        refreshToken: await tokens.issueRefresh(user.id, method),
        user: present(updated, method),
      };
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
      await deps.mailer.send({
        to: user.email,
        subject: `[${site.site_name}] Mật khẩu tạm thời`,
        text: [
          `Xin chào ${user.fullName || user.email},`,
          '',
          'Bạn (hoặc ai đó) vừa yêu cầu cấp lại mật khẩu cho tài khoản này trên Cổng thông tin Nghị quyết 57.',
          '',
          `Mật khẩu tạm thời: ${temporary}`,
          '',
          'Mật khẩu này chỉ dùng được một lần, trong 20 phút. Sau khi đăng nhập, bạn sẽ được yêu cầu đặt mật khẩu mới.',
          'Nếu bạn không yêu cầu, hãy bỏ qua thư này: mật khẩu hiện tại của bạn vẫn dùng được như cũ.',
          '',
          site.managing_agency,
        ].join('\n'),
      });
    },

    /**
     * Two-factor on or off from the profile. Switching on: the QR code of a secret the server
     * makes, then that secret, its first code and the current password. Switching off: a code and
     * the current password. A wrong password is a 422 under `password` and counts towards the
     * lock-out like a failed sign-in. An account without a password, in a session VNeID opened,
     * gives the code alone (provedByVneid).
     */
    async setTwoFactor(user: UserRow, method: SignInMethod, input: z.output<typeof TwoFactorSchema>, ip: string) {
      const enabled = user.totpSecretEncrypted !== null;
      const subject = `account:${user.id}`;
      const passwordConfirmed = async () => {
        if (provedByVneid(user, method)) return;
        if (!input.password) throw unprocessable({ password: [authMessages.passwordRequired] });
        if (!(await this.confirmPassword(user, input.password, ip))) {
          throw unprocessable({ password: [authMessages.oldPasswordWrong] });
        }
      };
      if (input.google_auththen_check) {
        if (enabled) return { google_auththen_check: true };
        if (!input.secret || !input.otp) {
          const secret = enrolmentSecret(protector.digest, subject, now());
          const siteName = (await deps.settings.get()).site_name;
          return { google_auththen_check: false, qrImage: await totpQrImage(secret, user.email, siteName), secret };
        }
        await passwordConfirmed();
        if (!isEnrolmentSecret(protector.digest, subject, input.secret, now())) {
          throw unprocessable({ otp: [authMessages.totpSetupExpired] });
        }
        const step = totpStep(input.secret, input.otp, now());
        if (step === null) throw unprocessable({ otp: [authMessages.otpInvalid] });
        await db
          .update(users)
          .set({ totpSecretEncrypted: protector.encrypt(input.secret), totpLastStep: step, updatedAt: now() })
          .where(eq(users.id, user.id));
        await recordAuthEvent(db, 'two_factor_enabled', { userId: user.id, ip });
        // The password and a code were just proved: the same as a two-factor sign-in, so the
        // caller gets a session opened that way (a staff member goes on into the back office).
        // A VNeID session stays one: as strong, and its sign-out still goes through VNeID (and a
        // first password can still be set from it).
        const enrolled = await findById(user.id);
        if (!enrolled) throw notFound();
        const session = await openSession(enrolled, method === 'vneid' ? 'vneid' : 'otp', ip);
        return { google_auththen_check: true, session };
      }
      if (!enabled || !user.totpSecretEncrypted) return { google_auththen_check: false };
      // Staff keep their second factor: the back office refuses a password alone (issue 18 item 10).
      if (user.role !== 'citizen') throw unprocessable({ google_auththen_check: [authMessages.staffTwoFactorKept] });
      if (!input.otp) throw unprocessable({ otp: [authMessages.otpRequired] });
      await passwordConfirmed();
      const step = totpStep(protector.decrypt(user.totpSecretEncrypted), input.otp, now());
      if (step === null || (user.totpLastStep !== null && step <= user.totpLastStep)) {
        throw unprocessable({ otp: [authMessages.otpInvalid] });
      }
      await db
        .update(users)
        .set({ totpSecretEncrypted: null, totpLastStep: null, updatedAt: now() })
        .where(eq(users.id, user.id));
      await recordAuthEvent(db, 'two_factor_disabled', { userId: user.id, ip });
      return { google_auththen_check: false };
    },

    async updateProfile(user: UserRow, fullName: string) {
      await db.update(users).set({ fullName, updatedAt: now() }).where(eq(users.id, user.id));
      const updated = await findById(user.id);
      if (!updated) throw notFound();
      return updated;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
