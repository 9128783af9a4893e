import { accountMessages } from '@portal/shared/account-data';
import { maskCitizenPid } from '@portal/shared/auth';
import { consentPurpose } from '@portal/shared/consent';
import { vneidMessages } from '@portal/shared/messages';
import type { Settings } from '@portal/shared/settings';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { vneidPendingLinks } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { HttpError, unprocessable } from '../../errors.ts';
import type { DataProtector } from '../../lib/crypto.ts';
import { vietnamTime } from '../../lib/time.ts';
import { agencyContact, letter } from '../../mail/letter.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { recordAuthEvent } from '../auth/audit.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { recordConsent } from '../auth/consent.ts';
import type { SettingsService } from '../settings/settings.service.ts';

type UserRow = typeof users.$inferSelect;

/** How long a proved identity waits for the account's password before the link must start again. */
export const PENDING_LINK_TTL_MS = 10 * 60_000;

/** What VNeID proved about a citizen: its (issuer, subject) and the claims the portal keeps. */
export interface VneidIdentity {
  issuer: string;
  subject: string;
  name: string;
  email: string;
  /** Digits only; empty when the provider gave none. */
  pid: string;
}

export function identityOf(issuer: string, claims: Record<string, unknown>, config: Config): VneidIdentity {
  const text = (key: string) => (typeof claims[key] === 'string' ? String(claims[key]) : '');
  return {
    issuer,
    subject: String(claims.sub),
    name: text(config.VNEID_CLAIM_NAME),
    email: text(config.VNEID_CLAIM_EMAIL),
    pid: String(claims[config.VNEID_CLAIM_CITIZEN_ID] ?? '').replace(/\D/g, ''),
  };
}

/** 409: the identity and the account cannot be joined; the message says what the citizen can do. */
const refused = (message: string, code = 'vneid_link_refused') => new HttpError(409, code, message);

