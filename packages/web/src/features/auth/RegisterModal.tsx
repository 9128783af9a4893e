import { authApi } from '@portal/shared/api/auth';
import { authMessages, RegisterSchema } from '@portal/shared/auth';
import { consentPurpose } from '@portal/shared/consent';
import { useCallback, useState } from 'react';
import { showCallError } from '../../components/form/call-error.ts';
import { EmailField, Field, PasswordField } from '../../components/form/controls.tsx';
import { numeric } from '../../components/form/keys.ts';
import { useZodForm } from '../../components/form/useZodForm.ts';
import { call } from '../../lib/api.ts';
import { successPopup } from '../../lib/popups.ts';
import { session } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';
import { Captcha } from './Captcha.tsx';
import { FormModal, WideSubmit } from './FormModal.tsx';
import { closeAuthModal, openAuthModal } from './modals.ts';

export function RegisterModal({ show }: { show: boolean }) {
  const [reloadSignal, setReloadSignal] = useState(0);
  const agency = useStore(session).settings?.managing_agency ?? '';
  const form = useZodForm(RegisterSchema, {
    defaultValues: {
      full_name: '',
      citizenPid: '',
      email: '',
      password: '',
      passwordConfirm: '',
      google_auththen_check: true,
      captcha: '',
      key: '',
    },
  });
  const { register, handleSubmit, setError, setValue, reset, formState } = form;
  const onKey = useCallback((key: string) => setValue('key', key), [setValue]);

  const submit = handleSubmit(async (values) => {
    try {
      const result = await call(authApi.register, { body: values });
      if ('secret' in result) {
        openAuthModal({ name: 'qr', qrImage: result.qrImage, secret: result.secret, registration: values });
      } else {
        // The spec's success message; then the login, which says to open the confirmation mail first.
        openAuthModal({ name: 'login', email: values.email, confirming: true });
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
          Bật xác thực hai bước bằng ứng dụng (Google Authenticator hoặc tương tự)
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
          {consentPurpose(agency)}
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
