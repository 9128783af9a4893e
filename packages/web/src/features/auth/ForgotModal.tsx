import { authApi } from '@portal/shared/api/auth';
import { authMessages, ForgotPasswordQuerySchema } from '@portal/shared/auth';
import { showCallError } from '../../components/form/call-error.ts';
import { EmailField } from '../../components/form/controls.tsx';
import { useZodForm } from '../../components/form/useZodForm.ts';
import { ApiError, call } from '../../lib/api.ts';
import { toast } from '../../lib/popups.ts';
import { FormModal } from './FormModal.tsx';
import { type AuthModal, closeAuthModal, openAuthModal } from './modals.ts';

export function ForgotModal({ modal }: { modal?: Extract<AuthModal, { name: 'forgot' }> }) {
  const form = useZodForm(ForgotPasswordQuerySchema, {
    values: { emailForget: modal?.email ?? '' },
  });
  const { register, handleSubmit, setError, reset, formState } = form;

  const submit = handleSubmit(async ({ emailForget }) => {
    try {
      await call(authApi.forgotPassword, { query: { emailForget } });
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
        tại vẫn dùng được cho đến khi đăng nhập bằng mật khẩu tạm thời.
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
