import { redirect } from 'react-router';
import { session } from './session.ts';

/**
 * Resolves once the root loader has fetched the user of a stored token, or the token is gone. A
 * page's loader runs beside the root loader; were both to meet an expired token at once, the second
 * 412 would sign the user out (docs/DOMAIN.md, "The spec's contract", section 4, lib/api.ts).
 * Signed-in pages await this before their first call. The wait ends after 10 s whatever happens, so
 * a failed root loader cannot leave a page hanging, and at once when the navigation is abandoned.
 */
export function sessionSettled(signal: AbortSignal): Promise<void> {
  const settled = () => {
    const { token, user } = session.get();
    return !token || user !== null;
  };
  if (settled()) return Promise.resolve();
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      stop();
      signal.removeEventListener('abort', finish);
      resolve();
    };
    const timer = setTimeout(finish, 10_000);
    const stop = session.subscribe(() => {
      if (settled()) finish();
    });
    signal.addEventListener('abort', finish);
  });
}

/**
 * For the loader of a signed-in page: waits as `sessionSettled`, then sends a visitor without a
 * token Home, as the root guard does (docs/DOMAIN.md, "The spec's contract", section 4), before any
 * call that would answer 401.
 */
export async function signedInSession(signal: AbortSignal): Promise<void> {
  await sessionSettled(signal);
  if (!session.get().token) throw redirect('/');
}
