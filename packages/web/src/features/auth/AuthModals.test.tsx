import type { SessionUser } from '@portal/shared/auth';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLoaderData, useRouteError } from 'react-router';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { session, signIn } from '../../lib/session.ts';
import { citizenForTests } from '../../test/settings.ts';
import AuthModals from './AuthModals.tsx';
import { closeAuthModal, openAuthModal } from './modals.ts';

// SweetAlert2 needs a real browser; what the popups say is not what these tests check.
vi.mock('../../lib/popups.ts', () => ({
  successPopup: vi.fn(async () => {}),
  toast: vi.fn(async () => {}),
  confirmPopup: vi.fn(async () => true),
}));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A page whose loader is refused until the temporary password is replaced, as "Ý tưởng của tôi" was. */
function renderWithPage(who: SessionUser) {
  signIn('temporary-session', who);
  let refused = true;
  const loader = vi.fn(async () => {
    if (refused) throw new ApiError(403, { code: 'password_change_required', message: 'Đặt mật khẩu mới' });
    return 'Danh sách ý tưởng của tôi';
  });
  const Page = () => <p>{useLoaderData() as string}</p>;
  const Failed = () => <p>Có lỗi xảy ra {String((useRouteError() as Error).message)}</p>;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Outlet />
            <AuthModals />
          </>
        ),
        children: [{ ErrorBoundary: Failed, children: [{ path: 'y-tuong-cua-toi', loader, Component: Page }] }],
      },
    ],
    { initialEntries: ['/y-tuong-cua-toi'] },
  );
  render(<RouterProvider router={router} />);
  return {
    loader,
    allow: () => {
      refused = false;
    },
  };
}

