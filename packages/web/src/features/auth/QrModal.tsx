import { authApi } from '@portal/shared/api/auth';
import { authMessages, CompleteRegistrationSchema, provedByVneid } from '@portal/shared/auth';
import { z } from 'zod';
import { showCallError } from '../../components/form/call-error.ts';
import { Field, PasswordField } from '../../components/form/controls.tsx';
import { numeric } from '../../components/form/keys.ts';
import { useLeaveGuard } from '../../components/form/useFormDraft.ts';
import { useZodForm } from '../../components/form/useZodForm.ts';
import { call } from '../../lib/api.ts';
import { confirmPopup, successPopup, toast } from '../../lib/popups.ts';
import { session, signIn, updateSession } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';
import { FormModal, WideSubmit } from './FormModal.tsx';
import { type AuthModal, closeAuthModal, openAuthModal } from './modals.ts';
import { TotpSetup } from './TotpSetup.tsx';

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

export function QrModal({ modal }: { modal?: Extract<AuthModal, { name: 'qr' }> }) {
  const form = useZodForm(CodeSchema, { defaultValues: { otp: '', password: '' } });
  const { register, handleSubmit, setError, reset, formState } = form;
  const { user: signedIn } = useStore(session);
  const asksPassword = Boolean(modal && !modal.registration && !(signedIn && provedByVneid(signedIn)));

  const question = modal?.registration
    ? 'Chưa hoàn thành đăng ký sẽ không tạo tài khoản. Xác nhận đóng?'
    : 'Chưa hoàn thành, xác thực hai bước sẽ không được bật. Xác nhận đóng?';
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
        await call(authApi.completeRegistration, { body: { ...modal.registration, secret: modal.secret, otp } });
        reset();
        openAuthModal({ name: 'login', email: modal.registration.email, confirming: true });
        void successPopup(authMessages.registered);
        return;
      }
      // A signed-in user turning two-factor on from the profile page.
      const { user } = session.get();
      if (!user) return;
      const result = await call(authApi.twoFactor, {
        params: { id: user.id },
        body: { google_auththen_check: true, secret: modal.secret, otp, ...(asksPassword ? { password } : {}) },
      });
      // The server answers a session opened with the second factor: keep it (the back office needs one).
      if (result.data) signIn(result.data.access_token, result.data.user);
      else updateSession({ user: { ...user, google_auththen_check: true } });
      reset();
      closeAuthModal();
      void toast('success', 'Đã bật xác thực hai bước');
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
      title="Thiết lập xác thực hai bước"
      onSubmit={submit}
      footer={
        <WideSubmit busy={formState.isSubmitting}>
          {modal?.registration ? 'Hoàn tất đăng ký' : 'Bật xác thực hai bước'}
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
