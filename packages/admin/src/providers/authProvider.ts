import { authApi } from '@portal/shared/api/auth';
import type { SessionUser } from '@portal/shared/auth';
import { errorCodes } from '@portal/shared/errors';
import type { UserRole } from '@portal/shared/roles';
import type { AuthProvider } from 'react-admin';
import { type AccessProblem, callApi, FORBIDDEN_MESSAGE, onRefresh, readToken } from './http.ts';

/**
 * Sign-in belongs to the portal: the back office reads the portal's token (localStorage `token`),
 * asks the server who it is, and lets staff in. Signing in and out happen on the portal; the
 * back office's "login page" is the access screen (AccessScreen.tsx) that explains why it is
 * closed and links to the portal's login.
 */

/** The signed-in user, asked once per token (checkAuth runs on every page). */
let known: { token: string; user: Promise<SessionUser> } | null = null;
let problem: AccessProblem = 'anonymous';

/** Why the access screen is shown (the last refusal of checkAuth or checkError). */
export const accessProblem = (): AccessProblem => problem;

onRefresh((user) => {
  const token = readToken();
  if (token) known = { token, user: Promise.resolve(user) };
});

/** The signed-in user (asked once per token), whatever their role: the access screen's enrolment needs it. */
export function currentUser(): Promise<SessionUser> {
  const token = readToken();
  if (!token) {
    known = null;
    problem = 'anonymous';
    return Promise.reject(new Error('no token'));
  }
  if (known?.token !== token) {
    const user = callApi(authApi.me).then(({ data }) => data.user);
    known = { token, user };
    // A failed answer is not kept: the next check asks again.
    user.catch(() => {
      if (known?.user === user) known = null;
    });
  }
  return known.user;
}

const isStaff = (role: UserRole) => role !== 'citizen';

/** Why this user may not use the back office yet, or null when they may (checkAuth and getPermissions agree). */
function refusal(user: SessionUser): AccessProblem | null {
  if (!isStaff(user.role)) return 'forbidden';
  // Signed in with a temporary password ("Quên mật khẩu"): the portal sets the new one (its change-password
  // form); until then the server refuses the back office's calls.
  if (user.must_change_password) return errorCodes.passwordChangeRequired;
  // Signed in with a password alone: the server refuses every back-office call until the
  // session has a second factor; the access screen leads the enrolment.
  if (user.sign_in_method === 'pwd') return errorCodes.twoFactorRequired;
  return null;
}

export const authProvider: AuthProvider = {
  // Unused: the portal signs people in (react-admin's login page is replaced by the access screen).
  login: () => Promise.reject(new Error('Vui lòng đăng nhập trên Cổng thông tin')),

  async checkAuth() {
    let user: SessionUser;
    try {
      user = await currentUser();
    } catch {
      // No token: never signed in. A token the server refused and could not renew: expired.
      problem = readToken() ? 'expired' : 'anonymous';
      throw { message: false };
    }
    const refused = refusal(user);
    if (refused) {
      problem = refused;
      throw { message: false };
    }
  },

  async checkError(error: { status?: number; body?: { code?: string } }) {
    if (error?.status === 401) {
      known = null;
      problem = readToken() ? 'expired' : 'anonymous';
      throw { message: false };
    }
    const code = error?.body?.code;
    if (
      error?.status === 403 &&
      (code === errorCodes.passwordChangeRequired || code === errorCodes.twoFactorRequired)
    ) {
      // Not a refused call but a session that must first set a new password (done on the portal)
      // or add a second factor (done on the access screen): the access screen says which.
      known = null;
      problem = code;
      throw { message: false };
    }
    if (error?.status === 403) {
      // Stay where we are: the server refused one call, not the session.
      throw { logoutUser: false, message: FORBIDDEN_MESSAGE };
    }
  },

  // The portal owns sign-out; leaving the back office clears nothing of the portal's session.
  logout: () => Promise.resolve(),

  async getIdentity() {
    const user = await currentUser();
    return { id: user.id, fullName: user.full_name || user.email, avatar: user.avatar ?? undefined };
  },

  async getPermissions() {
    const user = await currentUser().catch(() => null);
    // A session that may not use the back office yet (a temporary password, or staff without a
    // second factor) gets no resources: react-admin then shows the access screen at once instead
    // of routing to screens whose check fails, again and again.
    return user && !refusal(user) ? user.role : 'citizen';
  },
};
