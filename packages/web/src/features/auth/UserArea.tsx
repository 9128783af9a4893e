import { lazy, Suspense } from 'react';
import { session } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';
import { openAuthModal } from './modals.ts';

/** The signed-in user's menu: a chunk of its own, fetched once a session exists (as the bell). */
const UserMenu = lazy(() => import('./UserMenu.tsx'));

/**
 * Visitors see Đăng ký and Đăng nhập; a signed-in user a menu under their name (docs/DOMAIN.md,
 * "The spec's contract", section 2).
 */
export function UserArea({ variant = 'bar', onNavigate }: { variant?: 'bar' | 'panel'; onNavigate?: () => void }) {
  const { user, token } = useStore(session);
  if (!user || !token) {
    return (
      <div className={variant === 'bar' ? 'user-area' : 'user-area user-area--panel'}>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => {
            onNavigate?.();
            openAuthModal({ name: 'register' });
          }}
        >
          Đăng ký
        </button>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={() => {
            onNavigate?.();
            openAuthModal({ name: 'login' });
          }}
        >
          Đăng nhập
        </button>
      </div>
    );
  }
  return (
    <Suspense fallback={null}>
      <UserMenu variant={variant} onNavigate={onNavigate} />
    </Suspense>
  );
}
