import { timingSafeEqual } from 'node:crypto';
import { authMessages } from '@portal/shared/auth';
import { errorCodes } from '@portal/shared/errors';
import { href } from '@portal/shared/routes';
import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import { declinedRegistrations, emailConfirmations } from '../../db/schema/auth.ts';
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

  const declinedDigest = (email: string, password: string) =>
    protector.digest(`declined-registration:${email.toLowerCase()}:${password}`);

  /**
   * The key of "Gửi lại": sealed, so that it says neither the account's number nor whether it is
   * an account at all (a declined registration earns one too, see declinedRegistrations); every
   * field of a fixed width, so that every key is as long as any other.
   */
  const resendKey = (kind: 'user' | 'declined', id: number) => {
    const until = now().getTime() + RESEND_KEY_TTL_MS;
    const fields = [kind === 'user' ? 'u' : 'd', String(id).padStart(16, '0'), String(until).padStart(16, '0')];
    return protector.encrypt(['resend-confirmation', ...fields].join(':'));
  };
  function openResendKey(key: string) {
    try {
      const [purpose, kind, id, until] = protector.decrypt(key).split(':');
      const subject = {
        kind: kind === 'u' ? ('user' as const) : kind === 'd' ? ('declined' as const) : undefined,
        id: Number(id),
      };
      if (purpose !== 'resend-confirmation' || !subject.kind || Number(until) < now().getTime()) return undefined;
      return Number.isSafeInteger(subject.id) ? subject : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * The count of a day's mails with one more sent at `at`, or undefined when it may not go: not
   * within a minute of the last, at most five a day.
   */
  function countedOneMore(last: { firstSentAt: Date; lastSentAt: Date; sends: number } | undefined, at: Date) {
    if (!last) return { sends: 1, firstSentAt: at, lastSentAt: at };
    const sameDay = at.getTime() - last.firstSentAt.getTime() < 24 * HOUR;
    if (at.getTime() - last.lastSentAt.getTime() < RESEND_MIN_INTERVAL_MS) return undefined;
    if (sameDay && last.sends >= CONFIRMATION_DAILY_SENDS) return undefined;
    return sameDay
      ? { sends: last.sends + 1, firstSentAt: last.firstSentAt, lastSentAt: at }
      : { sends: 1, firstSentAt: at, lastSentAt: at };
  }

  /** A new link replaces the account's last one; answers false when the day's mails are spent or too recent. */
  async function mailLink(user: UserRow): Promise<boolean> {
    const at = now();
    const [last] = await db.select().from(emailConfirmations).where(eq(emailConfirmations.userId, user.id));
    const counted = countedOneMore(last, at);
    if (!counted) return false;
    const token = randomToken();
    const expiresAt = new Date(at.getTime() + CONFIRMATION_TTL_MS);
    const values = { tokenHash: sha256(token), expiresAt, ...counted };
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
      return new EmailUnconfirmed(resendKey('user', user.id));
    },

    /**
     * Keeps what a declined registration typed as its password, for a day: signing in with it
     * then answers as an unconfirmed account does (declinedSignIn), so that registering and then
     * signing in tells nobody that the e-mail or the citizen ID was taken. Kept as a keyed digest
     * (DATA_KEY), not a password hash: checking it costs nothing measurable, so a sign-in takes
     * one password hash's time however many registrations were declined for its address.
     */
    async recordDeclined(email: string, password: string): Promise<void> {
      const at = now();
      await db.delete(declinedRegistrations).where(lt(declinedRegistrations.expiresAt, at));
      await db.insert(declinedRegistrations).values({
        email: email.toLowerCase(),
        passwordHash: declinedDigest(email, password),
        expiresAt: new Date(at.getTime() + CONFIRMATION_TTL_MS),
        firstSentAt: at,
        lastSentAt: at,
      });
    },

    /** The refusal a declined registration's own password earns, as an unconfirmed account's; else undefined. */
    async declinedSignIn(email: string, password: string) {
      const declined = await db
        .select()
        .from(declinedRegistrations)
        .where(and(eq(declinedRegistrations.email, email.toLowerCase()), gt(declinedRegistrations.expiresAt, now())))
        .orderBy(desc(declinedRegistrations.id));
      const digest = Buffer.from(declinedDigest(email, password));
      const match = declined.find((row) => {
        const kept = Buffer.from(row.passwordHash);
        return kept.length === digest.length && timingSafeEqual(kept, digest);
      });
      return match ? new EmailUnconfirmed(resendKey('declined', match.id)) : undefined;
    },

    /** "Gửi lại": a new link for the account of the key; 429 when its mails of the day are spent. */
    async resend(key: string, ip: string): Promise<void> {
      const subject = openResendKey(key);
      if (!subject) throw unprocessable({ resend_key: [authMessages.resendKeyInvalid] }, authMessages.resendKeyInvalid);
      const limit = () => new HttpError(429, 'too_many_requests', authMessages.confirmationResendLimit);
      if (subject.kind === 'declined') {
        // Counted as an account's mails are, and nothing is sent: the address's owner was told once.
        const at = now();
        const [row] = await db.select().from(declinedRegistrations).where(eq(declinedRegistrations.id, subject.id));
        if (!row) return;
        const counted = countedOneMore(row, at);
        if (!counted) throw limit();
        await db.update(declinedRegistrations).set(counted).where(eq(declinedRegistrations.id, row.id));
        return;
      }
      const userId = subject.id;
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      // Proved in the meantime (another tab, the temporary password): nothing to send.
      if (!user || user.emailConfirmedAt !== null || user.disabledAt !== null) return;
      if (!(await mailLink(user))) throw limit();
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
