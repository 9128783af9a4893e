import { mayWorkIn, type StaffArea } from '@portal/shared/roles';
import type { FastifyRequest } from 'fastify';
import type { users } from '../../db/schema/users.ts';
import { forbidden, unauthorized } from '../../errors.ts';
import type { AuthService } from './auth.service.ts';
import type { SignInMethod, TokenService } from './tokens.ts';

export interface Authenticated {
  user: typeof users.$inferSelect;
  method: SignInMethod;
}

/**
 * The signed-in user of a request from its bearer token: 412 when the token has expired
 * (the portal then refreshes), 401 when it is missing, invalid, or its account is locked.
 */
export async function authenticate(
  request: FastifyRequest,
  tokens: TokenService,
  auth: AuthService,
): Promise<Authenticated> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  if (!token) throw unauthorized();
  const claims = await tokens.verifyAccess(token);
  const user = await auth.findById(claims.userId);
  if (!user || user.disabledAt) throw unauthorized();
  return { user, method: claims.method };
}

/**
 * A staff member allowed in `area` (shared/roles.ts): 401/412 as `authenticate`, 403 for a
 * signed-in user whose role may not.
 */
export async function authorizeStaff(
  request: FastifyRequest,
  tokens: TokenService,
  auth: AuthService,
  area: StaffArea,
): Promise<Authenticated> {
  const signedIn = await authenticate(request, tokens, auth);
  if (!mayWorkIn(signedIn.user.role, area)) throw forbidden();
  return signedIn;
}
