import { authApi } from '@portal/shared/api/auth';
import { matchPortalRoute } from '@portal/shared/routes';
import { clearFormDrafts } from '../../components/form/drafts.ts';
import { call } from '../../lib/api.ts';
import { confirmPopup, showLoader } from '../../lib/popups.ts';
import { clearSession, session } from '../../lib/session.ts';

/**
 * Spec section 4 (docs/DOMAIN.md, "The spec's contract"): confirm, show the loader, call logout. A
 * user who came through VNeID goes on to the identity provider's logout; others leave a protected
 * page for Home.
 */
export async function logout(navigate: (path: string) => void): Promise<void> {
  if (!(await confirmPopup('Bạn có chắc chắn đăng xuất không?'))) return;
  const hideLoader = await showLoader('Đang đăng xuất…');
  const { user } = session.get();
  // What was typed into a form stays on this device only as long as its author is signed in.
  clearFormDrafts();
  try {
    const result = await call(authApi.logout);
    if (user?.citizenPid && result.end_session_url) {
      clearSession();
      window.location.assign(result.end_session_url);
      return;
    }
  } catch {
    // Signing out on this device goes ahead even when the server cannot be reached.
  } finally {
    hideLoader();
  }
  clearSession();
  if (matchPortalRoute(window.location.pathname)?.requiresLogin) navigate('/');
}
