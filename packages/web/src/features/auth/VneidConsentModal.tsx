import { authApi } from '@portal/shared/api/auth';
import { authMessages } from '@portal/shared/auth';
import { consentPurpose } from '@portal/shared/consent';
import { useState } from 'react';
import { call, refusalMessage } from '../../lib/api.ts';
import { errorPopup, warningPopup } from '../../lib/popups.ts';
import { session, updateSession } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';
import { FormModal } from './FormModal.tsx';
import { useFinishSignIn } from './finish-sign-in.ts';
import { type AuthModal, closeAuthModal } from './modals.ts';

/**
 * The first VNeID sign-in of a citizen with no account: the registration's consent text, agreed
 * to or refused before any account is made (Law 91/2025 on personal data). Agreeing makes the
 * account and signs in; refusing, or closing the dialog, makes nothing.
 */
export function VneidConsentModal({ modal }: { modal?: Extract<AuthModal, { name: 'vneidConsent' }> }) {
  const finishSignIn = useFinishSignIn();
  const [busy, setBusy] = useState(false);
  const agency = useStore(session).settings?.managing_agency ?? '';

  const answer = async (consent: boolean) => {
    if (!modal || busy) return;
    setBusy(true);
    try {
      const { message, data } = await call(authApi.vneidConsent, {
        body: { consent_key: modal.consentKey, consent },
      });
      if (data) {
        // Where the citizen was going when they chose VNeID, as the server kept it.
        updateSession({ redirectPath: data.redirect_path });
        finishSignIn(data);
      } else {
        closeAuthModal();
        void warningPopup('Chưa tạo tài khoản', message);
      }
    } catch (error) {
      closeAuthModal();
      void errorPopup('Không đăng nhập được bằng VNeID', refusalMessage(error, authMessages.genericError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormModal
      show={Boolean(modal)}
      onHide={() => void answer(false)}
      backdrop="static"
      titleId="vneid-consent-title"
      title="Đồng ý cho phép xử lý dữ liệu cá nhân"
      onSubmit={(event) => {
        event.preventDefault();
        void answer(true);
      }}
      footer={
        <div className="d-flex gap-2 w-100">
          <button
            type="button"
            className="btn btn-outline-secondary flex-fill"
            disabled={busy}
            onClick={() => void answer(false)}
          >
            Từ chối
          </button>
          <button type="submit" className="btn btn-primary flex-fill" disabled={busy}>
            Đồng ý
          </button>
        </div>
      }
    >
      <p>
        Ông/Bà <strong>{modal?.fullName}</strong> đăng nhập lần đầu bằng VNeID. Trước khi tạo tài khoản trên Cổng, vui
        lòng đọc và cho biết Ông/Bà có đồng ý:
      </p>
      <blockquote id="vneid-consent-purpose" className="border-start border-3 ps-3">
        {consentPurpose(agency)}
      </blockquote>
      <p className="small text-muted mb-0">
        Nếu từ chối, tài khoản sẽ không được tạo và thông tin từ VNeID không được lưu; Ông/Bà vẫn có thể xem thông tin
        trên Cổng.
      </p>
    </FormModal>
  );
}
