import { notificationsApi } from '@portal/shared/api/notifications';
import { NOTIFICATION_KINDS, type NotificationKind, notificationKindInSentence } from '@portal/shared/follow-through';
import { href } from '@portal/shared/routes';
import { Link } from 'react-router';
import { useStopLink } from '../../components/useStopLink.ts';
import { call } from '../../lib/api.ts';

/** The kind of mail a token names (`userId.kind.signature`), for the question; the server checks the rest. */
function kindOf(token: string): NotificationKind | undefined {
  const kind = token.split('.')[1];
  return (NOTIFICATION_KINDS as readonly string[]).includes(kind ?? '') ? (kind as NotificationKind) : undefined;
}

/**
 * The stop link at the foot of every notification mail (`?token=…`). Opening the link only asks:
 * the one click is the button, so a mail scanner that opens links stops nothing (mail programs
 * that offer their own "unsubscribe" use the mail's List-Unsubscribe-Post instead). The signed
 * token needs no sign-in; the answer says which mails stop, with the way to the profile's choices.
 */
export function Component() {
  const { token, state, stop } = useStopLink(
    (token) => kindOf(token) !== undefined,
    async (token) => {
      const answer = await call(notificationsApi.stop, { query: { token } });
      return { label: answer.data.label, message: answer.message };
    },
  );
  const kind = kindOf(token);

  return (
    <section className="page-section" aria-labelledby="stop-title">
      <h1 className="page-title" id="stop-title">
        Ngừng nhận thư thông báo
      </h1>
      <div className="row justify-content-center">
        <div className="col-lg-7">
          {(state.kind === 'ready' || state.kind === 'sending') && kind && (
            <div className="panel">
              <p>
                Ông/Bà sẽ không nhận thư về: <strong>{notificationKindInSentence(kind)}</strong>. Các thông báo vẫn hiện
                ở chuông thông báo khi Ông/Bà đăng nhập.
              </p>
              <button type="button" className="btn btn-primary" onClick={stop} disabled={state.kind === 'sending'}>
                {state.kind === 'sending' && (
                  <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                )}
                Ngừng nhận loại thư này
              </button>
            </div>
          )}
          {state.kind === 'stopped' && (
            <div className="panel" role="status">
              <p className="mb-2">
                Cổng thông tin đã ngừng gửi thư về:{' '}
                <strong>{state.label.charAt(0).toLowerCase() + state.label.slice(1)}</strong>.
              </p>
              <p className="mb-2">{state.message} Các thông báo vẫn hiện ở chuông thông báo khi Ông/Bà đăng nhập.</p>
              <p className="mb-0">
                Ông/Bà có thể chọn lại các loại thư muốn nhận trong trang{' '}
                <Link to={`${href('Profile')}#mail-choices`}>Thông tin cá nhân</Link>.
              </p>
            </div>
          )}
          {state.kind === 'refused' && (
            <div className="alert alert-warning" role="alert">
              <p className="mb-2">{state.message}</p>
              <Link to={`${href('Profile')}#mail-choices`}>Chọn loại thư muốn nhận trong trang Thông tin cá nhân</Link>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
