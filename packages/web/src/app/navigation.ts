import { authApi } from '@portal/shared/api/auth';
import { matchPortalRoute } from '@portal/shared/routes';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { openAuthModal } from '../features/auth/modals.ts';
import { call, isAccountClosed } from '../lib/api.ts';
import { clearSession, session, updateSession } from '../lib/session.ts';
import { siteSettings } from '../lib/site-settings.ts';

/**
 * Runs before every navigation, in the spec's order
 * (docs/DOMAIN.md, "The spec's contract", section 4):
 * (1) settings when not loaded, (2) the user when a token exists without one,
 * (3) the national identity return when a `code` comes back without a token (with one, the
 * return of a link from the profile page), (4) the route guards. A failure rejects the navigation (the error page shows),
 * except the refusal of a closed account's token, after which the page shows as to a visitor.
 */
export async function beforeNavigation({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);

  await siteSettings();

  const { token, user } = session.get();
  // A stored token whose account staff locked, or that was deleted, is no failed navigation: the
  // request layer has signed the browser out and said why, and the page goes on as a visitor's.
  let accountClosed = false;
  if (token && !user) {
    try {
      const { data } = await call(authApi.me);
      updateSession({ user: data.user });
      // A page reloaded before a temporary or initial password was replaced: the change is asked again.
      if (data.user.must_change_password) openAuthModal({ name: 'changePassword', forced: true });
    } catch (error) {
      if (!isAccountClosed(error)) throw error;
      accountClosed = true;
    }
  }

  if (!session.get().token && url.searchParams.has('code')) {
    // Fetched only then, as the link's return below: a rare path the first load does without.
    const { returnFromVneidSignIn } = await import('../features/auth/vneid-sign-in.ts');
    return returnFromVneidSignIn(url);
  }
  // Signed in and back from VNeID: the return of "Liên kết tài khoản VNeID" (profile page).
  if (session.get().token && url.pathname === '/login' && url.searchParams.has('code')) {
    // Fetched only then: it carries the shared auth module, which the first load must not.
    const { returnFromVneidLink } = await import('../features/vneid/link.ts');
    return returnFromVneidLink(url);
  }

  const route = matchPortalRoute(url.pathname);
  if (route?.requiresLogin && !session.get().token) {
    clearSession();
    // Home, without the login dialog over the notice of a closed account: signing in would fail.
    if (accountClosed) throw redirect('/');
    // After signing in, the visitor is taken where they were going.
    updateSession({ redirectPath: `${url.pathname}${url.search}` });
    openAuthModal({ name: 'login' });
    throw redirect('/');
  }
  return null;
}
