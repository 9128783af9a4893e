import { authApi } from '@portal/shared/api/auth';
import {
  type AddressArgs,
  type AnswerOf,
  type BodyOf,
  type Endpoint,
  type OptionalIfEmpty,
  pathOf,
} from '@portal/shared/api/endpoint';
import { type ApiErrorBody, errorCodes } from '@portal/shared/errors';
import { matchPortalRoute } from '@portal/shared/routes';
import { pageAnswersOnly, takePageAnswer } from './page-answers.ts';
import { clearSession, session, storeToken, updateSession } from './session.ts';

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
 * What to tell the person of a failed call: the server's own message of a refusal (4xx), else
 * `fallback` (a 5xx or no connection, whose words are not for them).
 */
export const refusalMessage = (error: unknown, fallback: string): string =>
  (error instanceof ApiError && error.status < 500 ? error.body?.message : undefined) || fallback;

/**
 * Every call of the portal goes through here (docs/DOMAIN.md, "The spec's contract", section 7):
 * stored field errors are cleared, caches are asked not to answer, the bearer token rides along,
 * and a failure's field errors are kept, the first message of each.
 */
export async function api<T>(
  path: string,
  init: RequestInit = {},
  /** Reads a successful answer that is not JSON (a file: `(response) => response.blob()`). */
  read?: (response: Response) => Promise<T>,
): Promise<T> {
  // The first page's own calls are answered in the page the server sent (first-calls.ts).
  const inPage = !init.method && !init.body && !read ? takePageAnswer(path) : undefined;
  if (inPage !== undefined) return inPage as T;
  if (pageAnswersOnly()) throw new Error(`${path}: no answer in the page`);
  try {
    return await request<T>(path, init, read);
  } catch (error) {
    if (isAccountClosed(error)) return againAsVisitor(error, path, init, read);
    if (!(error instanceof ApiError) || error.status !== 412) throw error;
    await refreshAfterExpiry();
    return request<T>(path, init, read);
  }
}

/** What a call of the contract takes: the address's parts, the body, and a signal to cancel it. */
export type CallArgs<E extends Endpoint> = AddressArgs<E> & {
  body?: BodyOf<E> | FormData;
  signal?: AbortSignal;
};

/**
 * Calls one operation of the contract (packages/shared/src/api): its method and address from the
 * entry, a JSON body (or a form with files), and its answer typed as the server declares it.
 */
export function call<E extends Endpoint>(endpoint: E, ...[args]: OptionalIfEmpty<CallArgs<E>>): Promise<AnswerOf<E>> {
  const { body, signal } = (args ?? {}) as CallArgs<E>;
  const path = pathOf(endpoint, ...([args] as OptionalIfEmpty<AddressArgs<E>>));
  return api<AnswerOf<E>>(path, {
    // A GET goes without a method, so that the first page's own answers can serve it (api above).
    ...(endpoint.method !== 'GET' && { method: endpoint.method }),
    ...(body !== undefined && { body: body instanceof FormData ? body : JSON.stringify(body) }),
    ...(signal && { signal }),
  });
}

let passwordChangeRequired: () => void = () => {};

/**
 * What to do when the server refuses a call until a temporary password is replaced (403
 * password_change_required): the portal opens its change-password modal (start.tsx).
 */
export function onPasswordChangeRequired(handler: () => void): void {
  passwordChangeRequired = handler;
}

/**
 * A 401 account_disabled: the token is valid but staff locked its account, or it was deleted. Not
 * an expired session (412) nor a broken one: signing in again would not help, so the browser is
 * signed out and told why (request below).
 */
export function isAccountClosed(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401 && error.body?.code === errorCodes.accountDisabled;
}

let accountClosed: () => void = () => {};

/**
 * What to do once the browser has been signed out of a closed account: the portal says so in a
 * dialog with the department's contact (start.tsx, features/auth/account-closed.ts).
 */
