import { authApi } from '@portal/shared/api/auth';
import { authMessages, ChangePasswordSchema, ProfileUpdateSchema } from '@portal/shared/auth';
import { FIRST_ADMIN_NAME } from '@portal/shared/setup';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { showCallError } from '../../components/form/call-error.ts';
import { Field, PasswordField } from '../../components/form/controls.tsx';
import { useZodForm } from '../../components/form/useZodForm.ts';
import { ApiError, call } from '../../lib/api.ts';
import { toast } from '../../lib/popups.ts';
import { session, signIn, updateSession } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';
import { FormModal, WideSubmit } from './FormModal.tsx';
import { type AuthModal, closeAuthModal } from './modals.ts';

/** The change, and on the first administrator's first visit the real name with it (`full_name`). */
const PasswordSchema = z.intersection(ChangePasswordSchema, z.object({ full_name: z.string().optional() }));
const PasswordAndNameSchema = z.intersection(ChangePasswordSchema, ProfileUpdateSchema);

export function ChangePasswordModal({ modal }: { modal?: Extract<AuthModal, { name: 'changePassword' }> }) {
  const { user } = useStore(session);
  // After "Quên mật khẩu" the account's password is the mailed temporary one until it is replaced.
  const temporary = Boolean(modal?.forced || user?.must_change_password);
  // The first administrator's first sign-in, with the password of the installation's configuration.
  const initial = temporary && user?.initial_password === true;
  // Still under the name the installation gave it: the real one is asked for with the password, and
  // saved first, so that the new password is checked against it (the server allows only this call).
  const naming = initial && user?.full_name === FIRST_ADMIN_NAME;
  const notice = initial
    ? 'Đây là lần đăng nhập đầu tiên của tài khoản quản trị. Vui lòng nhập họ tên thật và đặt mật khẩu mới thay cho mật khẩu ban đầu trong cấu hình máy chủ.'
    : modal?.forced
      ? 'Ông/Bà vừa đăng nhập bằng mật khẩu tạm thời. Vui lòng đặt mật khẩu mới.'
      : null;
  const oldPasswordLabel = initial
    ? 'Mật khẩu ban đầu'
    : temporary
      ? 'Mật khẩu tạm thời (trong email)'
      : 'Mật khẩu hiện tại';
  const form = useZodForm(naming ? PasswordAndNameSchema : PasswordSchema, {
    defaultValues: { oldPassword: '', password: '', passwordConfirm: '', full_name: '' },
  });
  const { register, handleSubmit, setError, reset, formState } = form;
  const navigate = useNavigate();
  const location = useLocation();

  const submit = handleSubmit(async ({ full_name, ...passwords }) => {
    try {
      if (naming && full_name) {
        const named = await call(authApi.profile, { body: { full_name } });
        updateSession({ user: named.data.user });
      }
      const result = await call(authApi.changePassword, { body: passwords });
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
      {notice && (
        <div className="alert alert-warning" role="status">
          {notice}
        </div>
      )}
      {naming && (
        <Field
          id="change-name"
          label="Họ và tên"
          autoComplete="name"
          registration={register('full_name')}
          error={formState.errors.full_name}
        />
      )}
      <PasswordField
        id="change-old"
        label={oldPasswordLabel}
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
