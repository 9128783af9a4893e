import { zodResolver } from '@hookform/resolvers/zod';
import {
  authMessages,
  type ChangePasswordInput,
  ChangePasswordSchema,
  CONSENT_PURPOSE,
  CompleteRegistrationSchema,
  type ForgotPasswordInput,
  ForgotPasswordQuerySchema,
  type LoginInput,
  LoginSchema,
  provedByVneid,
  type RegisterInput,
  RegisterSchema,
  type SessionUser,
  type VerifyInput,
  VerifySchema,
} from '@portal/shared/auth';
import '@portal/shared/zod-vi';
import {
  type ComponentProps,
  createContext,
  type FormEventHandler,
  type ReactNode,
  useCallback,
  useContext,
  useRef,
  useState,
} from 'react';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { useLeaveGuard } from '../../components/form/useFormDraft.ts';
import { afterSignInPath, LOGIN_PATH } from '../../lib/after-sign-in.ts';
import { ApiError, api } from '../../lib/api.ts';
import { confirmPopup, successPopup, toast } from '../../lib/popups.ts';
import { session, signIn, updateSession } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';
import { Captcha } from './Captcha.tsx';
import { EmailField, Field, focusFirstField, PasswordField } from './Field.tsx';
import { numeric, showCallError } from './form-helpers.ts';
import { type AuthModal, authModal, closeAuthModal, openAuthModal } from './modals.ts';
import { TotpSetup } from './TotpSetup.tsx';

type SignedIn = { access_token: string; user: SessionUser };

/** Every account modal of spec section 2 (docs/DOMAIN.md, "The spec's contract"); only the open one is mounted. */
export default function AuthModals() {
  const modal = useStore(authModal);
  return (
    <RestoreFocus.Provider value={modal === null}>
      <LoginModal modal={modal?.name === 'login' ? modal : undefined} />
      <RegisterModal show={modal?.name === 'register'} />
      <OtpModal modal={modal?.name === 'otp' ? modal : undefined} />
      <ForgotModal modal={modal?.name === 'forgot' ? modal : undefined} />
      <QrModal modal={modal?.name === 'qr' ? modal : undefined} />
      <ChangePasswordModal modal={modal?.name === 'changePassword' ? modal : undefined} />
    </RestoreFocus.Provider>
  );
}

/**
 * Focus goes back to what opened a modal only when no other modal takes over: when one
 * modal leads to the next, giving focus back would pull it out of the new one's form.
 */
const RestoreFocus = createContext(true);

function AccountModal(props: ComponentProps<typeof Modal>) {
  return <Modal centered restoreFocus={useContext(RestoreFocus)} {...props} />;
}

/**
 * An account modal holding one form: its title, the fields as children, the buttons in `footer`.
 * Once shown, focus goes to the first field; on close, back to what opened it.
 */
function FormModal({
  titleId,
  title,
  onSubmit,
  footer,
  children,
  ...modal
}: Omit<ComponentProps<typeof Modal>, 'title' | 'onSubmit' | 'aria-labelledby' | 'onEntered'> & {
  titleId: string;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  footer: ReactNode;
  children: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  return (
    <AccountModal {...modal} aria-labelledby={titleId} onEntered={() => focusFirstField(form.current)}>
      <form ref={form} onSubmit={onSubmit} noValidate>
        <Modal.Header closeButton closeLabel="Đóng">
          <Modal.Title id={titleId}>{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
        <Modal.Footer>{footer}</Modal.Footer>
      </form>
    </AccountModal>
  );
}

/** The one button of an account form's footer, off while the form is sent. */
function WideSubmit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary w-100" disabled={busy}>
      {children}
    </button>
  );
}

/** After any sign-in: store the session, go to the stored redirect path, ask for a new password if due. */
function useFinishSignIn() {
  const navigate = useNavigate();
  return (result: SignedIn) => {
    signIn(result.access_token, result.user);
    closeAuthModal();
    const { redirectPath } = session.get();
    // Issue 17: signed in on /login, the address kept reading /login over the home page.
    const onLogin = window.location.pathname === LOGIN_PATH;
    if (redirectPath) updateSession({ redirectPath: null });
    if (redirectPath || onLogin) void navigate(afterSignInPath(redirectPath ?? '/'), { replace: onLogin });
    if (result.user.must_change_password) openAuthModal({ name: 'changePassword', forced: true });
  };
}

