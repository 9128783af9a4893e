import { sameOriginPath } from '@portal/shared/local-path';
import { vneidMessages } from '@portal/shared/messages';
import type { Settings } from '@portal/shared/settings';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Config } from '../../config.ts';
import { vneidRequests } from '../../db/schema/auth.ts';
import type { users } from '../../db/schema/users.ts';
import { HttpError, notFound, unauthorized } from '../../errors.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { agencyOf } from '../../mail/letter.ts';
import type { SignedIn } from '../auth/auth.service.ts';
import { STAND_IN_CLIENT, STAND_IN_PATH } from './stand-in-provider.ts';
import { createVneidAccounts, identityOf, type VneidAccountsDeps } from './vneid-accounts.ts';
import { createVneidSignUps } from './vneid-sign-up.ts';

/** How long a flow may take, from the authorize call to the return; the flow cookie lives as long. */
export const REQUEST_TTL_MS = 10 * 60_000;
/** Where a link flow's return goes on: the profile page, which asks for the account's password. */
const LINK_RETURN_PATH = '/profile';

type UserRow = typeof users.$inferSelect;

/** Only paths of this site after sign-in; anything else (`/\other.site`, a full address) goes home. */
const localPath = (path: string | undefined) => sameOriginPath(path) ?? '/';

/**
 * Why a locked account cannot sign in with VNeID either, and whom to ask: the department and its
 * phone and e-mail from the site settings (an account made by VNeID has no password to fall back on).
 */
export function lockedAccountMessage(site: Settings): string {
  const ways = [site.phone && `điện thoại ${site.phone}`, site.email && `email ${site.email}`].filter(Boolean);
  return vneidMessages.accountLocked.replace(
    '{contact}',
    `${agencyOf(site)}${ways.length ? ` (${ways.join(', ')})` : ''}`,
  );
}

/**
 * The server can sign people in through VNeID: its issuer and client are configured, or, outside
 * production, the stand-in provider answers for it (stand-in-provider.ts).
 */
export const vneidAvailable = (config: Pick<Config, 'VNEID_ISSUER' | 'VNEID_CLIENT_ID' | 'NODE_ENV'>) =>
  Boolean(config.VNEID_ISSUER && config.VNEID_CLIENT_ID) || (!config.VNEID_ISSUER && config.NODE_ENV !== 'production');

/**
 * Sign-in through the national identity service: an OpenID Connect authorization code flow
 * with state, nonce and PKCE (openid-client), bound to the browser that started it by a flow
 * cookie. Users are keyed by issuer and subject (vneid-accounts.ts); a signed-in account links
 * its identity through the same flow with the purpose `link`.
 */
export function createVneidService(deps: VneidAccountsDeps & { config: Config }) {
  const { db, config, auth, now } = deps;
  const accounts = createVneidAccounts(deps);
  const signUps = createVneidSignUps(deps, accounts);
  const enabled = vneidAvailable(config);
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

  /**
   * The provider's return for a flow of this purpose started in this browser: the flow's row is
   * used up only by the browser holding its cookie (login CSRF), then the code is
   * exchanged with PKCE and the ID token's nonce checked.
   */
  async function redeem(
    origin: string,
    query: Record<string, string>,
    binding: string | undefined,
    flow: { purpose: 'sign_in' } | { purpose: 'link'; userId: number },
  ) {
    const settings = await configuration(origin);
    const state = query.state ?? '';
    const [started] = state
      ? await db
          .select({ browserBindingHash: vneidRequests.browserBindingHash })
          .from(vneidRequests)
          .where(and(eq(vneidRequests.state, state), gt(vneidRequests.expiresAt, now())))
      : [];
    if (!started) throw unauthorized(vneidMessages.sessionInvalid);
    // Another browser's return (no flow cookie, or another flow's): refused, and the flow stays
    // for the browser that started it.
    if (!binding || started.browserBindingHash !== sha256(binding)) throw unauthorized(vneidMessages.failed);
    const [request] = await db
      .delete(vneidRequests)
      .where(
        and(
          eq(vneidRequests.state, state),
          eq(vneidRequests.browserBindingHash, sha256(binding)),
          eq(vneidRequests.purpose, flow.purpose),
          flow.purpose === 'link' ? eq(vneidRequests.userId, flow.userId) : isNull(vneidRequests.userId),
          gt(vneidRequests.expiresAt, now()),
        ),
      )
      .returning();
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
    return { identity: identityOf(settings.serverMetadata().issuer, claims, config), request };
  }

  /** A session for the identity's account, unless staff locked it. */
  async function signInTo(
    user: UserRow,
    redirectPath: string,
    ip: string,
  ): Promise<SignedIn & { redirectPath: string }> {
    if (user.disabledAt) {
      throw new HttpError(403, 'account_disabled', lockedAccountMessage(await deps.settings.get()));
    }
    return { ...(await auth.openSession(user, 'vneid', ip)), redirectPath };
  }

  return {
    enabled,

    /**
     * Where to send the browser: the provider's authorization endpoint, with state, nonce and
     * PKCE, and the secret the flow cookie carries, which binds the flow to this browser.
     */
    async start(
      origin: string,
      flow: { purpose: 'sign_in'; redirectPath: string | undefined } | { purpose: 'link'; userId: number },
    ): Promise<{ url: string; binding: string }> {
      const settings = await configuration(origin);
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const binding = randomToken();
      await db.delete(vneidRequests).where(lt(vneidRequests.expiresAt, now()));
      await db.insert(vneidRequests).values({
        state,
        nonce,
        codeVerifier,
        browserBindingHash: sha256(binding),
        purpose: flow.purpose,
        userId: flow.purpose === 'link' ? flow.userId : null,
        redirectPath: flow.purpose === 'link' ? LINK_RETURN_PATH : localPath(flow.redirectPath),
        expiresAt: new Date(now().getTime() + REQUEST_TTL_MS),
      });
      const url = oidc.buildAuthorizationUrl(settings, {
        redirect_uri: `${origin}/login`,
        scope: config.VNEID_SCOPE,
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      }).href;
      return { url, binding };
    },

    /**
     * The return from the provider: checks state, browser, nonce and PKCE, then signs the citizen
     * in to the identity's account. An identity without one is not given an account yet: its
     * owner is first asked to consent, under a key and a new binding for the same browser.
     */
    async login(origin: string, query: Record<string, string>, binding: string | undefined, ip: string) {
      const { identity, request } = await redeem(origin, query, binding, { purpose: 'sign_in' });
      const user = await accounts.linkedAccount(identity);
      if (!user) {
        const consentBinding = randomToken();
        const key = await signUps.awaitConsent(identity, request.redirectPath, sha256(consentBinding));
        return { consentRequired: { key, fullName: identity.name, binding: consentBinding } } as const;
      }
      return { signedIn: await signInTo(user, request.redirectPath, ip) } as const;
    },

    /** The answer to the consent of a first sign-in: the new account's session, or null when refused. */
    async consent(key: string, binding: string | undefined, agreed: boolean, ip: string) {
      const made = await signUps.answer(key, binding, agreed, ip);
      return made ? signInTo(made.user, made.redirectPath, ip) : null;
    },

    /** The return of a link flow started by `user`: the identity waits for the account's password. */
    async proveForLink(origin: string, query: Record<string, string>, binding: string | undefined, user: UserRow) {
      const { identity } = await redeem(origin, query, binding, { purpose: 'link', userId: user.id });
      return accounts.proveForLink(user, identity);
    },

    confirmLink: accounts.confirmLink,

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
