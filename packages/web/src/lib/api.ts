import type { ApiErrorBody } from '@portal/shared/errors';
import { session, updateSession } from './session.ts';

/** An answer outside 200-299, with the server's body when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | undefined,
  ) {
    super(body?.message ?? `HTTP ${status}`);
  }
}

/**
 * Every call of the portal goes through here (spec section 7): stored field
 * errors are cleared, caches are asked not to answer, the bearer token rides
 * along, and a failure's field errors are kept, the first message of each.
 */
export async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const { token } = session.get();
  if (Object.keys(session.get().fieldErrors).length > 0) updateSession({ fieldErrors: {} });

  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  headers.set('Cache-Control', 'no-cache');
  headers.set('Pragma', 'no-cache');
  headers.set('X-Requested-With', 'XMLHttpRequest');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (init.body && !(init.body instanceof FormData)) headers.set('Content-Type', 'application/json');

  const response = await fetch(path, { ...init, headers, credentials: 'same-origin' });
  const body = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = new ApiError(response.status, body as ApiErrorBody | undefined);
    if (error.body?.errors) {
      updateSession({
        fieldErrors: Object.fromEntries(
          Object.entries(error.body.errors).map(([field, list]) => [field, list[0] ?? '']),
        ),
      });
    }
    throw error;
  }
  return body as T;
}
