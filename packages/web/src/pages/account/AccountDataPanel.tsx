import { accountMessages, DELETE_ACCOUNT_CONFIRMATION } from '@portal/shared/account-data';
import { authApi } from '@portal/shared/api/auth';
import { pathOf } from '@portal/shared/api/endpoint';
import { authMessages, type SessionUser } from '@portal/shared/auth';
import '@portal/shared/zod-vi';
import { useRef, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { submitCall } from '../../components/form/call-error.ts';
import { Field, PasswordField } from '../../components/form/controls.tsx';
import { focusFirstField } from '../../components/form/keys.ts';
import { useZodForm } from '../../components/form/useZodForm.ts';
import { PortalModal } from '../../components/PortalModal.tsx';
import { api, call } from '../../lib/api.ts';
import { successPopup, toast } from '../../lib/popups.ts';
import { clearSession } from '../../lib/session.ts';

/** The file name the server suggests, or a plain one. */
function fileNameOf(response: Response): string {
  const match = response.headers.get('content-disposition')?.match(/filename="([^"]+)"/);
  return match?.[1] ?? 'du-lieu-ca-nhan.json';
}

/** Downloads the signed-in user's data (authApi.myData) as the JSON file the server sends. */
async function downloadMyData(): Promise<void> {
  const { blob, name } = await api(pathOf(authApi.myData), {}, async (response) => ({
    blob: await response.blob(),
    name: fileNameOf(response),
  }));
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * A person's own data (Decree 13/2023): download everything the portal keeps about them, or
 * delete the account after a dialog that says what goes and what stays anonymised.
 */
export function AccountDataPanel({ user }: { user: SessionUser }) {
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
    } catch {
      void toast('error', accountMessages.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="panel mt-4">
      <h2 className="h5">Dữ liệu cá nhân</h2>
      <p>Ông/Bà có thể tải về toàn bộ dữ liệu Cổng thông tin lưu về mình (tệp JSON), hoặc xóa tài khoản của mình.</p>
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => void download()}
          disabled={downloading}
        >
          {downloading ? 'Đang chuẩn bị tệp…' : 'Tải dữ liệu của tôi'}
        </button>
        <button type="button" className="btn btn-outline-danger" onClick={() => setDeleting(true)}>
          Xóa tài khoản
        </button>
      </div>
      <DeleteAccountDialog user={user} show={deleting} onHide={() => setDeleting(false)} />
    </div>
  );
}

const DeleteFormSchema = z.object({ password: z.string().max(128), confirmation: z.string().max(50) });

function DeleteAccountDialog({ user, show, onHide }: { user: SessionUser; show: boolean; onHide: () => void }) {
  const navigate = useNavigate();
  // A session opened through VNeID may belong to an account without a password: it confirms by typing.
  const throughVneid = user.citizenPid !== null;
  const form = useZodForm(DeleteFormSchema, { defaultValues: { password: '', confirmation: '' } });

  const submit = submitCall(form, authMessages.genericError, async ({ password, confirmation }) => {
    if (!throughVneid && !password) {
      form.setError('password', { type: 'required', message: accountMessages.passwordRequired });
      return;
    }
    await call(authApi.deleteAccount, {
      body: {
        ...(password ? { password } : {}),
        ...(confirmation ? { confirmation } : {}),
      },
    });
    onHide();
    clearSession();
    void navigate('/');
    void successPopup(accountMessages.deleted);
  });

  const close = () => {
    form.reset();
    onHide();
  };
  const formElement = useRef<HTMLFormElement>(null);

  return (
    <PortalModal
      show={show}
      onHide={close}
      aria-labelledby="delete-account-title"
      onShow={() => focusFirstField(formElement.current)}
    >
      <form ref={formElement} onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel="Đóng">
          <Modal.Title id="delete-account-title">Xóa tài khoản</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>Sau khi xóa, không thể đăng nhập lại bằng tài khoản này và không thể khôi phục.</p>
          <p className="mb-1 fw-semibold">Bị xóa ngay:</p>
          <ul>
            <li>họ tên, email, số CMND/CCCD, ảnh đại diện, xác thực hai bước và mọi phiên đăng nhập;</li>
            <li>các bản nháp chưa gửi và tệp đã tải lên nhưng chưa gửi;</li>
            <li>thông báo, danh sách đang theo dõi và lựa chọn nhận thư;</li>
            <li>lịch sử đăng nhập của tài khoản.</li>
          </ul>
          <p className="mb-1 fw-semibold">Được giữ lại ở dạng ẩn danh (không còn tên, email, số điện thoại):</p>
          <ul>
            <li>các đề xuất, ý tưởng, giải pháp, câu hỏi và góp ý đã gửi, vì Sở phải lưu hồ sơ;</li>
            <li>bản ghi về việc đã đồng ý xử lý dữ liệu cá nhân và thời điểm rút lại đồng ý.</li>
          </ul>
          <p>Email và số CMND/CCCD có thể dùng để đăng ký lại sau này.</p>
          <PasswordField
            id="delete-account-password"
            label={throughVneid ? 'Mật khẩu (nếu tài khoản có mật khẩu)' : 'Mật khẩu hiện tại'}
            autoComplete="current-password"
            registration={form.register('password')}
            error={form.formState.errors.password}
          />
          {throughVneid && (
            <Field
              id="delete-account-confirmation"
              label={`Tài khoản đăng nhập bằng VNeID: gõ “${DELETE_ACCOUNT_CONFIRMATION}” để xác nhận`}
              autoComplete="off"
              registration={form.register('confirmation')}
              error={form.formState.errors.confirmation}
            />
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={close}>
            Hủy
          </button>
          <button type="submit" className="btn btn-danger" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Đang xóa…' : 'Xóa vĩnh viễn tài khoản'}
          </button>
        </Modal.Footer>
      </form>
    </PortalModal>
  );
}
