// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Issue 18 item 7: signed in with the temporary password of "Quên mật khẩu", the server answers
 * 403 password_change_required to every call but a few until a new password is set. The back
 * office does not show a bare 403 but its access screen, which leads to the portal's
 * change-password form.
 */

const staffUser = (must_change_password: boolean) => ({
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
  vneid_linked: false,
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

    serve(false, () => json(403, { code: 'forbidden', message: 'Bạn không có quyền' }));
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
