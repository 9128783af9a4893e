import { engagementApi } from '@portal/shared/api/engagement';
import { href } from '@portal/shared/routes';
import { Link } from 'react-router';
import { useStopLink } from '../../components/useStopLink.ts';
import { call } from '../../lib/api.ts';

/** A stop token's shape (`digest.signature`); the server checks the signature. */
const looksLikeToken = (token: string) => /^[\w-]+\.[\w-]+$/.test(token);

/**
 * The stop link at the foot of every receipt mail of the Hỏi đáp and Liên hệ forms (`?token=…`).
 * Opening it only asks: the one click is the button, so a mail scanner that opens links stops
 * nothing. The signed token needs no sign-in; once stopped, no receipt goes to that address,
 * while questions and feedback sent from it are still received.
 */
export function Component() {
  const { state, stop } = useStopLink(looksLikeToken, async (token) => {
    const answer = await call(engagementApi.stopReceipts, { query: { token } });
    return { message: answer.message };
  });

  return (
    <section className="page-section" aria-labelledby="stop-receipts-title">
      <h1 className="page-title" id="stop-receipts-title">
        Ngừng nhận thư báo tiếp nhận
      </h1>
      <div className="row justify-content-center">
        <div className="col-lg-7">
          {(state.kind === 'ready' || state.kind === 'sending') && (
            <div className="panel">
              <p>
                Cổng thông tin sẽ không gửi thư báo đã tiếp nhận câu hỏi (mục Hỏi đáp) hay góp ý (mục Liên hệ) tới địa
                chỉ email đã nhận thư này nữa. Câu hỏi, góp ý gửi từ địa chỉ này vẫn được tiếp nhận và trả lời.
              </p>
              <button type="button" className="btn btn-primary" onClick={stop} disabled={state.kind === 'sending'}>
                {state.kind === 'sending' && (
                  <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                )}
                Ngừng nhận thư báo tiếp nhận
              </button>
            </div>
          )}
          {state.kind === 'stopped' && (
            <div className="panel" role="status">
              <p className="mb-0">{state.message}</p>
            </div>
          )}
          {state.kind === 'refused' && (
            <div className="alert alert-warning" role="alert">
              <p className="mb-2">{state.message}</p>
              <Link to={href('Home')}>Về trang chủ</Link>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
