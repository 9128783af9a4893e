import { and, count, countDistinct, eq, gt, lt, lte, max, min } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { signInFailures } from '../../db/schema/auth.ts';
import { sha256 } from '../../lib/crypto.ts';

/**
 * The counters of refused sign-ins (OWASP authentication cheat sheet: slow the failing pair and
 * address, lock an account only under a wide attack). They live in the database so that every
 * process sees them, on PGlite and on PostgreSQL; a later move to Redis replaces this file only.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Wrong passwords of one e-mail from one address answered at once; after them the pair waits. */
export const PAIR_FREE_FAILURES = 5;
/** Wrong passwords from one address (any e-mail) within an hour answered at once. */
export const ADDRESS_FREE_FAILURES = 20;
const ADDRESS_WINDOW = 60 * MINUTE;
/** The longest a pair or an address waits: the wait doubles with each failure up to it. */
const LONGEST_WAIT = 60 * MINUTE;
/** Wrong two-factor codes of one account (all its sign-ins) within this window before its second step locks. */
export const OTP_MAX_FAILURES = 10;
export const OTP_WINDOW = 15 * MINUTE;

/** What a password failure is counted under: the e-mail's hash, so an unknown one counts alike. */
export const emailSubject = (email: string) => sha256(`email:${email.trim().toLowerCase()}`);
const userSubject = (userId: number) => `user:${userId}`;

/** 1, 2, 4 … minutes after the last failure, up to LONGEST_WAIT, once `failures` passes `free`. */
const waitAfter = (failures: number, free: number) =>
  failures < free ? 0 : Math.min(2 ** (failures - free) * MINUTE, LONGEST_WAIT);

export function createSignInThrottle(db: Database, now: () => Date) {
  const since = (ms: number) => new Date(now().getTime() - ms);

  async function tally(...where: Parameters<typeof and>) {
    const [row] = await db
      .select({ failures: count(), last: max(signInFailures.at), addresses: countDistinct(signInFailures.ip) })
      .from(signInFailures)
      .where(and(...where));
    return { failures: row?.failures ?? 0, last: row?.last ?? null, addresses: row?.addresses ?? 0 };
  }

  /** Milliseconds still to wait after `last`, given the wait `wait`; 0 when free. */
  const remaining = (last: Date | null, wait: number) =>
    last && wait > 0 ? Math.max(0, last.getTime() + wait - now().getTime()) : 0;

  return {
    /**
     * Milliseconds the pair (e-mail, address) must still wait before its password is checked
     * again: the larger of the pair's wait and the address's wait. 0 when it may try now.
     */
    async passwordWait(email: string, ip: string): Promise<number> {
      const pair = await tally(
        eq(signInFailures.kind, 'password'),
        eq(signInFailures.subject, emailSubject(email)),
        eq(signInFailures.ip, ip),
        gt(signInFailures.at, since(DAY)),
      );
      const address = await tally(
        eq(signInFailures.kind, 'password'),
        eq(signInFailures.ip, ip),
        gt(signInFailures.at, since(ADDRESS_WINDOW)),
      );
      return Math.max(
        remaining(pair.last, waitAfter(pair.failures, PAIR_FREE_FAILURES)),
        remaining(address.last, waitAfter(address.failures, ADDRESS_FREE_FAILURES)),
      );
    },

    /** Counts a wrong password; answers the e-mail's failures and their addresses within a day. */
    async passwordFailed(email: string, ip: string): Promise<{ failures: number; addresses: number }> {
      // Failures older than the longest window count for nothing: they are cleared as new ones come.
      await db.delete(signInFailures).where(lt(signInFailures.at, since(DAY)));
      const subject = emailSubject(email);
      await db.insert(signInFailures).values({ kind: 'password', subject, ip, at: now() });
      return tally(
        eq(signInFailures.kind, 'password'),
        eq(signInFailures.subject, subject),
        gt(signInFailures.at, since(DAY)),
      );
    },

    /** The right password from this address: the pair starts afresh (other addresses keep theirs). */
    async passwordSucceeded(email: string, ip: string) {
      await db
        .delete(signInFailures)
        .where(
          and(
            eq(signInFailures.kind, 'password'),
            eq(signInFailures.subject, emailSubject(email)),
            eq(signInFailures.ip, ip),
          ),
        );
    },

    /** The account is locked: its failures so far have done their work. */
    async forgetPasswordFailures(email: string) {
      await db
        .delete(signInFailures)
        .where(and(eq(signInFailures.kind, 'password'), eq(signInFailures.subject, emailSubject(email))));
    },

    /**
     * Books a registration of `email` from `ip` (after its captcha) and answers whether it is
     * within `limit` a day for the e-mail and for the address; a refused one is not kept.
     */
    async bookRegistration(email: string, ip: string, limit: number): Promise<boolean> {
      const subject = emailSubject(email);
      const [booked] = await db
        .insert(signInFailures)
        .values({ kind: 'registration', subject, ip, at: now() })
        .returning({ id: signInFailures.id });
      const ofEmail = await tally(
        eq(signInFailures.kind, 'registration'),
        eq(signInFailures.subject, subject),
        gt(signInFailures.at, since(DAY)),
      );
      const ofAddress = await tally(
        eq(signInFailures.kind, 'registration'),
        eq(signInFailures.ip, ip),
        gt(signInFailures.at, since(DAY)),
      );
      if (ofEmail.failures <= limit && ofAddress.failures <= limit) return true;
      await db.delete(signInFailures).where(eq(signInFailures.id, booked?.id ?? 0));
      return false;
    },

    /**
     * Books one two-factor attempt of the account before its code is checked, so that parallel
     * attempts cannot all pass: each sees at least its own place in line. Answers `refused` with
     * the milliseconds to wait when OTP_MAX_FAILURES attempts are already booked in the window
     * (the booking is then withdrawn), else `place` (1-based) and `release`, which withdraws the
     * booking when the code was right.
     */
    async bookCodeAttempt(
      userId: number,
      ip: string,
    ): Promise<{ refused: number } | { place: number; release: () => Promise<void> }> {
      const subject = userSubject(userId);
      const [booked] = await db
        .insert(signInFailures)
        .values({ kind: 'otp', subject, ip, at: now() })
        .returning({ id: signInFailures.id });
      const id = booked?.id ?? 0;
      const release = async () => {
        await db.delete(signInFailures).where(eq(signInFailures.id, id));
      };
      const inWindow = and(
        eq(signInFailures.kind, 'otp'),
        eq(signInFailures.subject, subject),
        gt(signInFailures.at, since(OTP_WINDOW)),
      );
      const [line] = await db
        .select({ place: count(), first: min(signInFailures.at) })
        .from(signInFailures)
        .where(and(inWindow, lte(signInFailures.id, id)));
      const place = line?.place ?? 1;
      if (place > OTP_MAX_FAILURES) {
        await release();
        const first = line?.first ?? now();
        return { refused: Math.max(1000, first.getTime() + OTP_WINDOW - now().getTime()) };
      }
      return { place, release };
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
