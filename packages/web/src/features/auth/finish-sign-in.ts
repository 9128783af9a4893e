import type { SessionUser } from '@portal/shared/auth';
import { useNavigate } from 'react-router';
import { afterSignInPath, LOGIN_PATH } from '../../lib/after-sign-in.ts';
import { session, signIn, updateSession } from '../../lib/session.ts';
import { closeAuthModal, openAuthModal } from './modals.ts';

/** A session the server opened: after a sign-in, its second factor, or a password change. */
export type SignedIn = { access_token: string; user: SessionUser };

/** After any sign-in: store the session, go to the stored redirect path, ask for a new password if due. */
export function useFinishSignIn() {
  const navigate = useNavigate();
  return (result: SignedIn) => {
    signIn(result.access_token, result.user);
    closeAuthModal();
    const { redirectPath } = session.get();
    // Signed in on /login, the address kept reading /login over the home page.
    const onLogin = window.location.pathname === LOGIN_PATH;
    if (redirectPath) updateSession({ redirectPath: null });
    if (redirectPath || onLogin) void navigate(afterSignInPath(redirectPath ?? '/'), { replace: onLogin });
    if (result.user.must_change_password) openAuthModal({ name: 'changePassword', forced: true });
  };
}
