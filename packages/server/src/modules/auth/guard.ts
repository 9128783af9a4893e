import { authMessages } from '@portal/shared/auth';
import { errorCodes } from '@portal/shared/errors';
import { mayWorkIn, type StaffArea } from '@portal/shared/roles';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { users } from '../../db/schema/users.ts';
import { forbidden, HttpError, unauthorized } from '../../errors.ts';
import type { AuthService } from './auth.service.ts';
import { type SignInMethod, type TokenService, tokenExpired } from './tokens.ts';

export interface Authenticated {
  user: typeof users.$inferSelect;
  method: SignInMethod;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is for signed-in users only: the session is checked before anything else. */
    signedIn?: true;
    /**
     * The route also answers a user who signed in with a temporary password and has not yet set
     * a new one (me, change-password); every other signed-in call answers 403 password_change_required.
     */
    beforePasswordChange?: true;
    /**
     * The route also answers the first administrator signed in with the installation's initial
     * password (the name, given before the new password so that the password is checked against it).
     */
    duringFirstVisit?: true;
  }
  interface FastifyRequest {
    /** The user of a signed-in route, set by the session guard before the body is read. */
    signedIn?: Authenticated;
  }
}

/** The routes that declared `config.signedIn`, in the order they were added (the guard test walks them). */
export const signedInRoutes: { method: string; url: string }[] = [];

/**
 * The user of a request from its bearer token, without asking whether the route wants one: the
 * routes where signing in is optional (logout) or depends on the item (an internal document's file).
 * A user who must still replace a temporary password gets 403 password_change_required (the
 * portal then opens its change-password modal) unless the route declared `beforePasswordChange`.
 */
export async function sessionOf(
  request: FastifyRequest,
  tokens: TokenService,
  auth: AuthService,
  options: { beforePasswordChange?: boolean } = {},
): Promise<Authenticated> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  if (!token) throw unauthorized();
  const claims = await tokens.verifyAccess(token);
  const user = await auth.findById(claims.userId);
  // A locked or deleted account (deletion sets disabled_at too) is said to be so: its browser holds
  // a valid token and would otherwise take it for a broken session and keep offering it.
  if (!user || user.disabledAt) {
    throw new HttpError(401, errorCodes.accountDisabled, authMessages.accountClosed);
  }
  // Issued before a password change or reset ended every session: answered as an expired session
  // (412), so the browser tries its refresh, which was revoked too, and signs out to the login
  // (spec section 4). A bare 401 left the portal's every page on its error page until the token expired.
  if (user.sessionsRevokedAt && claims.issuedAtMs < user.sessionsRevokedAt.getTime()) throw tokenExpired();
  const config = request.routeOptions.config;
  const allowed =
    options.beforePasswordChange ??
    (config?.beforePasswordChange === true || (user.initialPassword && config?.duringFirstVisit === true));
  if (user.mustChangePassword && !allowed) {
    throw new HttpError(403, errorCodes.passwordChangeRequired, authMessages.passwordChangeRequired);
  }
  return { user, method: claims.method };
}

/**
 * The signed-in user of a request from its bearer token: 412 when the token has expired
 * (the portal then refreshes), 401 when it is missing or invalid, 401 account_disabled when its
 * account is locked or deleted.
 * Only for routes that declared `config.signedIn` (or a staff area): their guard has already
 * checked the session before the body was validated, so an expired session is never answered
 * with field errors. A route that did not declare it fails loudly on its first call.
 */
export async function authenticate(
  request: FastifyRequest,
  tokens: TokenService,
  auth: AuthService,
): Promise<Authenticated> {
  const known = request.signedIn ?? request.staff;
  if (known) return known;
  const config = request.routeOptions.config;
  if (!config.signedIn && !config.staffArea) {
    throw new Error(
      `${request.method} ${request.routeOptions.url}: a route that needs a user must declare config.signedIn`,
    );
  }
  return sessionOf(request, tokens, auth);
}

/**
 * Every route that declares `config.signedIn` checks the session in its first hook, before
 * Fastify validates params, query and body (preValidation): 401 without a valid token, 412 with
 * an expired one, and only then 422. Register before the routes.
 */
export function registerSignedInGuard(app: FastifyInstance, context: Pick<AppContext, 'tokens' | 'auth'>): void {
  app.addHook('onRoute', (route) => {
    if (!route.config?.signedIn) return;
    for (const method of [route.method].flat()) {
      const known = signedInRoutes.some((entry) => entry.method === method && entry.url === route.url);
      if (method !== 'HEAD' && !known) signedInRoutes.push({ method, url: route.url });
    }
    const guard: onRequestHookHandler = async (request) => {
      request.signedIn = await sessionOf(request, context.tokens, context.auth);
    };
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [guard, ...own];
  });
}

/**
 * A staff member allowed in `area` (shared/roles.ts): 401/412 as `authenticate`, 403 for a
 * signed-in user whose role may not, and 403 two_factor_required for a staff member whose
 * session was opened with a password alone (staff change what the public sees
 * and read personal data, so they sign in with a second factor or VNeID; the back office then
 * leads them through enrolment).
 */
export async function authorizeStaff(
  request: FastifyRequest,
  tokens: TokenService,
  auth: AuthService,
  area: StaffArea,
): Promise<Authenticated> {
  const signedIn = request.staff ?? (await sessionOf(request, tokens, auth));
  if (!mayWorkIn(signedIn.user.role, area)) throw forbidden();
  if (signedIn.method === 'pwd') {
    throw new HttpError(403, errorCodes.twoFactorRequired, authMessages.twoFactorRequired);
  }
  return signedIn;
}
