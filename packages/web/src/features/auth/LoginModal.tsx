import { authApi } from '@portal/shared/api/auth';
import { authMessages, LoginSchema } from '@portal/shared/auth';
import { errorCodes } from '@portal/shared/errors';
import { useCallback, useState } from 'react';
import { showCallError } from '../../components/form/call-error.ts';
import { EmailField, Field, PasswordField } from '../../components/form/controls.tsx';
import { useZodForm } from '../../components/form/useZodForm.ts';
import { afterSignInPath } from '../../lib/after-sign-in.ts';
import { ApiError, call, refusalMessage } from '../../lib/api.ts';
import { toast } from '../../lib/popups.ts';
import { session } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';
import { Captcha } from './Captcha.tsx';
import { FormModal, WideSubmit } from './FormModal.tsx';
import { useFinishSignIn } from './finish-sign-in.ts';
import { type AuthModal, closeAuthModal, openAuthModal } from './modals.ts';

/**
 * Spec section 4 (docs/DOMAIN.md, "The spec's contract"): the browser goes to the identity
 * provider; it comes back to /login with a code.
 */
async function loginWithVneid() {
  try {
    // Back from VNeID the citizen lands where they were, but never on /login again.
    const redirect = afterSignInPath(
      session.get().redirectPath ?? `${window.location.pathname}${window.location.search}`,
    );
    const { data } = await call(authApi.vneidAuthorize, { query: { redirect } });
    window.location.assign(data.url);
  } catch (error) {
    void toast(
      'error',
      error instanceof ApiError && error.body?.message ? error.body.message : authMessages.genericError,
    );
  }
}

/**
 * The right password of an account whose address waits for its mailed link: what to do, and
 * "Gửi lại", with the key only that answer gave.
 */
function UnconfirmedNotice({ resendKey }: { resendKey: string }) {
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    try {
      const { message } = await call(authApi.resendConfirmation, { body: { resend_key: resendKey } });
      void toast('success', message);
    } catch (error) {
      void toast('error', refusalMessage(error, authMessages.genericError));
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="alert alert-warning" role="alert">
      <p className="mb-2">{authMessages.emailUnconfirmed}</p>
      <button type="button" className="btn btn-sm btn-outline-primary" disabled={sending} onClick={() => void resend()}>
        {sending ? 'Đang gửi…' : 'Gửi lại'}
      </button>
    </div>
  );
}

export function LoginModal({ modal }: { modal?: Extract<AuthModal, { name: 'login' }> }) {
  const finishSignIn = useFinishSignIn();
  const [resendKey, setResendKey] = useState<string | null>(null);
  const vneidEnabled = useStore(session).settings?.vneid_enabled ?? false;
  const [reloadSignal, setReloadSignal] = useState(0);
  const form = useZodForm(LoginSchema, {
    values: { email: modal?.email ?? '', password: '', captcha: '', key: '' },
    resetOptions: { keepDirtyValues: true },
  });
  const { register, handleSubmit, setError, setValue, reset, formState } = form;
  const onKey = useCallback((key: string) => setValue('key', key), [setValue]);

  const submit = handleSubmit(async (values) => {
    setResendKey(null);
    try {
      const result = await call(authApi.login, { body: values });
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
      if (error instanceof ApiError && error.body?.code === errorCodes.emailUnconfirmed && error.body.resend_key) {
        setResendKey(error.body.resend_key);
        void toast('warning', error.body.message);
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
      {modal?.confirming && !resendKey && (
        <div className="alert alert-info" role="status">
          {authMessages.confirmationSent}
        </div>
      )}
      {resendKey && <UnconfirmedNotice resendKey={resendKey} />}
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
