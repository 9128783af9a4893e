import { authApi } from '@portal/shared/api/auth';
import { AcceptInvitationSchema, authMessages, type SessionUser } from '@portal/shared/auth';
import { type InvitationDetails, invitationMessages } from '@portal/shared/staff-invitations';
import { formatTimeOfDay } from '@portal/shared/vietnam-time';
import '@portal/shared/zod-vi';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { submitCall } from '../../components/form/call-error.ts';
import { Field, PasswordField } from '../../components/form/controls.tsx';
import { numeric } from '../../components/form/keys.ts';
import { useZodForm } from '../../components/form/useZodForm.ts';
import { TotpSetup } from '../../features/auth/TotpSetup.tsx';
import { call, refusalMessage } from '../../lib/api.ts';
import { session, signIn } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'refused'; message: string }
  | { kind: 'ready'; invitation: InvitationDetails }
  | { kind: 'accepted'; user: SessionUser };

/**
 * Nhận lời mời: the link of an admin's invitation mail. It shows who is invited with
 * which role, or why the link no longer works; the person sets a password (the registration's
 * rules) and enrols two-factor, and is then signed in, with the way to the back office.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });

  useEffect(() => {
    if (!token) {
      setLoaded({ kind: 'refused', message: invitationMessages.unknown });
      return;
    }
    let current = true;
    call(authApi.invitation, { body: { token } })
      .then((invitation) => current && setLoaded({ kind: 'ready', invitation }))
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
      <h1 className="page-title">Nhận lời mời tham gia quản trị</h1>
      <div className="row justify-content-center">
        <div className="col-lg-7">
          {loaded.kind === 'loading' && (
            <div className="d-flex justify-content-center py-5" role="status">
              <div className="spinner-border text-primary" />
              <span className="visually-hidden">Đang tải…</span>
            </div>
          )}
          {loaded.kind === 'refused' && (
            <div className="alert alert-warning" role="alert">
              {loaded.message}
            </div>
          )}
          {loaded.kind === 'ready' && (
            <AcceptForm
              token={token}
              invitation={loaded.invitation}
              onAccepted={(user) => setLoaded({ kind: 'accepted', user })}
            />
          )}
          {loaded.kind === 'accepted' && (
            <div className="panel" role="status">
              <h2 className="h5">{invitationMessages.accepted}</h2>
              <p>
                Ông/Bà đã đăng nhập với tài khoản {loaded.user.email}. Từ nay, mỗi lần đăng nhập Ông/Bà nhập mật khẩu và
                mã xác thực từ ứng dụng trên điện thoại.
              </p>
              {/* The back office is its own bundle: a full page load, as the header's admin link does. */}
              <a className="btn btn-primary" href="/admin/">
                Vào trang quản trị
              </a>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

function AcceptForm({
  token,
  invitation,
  onAccepted,
}: {
  token: string;
  invitation: InvitationDetails;
  onAccepted: (user: SessionUser) => void;
}) {
  const form = useZodForm(AcceptInvitationSchema, {
    defaultValues: { token, secret: invitation.secret, password: '', passwordConfirm: '', otp: '' },
  });
  const { register, formState } = form;
  const { errors } = formState;
  const siteName = useStore(session).settings?.site_name ?? 'Cổng thông tin';

  const submit = submitCall(form, authMessages.genericError, async (values) => {
    const result = await call(authApi.acceptInvitation, { body: values });
    signIn(result.access_token, result.user);
    onAccepted(result.user);
  });

  return (
    <form className="panel" onSubmit={submit} noValidate aria-labelledby="invitation-title">
      <h2 id="invitation-title" className="h5">
        Kính gửi Ông/Bà {invitation.full_name},
      </h2>
      <p>
        Ông/Bà được mời tham gia quản trị {siteName} với vai trò <strong>{invitation.role_label}</strong>, tài khoản{' '}
        <strong>{invitation.email}</strong>. Lời mời có hiệu lực đến {formatTimeOfDay(invitation.expires_at)}.
      </p>
      <h3 className="h6">1. Đặt mật khẩu</h3>
      <PasswordField
        id="invitation-password"
        label="Mật khẩu"
        autoComplete="new-password"
        registration={register('password')}
        error={errors.password}
      />
      <PasswordField
        id="invitation-password-confirm"
        label="Nhập lại mật khẩu"
        autoComplete="new-password"
        registration={register('passwordConfirm')}
        error={errors.passwordConfirm}
      />
      <h3 className="h6">2. Thiết lập xác thực hai bước</h3>
      <TotpSetup qrImage={invitation.qrImage} secret={invitation.secret} />
      <Field
        id="invitation-otp"
        label="Mã xác thực"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        registration={numeric(register('otp'))}
        error={errors.otp}
      />
      {(errors.token || errors.secret) && (
        <div className="alert alert-danger" role="alert">
          {errors.token?.message ?? errors.secret?.message}
        </div>
      )}
      <button type="submit" className="btn btn-primary w-100" disabled={formState.isSubmitting}>
        Nhận lời mời và đăng nhập
      </button>
    </form>
  );
}
