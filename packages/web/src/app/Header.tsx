import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Clock } from '../components/Clock.tsx';
import { ContrastToggle } from '../components/ContrastToggle.tsx';
import { SiteSearchForm } from '../components/SiteSearchForm.tsx';
import { ZoomControls } from '../components/ZoomControls.tsx';
import { UserArea } from '../features/auth/UserArea.tsx';
import { session } from '../lib/session.ts';
import { useStore } from '../lib/store.ts';
import { MenuLinks } from './MenuLinks.tsx';
import { mainMenu } from './menu.ts';

/**
 * The bell's code is fetched only once a session exists: a visitor's first page carries none of
 * it (first-load.test.ts, bench/).
 */
const NotificationBell = lazy(() => import('../features/notifications/NotificationBell.tsx'));

/**
 * The phone's menu panel is drawn only once opened: its code is fetched when a narrow screen's
 * page is idle (or at the first tap, if that comes first), not with the first load.
 */
const loadMobileMenu = () => import('./MobileMenu.tsx');
const MobileMenu = lazy(loadMobileMenu);
const NARROW_SCREEN = '(max-width: 991.98px)';

function usePrefetchMobileMenu() {
  useEffect(() => {
    if (!window.matchMedia?.(NARROW_SCREEN).matches) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void loadMobileMenu().catch(() => undefined));
    return () => cancel(handle);
  }, []);
}

export function Header() {
  const { settings, user, token } = useStore(session);
  const signedIn = Boolean(user && token);
  const items = mainMenu(settings);
  const agency = settings?.managing_agency || 'Sở Khoa học và Công nghệ';
  const [menuOpen, setMenuOpen] = useState(false);
  // On a phone the search is a button beside the menu's that opens the form under the brand.
  const [searchOpen, setSearchOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  usePrefetchMobileMenu();

  return (
    <header className="site-header">
      <div className="header-top">
        <div className="container d-flex flex-wrap align-items-center justify-content-between gap-2">
          <Clock />
          <div className="header-tools">
            <SiteSearchForm className="d-none d-md-flex" />
            <ZoomControls />
            <ContrastToggle />
          </div>
        </div>
      </div>
      <div className="header-brand">
        <div className="container d-flex align-items-center justify-content-between gap-3">
          <Link to="/" className="brand">
            <img src={settings?.logo_url || '/favicon.svg'} alt="" width="48" height="48" className="brand-logo" />
            <span className="brand-text">
              <span className="brand-agency">
                {settings?.department_short_name ? (
                  <>
                    <span className="d-none d-sm-inline">{agency}</span>
                    <span className="d-sm-none">{settings.department_short_name}</span>
                  </>
                ) : (
                  agency
                )}
              </span>
              <span className="brand-title">{settings?.title_suffix || 'Cổng thông tin Nghị quyết 57'}</span>
            </span>
          </Link>
          <div className="d-flex align-items-center gap-2 ms-auto ms-lg-0">
            {signedIn && (
              <Suspense fallback={null}>
                <NotificationBell />
              </Suspense>
            )}
            <div className="d-none d-lg-block">
              <UserArea />
            </div>
          </div>
          <button
            type="button"
            className="menu-toggle search-toggle d-md-none"
            aria-label="Tìm kiếm trên cổng"
            aria-expanded={searchOpen}
            aria-controls="header-search"
            onClick={() => setSearchOpen((open) => !open)}
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" width="20" height="20">
              <circle cx="7" cy="7" r="5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="m11 11 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <button
            ref={toggleRef}
            type="button"
            className="menu-toggle d-lg-none"
            aria-label="Mở menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen(true)}
          >
            <span aria-hidden="true">☰</span>
          </button>
        </div>
      </div>
      {searchOpen && (
        <div id="header-search" className="header-search container d-md-none pb-3">
          <SiteSearchForm className="d-flex" focus onSubmit={() => setSearchOpen(false)} />
        </div>
      )}
      <nav className="main-nav d-none d-lg-block" aria-label="Menu chính">
        <div className="container">
          <MenuLinks items={items} className="nav" />
        </div>
      </nav>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu
            items={items}
            bell={
              signedIn && (
                <Suspense fallback={null}>
                  <NotificationBell variant="panel" onNavigate={() => setMenuOpen(false)} />
                </Suspense>
              )
            }
            onClose={() => {
              setMenuOpen(false);
              toggleRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </header>
  );
}
