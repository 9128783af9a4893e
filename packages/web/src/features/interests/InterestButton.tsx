import { lazy, Suspense, useState } from 'react';
import { session, updateSession } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';
import { openAuthModal } from '../auth/modals.ts';

/** The form and its libraries (forms, validation, the modal) load when the button is first pressed. */
const InterestModal = lazy(() => import('./InterestModal.tsx'));

/**
 * "Bày tỏ quan tâm" on a product or need (issue 22): a signed-out visitor gets the sign-in dialog
 * and comes back to this page; a signed-in person gets the form in a modal.
 */
export function InterestButton({ product }: { product: { id: number; name: string } }) {
  const { token } = useStore(session);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);

  function press() {
    if (!token) {
      updateSession({ redirectPath: `${window.location.pathname}${window.location.search}` });
      openAuthModal({ name: 'login' });
      return;
    }
    setOpen(true);
  }

  return (
    <>
      <button type="button" className="btn btn-primary" onClick={press} disabled={sent}>
        {sent ? 'Đã gửi yêu cầu quan tâm' : 'Bày tỏ quan tâm'}
      </button>
      {open && (
        <Suspense fallback={<span role="status">Đang tải biểu mẫu…</span>}>
          <InterestModal
            product={product}
            onClose={(done) => {
              setOpen(false);
              if (done) setSent(true);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
