import { type SessionUser, tooManyFailuresMessage } from '@portal/shared/auth';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { HttpError } from '../../errors.ts';
import { type DataProtector, randomToken } from '../../lib/crypto.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { recordAuthEvent } from './audit.ts';
import { present } from './auth-profile.service.ts';
import type { CaptchaService } from './captcha.ts';
import { createEmailConfirmation } from './email-confirmation.ts';
import type { PasswordHasher } from './hash-limiter.ts';
import { composePasswordNoticeMail, type PasswordNoticeKind } from './password-mail.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';
import type { SignInMethod, TokenService } from './tokens.ts';

export type UserRow = typeof users.$inferSelect;

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

/** The account's password checked as sign-in checks it (the sign-in service's confirmPassword). */
export type ConfirmPassword = (user: UserRow, password: string, ip: string) => Promise<boolean>;

/** 429 after too many wrong passwords or codes; the same for every e-mail, known or not. */
export const tooManyFailures = (waitMs: number) =>
  new HttpError(429, 'too_many_failures', tooManyFailuresMessage(waitMs), undefined, {
    'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))),
  });

/**
 * What every part of the auth service shares: the dependencies, the sign-in throttle, the
 * argon2 limiter, finding accounts, opening sessions and the mail after a password changes.
 */
export function createAuthShared(deps: AuthServiceDeps) {
  const { db, tokens, now } = deps;
  const throttle = createSignInThrottle(db, now);
  const confirmation = createEmailConfirmation(deps);
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

  /** Fresh credentials for the account in a session opened by `method`. */
  async function issueSession(user: UserRow, method: SignInMethod): Promise<SignedIn> {
    return {
      accessToken: await tokens.signAccess({ userId: user.id, method }),
      refreshToken: await tokens.issueRefresh(user.id, method),
      user: present(user, method),
    };
  }

  async function openSession(user: UserRow, method: SignInMethod, ip: string): Promise<SignedIn> {
    await recordAuthEvent(db, 'login_succeeded', { userId: user.id, ip, detail: { method } });
    return issueSession(user, method);
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
   * Tells the owner that the account's password was reset or changed (after the change is
   * stored); a mail that cannot be sent is logged, the change stands.
   */
  async function mailPasswordNotice(user: UserRow, kind: PasswordNoticeKind, ip: string) {
    try {
      const site = await deps.settings.get();
      await deps.mailer.send({ to: user.email, ...composePasswordNoticeMail(user, kind, now(), ip, site) });
    } catch (error) {
      deps.log.error({ err: error, userId: user.id }, 'password notice mail failed');
    }
  }

  return {
    deps,
    throttle,
    confirmation,
    hash,
    verify,
    dummyHash,
    findByEmail,
    findById,
    issueSession,
    openSession,
    provedByVneid,
    isBlocked,
    mailPasswordNotice,
  };
}

export type AuthShared = ReturnType<typeof createAuthShared>;
