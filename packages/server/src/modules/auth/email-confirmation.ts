import { authMessages } from '@portal/shared/auth';
import { errorCodes } from '@portal/shared/errors';
import { href } from '@portal/shared/routes';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { emailConfirmations } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { HttpError, unprocessable } from '../../errors.ts';
import { publicOrigin } from '../../http/origin.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { recordAuthEvent } from './audit.ts';
import type { AuthServiceDeps, UserRow } from './auth-shared.ts';
import { composeConfirmationMail } from './confirmation-mail.ts';

const HOUR = 60 * 60_000;
/** How long a confirmation link works. */
export const CONFIRMATION_TTL_MS = 24 * HOUR;
/** Mails of one account's link within a day (the first and its resends). */
export const CONFIRMATION_DAILY_SENDS = 5;
/** The shortest time between two of them. */
const RESEND_MIN_INTERVAL_MS = 60_000;
/** How long the key of "Gửi lại", given with a refused sign-in, stays good. */
const RESEND_KEY_TTL_MS = 15 * 60_000;

/**
 * 403 to the right password of an account whose address is not proved yet. It carries the key of
 * "Gửi lại", which only the right password earns: nobody else can have the link mailed again.
 */
export class EmailUnconfirmed extends HttpError {
  constructor(readonly resendKey: string) {
    super(403, errorCodes.emailUnconfirmed, authMessages.emailUnconfirmed);
  }

  override toBody() {
    return { ...super.toBody(), resend_key: this.resendKey };
  }
}

/**
 * Proving that an account's address is its owner's: the link mailed at registration (and again
 * on request), its confirmation, and whether an account still waits for it.
 */
export function createEmailConfirmation(deps: AuthServiceDeps) {
  const { db, config, protector, now } = deps;

  const resendKeyProof = (userId: number, until: number) => protector.digest(`resend-confirmation:${userId}:${until}`);

  /** A new link replaces the account's last one; answers false when the day's mails are spent or too recent. */
  async function mailLink(user: UserRow): Promise<boolean> {
    const at = now();
    const [last] = await db.select().from(emailConfirmations).where(eq(emailConfirmations.userId, user.id));
    const sameDay = last && at.getTime() - last.firstSentAt.getTime() < 24 * HOUR;
    if (last && at.getTime() - last.lastSentAt.getTime() < RESEND_MIN_INTERVAL_MS) return false;
    if (sameDay && last.sends >= CONFIRMATION_DAILY_SENDS) return false;
    const token = randomToken();
    const expiresAt = new Date(at.getTime() + CONFIRMATION_TTL_MS);
    const values = {
      tokenHash: sha256(token),
      expiresAt,
      sends: sameDay ? last.sends + 1 : 1,
      firstSentAt: sameDay ? last.firstSentAt : at,
      lastSentAt: at,
    };
    await db
      .insert(emailConfirmations)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: emailConfirmations.userId, set: values });
    const link = `${publicOrigin(config)}${href('ConfirmEmail')}?token=${encodeURIComponent(token)}`;
    const site = await deps.settings.get();
    await deps.mailer.send({ to: user.email, ...composeConfirmationMail(user, link, expiresAt, site) });
    return true;
  }

  return {
    mailLink,

    /** The refusal of a right password while the address waits for its proof. */
    unconfirmed(user: UserRow): EmailUnconfirmed {
      const until = now().getTime() + RESEND_KEY_TTL_MS;
      return new EmailUnconfirmed(`${user.id}.${until}.${resendKeyProof(user.id, until)}`);
    },

    /** "Gửi lại": a new link for the account of the key; 429 when its mails of the day are spent. */
    async resend(key: string, ip: string): Promise<void> {
      const invalid = unprocessable({ resend_key: [authMessages.resendKeyInvalid] }, authMessages.resendKeyInvalid);
      const [id, until, proof] = key.split('.');
      const userId = Number(id);
      const untilMs = Number(until);
      if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(untilMs) || untilMs < now().getTime()) throw invalid;
      if (proof !== resendKeyProof(userId, untilMs)) throw invalid;
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      // Proved in the meantime (another tab, the temporary password): nothing to send.
      if (!user || user.emailConfirmedAt !== null || user.disabledAt !== null) return;
      if (!(await mailLink(user))) throw new HttpError(429, 'too_many_requests', authMessages.confirmationResendLimit);
      await recordAuthEvent(db, 'email_confirmation_resent', { userId, ip });
    },

    /** The link's token proves the address: it works once, within its day. */
    async confirm(token: string, ip: string): Promise<void> {
      const [used] = await db
        .delete(emailConfirmations)
        .where(and(eq(emailConfirmations.tokenHash, sha256(token)), gt(emailConfirmations.expiresAt, now())))
        .returning({ userId: emailConfirmations.userId });
      if (!used) throw unprocessable({ token: [authMessages.confirmationInvalid] }, authMessages.confirmationInvalid);
      await db
        .update(users)
        .set({ emailConfirmedAt: now(), updatedAt: now() })
        .where(and(eq(users.id, used.userId), isNull(users.emailConfirmedAt)));
      await recordAuthEvent(db, 'email_confirmed', { userId: used.userId, ip, detail: { by: 'link' } });
    },

    /** The temporary password of "Quên mật khẩu" came from the mailbox, so it proves the address too. */
    async provedByMailbox(user: UserRow, ip: string): Promise<void> {
      if (user.emailConfirmedAt !== null) return;
      user.emailConfirmedAt = now();
      await db.update(users).set({ emailConfirmedAt: user.emailConfirmedAt }).where(eq(users.id, user.id));
      await db.delete(emailConfirmations).where(eq(emailConfirmations.userId, user.id));
      await recordAuthEvent(db, 'email_confirmed', { userId: user.id, ip, detail: { by: 'temporary_password' } });
    },
  };
}

export type EmailConfirmation = ReturnType<typeof createEmailConfirmation>;
