import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { openAuthModal } from '../../features/auth/modals.ts';
import { session, updateSession } from '../../lib/session.ts';
import { Component as HomePage } from '../home/HomePage.tsx';

/** The login page is the home page underneath: the same content. */
export { loader } from '../home/HomePage.tsx';

/** Only paths of this site: never `//other.site` or `https://…`. */
const isLocalPath = (path: string | null): path is string => Boolean(path?.startsWith('/') && !path.startsWith('//'));

/** The Login route: the home page with the login modal open; `?redirect=` is where to go afterwards. */
export function Component() {
  const [params] = useSearchParams();
  useEffect(() => {
    const redirect = params.get('redirect');
    if (isLocalPath(redirect)) updateSession({ redirectPath: redirect });
    if (!session.get().user) openAuthModal({ name: 'login' });
  }, [params]);
  return <HomePage />;
}