describe('the account modals', () => {
  afterEach(() => {
    act(() => closeAuthModal());
    vi.restoreAllMocks();
  });
  afterAll(() => new Promise((resolve) => setTimeout(resolve, 1000)));

  it('the forced change asks for the temporary password, and the refused page loads again after it', async () => {
    const forced = { ...citizenForTests, must_change_password: true };
    const page = renderWithPage(forced);
    expect(await screen.findByText(/Có lỗi xảy ra/)).toBeTruthy();
    act(() => openAuthModal({ name: 'changePassword', forced: true }));
    const temporary = await screen.findByLabelText('Mật khẩu tạm thời (trong email)');
    expect(screen.queryByLabelText('Mật khẩu hiện tại')).toBeNull();

    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      page.allow();
      return json(200, {
        message: 'Đổi mật khẩu thành công',
        data: { access_token: 'new-session', user: citizenForTests },
      });
    });
    await userEvent.type(temporary, 'TamThoi9Aa1!');
    await userEvent.type(screen.getByLabelText('Mật khẩu mới'), 'HoaPhuong@2027');
    await userEvent.type(screen.getByLabelText('Nhập lại mật khẩu mới'), 'HoaPhuong@2027');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu mật khẩu mới' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/change-password');
    expect(await screen.findByText('Danh sách ý tưởng của tôi')).toBeTruthy();
    expect(screen.queryByText(/Có lỗi xảy ra/)).toBeNull();
    expect(page.loader).toHaveBeenCalledTimes(2);
    expect(session.get().token).toBe('new-session');
  });

  it("the first administrator's first sign-in asks for the initial password and the real name, and saves both", async () => {
    const firstAdmin: SessionUser = {
      ...citizenForTests,
      full_name: 'Quản trị viên',
      role: 'admin',
      is_admin: true,
      must_change_password: true,
      initial_password: true,
    };
    renderWithPage(firstAdmin);
    act(() => openAuthModal({ name: 'changePassword', forced: true }));
    expect(await screen.findByText(/lần đăng nhập đầu tiên của tài khoản quản trị/)).toBeTruthy();
    expect(screen.queryByLabelText('Mật khẩu tạm thời (trong email)')).toBeNull();
    const sent: { url: string; body: unknown }[] = [];
    const named = { ...firstAdmin, full_name: 'Trần Minh Đức' };
    const changed = { ...named, must_change_password: false, initial_password: false };
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      sent.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return String(url).endsWith('/change-password')
        ? json(200, { message: 'Đổi mật khẩu thành công', data: { access_token: 'new-session', user: changed } })
        : json(200, { data: { user: named } });
    });

    // The name is asked for with the password: an empty one is refused before anything is sent.
    await userEvent.type(screen.getByLabelText('Mật khẩu ban đầu'), 'Quantri@2026');
    await userEvent.type(screen.getByLabelText('Mật khẩu mới'), 'DongHa#Moi2027');
    await userEvent.type(screen.getByLabelText('Nhập lại mật khẩu mới'), 'DongHa#Moi2027');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu mật khẩu mới' }));
    expect(await screen.findByText('Vui lòng nhập họ tên')).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByLabelText('Họ và tên'), 'Trần Minh Đức');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu mật khẩu mới' }));
    await waitFor(() => expect(session.get().token).toBe('new-session'));
    expect(session.get().user?.full_name).toBe('Trần Minh Đức');
    // The name first: the server checks the new password against it.
    expect(sent).toEqual([
      { url: '/api/auth/profile', body: { full_name: 'Trần Minh Đức' } },
      {
        url: '/api/auth/change-password',
        body: { oldPassword: 'Quantri@2026', password: 'DongHa#Moi2027', passwordConfirm: 'DongHa#Moi2027' },
      },
    ]);
  });

  it('a change the person asked for asks for the current password', async () => {
    renderWithPage(citizenForTests);
    act(() => openAuthModal({ name: 'changePassword' }));
    expect(await screen.findByLabelText('Mật khẩu hiện tại')).toBeTruthy();
    expect(screen.queryByLabelText('Mật khẩu tạm thời (trong email)')).toBeNull();
  });

  it('turning two-factor on in a VNeID session of an account without a password asks for the code alone', async () => {
    const vneid: SessionUser = { ...citizenForTests, has_password: false, sign_in_method: 'vneid' };
    renderWithPage(vneid);
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(200, {
        google_auththen_check: true,
        data: { access_token: 'with-code', user: { ...vneid, google_auththen_check: true } },
      }),
    );
    act(() => openAuthModal({ name: 'qr', qrImage: 'data:image/png;base64,AA==', secret: 'JBSWY3DPEHPK3PXP' }));
    const code = await screen.findByLabelText('Mã xác thực');
    expect(screen.queryByLabelText('Mật khẩu hiện tại')).toBeNull();
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Bật xác thực hai bước' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/auth/${vneid.id}/register-google-auththen`);
    expect(JSON.parse(String(init?.body))).toEqual({
      google_auththen_check: true,
      secret: 'JBSWY3DPEHPK3PXP',
      otp: '123456',
    });
  });

  it('a password session still gives its password to turn two-factor on', async () => {
    renderWithPage(citizenForTests);
    act(() => openAuthModal({ name: 'qr', qrImage: 'data:image/png;base64,AA==', secret: 'JBSWY3DPEHPK3PXP' }));
    expect(await screen.findByLabelText('Mật khẩu hiện tại')).toBeTruthy();
  });

  it('the right password of an unconfirmed address says what to do, and “Gửi lại” sends the key it was given', async () => {
    renderWithPage(citizenForTests);
    const calls: { url: string; body: unknown }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      const raw = input instanceof Request ? await input.text() : init?.body;
      calls.push({ url, body: raw ? JSON.parse(String(raw)) : undefined });
      if (url.includes('/api/captcha'))
        return json(200, { data: { captcha: 'data:image/svg+xml;base64,AA==', key: 'k' } });
      if (url.includes('/api/auth/login')) {
        return json(403, {
          code: 'email_unconfirmed',
          message: 'Địa chỉ email của tài khoản chưa được xác nhận.',
          resend_key: '7.1800000000000.chuky',
        });
      }
      return json(200, { message: 'Đã gửi lại thư xác nhận. Vui lòng kiểm tra hộp thư (cả mục thư rác).' });
    });
    act(() => openAuthModal({ name: 'login', email: 'nguoidan@example.vn', confirming: true }));
    expect(await screen.findByText(/Chúng tôi đã gửi thư xác nhận/)).toBeTruthy();
    await userEvent.type(await screen.findByLabelText('Mật khẩu'), 'HoaPhuong@2026');
    await userEvent.type(screen.getByLabelText('Mã xác nhận'), 'abcde');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('chưa được xác nhận');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi lại' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.includes('/api/auth/resend-confirmation'))?.body).toEqual({
        resend_key: '7.1800000000000.chuky',
      }),
    );
  });
});
