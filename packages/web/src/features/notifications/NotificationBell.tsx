import { href } from '@portal/shared/routes';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { session } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';
import { bellLabel, refreshUnread, unreadCount } from './unread.ts';

/**
 * The bell of a signed-in person: a link to their notifications with the unread count. The
 * header loads this module only once a session exists (Header.tsx), so a visitor's first page
 * carries none of it. `panel` is the offcanvas menu's version, a line with its words.
 */
export default function NotificationBell({
  variant = 'bar',
  onNavigate,
}: {
  variant?: 'bar' | 'panel';
  onNavigate?: () => void;
}) {
  const unread = useStore(unreadCount);
  const { pathname } = useLocation();
  // Signed in with a temporary password, every call but the password change is refused and
  // reopens the change-password modal: a count asked in the background must not do that to a
  // person who has just closed it. The bell asks once the new password is set.
  const mustChangePassword = useStore(session).user?.must_change_password === true;

  // Asked again at each navigation: staff may have acted since the last page.
  useEffect(() => {
    if (variant === 'panel' || mustChangePassword) return;
    refreshUnread().catch(() => {
      // The bell is no reason to trouble a page: it keeps its last count.
    });
  }, [pathname, variant, mustChangePassword]);

  const count = unread ? (
    <span className="notification-count badge rounded-pill text-bg-danger" aria-hidden="true">
      {unread > 99 ? '99+' : unread}
    </span>
  ) : null;

  if (variant === 'panel') {
    return (
      <Link
        className="notification-bell--panel d-flex align-items-center gap-2 mb-3"
        to={href('Notifications')}
        onClick={onNavigate}
        aria-label={bellLabel(unread)}
      >
        <BellIcon />
        <span aria-hidden="true">Thông báo</span>
        {count}
      </Link>
    );
  }
  return (
    <Link className="notification-bell" to={href('Notifications')} aria-label={bellLabel(unread)} title="Thông báo">
      <BellIcon />
      {count}
    </Link>
  );
}

function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
      />
    </svg>
  );
}
