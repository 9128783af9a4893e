import { useEffect, useState } from 'react';
import { session } from '../lib/session.ts';
import { useStore } from '../lib/store.ts';

/**
 * Spec section 9 (docs/DOMAIN.md, "The spec's contract"): without a user or token the loader hides
 * this long after mount.
 */
export const LOADER_FALLBACK_MS = 1500;

/** Shown from the first paint; hides once a user exists, or after 1.5 s when there is no user or token. */
export function LoadingOverlay() {
  const { user, token } = useStore(session);
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    if (user || token) return;
    const timer = setTimeout(() => setTimedOut(true), LOADER_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [user, token]);

  const hidden = Boolean(user) || timedOut;
  return (
    <div className={hidden ? 'loading-overlay is-hidden' : 'loading-overlay'} aria-hidden={hidden} role="status">
      <div className="loading-overlay-card">
        <div className="spinner-border text-primary" />
      </div>
      <span className="visually-hidden">Đang tải…</span>
    </div>
  );
}
