import type { StaffArea } from '@portal/shared/roles';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { AppContext } from '../../context.ts';
import { type Authenticated, authorizeStaff } from '../auth/guard.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The back-office area a `/api/admin/…` route belongs to (shared/roles.ts). */
    staffArea?: StaffArea;
  }
  interface FastifyRequest {
    /** The staff member of an admin call, set by the staff guard before anything else runs. */
    staff?: Authenticated;
  }
}

/** The back office's routes, with the area each one declared (the role tests walk this list). */
export const adminRoutes: { method: string; url: string; area: StaffArea }[] = [];

/**
 * Least privilege on every admin call, in one place: each route under `/api/admin` must name its
 * area (`config.staffArea`), or the server refuses to start; its first hook checks the token and
 * the role (401/412, 403) before the body is even read. Register before the admin routes.
 */
export function registerStaffGuard(app: FastifyInstance, context: Pick<AppContext, 'tokens' | 'auth'>): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/admin/') && route.url !== '/api/admin') return;
    const area = route.config?.staffArea;
    if (!area) throw new Error(`${String(route.method)} ${route.url}: an admin route must declare config.staffArea`);
    for (const method of [route.method].flat()) {
      const known = adminRoutes.some((entry) => entry.method === method && entry.url === route.url);
      if (method !== 'HEAD' && !known) adminRoutes.push({ method, url: route.url, area });
    }
    const guard: onRequestHookHandler = async (request) => {
      request.staff = await authorizeStaff(request, context.tokens, context.auth, area);
    };
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [guard, ...own];
  });
}

/** The staff member the guard let through (an admin route's handler only runs after it). */
export function staffOf(request: FastifyRequest): Authenticated {
  if (!request.staff) throw new Error('staffOf() called outside an admin route');
  return request.staff;
}