export function onAccountClosed(handler: () => void): void {
  accountClosed = handler;
}

/**
 * The token of a closed account is forgotten at its first refusal, once however many calls meet
 * it. A page drawn for the signed-in person is drawn again as a visitor sees it, and one that only
 * signed-in people see gives way to Home (as logout does); a navigation under way is not
 * interrupted, its own loaders go on as a visitor's (againAsVisitor). When the refusal is the
 * navigation's own question for the user (app/navigation.ts), no page was drawn for them yet.
 */
function signOutClosedAccount(): void {
  const drawnForUser = session.get().user !== null;
  clearSession();
  accountClosed();
  if (!drawnForUser || navigating()) return;
  const { pathname, search } = window.location;
  renavigate(matchPortalRoute(pathname)?.requiresLogin ? '/' : `${pathname}${search}`);
}

/**
 * A call that reads is made once more without the token, so that a public page shows what a
 * visitor sees. A call that sends something is not: what the person sent as themselves must not
 * reach the server as an anonymous visitor's. When the repeat is refused too (the call is for
 * signed-in people only), the first refusal is the answer, as it says why.
 */
async function againAsVisitor<T>(
  closed: ApiError,
  path: string,
  init: RequestInit,
  read?: (response: Response) => Promise<T>,
): Promise<T> {
  if (init.method || init.body) throw closed;
  try {
    return await request<T>(path, init, read);
  } catch (error) {
    throw error instanceof ApiError && (error.status === 401 || error.status === 403) ? closed : error;
  }
}

let refreshing: Promise<void> | null = null;
let renavigate: (path: string) => void = () => {};
let goToLogin: () => void = () => {};
let navigating: () => boolean = () => false;

/** The router's hooks for the refresh protocol, set once the router exists. */
export function connectRouter(hooks: {
  renavigate: (path: string) => void;
  goToLogin: () => void;
  /** Whether a navigation (a click on a link, a form sent) is under way. */
  navigating: () => boolean;
}): void {
  renavigate = hooks.renavigate;
  goToLogin = hooks.goToLogin;
  navigating = hooks.navigating;
}

/**
 * Spec section 4 (docs/DOMAIN.md, "The spec's contract"), on a 412: refresh once, store the new
 * token, reload the user and re-navigate to the current path with an empty hash. A failed refresh
 * clears the session and goes to login; a 412 while a refresh is under way clears user and token.
 *
 * The re-navigation is for a 412 that arrives while the current page loads or acts. A 412 met
 * by a navigation's own loader is retried below and that navigation completes: re-showing the
 * current path would cancel it, and the person's click would be lost.
 */
async function refreshAfterExpiry(): Promise<void> {
  if (refreshing) {
    clearSession();
    throw new ApiError(412, { message: 'Phiên đăng nhập đã hết hạn' });
  }
  refreshing = (async () => {
    try {
      const { data } = await request<AnswerOf<typeof authApi.refresh>>(pathOf(authApi.refresh));
      storeToken(data.access_token);
      const me = await request<AnswerOf<typeof authApi.me>>(pathOf(authApi.me));
      updateSession({ user: me.data.user });
      if (!navigating()) renavigate(`${window.location.pathname}${window.location.search}`);
    } catch (error) {
      clearSession();
      goToLogin();
      throw error;
    }
  })();
  try {
    await refreshing;
  } finally {
    refreshing = null;
  }
}

async function request<T>(path: string, init: RequestInit = {}, read?: (response: Response) => Promise<T>): Promise<T> {
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
  if (response.ok && read) return read(response);
  const body = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = new ApiError(response.status, body as ApiErrorBody | undefined);
    if (response.status === 403 && error.body?.code === errorCodes.passwordChangeRequired) passwordChangeRequired();
    // Only while the refused token is still the stored one: the first of several refusals signs out.
    if (token && isAccountClosed(error) && session.get().token === token) signOutClosedAccount();
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
