import type { SessionUser } from '@portal/shared/auth';
import { documentTitle } from '@portal/shared/routes';
import type { PublicSettings } from '@portal/shared/settings';
import { createStore } from './store.ts';

export type { SessionUser } from '@portal/shared/auth';

/**
 * Client session state (docs/DOMAIN.md, "The spec's contract", section 3): user, token, field
 * errors, redirect path, settings.
 */
export interface SessionState {
  user: SessionUser | null;
  token: string | null;
  /** The first message of each field of the last 422. */
  fieldErrors: Record<string, string>;
  redirectPath: string | null;
  settings: PublicSettings | null;
}

export const TOKEN_KEY = 'token';

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** The server writes the settings into the page it serves, saving the first screen a call. */
function readInlineSettings(): PublicSettings | null {
  const element = typeof document === 'undefined' ? null : document.getElementById('portal-settings');
  if (!element?.textContent) return null;
  try {
    return (JSON.parse(element.textContent) as { data: PublicSettings }).data;
  } catch {
    return null;
  }
}

export const session = createStore<SessionState>({
  user: null,
  token: readToken(),
  fieldErrors: {},
  redirectPath: null,
  settings: readInlineSettings(),
});

export function updateSession(patch: Partial<SessionState>): void {
  session.set({ ...session.get(), ...patch });
}

/** Keeps the access token as the spec says: localStorage and a cookie `token` (1 day, path /, SameSite Lax). */
export function storeToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Without storage the token still lives for this page.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the token in a cookie too; the Cookie Store API is not in every browser we serve.
  document.cookie = `${TOKEN_KEY}=${encodeURIComponent(token)}; Max-Age=86400; Path=/; SameSite=Lax`;
  updateSession({ token });
}

/** Stores a signed-in session: token and user. */
export function signIn(token: string, user: SessionUser): void {
  storeToken(token);
  updateSession({ user });
}

/**
 * Display name in the menu: full name, or the e-mail before the @, at most 20 characters
 * (docs/DOMAIN.md, "The spec's contract", section 6).
 */
export function displayName(user: Pick<SessionUser, 'full_name' | 'email'>): string {
  const name = user.full_name.trim() || user.email.split('@')[0] || '';
  return Array.from(name).length > 20 ? `${Array.from(name).slice(0, 20).join('')}...` : name;
}

/** Forgets the signed-in user and the access token (logout, failed refresh, login guard). */
export function clearSession(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage can be unavailable (private mode); there is then nothing to remove.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the token in a cookie too; the Cookie Store API is not in every browser we serve.
  document.cookie = `${TOKEN_KEY}=; Max-Age=0; Path=/; SameSite=Lax`;
  updateSession({ user: null, token: null });
}

/** The browser tab's title of a page: its own title, then the department's suffix (settings `title_suffix`). */
export function pageTitle(title: string | undefined): string {
  return documentTitle(title, session.get().settings?.title_suffix || undefined);
}
