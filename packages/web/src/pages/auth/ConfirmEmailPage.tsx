import { authApi } from '@portal/shared/api/auth';
import { authMessages } from '@portal/shared/auth';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { openAuthModal } from '../../features/auth/modals.ts';
import { call, refusalMessage } from '../../lib/api.ts';

type Loaded = { kind: 'loading' } | { kind: 'confirmed'; message: string } | { kind: 'refused'; message: string };

/**
 * A token is sent once even when the page mounts twice (React's strict mode, a quick back and
 * forth): the link works once, and a second call would answer that it no longer does.
 */
const sent = new Map<string, Promise<{ message: string }>>();
const confirmOnce = (token: string) => {
  let answer = sent.get(token);
  if (!answer) {
    answer = call(authApi.confirmEmail, { body: { token } });
    sent.set(token, answer);
  }
  return answer;
};

/**
 * Xác nhận địa chỉ email: the link of a new account's mail. Opening it proves the address is the
 * owner's; from then on the password signs in.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });

  useEffect(() => {
    if (!token) {
      setLoaded({ kind: 'refused', message: authMessages.confirmationInvalid });
      return;
    }
    let current = true;
    confirmOnce(token)
      .then(({ message }) => current && setLoaded({ kind: 'confirmed', message }))
      .catch((error: unknown) => {
        if (!current) return;
        setLoaded({ kind: 'refused', message: refusalMessage(error, authMessages.genericError) });
      });
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <section className="page-section">
      <h1 className="page-title">Xác nhận địa chỉ email</h1>
      <div className="row justify-content-center">
        <div className="col-lg-7">
          {loaded.kind === 'loading' && (
            <div className="d-flex justify-content-center py-5" role="status">
              <div className="spinner-border text-primary" />
              <span className="visually-hidden">Đang xác nhận…</span>
            </div>
          )}
          {loaded.kind === 'confirmed' && (
            <div className="panel" role="status">
              <p className="h5">{loaded.message}</p>
              <button type="button" className="btn btn-primary" onClick={() => openAuthModal({ name: 'login' })}>
                Đăng nhập
              </button>
            </div>
          )}
          {loaded.kind === 'refused' && (
            <div className="alert alert-warning" role="alert">
              <p className="mb-2">{loaded.message}</p>
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