/**
 * Spec section 4 (docs/DOMAIN.md, "The spec's contract"): the browser goes to the identity
 * provider; it comes back to /login with a code.
 */
async function loginWithVneid() {
  try {
    // Back from VNeID the citizen lands where they were, but never on /login again (issue 17).
    const redirect = afterSignInPath(
      session.get().redirectPath ?? `${window.location.pathname}${window.location.search}`,
    );
    const { data } = await api<{ data: { url: string } }>(
      `/api/auth/vneid/authorize?${new URLSearchParams({ redirect })}`,
    );
    window.location.assign(data.url);
  } catch (error) {
    void toast(
      'error',
      error instanceof ApiError && error.body?.message ? error.body.message : authMessages.genericError,
    );
  }
}

function LoginModal({ modal }: { modal?: Extract<AuthModal, { name: 'login' }> }) {
  const finishSignIn = useFinishSignIn();
  const vneidEnabled = useStore(session).settings?.vneid_enabled ?? false;
  const [reloadSignal, setReloadSignal] = useState(0);
  const form = useForm<LoginInput>({
    resolver: zodResolver(LoginSchema) as never,
    values: { email: modal?.email ?? '', password: '', captcha: '', key: '' },
    resetOptions: { keepDirtyValues: true },
  });
  const { register, handleSubmit, setError, setValue, reset, formState } = form;
  const onKey = useCallback((key: string) => setValue('key', key), [setValue]);

  const submit = handleSubmit(async (values) => {
    try {
      const result = await api<{
        valid: boolean;
        session_key: string | null;
        google_auththen_check: boolean;
        data?: SignedIn;
      }>('/api/auth/login', { method: 'POST', body: JSON.stringify(values) });
      reset();
      if (result.google_auththen_check && result.session_key) {
        openAuthModal({ name: 'otp', sessionKey: result.session_key });
      } else if (result.data) {
        finishSignIn(result.data);
      }
    } catch (error) {
      setValue('captcha', '');
      setReloadSignal((n) => n + 1);
      if (error instanceof ApiError && error.status === 401) {
        setError('password', { type: 'server', message: authMessages.wrongCredentials });
        void toast('error', authMessages.wrongCredentials);
        return;
      }
      showCallError(error, setError, authMessages.genericError);
    }
  });

  return (
    <FormModal
      show={Boolean(modal)}
      onHide={closeAuthModal}
      titleId="login-title"
      title="Đăng nhập"
      onSubmit={submit}
      footer={
        <WideSubmit busy={formState.isSubmitting}>
          {formState.isSubmitting ? 'Đang đăng nhập…' : 'Đăng nhập'}
        </WideSubmit>
      }
    >
      <EmailField
        id="login-email"
        label="Email"
        autoComplete="username"
        registration={register('email')}
        error={formState.errors.email}
      />
      <PasswordField
        id="login-password"
        label="Mật khẩu"
        autoComplete="current-password"
        registration={register('password')}
        error={formState.errors.password}
      />
      {modal && <Captcha onKey={onKey} reloadSignal={reloadSignal} />}
      <Field
        id="login-captcha"
        label="Mã xác nhận"
        autoComplete="off"
        registration={register('captcha')}
        error={formState.errors.captcha ?? formState.errors.key}
      />
      {vneidEnabled && (
        <button type="button" className="btn btn-vneid w-100 mb-3" onClick={() => void loginWithVneid()}>
          Đăng nhập bằng tài khoản định danh điện tử VNeID
        </button>
      )}
      <div className="d-flex justify-content-between flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-link p-0"
          onClick={() => openAuthModal({ name: 'forgot', email: form.getValues('email') })}
        >
          Quên mật khẩu?
        </button>
        <button type="button" className="btn btn-link p-0" onClick={() => openAuthModal({ name: 'register' })}>
          Chưa có tài khoản? Đăng ký
        </button>
      </div>
    </FormModal>
  );
}

