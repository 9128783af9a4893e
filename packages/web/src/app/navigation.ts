import { matchPortalRoute } from '@portal/shared/routes';
import type { Settings } from '@portal/shared/settings';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { openAuthModal } from '../features/auth/modals.ts';
import { api } from '../lib/api.ts';
import { clearSession, type SessionUser, session, updateSession } from '../lib/session.ts';

/**
 * Runs before every navigation, in the spec's order (section 4):
 * (1) settings when not loaded, (2) the user when a token exists without one,
 * (3) the national identity return when a `code` comes back without a token,
 * (4) the route guards. A failure rejects the navigation (the error page shows).
 */
export async function beforeNavigation({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);

  if (!session.get().settings) {
    const { data } = await api<{ data: Settings }>('/api/settings');
    updateSession({ settings: data });
  }

  const { token, user } = session.get();
  if (token && !user) {
    const { data } = await api<{ data: { user: SessionUser } }>('/api/auth/me');
    updateSession({ user: data.user });
  }

  // Step (3), the VNeID return (`?code=`), is handled by the accounts module once it exists.

  const route = matchPortalRoute(url.pathname);
  if (route?.requiresLogin && !session.get().token) {
    clearSession();
    // After signing in, the visitor is taken where they were going.
    updateSession({ redirectPath: `${url.pathname}${url.search}` });
    openAuthModal({ name: 'login' });
    throw redirect('/');
  }
  return null;
}
