import { authApi } from '@portal/shared/api/auth';
import {
  authMessages,
  ProfileUpdateSchema,
  provedByVneid,
  type SessionUser,
  SetPasswordSchema,
} from '@portal/shared/auth';
import { href } from '@portal/shared/routes';
import '@portal/shared/zod-vi';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { showCallError, submitCall } from '../../components/form/call-error.ts';
import { Field, PasswordField } from '../../components/form/controls.tsx';
import { numeric } from '../../components/form/keys.ts';
import { useZodForm } from '../../components/form/useZodForm.ts';
import { openAuthModal } from '../../features/auth/modals.ts';
import { ApiError, call } from '../../lib/api.ts';
import { toast } from '../../lib/popups.ts';
import { session, signIn, updateSession } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';
import { AccountDataPanel } from './AccountDataPanel.tsx';
import { FollowingPanel } from './FollowingPanel.tsx';
import { ListingsPanel, ReceivedInterestsPanel, SentInterestsPanel } from './InterestPanels.tsx';
import { MailChoicesPanel } from './MailChoicesPanel.tsx';
import { VneidLinkPanel } from './VneidLinkPanel.tsx';

/**
 * Personal information: view and edit the name, two-factor on or off, change the password (or
 * set a first one, for an account made by a VNeID sign-in).
 */
export function Component() {
  const { user, settings } = useStore(session);
  if (!user) {
    return (
      <div className="d-flex justify-content-center py-5" role="status">
        <div className="spinner-border text-primary" />
        <span className="visually-hidden">Đang tải…</span>
      </div>
    );
  }
  return (
    <section className="page-section profile-page">
      <h1 className="page-title">Thông tin cá nhân</h1>
      <div className="row g-4">
        <div className="col-lg-6">
          <div className="panel">
            <h2 className="h5">Tài khoản</h2>
            <dl className="profile-facts">
              <dt>Họ và tên</dt>
              <dd>{user.full_name || '—'}</dd>
              <dt>Email</dt>
              <dd>{user.email}</dd>
              <dt>Số CMND/CCCD</dt>
              <dd>{user.citizen_pid_masked ?? 'Chưa cung cấp'}</dd>
              <dt>Xác thực hai bước</dt>
              <dd>{user.google_auththen_check ? 'Đang bật' : 'Đang tắt'}</dd>
            </dl>
            {user.has_password ? (
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() => openAuthModal({ name: 'changePassword' })}
              >
                Đổi mật khẩu
              </button>
            ) : (
              <p className="mb-0">Tài khoản được tạo khi đăng nhập bằng VNeID nên chưa có mật khẩu.</p>
            )}
          </div>
          <section className="panel mt-4" aria-labelledby="profile-messages-title">
            <h2 className="h5" id="profile-messages-title">
              Câu hỏi và góp ý
            </h2>
            <p className="mb-0">
              Câu hỏi, góp ý Ông/Bà đã gửi khi đăng nhập và câu trả lời của Sở:{' '}
              <Link to={href('PersonalQuestions')}>Câu hỏi và góp ý của tôi</Link>.
            </p>
          </section>
          {!user.has_password && <SetPasswordForm user={user} />}
          {(settings?.vneid_enabled || user.vneid_linked) && <VneidLinkPanel user={user} />}
        </div>
        <div className="col-lg-6">
          <AvatarForm user={user} />
          <NameForm user={user} />
          <TwoFactorPanel user={user} />
          <MailChoicesPanel />
          <AccountDataPanel user={user} />
          <FollowingPanel />
          <ListingsPanel />
          <ReceivedInterestsPanel />
          <SentInterestsPanel />
        </div>
      </div>
    </section>
  );
}

