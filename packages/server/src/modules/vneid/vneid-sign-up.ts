import { vneidMessages } from '@portal/shared/messages';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { vneidPendingSignUps } from '../../db/schema/auth.ts';
import type { users } from '../../db/schema/users.ts';
import { HttpError } from '../../errors.ts';
import type { DataProtector } from '../../lib/crypto.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import type { VneidAccounts, VneidIdentity } from './vneid-accounts.ts';

type UserRow = typeof users.$inferSelect;

/** How long a first sign-in waits for its owner's answer to the consent text. */
export const CONSENT_TTL_MS = 10 * 60_000;

/**
 * The first VNeID sign-in of an identity with no account (Law 91/2025 on personal data): VNeID
 * proves who the person is, but the portal makes an account only once they agree to its own
 * purpose (shared/consent.ts), as a registration does. Until then the proved identity waits under a
 * single-use key held by the browser that signed in; a refusal, or the end of the wait, leaves
 * nothing behind.
 */
export function createVneidSignUps(
  deps: { db: Database; protector: DataProtector; now: () => Date },
  accounts: VneidAccounts,
) {
  const { db, protector, now } = deps;

  return {
    /** Keeps the identity for its owner's answer; the key goes to the portal, the binding's hash is kept. */
    async awaitConsent(identity: VneidIdentity, redirectPath: string, bindingHash: string): Promise<string> {
      await accounts.assertCanMakeAccount(identity);
      await db.delete(vneidPendingSignUps).where(lt(vneidPendingSignUps.expiresAt, now()));
      const key = randomToken();
      await db.insert(vneidPendingSignUps).values({
        keyHash: sha256(key),
        browserBindingHash: bindingHash,
        issuer: identity.issuer,
        subject: identity.subject,
        fullName: identity.name,
        email: identity.email,
        citizenPidEncrypted: identity.pid ? protector.encrypt(identity.pid) : null,
        redirectPath,
        expiresAt: new Date(now().getTime() + CONSENT_TTL_MS),
      });
      return key;
    },

    /**
     * The owner's answer, from the browser that signed in: agreed, the account is made with its
     * consent recorded; refused, nothing is. Either way the key is used up (410 once it is).
     */
    async answer(
      key: string,
      binding: string | undefined,
      agreed: boolean,
      ip: string,
    ): Promise<{ user: UserRow; redirectPath: string } | null> {
      const [pending] = binding
        ? await db
            .delete(vneidPendingSignUps)
            .where(
              and(
                eq(vneidPendingSignUps.keyHash, sha256(key)),
                eq(vneidPendingSignUps.browserBindingHash, sha256(binding)),
                gt(vneidPendingSignUps.expiresAt, now()),
              ),
            )
            .returning()
        : [];
      if (!pending) throw new HttpError(410, 'vneid_consent_expired', vneidMessages.consentExpired);
      if (!agreed) return null;
      const identity: VneidIdentity = {
        issuer: pending.issuer,
        subject: pending.subject,
        name: pending.fullName,
        email: pending.email,
        pid: pending.citizenPidEncrypted ? protector.decrypt(pending.citizenPidEncrypted) : '',
      };
      const user = await accounts.createWithConsent(identity, ip, now());
      return { user, redirectPath: pending.redirectPath };
    },
  };
}
