import { createHmac, randomUUID } from 'node:crypto';
import { authMessages } from '@portal/shared/auth';
import { and, eq, isNull, min } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { HttpError, unauthorized } from '../../errors.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';

export type SignInMethod = 'pwd' | 'otp' | 'vneid';

export interface AccessClaims {
  userId: number;
  method: SignInMethod;
}

const ISSUER = 'cong-nq57';
const AUDIENCE = 'cong-nq57-portal';

/**
 * How long a refresh credential that was just exchanged is still accepted (two tabs refreshing
 * at once): it answers with the same successor, so only a later reuse revokes the family.
 */
export const REFRESH_GRACE_MS = 10_000;

export const tokenExpired = () => new HttpError(412, 'token_expired', authMessages.sessionExpired);

/** Short-lived signed access tokens (HS256 only) and rotating refresh credentials. */
export function createTokenService(options: {
  db: Database;
  secret: string;
  accessTtlSeconds: number;
  /** A session ends after this long without a refresh (SESSION_IDLE_TIMEOUT). */
  idleSeconds: number;
  /** A session ends this long after its sign-in, however active (SESSION_MAX_AGE). */
  maxAgeSeconds: number;
  now: () => Date;
}) {
  const key = new TextEncoder().encode(options.secret);
  const { db, now } = options;
  /**
   * The credential that replaces `token`: derived, not random, so that a request racing the one
   * that rotated it can answer with the very same successor without any secret being stored.
   */
  const successorOf = (token: string) =>
    createHmac('sha256', key).update(`refresh-successor:${token}`).digest('base64url');

  /** The row of a credential (idempotent: the two racing requests may both write it). */
  async function storeRefresh(token: string, userId: number, method: SignInMethod, familyId: string, startedAt: Date) {
    const expiresAt = Math.min(
      now().getTime() + options.idleSeconds * 1000,
      startedAt.getTime() + options.maxAgeSeconds * 1000,
    );
    await db
      .insert(refreshTokens)
      .values({ tokenHash: sha256(token), familyId, userId, method, expiresAt: new Date(expiresAt), createdAt: now() })
      .onConflictDoNothing({ target: refreshTokens.tokenHash });
  }

  /** When the family's session was opened: the first credential it was given. */
  async function familyStart(familyId: string): Promise<Date> {
    const [row] = await db
      .select({ startedAt: min(refreshTokens.createdAt) })
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, familyId));
    return row?.startedAt ?? now();
  }

  return {
    async signAccess(claims: AccessClaims): Promise<string> {
      const moment = now().getTime();
      const issuedAt = Math.floor(moment / 1000);
      // `iat` counts whole seconds; `iat_ms` tells a token signed just before a password change
      // from one signed just after it, in the same second (the guard compares it).
      return new SignJWT({ amr: claims.method, iat_ms: moment })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + options.accessTtlSeconds)
        .sign(key);
    },

    /** The claims of a valid access token; 412 when it has expired, 401 for anything else. */
    async verifyAccess(token: string): Promise<AccessClaims & { issuedAt: number; issuedAtMs: number }> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          typ: 'JWT',
          currentDate: now(),
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        // `sub` exactly as signAccess writes it (a string of digits): no number, "1e0", " 1" or "0x1".
        const subject = typeof payload.sub === 'string' && /^[1-9]\d{0,15}$/.test(payload.sub) ? payload.sub : '';
        const userId = Number(subject || Number.NaN);
        const method = payload.amr;
        if (!Number.isSafeInteger(userId) || (method !== 'pwd' && method !== 'otp' && method !== 'vneid')) {
          throw unauthorized();
        }
        const iat = payload.iat as number;
        // Within the second of `iat`, or it is not ours; tokens signed before `iat_ms` existed count from `iat`.
        const ms = payload.iat_ms;
        const issuedAtMs =
          typeof ms === 'number' && Number.isSafeInteger(ms) && Math.floor(ms / 1000) === iat ? ms : iat * 1000;
        return { userId, method, issuedAt: iat, issuedAtMs };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw tokenExpired();
        throw unauthorized();
      }
    },

    /** A new refresh credential, opening a new session (family). */
    async issueRefresh(userId: number, method: SignInMethod): Promise<string> {
      const token = randomToken();
      await storeRefresh(token, userId, method, randomUUID(), now());
      return token;
    },

    /**
     * Exchanges a refresh credential for its successor in the same family. The one just exchanged
     * still answers with that same successor for REFRESH_GRACE_MS (two tabs refreshing at once);
     * used again after that, it was copied: the whole family is revoked. Null once the session
     * has been idle for SESSION_IDLE_TIMEOUT or open for SESSION_MAX_AGE.
     */
    async rotateRefresh(
      token: string,
    ): Promise<
      { userId: number; method: SignInMethod; refreshToken: string } | { reused: true; userId: number } | null
    > {
      const find = async () => {
        const [row] = await db
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, sha256(token)));
        return row;
      };
      const row = await find();
      if (!row || row.expiresAt <= now()) return null;
      const [claimed] = row.revokedAt
        ? []
        : await db
            .update(refreshTokens)
            .set({ usedAt: now() })
            .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
            .returning({ id: refreshTokens.id });
      // The row as it is now: a racing request may have claimed it since it was read.
      const current = claimed ? row : await find();
      const withinGrace =
        current?.usedAt && !current.revokedAt && now().getTime() - current.usedAt.getTime() <= REFRESH_GRACE_MS;
      if (!claimed && !withinGrace) {
        await this.revokeFamily(row.familyId);
        return { reused: true, userId: row.userId };
      }
      const method = row.method as SignInMethod;
      const successor = successorOf(token);
      await storeRefresh(successor, row.userId, method, row.familyId, await familyStart(row.familyId));
      const [stored] = await db
        .select({ revokedAt: refreshTokens.revokedAt, expiresAt: refreshTokens.expiresAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(successor)));
      // The session reached its absolute end, or was ended meanwhile (logout, password change).
      if (!stored || stored.revokedAt || stored.expiresAt <= now()) return null;
      return { userId: row.userId, method, refreshToken: successor };
    },

    async revokeFamily(familyId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now() })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    /** Ends the family a credential belongs to (logout). */
    async revokeByToken(token: string): Promise<void> {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(token)));
      if (row) await this.revokeFamily(row.familyId);
    },

    /**
     * Ends every session of the user (password change, account lock): each refresh family, and
     * each access token signed before this moment (the guard compares `issuedAtMs`). A token
     * signed right after still works: the session that asked (a password change) goes on with it.
     */
    async revokeUser(userId: number): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
      await db.update(users).set({ sessionsRevokedAt: now() }).where(eq(users.id, userId));
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
