import { authMessages, type SessionUser, VneidLinkConfirmSchema } from '@portal/shared/auth';
import { showCallError } from '../../components/form/call-error.ts';
import { PasswordField } from '../../components/form/controls.tsx';
import { useZodForm } from '../../components/form/useZodForm.ts';
import { confirmVneidLink, provedIdentity, startVneidLink } from '../../features/vneid/link.ts';
import { ApiError } from '../../lib/api.ts';
import { toast } from '../../lib/popups.ts';
import { updateSession } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';

/**
 * Linking the account to VNeID: the citizen proves the identity at VNeID, then
 * enters this account's password here. Only then does VNeID sign in to this account.
 */
export function VneidLinkPanel({ user }: { user: SessionUser }) {
  const proved = useStore(provedIdentity);
  const form = useZodForm(VneidLinkConfirmSchema, { defaultValues: { password: '' } });

  const confirm = form.handleSubmit(async ({ password }) => {
    try {
      const { message, user: linked } = await confirmVneidLink(password);
      updateSession({ user: linked });
      form.reset();
      void toast('success', message);
    } catch (error) {
      // A link that expired or was refused meanwhile: its message, and the citizen starts again.
      if (error instanceof ApiError && (error.status === 409 || error.status === 410)) provedIdentity.set(null);
      showCallError(error, form.setError, authMessages.genericError);
    }
  });

  return (
    <section className="panel mt-4" aria-labelledby="vneid-link-title">
      <h2 className="h5" id="vneid-link-title">
        Tài khoản định danh điện tử VNeID
      </h2>
      {user.vneid_linked ? (
        <p className="mb-0">Tài khoản đã liên kết với VNeID và có thể đăng nhập bằng VNeID.</p>
      ) : proved ? (
        <form onSubmit={confirm} noValidate>
          <p>
            VNeID đã xác thực <strong>{proved.full_name || 'danh tính'}</strong>
            {proved.citizen_pid_masked ? ` (số định danh ${proved.citizen_pid_masked})` : ''}. Nhập mật khẩu của tài
            khoản này để hoàn tất liên kết.
          </p>
          <PasswordField
            id="vneid-link-password"
            label="Mật khẩu tài khoản"
            autoComplete="current-password"
            registration={form.register('password')}
            error={form.formState.errors.password}
          />
          <div className="d-flex gap-2 flex-wrap">
            <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
              Xác nhận liên kết
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={() => provedIdentity.set(null)}>
              Hủy
            </button>
          </div>
        </form>
      ) : (
        <>
          <p>
            Liên kết để đăng nhập vào tài khoản này bằng VNeID và xác thực số CMND/CCCD. Ông/Bà sẽ đăng nhập VNeID, rồi
            nhập mật khẩu của tài khoản này.
          </p>
          <button type="button" className="btn btn-vneid" onClick={() => void startVneidLink()}>
            Liên kết tài khoản VNeID
          </button>
        </>
      )}
    </section>
  );
}
