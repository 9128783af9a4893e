import type { SessionUser } from '@portal/shared/auth';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session, signIn } from '../../lib/session.ts';
import { citizenForTests } from '../../test/settings.ts';
import { AccountDataPanel } from './AccountDataPanel.tsx';

// SweetAlert2 needs a real browser; what the popups say is not what these tests check.
vi.mock('../../lib/popups.ts', () => ({ successPopup: vi.fn(async () => {}), toast: vi.fn(async () => {}) }));

const user: SessionUser = { ...citizenForTests, id: 7, full_name: 'Nguyễn Thị Hoa', email: 'hoa@example.vn' };

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function renderPanel(who: SessionUser = user) {
  signIn('access-token', who);
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <AccountDataPanel user={who} /> },
      { path: '/', element: <p>Trang chủ</p> },
    ],
    { initialEntries: ['/profile'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the personal data panel of the profile page', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:du-lieu');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  // react-bootstrap ends a modal's fade with a timer (dom-helpers' transitionEnd) that touches the
  // document; on a loaded machine it outlived the file's jsdom. A later timer fires after it.
  afterAll(() => new Promise((resolve) => setTimeout(resolve, 1000)));

  it('“Tải dữ liệu của tôi” downloads the JSON file the server names', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(
        200,
        { profile: { email: 'hoa@example.vn' } },
        {
          'content-disposition': 'attachment; filename="du-lieu-ca-nhan-2026-11-23.json"',
        },
      ),
    );
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Tải dữ liệu của tôi' }));
    await waitFor(() => expect(clicks).toEqual(['du-lieu-ca-nhan-2026-11-23.json']));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/me/data');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer access-token');
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it('“Xóa tài khoản” explains what is erased and kept, and shows a wrong password under the field', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(422, {
        message: 'Dữ liệu không hợp lệ',
        code: 'validation_failed',
        errors: { password: ['Mật khẩu không đúng'] },
      }),
    );
    const router = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Xóa tài khoản' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xóa tài khoản' });
    expect(dialog).toHaveTextContent('Bị xóa ngay');
    expect(dialog).toHaveTextContent('số CMND/CCCD');
    expect(dialog).toHaveTextContent('Được giữ lại ở dạng ẩn danh');

    // Nothing typed: the message comes from the form, no call is made.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xóa vĩnh viễn tài khoản' }));
    expect(await within(dialog).findByText('Vui lòng nhập mật khẩu để xác nhận')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText('Mật khẩu hiện tại'), 'SaiMatKhau@1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xóa vĩnh viễn tài khoản' }));
    expect(await within(dialog).findByText('Mật khẩu không đúng')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Mật khẩu hiện tại')).toHaveAttribute('aria-invalid', 'true');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/me');
    expect(init?.method).toBe('DELETE');
    expect(JSON.parse(String(init?.body))).toEqual({ password: 'SaiMatKhau@1' });
    expect(session.get().user).not.toBeNull();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('after the deletion the person is signed out and sent to the home page', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { message: 'Tài khoản đã được xóa' }));
    const router = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Xóa tài khoản' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xóa tài khoản' });
    await userEvent.type(within(dialog).getByLabelText('Mật khẩu hiện tại'), 'MatKhau@2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xóa vĩnh viễn tài khoản' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(session.get().user).toBeNull();
    expect(session.get().token).toBeNull();
  });

  it('a VNeID session confirms with the typed phrase', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { message: 'Tài khoản đã được xóa' }));
    renderPanel({ ...user, citizenPid: '********1234' });
    await userEvent.click(screen.getByRole('button', { name: 'Xóa tài khoản' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xóa tài khoản' });
    await userEvent.type(within(dialog).getByLabelText(/gõ “XÓA TÀI KHOẢN”/), 'XÓA TÀI KHOẢN');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xóa vĩnh viễn tài khoản' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ confirmation: 'XÓA TÀI KHOẢN' });
  });
});
