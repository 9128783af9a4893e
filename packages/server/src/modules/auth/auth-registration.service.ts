import {
  authMessages,
  CONSENT_PURPOSE,
  type CompleteRegistrationSchema,
  type RegisterSchema,
} from '@portal/shared/auth';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { registrationSecrets } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { unprocessable } from '../../errors.ts';
import { recordAuthEvent } from './audit.ts';
import type { AuthShared } from './auth-shared.ts';
import { assertUncommonPassword } from './common-passwords.ts';
import { recordConsent } from './consent.ts';
import { sha256 } from './crypto.ts';
import { newTotpSecret, totpQrImage, totpStep } from './totp.ts';

/** Time to set up the authenticator app between registering and completing with its first code. */
const REGISTRATION_SECRET_TTL_MS = 30 * 60_000;

/**
 * Registering an account with e-mail and password: at once, or with two-factor once the first
 * code of the authenticator app completes it.
 */
export function createAuthRegistrationService({ deps, hash, findByEmail }: AuthShared) {
  const { db, protector, now } = deps;

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

  return {
    async register(input: z.output<typeof RegisterSchema>, ip: string) {
      // The captcha comes first and is used up whatever follows: whether an e-mail or citizen ID
      // has an account is told only to a solved captcha, once (issue 18 item 4).
      await deps.captcha.consume(input.key, input.captcha);
      await assertUncommonPassword(input.password, {
        email: input.email,
        fullName: input.full_name,
        site: await deps.settings.get(),
      });
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
      await assertUncommonPassword(input.password, {
        email: input.email,
        fullName: input.full_name,
        site: await deps.settings.get(),
      });
      await assertUnique(input.email, input.citizenPid);
      const step = totpStep(input.secret, input.otp, now());
      if (step === null) throw unprocessable({ otp: [authMessages.otpInvalid] });
      const [used] = await db.delete(registrationSecrets).where(given).returning({ email: registrationSecrets.email });
      if (!used) throw unprocessable({ otp: [authMessages.registrationExpired] });
      await createUser({ ...input, google_auththen_check: true }, { secret: input.secret, step }, ip);
      return { message: authMessages.registered };
    },
  };
}
