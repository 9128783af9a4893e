import { href } from '@portal/shared/routes';
import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import { BackToTop } from '../components/BackToTop.tsx';
import { Footer } from '../components/Footer.tsx';
import { LoadingOverlay } from '../components/LoadingOverlay.tsx';
import { authModal } from '../features/auth/modals.ts';
import { pageTitle } from '../lib/session.ts';
import { useStore } from '../lib/store.ts';
import { Header } from './Header.tsx';
import type { RouteHandle } from './router.tsx';

/** Overlay, header, the routed page (re-keyed on the full path so it fades in anew), back-to-top, footer. */
export function Layout() {
  const location = useLocation();
  const navigation = useNavigation();
  // /login is the home page under the login modal: drawn the same way, without the container.
  const isHome = location.pathname === '/' || location.pathname === href('Login');
  // The page fades out while the next one loads, and the next one fades in (0.5 s, ease:
  // docs/DOMAIN.md, "The spec's contract", section 2).
  const leaving = navigation.state === 'loading' && navigation.location.pathname !== location.pathname;
  const paintedByServer = usePaintedByServer(location.key);
  useRouteTitle();

  return (
    <>
      <a className="skip-link" href="#main-content">
        Bỏ qua, đến nội dung chính
      </a>
      <LoadingOverlay />
      <Header />
      <main
        id="main-content"
        tabIndex={-1}
        className={['page-main', isHome && 'page-main--home', leaving && 'is-leaving'].filter(Boolean).join(' ')}
      >
        <div
          key={location.pathname + location.search + location.hash}
          className={paintedByServer ? 'page-fade page-fade--painted' : 'page-fade'}
        >
          {isHome ? (
            <Outlet />
          ) : (
            <div className="container">
              <Outlet />
            </div>
          )}
        </div>
      </main>
      <BackToTop />
      <AccountModals />
      <Footer />
      <ScrollRestoration />
    </>
  );
}

/**
 * Whether the page shown is the one the server painted before the script ran (the home page's
 * first screen, decision 9; a public page's, drawn by first-screen.tsx): it is on screen already,
 * so it does not fade in a second time. Read on the first render, before React replaces the
 * server's screen; false after any navigation.
 */
function usePaintedByServer(locationKey: string): boolean {
  // Drawn on the server (first-screen.tsx), the page is what paints first.
  const [paintedKey] = useState(() =>
    typeof document === 'undefined' || document.querySelector('#root > .boot-home, #root > .boot-page')
      ? locationKey
      : null,
  );
  const [navigated, setNavigated] = useState(false);
  if (paintedKey !== null && !navigated && locationKey !== paintedKey) setNavigated(true);
  return !navigated && locationKey === paintedKey;
}

const AuthModals = lazy(() => import('../features/auth/AuthModals.tsx'));

/** The account modals and their libraries load with the first modal opened, not with the page. */
function AccountModals() {
  const modal = useStore(authModal);
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (modal) setNeeded(true);
  }, [modal]);
  return needed || modal ? (
    <Suspense fallback={null}>
      <AuthModals />
    </Suspense>
  ) : null;
}

/** The document title comes from the deepest route that has one, else the home title. */
function useRouteTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  // A layout effect, so that a page setting its own title (a post) in a normal effect comes after.
  useLayoutEffect(() => {
    document.title = pageTitle(title?.title);
  }, [title]);
}
