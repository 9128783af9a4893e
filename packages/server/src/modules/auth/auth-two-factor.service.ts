import { authMessages, type TwoFactorSchema } from '@portal/shared/auth';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../db/schema/users.ts';
import { notFound, unprocessable } from '../../errors.ts';
import { recordAuthEvent } from './audit.ts';
import type { AuthShared, ConfirmPassword, UserRow } from './auth-shared.ts';
import type { SignInMethod } from './tokens.ts';
import { enrolmentSecret, isEnrolmentSecret, totpQrImage, totpStep } from './totp.ts';

/** Two-factor of an existing account, switched on or off from the profile. */
export function createAuthTwoFactorService(shared: AuthShared, confirmPassword: ConfirmPassword) {
  const { deps, findById, openSession, provedByVneid } = shared;
  const { db, protector, now } = deps;

  return {
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
        if (!(await confirmPassword(user, input.password, ip))) {
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
      // Staff keep their second factor: the back office refuses a password alone.
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
  };
}
