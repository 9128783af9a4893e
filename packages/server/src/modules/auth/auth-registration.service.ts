import { authMessages, type CompleteRegistrationSchema, type RegisterSchema } from '@portal/shared/auth';
import { consentPurpose } from '@portal/shared/consent';
import { and, eq, gt, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { emailConfirmations, registrationSecrets } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { HttpError, unprocessable } from '../../errors.ts';
import { sha256 } from '../../lib/crypto.ts';
import { recordAuthEvent } from './audit.ts';
import type { AuthShared } from './auth-shared.ts';
import { assertUncommonPassword } from './common-passwords.ts';
import { composeAddressTakenMail, composeCitizenPidTakenMail } from './confirmation-mail.ts';
import { recordConsent } from './consent.ts';
import { CONFIRMATION_TTL_MS } from './email-confirmation.ts';
import { newTotpSecret, totpQrImage, totpStep } from './totp.ts';

/** Time to set up the authenticator app between registering and completing with its first code. */
const REGISTRATION_SECRET_TTL_MS = 30 * 60_000;

/**
 * Registering an account with e-mail and password: at once, or with two-factor once the first
 * code of the authenticator app completes it. The account's password signs in only once the
 * mailed link proved the address. The answer is the same whether the e-mail or the citizen ID is
 * new or taken: what is taken is told only by mail, to the address's owner or to the typed address.
 */
export function createAuthRegistrationService({ deps, hash, throttle, confirmation }: AuthShared) {
  const { db, config, protector, now } = deps;

  /** Which of the e-mail and the citizen ID already has an account (a disputed ID blocks no one). */
  async function takenBy(email: string, citizenPid: string) {
    const [owner] = await db
      .select()
      .from(users)
      .where(
        or(
          sql`lower(${users.email}) = ${email.toLowerCase()}`,
          and(eq(users.citizenPidHash, protector.digest(citizenPid)), isNull(users.citizenPidDisputedAt)),
        ),
      )
      // The address's owner first: they are the one to tell.
      .orderBy(sql`lower(${users.email}) = ${email.toLowerCase()} desc`)
      .limit(1);
    if (!owner) return null;
    return owner.email.toLowerCase() === email.toLowerCase()
      ? ({ by: 'email', owner } as const)
      : ({ by: 'citizen_pid' } as const);
  }

  /**
   * An account never confirmed within its link's day, whose link is not live either, holds its
   * address and citizen ID for nobody: a new registration of either removes it. It never signed
   * in, so nothing else is its.
   */
  async function releaseAbandoned(email: string, citizenPid: string) {
    await db.delete(users).where(
      and(
        isNull(users.emailConfirmedAt),
        lt(users.createdAt, new Date(now().getTime() - CONFIRMATION_TTL_MS)),
        or(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.citizenPidHash, protector.digest(citizenPid))),
        notExists(
          db
            .select({ one: sql`1` })
            .from(emailConfirmations)
            .where(and(eq(emailConfirmations.userId, users.id), gt(emailConfirmations.expiresAt, now()))),
        ),
      ),
    );
  }

  /** Sends a mail after the answer, so that how long the answer took tells nothing. */
  function mailLater(what: string, send: () => Promise<unknown>) {
    setImmediate(() => {
      send().catch((error: unknown) => deps.log.error({ err: error }, `${what} mail failed`));
    });
  }

  async function insertUser(
    input: Omit<z.output<typeof RegisterSchema>, 'captcha' | 'key'>,
    totp: { secret: string; step: number } | undefined,
    purpose: string,
  ) {
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
        consentPurpose: purpose,
        // On the app's clock: how long an unconfirmed account has waited is measured on it.
        createdAt: now(),
        updatedAt: now(),
      })
      .returning();
    if (!user) throw new Error('registration inserted no account');
    return user;
  }

  /**
   * Tells the typed address, or the address's owner, what is taken; records it without the ID,
   * and keeps a digest of the typed password for a day, so that signing in with it answers as an
   * unconfirmed account does (email-confirmation.ts, declinedSignIn).
   */
  async function decline(
    input: Omit<z.output<typeof RegisterSchema>, 'captcha' | 'key'>,
    taken: NonNullable<Awaited<ReturnType<typeof takenBy>>>,
    ip: string,
  ) {
    await confirmation.recordDeclined(input.email, input.password);
    await recordAuthEvent(db, 'registration_declined', {
      userId: taken.by === 'email' ? taken.owner.id : null,
      ip,
      detail: { taken: taken.by },
    });
    const at = now();
    mailLater('registration declined', async () => {
      const site = await deps.settings.get();
      await deps.mailer.send(
        taken.by === 'email'
          ? { to: taken.owner.email, ...composeAddressTakenMail(taken.owner, at, site) }
          : {
              to: input.email,
              ...composeCitizenPidTakenMail({ fullName: input.full_name, email: input.email }, at, site),
            },
      );
    });
  }

  /** Makes the account and mails its confirmation link, or declines by mail what is taken. */
  async function settle(
    input: Omit<z.output<typeof RegisterSchema>, 'captcha' | 'key'>,
    totp: { secret: string; step: number } | undefined,
    ip: string,
  ) {
    await releaseAbandoned(input.email, input.citizenPid);
    const taken = await takenBy(input.email, input.citizenPid);
    if (taken) {
      // As long as making an account takes: the password is hashed either way.
      await hash(input.password);
      return decline(input, taken, ip);
    }
    try {
      // The words the registration form showed: they name the portal's department.
      const purpose = consentPurpose((await deps.settings.get()).managing_agency);
      const user = await insertUser(input, totp, purpose);
      await recordConsent(db, user.id, { method: 'register', purpose, at: now() });
      await recordAuthEvent(db, 'registered', { userId: user.id, ip, detail: { two_factor: Boolean(totp) } });
      mailLater('confirmation', () => confirmation.mailLink(user));
    } catch (error) {
      // Two registrations racing for the same e-mail or citizen ID: the constraint decides.
      const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
      const lost = String(code) === '23505' ? await takenBy(input.email, input.citizenPid) : null;
      if (!lost) throw error;
      await decline(input, lost, ip);
    }
  }

  return {
    async register(input: z.output<typeof RegisterSchema>, ip: string) {
      // The captcha comes first and is used up whatever follows.
      await deps.captcha.consume(input.key, input.captcha);
      if (!(await throttle.bookRegistration(input.email, ip, config.REGISTRATION_DAILY_LIMIT))) {
        throw new HttpError(429, 'too_many_registrations', authMessages.registrationLimit);
      }
      await assertUncommonPassword(input.password, {
        email: input.email,
        fullName: input.full_name,
        site: await deps.settings.get(),
      });
      if (!input.google_auththen_check) {
        await settle(input, undefined, ip);
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
      await assertUncommonPassword(input.password, {
        email: input.email,
        fullName: input.full_name,
        site: await deps.settings.get(),
      });
      const step = totpStep(input.secret, input.otp, now());
      if (step === null) throw unprocessable({ otp: [authMessages.otpInvalid] });
      const [used] = await db.delete(registrationSecrets).where(given).returning({ email: registrationSecrets.email });
      if (!used) throw unprocessable({ otp: [authMessages.registrationExpired] });
      await settle({ ...input, google_auththen_check: true }, { secret: input.secret, step }, ip);
      return { message: authMessages.registered };
    },
  };
}
