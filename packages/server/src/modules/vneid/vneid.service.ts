import { authMessages } from '@portal/shared/auth';
import { vneidMessages } from '@portal/shared/messages';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { vneidRequests } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { HttpError, notFound, unauthorized } from '../../errors.ts';
import type { AuthService, SignedIn } from '../auth/auth.service.ts';
import { recordConsent } from '../auth/consent.ts';
import type { DataProtector } from '../auth/crypto.ts';
import { STAND_IN_CLIENT, STAND_IN_PATH } from './stand-in-provider.ts';

const REQUEST_TTL_MS = 10 * 60_000;

/** Only paths of this site after sign-in: never `//other.site` or a full address. */
const localPath = (path: string | undefined) => (path?.startsWith('/') && !path.startsWith('//') ? path : '/');

/**
 * Sign-in through the national identity service: an OpenID Connect authorization code flow
 * with state, nonce and PKCE (openid-client). Users are keyed by issuer and subject.
 */
export function createVneidService(deps: {
  db: Database;
  config: Config;
  auth: AuthService;
  protector: DataProtector;
  now: () => Date;
}) {
  const { db, config, auth, protector, now } = deps;
  const standIn = !config.VNEID_ISSUER && config.NODE_ENV !== 'production';
  const enabled = Boolean(config.VNEID_ISSUER && config.VNEID_CLIENT_ID) || standIn;
  const configurations = new Map<string, Promise<oidc.Configuration>>();

  function configuration(origin: string) {
    if (!enabled) throw new HttpError(404, 'vneid_not_configured', vneidMessages.notConfigured);
    const issuer = config.VNEID_ISSUER ?? `${origin}${STAND_IN_PATH}`;
    let found = configurations.get(issuer);
    if (!found) {
      found = oidc.discovery(
        new URL(issuer),
        config.VNEID_CLIENT_ID ?? STAND_IN_CLIENT.id,
        config.VNEID_CLIENT_SECRET ?? STAND_IN_CLIENT.secret,
        undefined,
        // Plain HTTP only for a development issuer (the stand-in on localhost).
        issuer.startsWith('http:') ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
      found.catch(() => configurations.delete(issuer));
      configurations.set(issuer, found);
    }
    return found;
  }

  /** The user for a verified identity: the one already linked, one with the same citizen ID, or a new one. */
  async function userFor(issuer: string, claims: Record<string, unknown>) {
    const subject = String(claims.sub);
    const name = typeof claims[config.VNEID_CLAIM_NAME] === 'string' ? String(claims[config.VNEID_CLAIM_NAME]) : '';
    const pid = String(claims[config.VNEID_CLAIM_CITIZEN_ID] ?? '').replace(/\D/g, '');
    const email = typeof claims[config.VNEID_CLAIM_EMAIL] === 'string' ? String(claims[config.VNEID_CLAIM_EMAIL]) : '';
    const pidHash = pid ? protector.digest(pid) : null;

    const [existing] = await db
      .select()
      .from(users)
      .where(
        or(
          and(eq(users.vneidIssuer, issuer), eq(users.vneidSubject, subject)),
          pidHash ? eq(users.citizenPidHash, pidHash) : sql`false`,
        ),
      )
      .orderBy(sql`${users.vneidSubject} is null`);
    if (existing) {
      if (existing.vneidSubject !== subject) {
        await db
          .update(users)
          .set({ vneidIssuer: issuer, vneidSubject: subject, updatedAt: now() })
          .where(eq(users.id, existing.id));
      }
      return (await auth.findById(existing.id)) ?? existing;
    }
    const [created] = await db
      .insert(users)
      .values({
        email: email || `${protector.digest(`${issuer}|${subject}`).slice(0, 16).toLowerCase()}@vneid.invalid`,
        fullName: name,
        vneidIssuer: issuer,
        vneidSubject: subject,
        citizenPidEncrypted: pid ? protector.encrypt(pid) : null,
        citizenPidHash: pidHash,
        citizenPidLast4: pid ? pid.slice(-4) : null,
      })
      .returning();
    if (!created) throw new HttpError(500, 'server_error', vneidMessages.failed);
    // VNeID's own consent screen covers the sign-in; the portal's purpose is recorded as for a registration.
    await recordConsent(db, created.id, 'vneid', now());
    return created;
  }

  return {
    enabled,

    /** Where to send the browser: the provider's authorization endpoint, with state, nonce and PKCE. */
    async authorizationUrl(origin: string, redirectPath: string | undefined): Promise<string> {
      const settings = await configuration(origin);
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      await db.delete(vneidRequests).where(lt(vneidRequests.expiresAt, now()));
      await db.insert(vneidRequests).values({
        state,
        nonce,
        codeVerifier,
        redirectPath: localPath(redirectPath),
        expiresAt: new Date(now().getTime() + REQUEST_TTL_MS),
      });
      return oidc.buildAuthorizationUrl(settings, {
        redirect_uri: `${origin}/login`,
        scope: config.VNEID_SCOPE,
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      }).href;
    },

    /** The return from the provider: checks state, nonce and PKCE, then signs the citizen in. */
    async login(
      origin: string,
      query: Record<string, string>,
      ip: string,
    ): Promise<SignedIn & { redirectPath: string }> {
      const settings = await configuration(origin);
      const [request] = query.state
        ? await db
            .delete(vneidRequests)
            .where(and(eq(vneidRequests.state, query.state), gt(vneidRequests.expiresAt, now())))
            .returning()
        : [];
      if (!request) throw unauthorized(vneidMessages.sessionInvalid);
      let claims: Record<string, unknown>;
      try {
        const result = await oidc.authorizationCodeGrant(
          settings,
          new URL(`${origin}/login?${new URLSearchParams(query)}`),
          {
            pkceCodeVerifier: request.codeVerifier,
            expectedState: request.state,
            expectedNonce: request.nonce,
            idTokenExpected: true,
          },
        );
        const idClaims = result.claims();
        if (!idClaims) throw new Error('no ID token');
        const userInfo = await oidc.fetchUserInfo(settings, result.access_token, idClaims.sub);
        claims = { ...idClaims, ...userInfo };
      } catch {
        throw unauthorized(vneidMessages.failed);
      }
      const user = await userFor(settings.serverMetadata().issuer, claims);
      if (user.disabledAt) throw new HttpError(403, 'account_disabled', authMessages.accountDisabled);
      return { ...(await auth.openSession(user, 'vneid', ip)), redirectPath: request.redirectPath };
    },

    /** The provider's logout address, coming back to the portal's Logout route. */
    async endSessionUrl(origin: string): Promise<string> {
      const settings = await configuration(origin);
      return oidc.buildEndSessionUrl(settings, {
        client_id: config.VNEID_CLIENT_ID ?? STAND_IN_CLIENT.id,
        post_logout_redirect_uri: `${origin}/logout`,
      }).href;
    },

    assertEnabled() {
      if (!enabled) throw notFound(vneidMessages.notConfigured);
    },
  };
}

export type VneidService = ReturnType<typeof createVneidService>;
