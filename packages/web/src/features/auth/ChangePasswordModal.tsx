import { authApi } from '@portal/shared/api/auth';
import { authMessages, ChangePasswordSchema } from '@portal/shared/auth';
import { useLocation, useNavigate } from 'react-router';
import { showCallError } from '../../components/form/call-error.ts';
import { PasswordField } from '../../components/form/controls.tsx';
import { useZodForm } from '../../components/form/useZodForm.ts';
import { ApiError, call } from '../../lib/api.ts';
import { toast } from '../../lib/popups.ts';
import { session, signIn } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';
import { FormModal, WideSubmit } from './FormModal.tsx';
import { type AuthModal, closeAuthModal } from './modals.ts';

export function ChangePasswordModal({ modal }: { modal?: Extract<AuthModal, { name: 'changePassword' }> }) {
  const form = useZodForm(ChangePasswordSchema, {
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
      const result = await call(authApi.changePassword, { body: values });
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
          Ông/Bà vừa đăng nhập bằng mật khẩu tạm thời. Vui lòng đặt mật khẩu mới.
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
