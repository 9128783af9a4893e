import type { Settings } from '@portal/shared/settings';
import { createStore } from './store.ts';

/** The signed-in user as `GET /api/auth/me` returns it (spec section 3). */
export interface SessionUser {
  id: number;
  full_name: string;
  email: string;
  avatar: string | null;
  citizenPid: string | null;
  is_admin: boolean;
}

/** Client session state (spec section 3): user, token, field errors, redirect path, settings. */
export interface SessionState {
  user: SessionUser | null;
  token: string | null;
  /** The first message of each field of the last 422. */
  fieldErrors: Record<string, string>;
  redirectPath: string | null;
  settings: Settings | null;
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
function readInlineSettings(): Settings | null {
  const element = typeof document === 'undefined' ? null : document.getElementById('portal-settings');
  if (!element?.textContent) return null;
  try {
    return (JSON.parse(element.textContent) as { data: Settings }).data;
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