function RegisterModal({ show }: { show: boolean }) {
  const [reloadSignal, setReloadSignal] = useState(0);
  const form = useForm<RegisterInput>({
    resolver: zodResolver(RegisterSchema) as never,
    defaultValues: {
      full_name: '',
      citizenPid: '',
      email: '',
      password: '',
      passwordConfirm: '',
      google_auththen_check: true,
      consent: false as unknown as true,
      captcha: '',
      key: '',
    },
  });
  const { register, handleSubmit, setError, setValue, reset, formState } = form;
  const onKey = useCallback((key: string) => setValue('key', key), [setValue]);

  const submit = handleSubmit(async (values) => {
    try {
      const result = await api<{ qrImage?: string; secret?: string; message?: string }>('/api/auth/register', {
        method: 'POST',
        body: JSON.stringify(values),
      });
      if (result.qrImage && result.secret) {
        openAuthModal({ name: 'qr', qrImage: result.qrImage, secret: result.secret, registration: values });
      } else {
        closeAuthModal();
        void successPopup(authMessages.registered);
      }
      reset();
    } catch (error) {
      // The server used the captcha up, whatever it answered: a new one for the next attempt.
      setValue('captcha', '');
      setReloadSignal((n) => n + 1);
      showCallError(error, setError, authMessages.genericError);
    }
  });

  return (
    <FormModal
      show={show}
      onHide={closeAuthModal}
      titleId="register-title"
      title="Đăng ký tài khoản"
      onSubmit={submit}
      footer={<WideSubmit busy={formState.isSubmitting}>{formState.isSubmitting ? 'Đang gửi…' : 'Đăng ký'}</WideSubmit>}
    >
      <Field
        id="register-name"
        label="Họ và tên"
        autoComplete="name"
        registration={register('full_name')}
        error={formState.errors.full_name}
      />
      <Field
        id="register-pid"
        label="Số CMND/CCCD"
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        registration={numeric(register('citizenPid'))}
        error={formState.errors.citizenPid}
      />
      <EmailField
        id="register-email"
        label="Email"
        autoComplete="email"
        registration={register('email')}
        error={formState.errors.email}
      />
      <PasswordField
        id="register-password"
        label="Mật khẩu"
        autoComplete="new-password"
        registration={register('password')}
        error={formState.errors.password}
      />
      <PasswordField
        id="register-password-confirm"
        label="Nhập lại mật khẩu"
        autoComplete="new-password"
        registration={register('passwordConfirm')}
        error={formState.errors.passwordConfirm}
      />
      <div className="form-check mb-2">
        <input id="register-2fa" type="checkbox" className="form-check-input" {...register('google_auththen_check')} />
        <label htmlFor="register-2fa" className="form-check-label">
          Bật xác thực hai lớp bằng ứng dụng (Google Authenticator hoặc tương tự)
        </label>
      </div>
      <div className="form-check mb-3">
        <input
          id="register-consent"
          type="checkbox"
          className={formState.errors.consent ? 'form-check-input is-invalid' : 'form-check-input'}
          aria-describedby="register-consent-error"
          {...register('consent')}
        />
        <label htmlFor="register-consent" className="form-check-label small">
          {CONSENT_PURPOSE}
        </label>
        {formState.errors.consent?.message && (
          <div id="register-consent-error" className="invalid-feedback">
            {formState.errors.consent.message}
          </div>
        )}
      </div>
      {show && <Captcha onKey={onKey} reloadSignal={reloadSignal} />}
      <Field
        id="register-captcha"
        label="Mã xác nhận"
        autoComplete="off"
        registration={register('captcha')}
        error={formState.errors.captcha ?? formState.errors.key}
      />
    </FormModal>
  );
}

/** The code of the QR step; from the profile (no registration) the current password too. */
const CodeSchema = z.object({ otp: CompleteRegistrationSchema.shape.otp, password: z.string() });

/**
 * Back (or any other way off the page) while the QR step is open asks what closing it asks:
 * leaving would drop the registration or the new secret without a word. Mounted only while the
 * step is open, since a router holds one navigation blocker at a time.
 */
function AskBeforeLeaving({ question, onLeave }: { question: string; onLeave: () => void }) {
  useLeaveGuard(() => true, question, onLeave);
  return null;
}

