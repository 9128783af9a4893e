import { authApi } from '@portal/shared/api/auth';
import type { SessionUser } from '@portal/shared/auth';
import { authMessages } from '@portal/shared/auth';
import { redirect } from 'react-router';
import { ApiError, call } from '../../lib/api.ts';
import { errorPopup, toast } from '../../lib/popups.ts';
import { createStore } from '../../lib/store.ts';

/** What VNeID proved on a link's return, waiting on the profile page for the account's password. */
export interface ProvedIdentity {
  full_name: string;
  citizen_pid_masked: string | null;
}

export const provedIdentity = createStore<ProvedIdentity | null>(null);

const messageOf = (error: unknown) =>
  error instanceof ApiError && error.body?.message ? error.body.message : authMessages.genericError;

/** "Liên kết tài khoản VNeID": the browser goes to VNeID, and comes back to /login with a code. */
export async function startVneidLink(): Promise<void> {
  try {
    const { data } = await call(authApi.vneidLinkStart);
    window.location.assign(data.url);
  } catch (error) {
    void toast('error', messageOf(error));
  }
}

/**
 * A signed-in citizen back from VNeID with `code` and `state` (a link flow: a sign-in flow is
 * never started with a token). The server checks them; the profile page then asks for the
 * account's password. A refusal says what the citizen can do.
 */
export async function returnFromVneidLink(url: URL): Promise<never> {
  try {
    const { data } = await call(authApi.vneidLinkReturn, { body: Object.fromEntries(url.searchParams) });
    provedIdentity.set(data);
  } catch (error) {
    if (error instanceof ApiError && error.status === 412) throw error;
    void errorPopup('Không liên kết được tài khoản VNeID', messageOf(error));
  }
  throw redirect('/profile');
}

/** The last step: the account's password; answers the updated user. */
export async function confirmVneidLink(password: string): Promise<{ message: string; user: SessionUser }> {
  const { message, data } = await call(authApi.vneidLink, { body: { password } });
  provedIdentity.set(null);
  return { message, user: data.user };
}
