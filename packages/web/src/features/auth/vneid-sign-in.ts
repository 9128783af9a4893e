import { authApi } from '@portal/shared/api/auth';
import { errorCodes } from '@portal/shared/errors';
import { redirect } from 'react-router';
import { afterSignInPath } from '../../lib/after-sign-in.ts';
import { ApiError, call } from '../../lib/api.ts';
import { errorPopup } from '../../lib/popups.ts';
import { signIn, updateSession } from '../../lib/session.ts';
import { openAuthModal } from './modals.ts';

/** What a refused VNeID sign-in says: the server's words for a locked account, else what to try. */
function refusalOf(error: unknown): { title: string; text: string } {
  if (error instanceof ApiError && error.body?.code === errorCodes.accountDisabled && error.body.message) {
    // Locked by staff: trying again or a password would not help; the server names whom to contact.
    return { title: 'Tài khoản đã bị khóa', text: error.body.message };
  }
  return {
    title: 'Không đăng nhập được bằng VNeID',
    text: 'Vui lòng thử lại hoặc đăng nhập bằng email và mật khẩu.',
  };
}

/**
 * The national identity service sent the browser back with `code` and `state`, no one being
 * signed in: the server checks them and signs the citizen in; the address then loses its query.
 * A first sign-in makes no account yet: the home page asks for the consent registration asks for.
 */
export async function returnFromVneidSignIn(url: URL): Promise<never> {
  try {
    const { data } = await call(authApi.vneidLogin, { body: Object.fromEntries(url.searchParams) });
    if ('consent_required' in data) {
      openAuthModal({ name: 'vneidConsent', consentKey: data.consent_key, fullName: data.full_name });
      throw redirect('/');
    }
    signIn(data.access_token, data.user);
    updateSession({ redirectPath: null });
    // A sign-in begun on /login ends on the home page's address, not /login again: the login page is never where a sign-in leads.
    throw redirect(afterSignInPath(data.redirect_path));
  } catch (error) {
    if (error instanceof Response) throw error;
    const { title, text } = refusalOf(error);
    void errorPopup(title, text);
    throw redirect('/');
  }
}