function QrModal({ modal }: { modal?: Extract<AuthModal, { name: 'qr' }> }) {
  const form = useForm<{ otp: string; password: string }>({
    resolver: zodResolver(CodeSchema) as never,
    defaultValues: { otp: '', password: '' },
  });
  const { register, handleSubmit, setError, reset, formState } = form;
  const { user: signedIn } = useStore(session);
  const asksPassword = Boolean(modal && !modal.registration && !(signedIn && provedByVneid(signedIn)));

  const question = modal?.registration
    ? 'Chưa hoàn thành đăng ký sẽ không tạo tài khoản. Xác nhận đóng?'
    : 'Chưa hoàn thành, xác thực hai lớp sẽ không được bật. Xác nhận đóng?';
  const leave = () => {
    reset();
    closeAuthModal();
  };
  const close = async () => {
    if (await confirmPopup(question)) leave();
  };

  const submit = handleSubmit(async ({ otp, password }) => {
    if (!modal) return;
    if (asksPassword && !password) {
      setError('password', { message: authMessages.oldPasswordRequired });
      return;
    }
    try {
      if (modal.registration) {
        await api('/api/auth/completeRegistration', {
          method: 'POST',
          body: JSON.stringify({ ...modal.registration, secret: modal.secret, otp }),
        });
        reset();
        openAuthModal({ name: 'login', email: modal.registration.email });
        void successPopup(authMessages.registered);
        return;
      }
      // A signed-in user turning two-factor on from the profile page.
      const { user } = session.get();
      if (!user) return;
      const result = await api<{ data?: { access_token: string; user: SessionUser } }>(
        `/api/auth/${user.id}/register-google-auththen`,
        {
          method: 'PUT',
          body: JSON.stringify({
            google_auththen_check: true,
            secret: modal.secret,
            otp,
            ...(asksPassword ? { password } : {}),
          }),
        },
      );
      // The server answers a session opened with the second factor: keep it (the back office needs one).
      if (result.data) signIn(result.data.access_token, result.data.user);
      else updateSession({ user: { ...user, google_auththen_check: true } });
      reset();
      closeAuthModal();
      void toast('success', 'Đã bật xác thực hai lớp');
    } catch (error) {
      showCallError(error, setError, authMessages.genericError);
    }
  });

  return (
    <FormModal
      show={Boolean(modal)}
      onHide={() => void close()}
      backdrop="static"
      titleId="qr-title"
      title="Thiết lập xác thực hai lớp"
      onSubmit={submit}
      footer={
        <WideSubmit busy={formState.isSubmitting}>
          {modal?.registration ? 'Hoàn tất đăng ký' : 'Bật xác thực hai lớp'}
        </WideSubmit>
      }
    >
      {modal && <AskBeforeLeaving question={question} onLeave={leave} />}
      <TotpSetup qrImage={modal?.qrImage} secret={modal?.secret} />
      <Field
        id="qr-otp"
        label="Mã xác thực"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        registration={numeric(register('otp'))}
        error={formState.errors.otp}
      />
      {asksPassword && (
        <PasswordField
          id="qr-password"
          label="Mật khẩu hiện tại"
          autoComplete="current-password"
          registration={register('password')}
          error={formState.errors.password}
        />
      )}
    </FormModal>
  );
}

function OtpModal({ modal }: { modal?: Extract<AuthModal, { name: 'otp' }> }) {
  const finishSignIn = useFinishSignIn();
  const form = useForm<VerifyInput>({
    resolver: zodResolver(VerifySchema) as never,
    values: { otp: '', session_key: modal?.sessionKey ?? '' },
  });
  const { register, handleSubmit, setError, reset, formState } = form;

  const submit = handleSubmit(async (values) => {
    try {
      const result = await api<SignedIn>('/api/auth/verify', { method: 'POST', body: JSON.stringify(values) });
      reset();
      finishSignIn(result);
    } catch (error) {
      showCallError(error, setError, authMessages.genericError);
    }
  });

  return (
    <FormModal
      show={Boolean(modal)}
      onHide={closeAuthModal}
      titleId="otp-title"
      title="Xác thực hai lớp"
      onSubmit={submit}
      footer={<WideSubmit busy={formState.isSubmitting}>Xác nhận</WideSubmit>}
    >
      <p>Nhập mã 6 số đang hiển thị trong ứng dụng xác thực của bạn.</p>
      <Field
        id="otp-code"
        label="Mã xác thực"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        registration={numeric(register('otp'))}
        error={formState.errors.otp ?? formState.errors.session_key}
      />
    </FormModal>
  );
}

