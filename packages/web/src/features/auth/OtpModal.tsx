import { authApi } from '@portal/shared/api/auth';
import { authMessages, VerifySchema } from '@portal/shared/auth';
import { submitCall } from '../../components/form/call-error.ts';
import { Field } from '../../components/form/controls.tsx';
import { numeric } from '../../components/form/keys.ts';
import { useZodForm } from '../../components/form/useZodForm.ts';
import { call } from '../../lib/api.ts';
import { FormModal, WideSubmit } from './FormModal.tsx';
import { useFinishSignIn } from './finish-sign-in.ts';
import { type AuthModal, closeAuthModal } from './modals.ts';

export function OtpModal({ modal }: { modal?: Extract<AuthModal, { name: 'otp' }> }) {
  const finishSignIn = useFinishSignIn();
  const form = useZodForm(VerifySchema, {
    values: { otp: '', session_key: modal?.sessionKey ?? '' },
  });
  const { register, reset, formState } = form;

  const submit = submitCall(form, authMessages.genericError, async (values) => {
    const result = await call(authApi.verify, { body: values });
    reset();
    finishSignIn(result);
  });

  return (
    <FormModal
      show={Boolean(modal)}
      onHide={closeAuthModal}
      titleId="otp-title"
      title="Xác thực hai bước"
      onSubmit={submit}
      footer={<WideSubmit busy={formState.isSubmitting}>Xác nhận</WideSubmit>}
    >
      <p>Nhập mã 6 số đang hiển thị trong ứng dụng xác thực.</p>
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
