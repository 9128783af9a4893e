import { authApi } from '@portal/shared/api/auth';
import {
  type AddressArgs,
  type AnswerOf,
  type BodyOf,
  type Endpoint,
  type OptionalIfEmpty,
  pathOf,
} from '@portal/shared/api/endpoint';
import type { SessionUser } from '@portal/shared/auth';
import type { errorCodes } from '@portal/shared/errors';
import { messages } from '@portal/shared/messages';
import { HttpError } from 'react-admin';

/** The portal's key for the access token, in localStorage and in a cookie (packages/web/src/lib/session.ts). */
export const TOKEN_KEY = 'token';

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Stores a refreshed token exactly as the portal does (storeToken): localStorage and a 1-day cookie. */
export function storeToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Without storage the token still lives in the cookie for this day.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the token in a cookie too, as the portal does.
  document.cookie = `${TOKEN_KEY}=${encodeURIComponent(token)}; Max-Age=86400; Path=/; SameSite=Lax`;
}

/** What ra-data-simple-rest expects of its HTTP client (fetchUtils.fetchJson's answer). */
export interface JsonResponse {
  status: number;
  headers: Headers;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: react-admin's data provider reads any JSON.
  json: any;
}

/** The portal's 422 body: `{ message, errors: { field: [messages] } }`. */
interface ApiErrorBody {
  message?: string;
  code?: string;
  errors?: Record<string, string[]>;
}

/**
 * A failed answer as react-admin understands it. A 422's field errors become
 * `{ errors: { field: message, root: { serverError } } }`: react-admin's forms put each under its
 * field (Server Side Validation) and notify the general message.
 */
export function toHttpError(status: number, body: ApiErrorBody | undefined): HttpError {
  // A proxy's own refusal (nginx's 413 page for a body over its limit) carries no message of ours.
  const message =
    body?.message ||
    (status === 403 ? FORBIDDEN_MESSAGE : status === 413 ? messages.payloadTooLarge : `Lỗi máy chủ (HTTP ${status})`);
  if (status === 422 && body?.errors) {
    const errors: Record<string, unknown> = {};
    for (const [field, messages] of Object.entries(body.errors)) {
      if (messages[0]) errors[field] = messages[0];
    }
    errors.root = { serverError: message };
    return new HttpError(message, status, { ...body, errors });
  }
  return new HttpError(message, status, body);
}

export const FORBIDDEN_MESSAGE = messages.forbidden;

/** Why the back office cannot be shown: what the access screen says. */
export type AccessProblem =
  | 'anonymous'
  | 'expired'
  | 'forbidden'
  | typeof errorCodes.passwordChangeRequired
  | typeof errorCodes.twoFactorRequired;

/** Told by the refresh when the session could not be renewed (the access screen reads it). */
export class SessionExpiredError extends HttpError {
  constructor() {
    super('Phiên đăng nhập đã hết hạn', 401, { message: 'Phiên đăng nhập đã hết hạn' });
  }
}

let refreshing: Promise<SessionUser> | null = null;
const refreshListeners = new Set<(user: SessionUser) => void>();

/** Called with the user the refresh answered (the auth provider keeps its identity up to date). */
export function onRefresh(listener: (user: SessionUser) => void): () => void {
  refreshListeners.add(listener);
  return () => refreshListeners.delete(listener);
}

/**
 * Renews the access token with the refresh cookie (authApi.refresh), once for all the calls
 * that met a 412 at the same time: they share one refresh and each retries once after it.
 */
function refreshSession(): Promise<SessionUser> {
  refreshing ??= (async () => {
    try {
      const response = await fetch(pathOf(authApi.refresh), {
        headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        credentials: 'same-origin',
        cache: 'no-store',
      });
      if (!response.ok) throw new SessionExpiredError();
      const { data } = (await response.json()) as AnswerOf<typeof authApi.refresh>;
      storeToken(data.access_token);
      for (const listener of refreshListeners) listener(data.user);
      return data.user;
    } catch (error) {
      throw error instanceof SessionExpiredError ? error : new SessionExpiredError();
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

async function send(url: string, options: RequestInit): Promise<Response> {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  headers.set('X-Requested-With', 'XMLHttpRequest');
  if (options.body && !(options.body instanceof FormData) && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else headers.delete('Authorization');
  return fetch(url, { ...options, headers, credentials: 'same-origin', cache: 'no-store' });
}

/**
 * The back office's only way to the server: the portal's bearer token rides along; a 412 (the
 * token expired) refreshes once and retries once; any other failure becomes react-admin's
 * HttpError with the server's Vietnamese message.
 */
export async function httpClient(url: string, options: RequestInit = {}): Promise<JsonResponse> {
  let response = await send(url, options);
  if (response.status === 412) {
    await refreshSession();
    response = await send(url, options);
    if (response.status === 412) throw new SessionExpiredError();
  }
  const body = response.status === 204 ? '' : await response.text();
  let json: unknown;
  try {
    json = body ? JSON.parse(body) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) throw toHttpError(response.status, json as ApiErrorBody | undefined);
  return { status: response.status, headers: response.headers, body, json };
}

/**
 * What a call of the contract takes: the address's parts and the body (JSON, or a form with
 * files). A step that reads no body may still send an empty object, as its buttons always have.
 */
export type CallArgs<E extends Endpoint> = AddressArgs<E> & {
  body?: ([BodyOf<E>] extends [never] ? Record<string, never> : BodyOf<E>) | FormData;
};

/**
 * Calls one operation of the contract (packages/shared/src/api) through httpClient (the bearer
 * token, the refresh on a 412, react-admin's HttpError): its method and address from the entry,
 * its answer's JSON typed as the server declares it.
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  ...[args]: OptionalIfEmpty<CallArgs<E>>
): Promise<AnswerOf<E>> {
  const { body } = (args ?? {}) as CallArgs<E>;
  const path = pathOf(endpoint, ...([args] as OptionalIfEmpty<AddressArgs<E>>));
  const { json } = await httpClient(path, {
    ...(endpoint.method !== 'GET' && { method: endpoint.method }),
    ...(body !== undefined && { body: body instanceof FormData ? body : JSON.stringify(body) }),
  });
  return json as AnswerOf<E>;
}