function AvatarForm({ user }: { user: SessionUser }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    setBusy(true);
    const body = new FormData();
    body.append('avatar', file);
    try {
      const { data } = await call(authApi.avatar, { body });
      updateSession({ user: data.user });
      void toast('success', 'Đã cập nhật ảnh đại diện');
    } catch (caught) {
      setError(
        caught instanceof ApiError
          ? (caught.body?.errors?.avatar?.[0] ?? caught.body?.message ?? authMessages.genericError)
          : authMessages.genericError,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="panel mb-4 d-flex align-items-center gap-3 flex-wrap">
      {user.avatar ? (
        <img src={user.avatar} alt="Ảnh đại diện" width={96} height={96} className="profile-avatar" />
      ) : (
        <span className="profile-avatar profile-avatar--empty" aria-hidden="true">
          {Array.from(user.full_name || user.email)[0]?.toUpperCase()}
        </span>
      )}
      <div>
        <label htmlFor="profile-avatar" className="form-label fw-semibold">
          Ảnh đại diện
        </label>
        <input
          id="profile-avatar"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className={error ? 'form-control is-invalid' : 'form-control'}
          aria-describedby="profile-avatar-help"
          onChange={(event) => void upload(event)}
          disabled={busy}
        />
        <div id="profile-avatar-help" className={error ? 'invalid-feedback' : 'form-text'}>
          {error ?? (busy ? 'Đang tải ảnh lên…' : 'Ảnh JPG, PNG hoặc WebP, tối đa 5 MB; ảnh được cắt vuông.')}
        </div>
      </div>
    </div>
  );
}

function NameForm({ user }: { user: SessionUser }) {
  const form = useZodForm(ProfileUpdateSchema, { values: { full_name: user.full_name } });
  const submit = submitCall(form, authMessages.genericError, async (values) => {
    const { data } = await call(authApi.profile, { body: values });
    updateSession({ user: data.user });
    void toast('success', 'Đã cập nhật thông tin');
  });
  return (
    <form className="panel mb-4" onSubmit={submit} noValidate>
      <h2 className="h5">Sửa họ tên</h2>
      <Field
        id="profile-name"
        label="Họ và tên"
        autoComplete="name"
        registration={form.register('full_name')}
        error={form.formState.errors.full_name}
      />
      <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
        Lưu thay đổi
      </button>
    </form>
  );
}

/**
 * The first password of an account made by a VNeID sign-in: no old one to give, from a session
 * VNeID opened (the server refuses it from any other); from another, it says how to get one.
 */
function SetPasswordForm({ user }: { user: SessionUser }) {
  const form = useZodForm(SetPasswordSchema, { defaultValues: { password: '', passwordConfirm: '' } });
  const submit = submitCall(form, authMessages.genericError, async (values) => {
    const result = await call(authApi.setPassword, { body: values });
    // Other sessions ended; this one goes on with the credentials the answer gives.
    signIn(result.data.access_token, result.data.user);
    form.reset();
    void toast('success', result.message);
  });
  return (
    <form className="panel mt-4" onSubmit={submit} noValidate aria-labelledby="set-password-title">
      <h2 className="h5" id="set-password-title">
        Đặt mật khẩu
      </h2>
      {provedByVneid(user) ? (
        <>
          <p>Đặt mật khẩu để đăng nhập bằng email {user.email} và mật khẩu, ngoài VNeID.</p>
          <PasswordField
            id="set-password-new"
            label="Mật khẩu mới"
            autoComplete="new-password"
            registration={form.register('password')}
            error={form.formState.errors.password}
          />
          <PasswordField
            id="set-password-confirm"
            label="Nhập lại mật khẩu mới"
            autoComplete="new-password"
            registration={form.register('passwordConfirm')}
            error={form.formState.errors.passwordConfirm}
          />
          <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
            Lưu mật khẩu
          </button>
        </>
      ) : (
        <p className="mb-0">{authMessages.passwordSetNeedsVneid}.</p>
      )}
    </form>
  );
}

const DisableSchema = z.object({
  otp: z
    .string()
    .trim()
    .min(1, authMessages.otpRequired)
    .regex(/^\d{6}$/, authMessages.otpInvalid),
  password: z.string().min(1, authMessages.oldPasswordRequired),
});
/** VNeID proved the person and the account has no password: the code alone (provedByVneid). */
const DisableByCodeSchema = DisableSchema.extend({ password: z.string() });

function TwoFactorPanel({ user }: { user: SessionUser }) {
  const [busy, setBusy] = useState(false);
  const codeAlone = provedByVneid(user);
  const form = useZodForm(codeAlone ? DisableByCodeSchema : DisableSchema, {
    defaultValues: { otp: '', password: '' },
  });

  const enable = async () => {
    setBusy(true);
    try {
      const result = await call(authApi.twoFactor, {
        params: { id: user.id },
        body: { google_auththen_check: true },
      });
      if (result.qrImage && result.secret)
        openAuthModal({ name: 'qr', qrImage: result.qrImage, secret: result.secret });
    } catch (error) {
      // The server's own message (e.g. a temporary password to replace first), else a generic one.
      showCallError(error, form.setError, authMessages.genericError);
    } finally {
      setBusy(false);
    }
  };

  const disable = submitCall(form, authMessages.genericError, async ({ otp, password }) => {
    await call(authApi.twoFactor, {
      params: { id: user.id },
      body: { google_auththen_check: false, otp, ...(codeAlone ? {} : { password }) },
    });
    updateSession({ user: { ...user, google_auththen_check: false } });
    form.reset();
    void toast('success', 'Đã tắt xác thực hai bước');
  });

  return (
    <div className="panel">
      <h2 className="h5" id="two-factor-title">
        Xác thực hai bước
      </h2>
      {user.google_auththen_check && user.role !== 'citizen' ? (
        <p>{authMessages.staffTwoFactorKept}. Mỗi lần đăng nhập, cần nhập thêm mã 6 số từ ứng dụng xác thực.</p>
      ) : user.google_auththen_check ? (
        <form onSubmit={disable} noValidate aria-labelledby="two-factor-title">
          <p>
            Mỗi lần đăng nhập, cần nhập thêm mã 6 số từ ứng dụng xác thực. Để tắt, nhập mã hiện tại
            {codeAlone ? '.' : ' và mật khẩu hiện tại.'}
          </p>
          <Field
            id="disable-otp"
            label="Mã xác thực"
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
            registration={numeric(form.register('otp'))}
            error={form.formState.errors.otp}
          />
          {!codeAlone && (
            <PasswordField
              id="disable-password"
              label="Mật khẩu hiện tại"
              autoComplete="current-password"
              registration={form.register('password')}
              error={form.formState.errors.password}
            />
          )}
          <button type="submit" className="btn btn-outline-danger" disabled={form.formState.isSubmitting}>
            Tắt xác thực hai bước
          </button>
        </form>
      ) : (
        <>
          <p>Bảo vệ tài khoản bằng mã 6 số từ ứng dụng xác thực trên điện thoại mỗi khi đăng nhập.</p>
          <button type="button" className="btn btn-primary" onClick={() => void enable()} disabled={busy}>
            Bật xác thực hai bước
          </button>
        </>
      )}
    </div>
  );
}
