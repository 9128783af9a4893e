import { backOfficeMessages } from '@portal/shared/messages';
import type { StaffArea } from '@portal/shared/roles';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { unprocessable } from '../../errors.ts';
import { type Authenticated, authorizeStaff } from './guard.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The back-office area a `/api/admin/…` route belongs to (shared/roles.ts). */
    staffArea?: StaffArea;
    /**
     * The fields a back-office list (a route whose query has `sort`) may be sorted by: any other
     * `sort` field is 422 before the handler runs. Every such route must name them.
     */
    sortable?: readonly string[];
  }
  interface FastifyRequest {
    /** The staff member of an admin call, set by the staff guard before anything else runs. */
    staff?: Authenticated;
  }
}

/** The back office's routes, with the area each one declared (the role tests walk this list). */
export const adminRoutes: { method: string; url: string; area: StaffArea; sortable?: readonly string[] }[] = [];

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
    const sortable = route.config?.sortable;
    if (takesSort(route.schema?.querystring) && !sortable) {
      throw new Error(`${String(route.method)} ${route.url}: an admin list must declare config.sortable`);
    }
    for (const method of [route.method].flat()) {
      const known = adminRoutes.some((entry) => entry.method === method && entry.url === route.url);
      if (method !== 'HEAD' && !known) adminRoutes.push({ method, url: route.url, area, sortable });
    }
    const guard: onRequestHookHandler = async (request) => {
      request.staff = await authorizeStaff(request, context.tokens, context.auth, area);
    };
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [guard, ...own];
    if (sortable) {
      const ownPreHandlers = route.preHandler ? [route.preHandler].flat() : [];
      route.preHandler = [sortGuard(sortable), ...ownPreHandlers];
    }
  });
}

/** Whether a route's query schema has a `sort` parameter (the react-admin dialect's lists and exports). */
function takesSort(querystring: unknown): boolean {
  return querystring instanceof z.ZodObject && Object.hasOwn(querystring.shape, 'sort');
}

/**
 * Refuses a `sort` on a field that is not one of the list's own (`__proto__` or
 * `constructor` reached `sortable[field]` and answered 500). An unknown field is refused too,
 * not ignored: the back office only sends its lists' sortable columns (packages/admin), and a
 * sort it remembers from an older version is dropped with its store (App.tsx's store version).
 */
function sortGuard(sortable: readonly string[]): preHandlerHookHandler {
  const fields = new Set(sortable);
  return async (request) => {
    const field = (request.query as { sort?: [string, string] } | undefined)?.sort?.[0];
    if (field !== undefined && !fields.has(field)) {
      throw unprocessable({ sort: [backOfficeMessages.sortUnknown] }, backOfficeMessages.sortUnknown);
    }
  };
}

/** The staff member the guard let through (an admin route's handler only runs after it). */
export function staffOf(request: FastifyRequest): Authenticated {
  if (!request.staff) throw new Error('staffOf() called outside an admin route');
  return request.staff;
}
