// Loaded with the modals, not the shell: zod's Vietnamese messages for every modal's schema.
import '@portal/shared/zod-vi';
import { useStore } from '../../lib/store.ts';
import { ChangePasswordModal } from './ChangePasswordModal.tsx';
import { ForgotModal } from './ForgotModal.tsx';
import { RestoreFocus } from './FormModal.tsx';
import { LoginModal } from './LoginModal.tsx';
import { authModal } from './modals.ts';
import { OtpModal } from './OtpModal.tsx';
import { QrModal } from './QrModal.tsx';
import { RegisterModal } from './RegisterModal.tsx';
import { VneidConsentModal } from './VneidConsentModal.tsx';

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
      <VneidConsentModal modal={modal?.name === 'vneidConsent' ? modal : undefined} />
    </RestoreFocus.Provider>
  );
}
