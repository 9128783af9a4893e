import { followsApi } from '@portal/shared/api/follows';
import { type FollowTarget, followersText } from '@portal/shared/follow-through';
import { useEffect, useState } from 'react';
import { call } from '../../lib/api.ts';
import { toast } from '../../lib/popups.ts';
import { session, updateSession } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';
import { openAuthModal } from '../auth/modals.ts';

/**
 * "Theo dõi" on a big problem, a product or a public proposal. The count comes
 * with the page's cached answer; a signed-in person's own state (and the fresh count) from the
 * signed-in state call, so the public answer stays the same for everyone. A signed-out visitor
 * gets the sign-in dialog and comes back to this page.
 */
export function FollowButton({ kind, id, followers }: { kind: FollowTarget; id: number; followers: number }) {
  const { token } = useStore(session);
  const [state, setState] = useState<{ following: boolean; followers: number }>({ following: false, followers });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) {
      setState({ following: false, followers });
      return;
    }
    let live = true;
    call(followsApi.state, { query: { target_kind: kind, target_id: id } })
      .then((answer) => {
        if (live) setState(answer.data);
      })
      .catch(() => {
        // The count of the page stays; pressing the button tries again.
      });
    return () => {
      live = false;
    };
  }, [token, kind, id, followers]);

  async function press() {
    if (!token) {
      updateSession({ redirectPath: `${window.location.pathname}${window.location.search}` });
      openAuthModal({ name: 'login' });
      return;
    }
    setBusy(true);
    try {
      const body = { target_kind: kind, target_id: id };
      const answer = state.following
        ? await call(followsApi.unfollow, { body })
        : await call(followsApi.follow, { body });
      setState(answer.data);
    } catch {
      void toast('error', 'Không thực hiện được, vui lòng thử lại');
    } finally {
      setBusy(false);
    }
  }

  return (
    <p className="follow-box d-flex align-items-center gap-2 flex-wrap">
      <button
        type="button"
        className={state.following ? 'btn btn-sm btn-primary' : 'btn btn-sm btn-outline-primary'}
        aria-pressed={state.following}
        disabled={busy}
        onClick={() => void press()}
      >
        {state.following ? 'Đang theo dõi' : 'Theo dõi'}
      </button>
      <span className="text-body-secondary small" aria-live="polite">
        {followersText(state.followers)}
      </span>
    </p>
  );
}