const isUniqueViolation = (error: unknown) =>
  String((error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code) === '23505';

/** The mail after a link: the owner learns of it, and whom to call if it was not them. */
export function composeLinkedMail(user: Pick<UserRow, 'fullName' | 'email'>, at: Date, site: Settings) {
  return letter(site, {
    subject: 'Tài khoản đã được liên kết với VNeID',
    to: user.fullName,
    body: [
      `Tài khoản ${user.email} trên ${site.site_name} đã được liên kết với tài khoản định danh điện tử VNeID lúc ${vietnamTime(at)}.`,
      'Từ nay Ông/Bà có thể đăng nhập vào tài khoản này bằng VNeID; số CMND/CCCD của tài khoản đã được xác thực.',
      '',
      `Nếu Ông/Bà không thực hiện việc này, đề nghị đổi mật khẩu ngay và liên hệ ${agencyContact(site)}.`,
    ],
  });
}

/** What linking and signing in through VNeID work with (vneid.service.ts adds the config). */
export type VneidAccountsDeps = {
  db: Database;
  auth: AuthService;
  protector: DataProtector;
  mailer: Mailer;
  settings: SettingsService;
  log: FastifyBaseLogger;
  now: () => Date;
};

/**
 * Which portal account a VNeID identity is. A citizen ID typed at registration is a
 * claim, not a proof: VNeID signs in only the account linked to its (issuer, subject), and links
 * an existing account only when its owner, signed in with its password, asks for it.
 */
export function createVneidAccounts(deps: VneidAccountsDeps) {
  const { db, auth, protector, now } = deps;

  async function linkedTo(identity: VneidIdentity) {
    const [linked] = await db
      .select()
      .from(users)
      .where(and(eq(users.vneidIssuer, identity.issuer), eq(users.vneidSubject, identity.subject)));
    return linked;
  }

  /** The accounts other than `exceptId` whose undisputed citizen ID is this one. */
  async function holdersOf(pidHash: string, exceptId?: number) {
    return db
      .select()
      .from(users)
      .where(
        and(
          eq(users.citizenPidHash, pidHash),
          isNull(users.citizenPidDisputedAt),
          exceptId === undefined ? undefined : ne(users.id, exceptId),
        ),
      );
  }

  /**
   * The declared IDs among `holders` step aside (flagged for staff, no longer unique); a
   * verified one is another VNeID identity's, and nothing is taken from it.
   */
  async function disputeDeclared(holders: UserRow[], provedBy: number | undefined, ip: string) {
    if (holders.some((holder) => holder.citizenPidVerifiedAt !== null || holder.vneidSubject !== null)) {
      throw refused(vneidMessages.citizenIdVerifiedElsewhere, 'citizen_pid_verified_elsewhere');
    }
    for (const holder of holders) {
      await db
        .update(users)
        .set({ citizenPidDisputedAt: now(), updatedAt: now() })
        .where(and(eq(users.id, holder.id), isNull(users.citizenPidDisputedAt)));
      await recordAuthEvent(db, 'citizen_pid_disputed', {
        userId: holder.id,
        ip,
        detail: provedBy === undefined ? {} : { verified_by_user_id: provedBy },
      });
    }
  }

  /** The refusals of a link, with what the citizen can do (messages in @portal/shared/messages). */
  async function assertLinkable(user: UserRow, identity: VneidIdentity, pidHash: string | null) {
    if (user.vneidSubject !== null) {
      const same = user.vneidIssuer === identity.issuer && user.vneidSubject === identity.subject;
      throw refused(same ? vneidMessages.linkAlready : vneidMessages.linkOtherIdentity);
    }
    const linked = await linkedTo(identity);
    if (linked && linked.id !== user.id) throw refused(vneidMessages.linkTakenElsewhere);
    if (pidHash && user.citizenPidHash && user.citizenPidHash !== pidHash) {
      throw refused(vneidMessages.linkIdMismatch);
    }
    if (pidHash) {
      const others = await holdersOf(pidHash, user.id);
      if (others.some((holder) => holder.citizenPidVerifiedAt !== null || holder.vneidSubject !== null)) {
        throw refused(vneidMessages.citizenIdVerifiedElsewhere, 'citizen_pid_verified_elsewhere');
      }
    }
  }

  return {
    /** The account linked to this identity: the only one a VNeID sign-in opens. */
    linkedAccount: linkedTo,

    /**
     * Whether an account may be made for this identity, asked before its owner is asked to
     * consent: not when its citizen ID is verified for another account.
     */
    async assertCanMakeAccount(identity: VneidIdentity): Promise<void> {
      const holders = identity.pid ? await holdersOf(protector.digest(identity.pid)) : [];
      if (holders.some((holder) => holder.citizenPidVerifiedAt !== null || holder.vneidSubject !== null)) {
        throw refused(vneidMessages.citizenIdVerifiedElsewhere, 'citizen_pid_verified_elsewhere');
      }
    },

    /**
     * A first sign-in whose owner agreed to the statement of consent (shared/consent.ts) at `consentAt`: a new account for the
     * identity with its citizen ID verified, even when a password account declared the same ID
     * (that claim is then disputed). The identity's account instead if one was made meanwhile.
     */
    async createWithConsent(identity: VneidIdentity, ip: string, consentAt: Date): Promise<UserRow> {
      const linked = await linkedTo(identity);
      if (linked) return linked;
      const pidHash = identity.pid ? protector.digest(identity.pid) : null;
      const holders = pidHash ? await holdersOf(pidHash) : [];
      if (holders.some((holder) => holder.citizenPidVerifiedAt !== null || holder.vneidSubject !== null)) {
        throw refused(vneidMessages.citizenIdVerifiedElsewhere, 'citizen_pid_verified_elsewhere');
      }
      // The provider's e-mail when no account uses it; else a placeholder the citizen can see is not real.
      // An account whose registration never proved that address holds it for nobody: VNeID
      // proved it is this citizen's, and the unproved account (which never signed in) goes.
      const [emailUsed] = identity.email
        ? await db
            .select({ id: users.id, emailConfirmedAt: users.emailConfirmedAt })
            .from(users)
            .where(sql`lower(${users.email}) = ${identity.email.toLowerCase()}`)
        : [];
      const unproved = emailUsed && emailUsed.emailConfirmedAt === null ? emailUsed : undefined;
      const email =
        identity.email && (!emailUsed || unproved)
          ? identity.email
          : `${protector.digest(`${identity.issuer}|${identity.subject}`).slice(0, 16).toLowerCase()}@vneid.invalid`;
      const purpose = consentPurpose((await deps.settings.get()).managing_agency);
      let created: UserRow | undefined;
      try {
        created = await db.transaction(async (tx) => {
          if (unproved) {
            await tx.delete(users).where(and(eq(users.id, unproved.id), isNull(users.emailConfirmedAt)));
          }
          for (const holder of holders) {
            await tx
              .update(users)
              .set({ citizenPidDisputedAt: now(), updatedAt: now() })
              .where(eq(users.id, holder.id));
          }
          const [row] = await tx
            .insert(users)
            .values({
              email,
              fullName: identity.name,
              vneidIssuer: identity.issuer,
              vneidSubject: identity.subject,
              citizenPidEncrypted: identity.pid ? protector.encrypt(identity.pid) : null,
              citizenPidHash: pidHash,
              citizenPidLast4: identity.pid ? identity.pid.slice(-4) : null,
              citizenPidVerifiedAt: identity.pid ? now() : null,
              consentAt,
              consentPurpose: purpose,
              // The address came from VNeID, which proved the person.
              emailConfirmedAt: now(),
            })
            .returning();
          return row;
        });
      } catch (error) {
        // The same citizen's first sign-in twice at once: the other one made the account.
        const raced = isUniqueViolation(error) ? await linkedTo(identity) : undefined;
        if (raced) return raced;
        throw error;
      }
      if (!created) throw new HttpError(500, 'server_error', vneidMessages.failed);
      for (const holder of holders) {
        await recordAuthEvent(db, 'citizen_pid_disputed', {
          userId: holder.id,
          ip,
          detail: { verified_by_user_id: created.id },
        });
      }
      // The portal's own text, shown and agreed to before the account was made, as at registration.
      await recordConsent(db, created.id, { method: 'vneid', purpose, at: consentAt });
      return created;
    },

    /** Link, first step: VNeID proved the identity; it waits for the account's password. */
    async proveForLink(user: UserRow, identity: VneidIdentity) {
      const pidHash = identity.pid ? protector.digest(identity.pid) : null;
      await assertLinkable(user, identity, pidHash);
      const values = {
        issuer: identity.issuer,
        subject: identity.subject,
        citizenPidEncrypted: identity.pid ? protector.encrypt(identity.pid) : null,
        expiresAt: new Date(now().getTime() + PENDING_LINK_TTL_MS),
      };
      await db
        .insert(vneidPendingLinks)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: vneidPendingLinks.userId, set: values });
      return { full_name: identity.name, citizen_pid_masked: identity.pid ? maskCitizenPid(identity.pid) : null };
    },

    /** Link, last step: the account's password, then the link (ID verified, mail, audit event). */
    async confirmLink(user: UserRow, password: string, ip: string): Promise<UserRow> {
      const [pending] = await db
        .select()
        .from(vneidPendingLinks)
        .where(and(eq(vneidPendingLinks.userId, user.id), gt(vneidPendingLinks.expiresAt, now())));
      if (!pending) throw new HttpError(410, 'vneid_link_expired', vneidMessages.linkExpired);
      if (!(await auth.confirmPassword(user, password, ip))) {
        throw unprocessable({ password: [accountMessages.passwordWrong] });
      }
      const pid = pending.citizenPidEncrypted ? protector.decrypt(pending.citizenPidEncrypted) : '';
      const pidHash = pid ? protector.digest(pid) : null;
      const identity = { issuer: pending.issuer, subject: pending.subject, name: '', email: '', pid };
      await assertLinkable(user, identity, pidHash);
      if (pidHash) await disputeDeclared(await holdersOf(pidHash, user.id), user.id, ip);
      const at = now();
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            vneidIssuer: pending.issuer,
            vneidSubject: pending.subject,
            ...(pid
              ? {
                  citizenPidEncrypted: protector.encrypt(pid),
                  citizenPidHash: pidHash,
                  citizenPidLast4: pid.slice(-4),
                  citizenPidVerifiedAt: at,
                  citizenPidDisputedAt: null,
                }
              : {}),
            updatedAt: at,
          })
          .where(eq(users.id, user.id));
        await tx.delete(vneidPendingLinks).where(eq(vneidPendingLinks.userId, user.id));
      });
      await recordAuthEvent(db, 'vneid_linked', {
        userId: user.id,
        ip,
        detail: { citizen_pid_verified: Boolean(pid) },
      });
      const linked = (await auth.findById(user.id)) ?? user;
      // Queued before the answer (mail/queue.ts): a slow or failing mail server neither undoes nor delays the link.
      await (async () => {
        const site = await deps.settings.get();
        await deps.mailer.send({ to: linked.email, ...composeLinkedMail(linked, at, site) });
      })().catch((error: unknown) => deps.log.error({ err: error }, 'VNeID link mail failed'));
      return linked;
    },
  };
}

export type VneidAccounts = ReturnType<typeof createVneidAccounts>;
