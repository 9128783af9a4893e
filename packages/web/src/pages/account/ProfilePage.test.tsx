import type { SessionUser } from '@portal/shared/auth';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { session, signIn } from '../../lib/session.ts';
import { citizenForTests, demoSettingsForTests } from '../../test/settings.ts';
import { Component as ProfilePage } from './ProfilePage.tsx';

// SweetAlert2 needs a real browser; what the popups say is not what these tests check.
vi.mock('../../lib/popups.ts', () => ({ successPopup: vi.fn(async () => {}), toast: vi.fn(async () => {}) }));

/** An account made by a VNeID sign-in, in the session VNeID opened: no password of its own. */
const vneidCitizen: SessionUser = {
  ...citizenForTests,
  email: 'chau.pham@vneid.test',
  has_password: false,
  vneid_linked: true,
  sign_in_method: 'vneid',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * fetch answering `body` to the call under test; the panels that load with the page (the mail
 * choices, the "Đang theo dõi" list, the interests and listings) get their own answers and are left out of `formCalls`.
 */
const listPanel = (input: unknown) =>
  ['/api/follows', '/api/interests/', '/api/listings/'].some((path) => String(input).includes(path));
const panelCall = (input: unknown) => String(input) === '/api/notifications/preferences' || listPanel(input);
function answering(status: number, body: unknown) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    if (String(input) === '/api/notifications/preferences')
      return json(200, { data: { mailed: ['submission_status'] } });
    if (listPanel(input)) {
      return json(200, { data: [], meta: { page: 1, per_page: 10, total: 0, last_page: 1 } });
    }
    return json(status, body);
  });
}
const formCalls = (mock: ReturnType<typeof answering>) => mock.mock.calls.filter(([input]) => !panelCall(input));

function renderProfile(who: SessionUser) {
  signIn('access-token', who);
  session.set({ ...session.get(), settings: demoSettingsForTests });
  const router = createMemoryRouter([{ path: '/thong-tin-ca-nhan', element: <ProfilePage /> }], {
    initialEntries: ['/thong-tin-ca-nhan'],
  });
  render(<RouterProvider router={router} />);
}

describe('the profile page of an account without a password of its own', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(() => new Promise((resolve) => setTimeout(resolve, 1000)));

  it('offers “Đặt mật khẩu” instead of “Đổi mật khẩu”, sends no old password, and keeps the new session', async () => {
    const withPassword = { ...vneidCitizen, has_password: true };
    const fetchMock = answering(200, {
      message: 'Đặt mật khẩu thành công',
      data: { access_token: 'new-token', user: withPassword },
    });
    renderProfile(vneidCitizen);
    expect(screen.queryByRole('button', { name: 'Đổi mật khẩu' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Đặt mật khẩu' })).toBeTruthy();
    expect(screen.queryByLabelText('Mật khẩu hiện tại')).toBeNull();

    await userEvent.type(screen.getByLabelText('Mật khẩu mới'), 'ChauPham@2026');
    await userEvent.type(screen.getByLabelText('Nhập lại mật khẩu mới'), 'ChauPham@2026');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu mật khẩu' }));

    await waitFor(() => expect(formCalls(fetchMock)).not.toHaveLength(0));
    const [url, init] = formCalls(fetchMock)[0] ?? [];
    expect(url).toBe('/api/auth/set-password');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ password: 'ChauPham@2026', passwordConfirm: 'ChauPham@2026' });
    await waitFor(() => expect(session.get().token).toBe('new-token'));
    expect(await screen.findByRole('button', { name: 'Đổi mật khẩu' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Đặt mật khẩu' })).toBeNull();
  });

  it('switches two-factor off with the code alone in a VNeID session', async () => {
    const fetchMock = answering(200, { google_auththen_check: false });
    renderProfile({ ...vneidCitizen, google_auththen_check: true });
    expect(screen.queryByLabelText('Mật khẩu hiện tại')).toBeNull();
    await userEvent.type(screen.getByLabelText('Mã xác thực'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Tắt xác thực hai bước' }));
    await waitFor(() => expect(formCalls(fetchMock)).not.toHaveLength(0));
    const [, init] = formCalls(fetchMock)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ google_auththen_check: false, otp: '123456' });
  });

  it('a password account keeps “Đổi mật khẩu” and gives its password to switch two-factor off', async () => {
    renderProfile({ ...citizenForTests, google_auththen_check: true });
    expect(screen.getByRole('button', { name: 'Đổi mật khẩu' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Đặt mật khẩu' })).toBeNull();
    expect(screen.getByLabelText('Mật khẩu hiện tại')).toBeTruthy();
  });
});
