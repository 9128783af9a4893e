// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Signed in with the temporary password of "Quên mật khẩu", the server answers
 * 403 password_change_required to every call but a few until a new password is set. The back
 * office does not show a bare 403 but its access screen, which leads to the portal's
 * change-password form.
 */

const staffUser = (must_change_password: boolean, sign_in_method = 'otp') => ({
  id: 7,
  full_name: 'Trần Minh Tuấn',
  email: 'tuan@example.vn',
  avatar: null,
  citizenPid: null,
  citizen_pid_masked: null,
  is_admin: false,
  role: 'reviewer',
  google_auththen_check: false,
  must_change_password,
  initial_password: false,
  vneid_linked: false,
  has_password: true,
  sign_in_method,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server: /api/auth/me answers the user; every other call answers `other`. */
function serve(mustChange: boolean, other: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/auth/me' ? json(200, { data: { user: staffUser(mustChange) } }) : other(),
    ),
  );
}

const passwordChangeRequired = () =>
  json(403, { code: 'password_change_required', message: 'Vui lòng đặt mật khẩu mới để tiếp tục' });

// The provider keeps who is signed in and why access is refused: each test starts afresh.
const load = async () => {
  vi.resetModules();
  const auth = await import('./authProvider.ts');
  const http = await import('./http.ts');
  return { ...auth, ...http };
};

beforeEach(() => {
  localStorage.setItem('token', 'access-token');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the back office and a temporary password', () => {
  it('checkAuth refuses a staff member who must set a new password, and says why', async () => {
    serve(true, passwordChangeRequired);
    const { authProvider, accessProblem } = await load();
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
    expect(accessProblem()).toBe('password_change_required');
  });

  it('a call refused with password_change_required leads to the access screen, a plain 403 does not', async () => {
    serve(false, passwordChangeRequired);
    const { authProvider, accessProblem, httpClient, FORBIDDEN_MESSAGE } = await load();
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    const refused = await httpClient('/api/admin/feedback').catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 403, body: { code: 'password_change_required' } });
    // Without logoutUser: false react-admin leaves for the login page, here the access screen.
    await expect(authProvider.checkError(refused)).rejects.toEqual({ message: false });
    expect(accessProblem()).toBe('password_change_required');

    serve(false, () => json(403, { code: 'forbidden', message: 'Tài khoản không có quyền thực hiện thao tác này' }));
    const forbidden = await httpClient('/api/admin/users').catch((error: unknown) => error);
    await expect(authProvider.checkError(forbidden)).rejects.toEqual({
      logoutUser: false,
      message: FORBIDDEN_MESSAGE,
    });
  });

  it('the access screen asks for a new password and links to the portal to set it', async () => {
    serve(true, passwordChangeRequired);
    const { authProvider } = await load();
    const { AccessScreen } = await import('../AccessScreen.tsx');
    const { i18nProvider } = await import('../i18n/i18nProvider.ts');
    render(
      <AdminContext authProvider={authProvider} dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <AccessScreen />
      </AdminContext>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Vui lòng đổi mật khẩu' })).toBeTruthy();
    expect(screen.getByText(/mật khẩu tạm thời/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Đổi mật khẩu' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('link', { name: 'Về Cổng thông tin' }).getAttribute('href')).toBe('/');
  });
});

/**
 * A staff member signed in with a password alone reaches no back-office call.
 * The access screen says so and leads the enrolment right there: the QR code, then a code and the
 * password; the server's answer is a session with the second factor, and the back office opens.
 */
describe('the back office and a password-only staff session', () => {
  const twoFactorRequired = () =>
    json(403, { code: 'two_factor_required', message: 'Cán bộ của Sở cần đăng nhập bằng xác thực hai bước' });

  it('checkAuth refuses a staff session opened with a password alone, and a refused call leads there too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/auth/me' ? json(200, { data: { user: staffUser(false, 'pwd') } }) : twoFactorRequired(),
      ),
    );
    const { authProvider, accessProblem } = await load();
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
    expect(accessProblem()).toBe('two_factor_required');
    // No resources until then: react-admin goes straight to the access screen (with the reviewer's
    // resources it re-routed between them and the access screen for seconds).
    await expect(authProvider.getPermissions?.({})).resolves.toBe('citizen');

    serve(false, twoFactorRequired);
    const again = await load();
    await expect(again.authProvider.checkAuth({})).resolves.toBeUndefined();
    const refused = await again.httpClient('/api/admin/posts').catch((error: unknown) => error);
    await expect(again.authProvider.checkError(refused)).rejects.toEqual({ message: false });
    expect(again.accessProblem()).toBe('two_factor_required');
  });

  it('the access screen enrols: QR and secret, field errors under their fields, then the new session', async () => {
    const calls: { url: string; body: Record<string, unknown> }[] = [];
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/auth/me') return json(200, { data: { user: staffUser(false, 'pwd') } });
        const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
        calls.push({ url, body });
        if (!body.otp)
          return json(200, {
            google_auththen_check: false,
            qrImage: 'data:image/png;base64,AA',
            secret: 'JBSWY3DPEHPK3PXP',
          });
        if (body.password !== 'HoaPhuong@2026') {
          return json(422, { message: 'Dữ liệu không hợp lệ', errors: { password: ['Mật khẩu hiện tại không đúng'] } });
        }
        return json(200, { google_auththen_check: true, data: { access_token: 'otp-token', user: staffUser(false) } });
      }),
    );
    const { authProvider } = await load();
    const { AccessScreen } = await import('../AccessScreen.tsx');
    const { i18nProvider } = await import('../i18n/i18nProvider.ts');
    const { fireEvent } = await import('@testing-library/react');
    render(
      <AdminContext authProvider={authProvider} dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <AccessScreen />
      </AdminContext>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Vui lòng bật xác thực hai bước' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bật xác thực hai bước' }));
    expect(await screen.findByRole('img', { name: 'Mã QR thiết lập xác thực hai bước' })).toBeTruthy();
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(calls[0]).toEqual({ url: '/api/auth/7/register-google-auththen', body: { google_auththen_check: true } });

    // Nothing typed: said under each field, nothing sent.
    fireEvent.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText('Vui lòng nhập mã 6 số từ ứng dụng xác thực')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập mật khẩu hiện tại')).toBeTruthy();
    expect(calls).toHaveLength(1);

    fireEvent.change(screen.getByLabelText(/Mã xác thực/), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText(/Mật khẩu hiện tại/), { target: { value: 'Sai@2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText('Mật khẩu hiện tại không đúng')).toBeTruthy();
    expect(replace).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/Mật khẩu hiện tại/), { target: { value: 'HoaPhuong@2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Xác nhận' }));
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/admin/'));
    expect(calls.at(-1)?.body).toEqual({
      google_auththen_check: true,
      secret: 'JBSWY3DPEHPK3PXP',
      otp: '123456',
      password: 'HoaPhuong@2026',
    });
    expect(localStorage.getItem('token')).toBe('otp-token');
  });
});
