import { interestsApi } from '@portal/shared/api/interests';
import { formatDate } from '@portal/shared/format';
import type { InterestSubjectKind, MyInterest } from '@portal/shared/interests';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../lib/api.ts';
import { session, updateSession } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';
import { openAuthModal } from '../auth/modals.ts';

/** The form and its libraries (forms, validation, the modal) load when the button is first pressed. */
const InterestModal = lazy(() => import('./InterestModal.tsx'));

/** The profile's panels where each side reads its interests (server: interests.service.ts). */
const SENT_PANEL = '/profile#quan-tam-da-gui';
const RECEIVED_PANEL = '/profile#quan-tam-nhan-duoc';

/** The product or need of the page, named in the form. */
export interface InterestTarget {
  kind: InterestSubjectKind;
  id: number;
  name: string;
}

/** Who is looking, asked of the product's or the need's own address. */
const askMine = (kind: InterestSubjectKind, id: number) =>
  kind === 'need'
    ? call(interestsApi.mineForNeed, { params: { id: String(id) } })
    : call(interestsApi.mine, { params: { id } });

/** What the page shows a signed-in person instead of the button, or null for the button. */
function viewerLine(mine: MyInterest): ReactNode {
  if (mine.is_owner) {
    const counts = mine.counts ?? { interests: 0, accepted: 0 };
    return (
      <p className="mb-2">
        Đây là tin đăng của Ông/Bà: {counts.interests} yêu cầu quan tâm do Sở chuyển đến, {counts.accepted} đã đồng ý
        kết nối. <Link to={RECEIVED_PANEL}>Xem và trả lời trong trang cá nhân</Link>
      </p>
    );
  }
  const { interest } = mine;
  if (!interest) return null;
  const sentOn = `Đã gửi yêu cầu quan tâm ngày ${formatDate(interest.created_at)}`;
  if (interest.status === 'pending' || interest.status === 'forwarded') {
    return (
      <p className="mb-2" role="status">
        {sentOn},{' '}
        {interest.status === 'pending'
          ? 'đang chờ Sở xem xét.'
          : 'Sở đã chuyển đến chủ sở hữu, đang chờ chủ sở hữu trả lời.'}{' '}
        <Link to={SENT_PANEL}>Theo dõi trong mục Quan tâm đã gửi</Link>
      </p>
    );
  }
  if (interest.status === 'accepted') {
    return (
      <p className="mb-2" role="status">
        {sentOn}. Chủ sở hữu đã đồng ý kết nối. <Link to={SENT_PANEL}>Xem thông tin liên hệ</Link>
      </p>
    );
  }
  // Declined or closed: while the wait lasts, the day from which another may be sent.
  if (!mine.can_send && mine.next_allowed_at) {
    return (
      <p className="mb-2" role="status">
        {sentOn}. {interest.status === 'declined' ? 'Chủ sở hữu đã từ chối.' : 'Sở đã đóng yêu cầu.'} Có thể gửi lại yêu
        cầu mới từ ngày {formatDate(mine.next_allowed_at)}.
      </p>
    );
  }
  return null;
}

/**
 * "Bày tỏ quan tâm" on a product or need: a signed-out visitor gets the sign-in dialog
 * and comes back to this page; a signed-in person gets the form in a modal. With a session, the
 * page asks who is looking (`…/interests/mine`, never in the public, cached answer of the page):
 * the owner sees the counts instead of the button, a sender the state of their interest.
 */
export function InterestButton({ subject }: { subject: InterestTarget }) {
  const { token } = useStore(session);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(0);
  const [mine, setMine] = useState<MyInterest | null>(null);
  /** Asking who is looking: the button waits, so the owner cannot open a form that would be refused. */
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    setMine(null);
    if (!token) return;
    let live = true;
    setChecking(true);
    askMine(subject.kind, subject.id)
      .then((answer) => {
        if (live) setMine(answer.data);
      })
      .catch(() => {
        // The button stays; the server still refuses what it must when pressed.
      })
      .finally(() => {
        if (live) setChecking(false);
      });
    return () => {
      live = false;
    };
  }, [token, subject.kind, subject.id, sent]);

  function press() {
    if (!token) {
      updateSession({ redirectPath: `${window.location.pathname}${window.location.search}` });
      openAuthModal({ name: 'login' });
      return;
    }
    setOpen(true);
  }

  // The owner, an open or accepted interest, or a wait after an answer: the line, not the button.
  const line = mine ? viewerLine(mine) : null;
  if (line) return line;

  return (
    <>
      {/* Just sent, until the page knows its state: the button says so. */}
      <button type="button" className="btn btn-primary" onClick={press} disabled={checking || (sent > 0 && !mine)}>
        {sent > 0 && !mine ? 'Đã gửi yêu cầu quan tâm' : 'Bày tỏ quan tâm'}
      </button>
      {open && (
        <Suspense fallback={<span role="status">Đang tải biểu mẫu…</span>}>
          <InterestModal
            subject={subject}
            onClose={(done) => {
              setOpen(false);
              if (done) {
                setMine(null);
                setSent((count) => count + 1);
              }
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * The owner's counts alone (the page of their own need, /propose/{id}/personal-propose): how many
 * interests the department forwarded, how many they accepted; nothing while unknown, or when the
 * need is not public (then nobody could express one).
 */
export function InterestCounts({ subject }: { subject: InterestTarget }) {
  const { token } = useStore(session);
  const [mine, setMine] = useState<MyInterest | null>(null);
  useEffect(() => {
    if (!token) return;
    let live = true;
    askMine(subject.kind, subject.id)
      .then((answer) => {
        if (live) setMine(answer.data);
      })
      .catch(() => {
        // Not public (hidden by staff meanwhile): no counts to show.
      });
    return () => {
      live = false;
    };
  }, [token, subject.kind, subject.id]);
  return mine?.is_owner ? viewerLine(mine) : null;
}