function ForgotModal({ modal }: { modal?: Extract<AuthModal, { name: 'forgot' }> }) {
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(ForgotPasswordQuerySchema) as never,
    values: { emailForget: modal?.email ?? '' },
  });
  const { register, handleSubmit, setError, reset, formState } = form;

  const submit = handleSubmit(async ({ emailForget }) => {
    try {
      await api(`/api/auth/forget-password?${new URLSearchParams({ emailForget })}`);
      reset();
      closeAuthModal();
      void toast('success', authMessages.passwordSent);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) showCallError(error, setError, authMessages.genericError);
      else void toast('error', authMessages.genericError);
    }
  });

  return (
    <FormModal
      show={Boolean(modal)}
      onHide={closeAuthModal}
      titleId="forgot-title"
      title="Quên mật khẩu"
      onSubmit={submit}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={() => openAuthModal({ name: 'login' })}>
            Quay lại đăng nhập
          </button>
          <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
            Gửi mật khẩu mới
          </button>
        </>
      }
    >
      <p className="small">
        Nhập email đã đăng ký. Chúng tôi sẽ gửi một mật khẩu tạm thời, dùng được một lần trong 20 phút; mật khẩu hiện
        tại của bạn vẫn dùng được cho đến khi bạn đăng nhập bằng mật khẩu tạm thời.
      </p>
      <EmailField
        id="forgot-email"
        label="Email"
        autoComplete="email"
        registration={register('emailForget')}
        error={formState.errors.emailForget}
      />
    </FormModal>
  );
}

function ChangePasswordModal({ modal }: { modal?: Extract<AuthModal, { name: 'changePassword' }> }) {
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(ChangePasswordSchema) as never,
    defaultValues: { oldPassword: '', password: '', passwordConfirm: '' },
  });
  const { register, handleSubmit, setError, reset, formState } = form;
  const { user } = useStore(session);
  // After "Quên mật khẩu" the account's password is the mailed temporary one until it is replaced.
  const temporary = Boolean(modal?.forced || user?.must_change_password);
  const navigate = useNavigate();
  const location = useLocation();

  const submit = handleSubmit(async (values) => {
    try {
      const result = await api<{ message: string; data: SignedIn }>('/api/auth/change-password', {
        method: 'PUT',
        body: JSON.stringify(values),
      });
      signIn(result.data.access_token, result.data.user);
      reset();
      closeAuthModal();
      void toast('success', authMessages.passwordChanged);
      // The page behind the modal was refused (403 password_change_required) and shows an error:
      // showing the current path again loads its data with the new session. A navigation, as after
      // a refresh (lib/api.ts), not a revalidation: the router's error boundary keeps a loader's
      // error until the location changes. Without the hash, which alone would load nothing.
      if (temporary)
        void navigate(`${location.pathname}${location.search}`, { replace: true, preventScrollReset: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) showCallError(error, setError, authMessages.genericError);
      else
        void toast(
          'error',
          error instanceof ApiError && error.body?.message ? error.body.message : authMessages.genericError,
        );
    }
  });

  return (
    <FormModal
      show={Boolean(modal)}
      onHide={closeAuthModal}
      titleId="change-password-title"
      title="Đổi mật khẩu"
      onSubmit={submit}
      footer={<WideSubmit busy={formState.isSubmitting}>Lưu mật khẩu mới</WideSubmit>}
    >
      {modal?.forced && (
        <div className="alert alert-warning" role="status">
          Bạn vừa đăng nhập bằng mật khẩu tạm thời. Vui lòng đặt mật khẩu mới.
        </div>
      )}
      <PasswordField
        id="change-old"
        label={temporary ? 'Mật khẩu tạm thời (trong email)' : 'Mật khẩu hiện tại'}
        autoComplete="current-password"
        registration={register('oldPassword')}
        error={formState.errors.oldPassword}
      />
      <PasswordField
        id="change-new"
        label="Mật khẩu mới"
        autoComplete="new-password"
        registration={register('password')}
        error={formState.errors.password}
      />
      <PasswordField
        id="change-confirm"
        label="Nhập lại mật khẩu mới"
        autoComplete="new-password"
        registration={register('passwordConfirm')}
        error={formState.errors.passwordConfirm}
      />
    </FormModal>
  );
}
