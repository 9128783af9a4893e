import { randomUUID } from 'node:crypto';
import { authMessages } from '@portal/shared/auth';
import { and, eq, isNull } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/auth.ts';
import { HttpError, unauthorized } from '../../errors.ts';
import { randomToken, sha256 } from './crypto.ts';

export type SignInMethod = 'pwd' | 'otp' | 'vneid';

export interface AccessClaims {
  userId: number;
  method: SignInMethod;
}

const ISSUER = 'cong-nq57';
const AUDIENCE = 'cong-nq57-portal';

export const tokenExpired = () => new HttpError(412, 'token_expired', authMessages.sessionExpired);

/** Short-lived signed access tokens (HS256 only) and rotating refresh credentials. */
export function createTokenService(options: {
  db: Database;
  secret: string;
  accessTtlSeconds: number;
  refreshTtlDays: number;
  now: () => Date;
}) {
  const key = new TextEncoder().encode(options.secret);
  const { db, now } = options;

  return {
    async signAccess(claims: AccessClaims): Promise<string> {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ amr: claims.method })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + options.accessTtlSeconds)
        .sign(key);
    },

    /** The claims of a valid access token; 412 when it has expired, 401 for anything else. */
    async verifyAccess(token: string): Promise<AccessClaims> {
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
        return { userId, method };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw tokenExpired();
        throw unauthorized();
      }
    },

    /** A new refresh credential, in a new family unless one is given (rotation). */
    async issueRefresh(userId: number, method: SignInMethod, familyId: string = randomUUID()): Promise<string> {
      const token = randomToken();
      await db.insert(refreshTokens).values({
        tokenHash: sha256(token),
        familyId,
        userId,
        method,
        expiresAt: new Date(now().getTime() + options.refreshTtlDays * 86_400_000),
      });
      return token;
    },

    /**
     * Exchanges a refresh credential for a new one of the same family. A credential used a
     * second time means it was copied: the whole family is revoked.
     */
    async rotateRefresh(
      token: string,
    ): Promise<
      { userId: number; method: SignInMethod; refreshToken: string } | { reused: true; userId: number } | null
    > {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(token)));
      if (!row || row.expiresAt <= now()) return null;
      const [claimed] = row.revokedAt
        ? []
        : await db
            .update(refreshTokens)
            .set({ usedAt: now() })
            .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
            .returning({ id: refreshTokens.id });
      if (!claimed) {
        await this.revokeFamily(row.familyId);
        return { reused: true, userId: row.userId };
      }
      const method = row.method as SignInMethod;
      return { userId: row.userId, method, refreshToken: await this.issueRefresh(row.userId, method, row.familyId) };
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

    /** Ends every session of a user (password change, account lock). */
    async revokeUser(userId: number): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
