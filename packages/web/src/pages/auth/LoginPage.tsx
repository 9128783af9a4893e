import { sameOriginPath } from '@portal/shared/local-path';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { openAuthModal } from '../../features/auth/modals.ts';
import { session, updateSession } from '../../lib/session.ts';
import { Component as HomePage } from '../home/HomePage.tsx';

/** The login page is the home page underneath: the same content. */
export { loader } from '../home/HomePage.tsx';

/** The Login route: the home page with the login modal open; `?redirect=` is where to go afterwards. */
export function Component() {
  const [params] = useSearchParams();
  useEffect(() => {
    // Only paths of this site: never `//other.site`, `/\other.site` or `https://…`.
    const redirect = sameOriginPath(params.get('redirect'));
    if (redirect) updateSession({ redirectPath: redirect });
    if (!session.get().user) openAuthModal({ name: 'login' });
  }, [params]);
  return <HomePage />;
}
