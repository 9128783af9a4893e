import { authApi } from '@portal/shared/api/auth';
import { authMessages } from '@portal/shared/auth';
import { href } from '@portal/shared/routes';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { openAuthModal } from '../../features/auth/modals.ts';
import { call, refusalMessage } from '../../lib/api.ts';
import { session } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';

type Step =
  | { kind: 'ready' }
  | { kind: 'sending' }
  | { kind: 'confirmed'; message: string }
  | { kind: 'refused'; message: string };

/**
 * Xác nhận địa chỉ email: the link of a new account's mail. The address is proved when its owner
 * presses the button, not when the page opens: a mail program or scanner that opens links by
 * itself confirms nothing. From then on the password signs in.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user } = useStore(session);
  const [step, setStep] = useState<Step>(
    token ? { kind: 'ready' } : { kind: 'refused', message: authMessages.confirmationLinkIncomplete },
  );

  async function confirm() {
    setStep({ kind: 'sending' });
    try {
      const { message } = await call(authApi.confirmEmail, { body: { token } });
      setStep({ kind: 'confirmed', message });
    } catch (error) {
      setStep({ kind: 'refused', message: refusalMessage(error, authMessages.genericError) });
    }
  }

  return (
    <section className="page-section">
      <h1 className="page-title">Xác nhận địa chỉ email</h1>
      <div className="row justify-content-center">
        <div className="col-lg-7">
          {(step.kind === 'ready' || step.kind === 'sending') && (
            <div className="panel">
              <p>
                Bấm nút dưới đây để xác nhận địa chỉ email này là của Ông/Bà. Nếu Ông/Bà không đăng ký tài khoản trên
                Cổng, xin bỏ qua thư và đóng trang này.
              </p>
              <button type="button" className="btn btn-primary" disabled={step.kind === 'sending'} onClick={confirm}>
                {step.kind === 'sending' && (
                  <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                )}
                Xác nhận địa chỉ email
              </button>
            </div>
          )}
          {step.kind === 'confirmed' &&
            (user ? (
              // Signed in since (from this page's header): nothing more to ask.
              <div className="panel" role="status">
                <p className="h5">{authMessages.emailConfirmedSignedIn}</p>
                <Link className="btn btn-primary" to={href('Home')}>
                  Về trang chủ
                </Link>
              </div>
            ) : (
              <div className="panel" role="status">
                <p className="h5">{step.message}</p>
                <button type="button" className="btn btn-primary" onClick={() => openAuthModal({ name: 'login' })}>
                  Đăng nhập
                </button>
              </div>
            ))}
          {step.kind === 'refused' && (
            <div className="alert alert-warning" role="alert">
              <p className="mb-2">{step.message}</p>
              <p className="mb-0">
                Khi Ông/Bà đăng nhập bằng email và mật khẩu đã đăng ký, hộp đăng nhập sẽ có nút “Gửi lại” để nhận thư
                xác nhận mới.
              </p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
