import { consentPurpose } from '@portal/shared/consent';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { warningPopup } from '../../lib/popups.ts';
import { clearSession, session, updateSession } from '../../lib/session.ts';
import { citizenForTests, demoSettingsForTests } from '../../test/settings.ts';
import AuthModals from './AuthModals.tsx';
import { authModal, closeAuthModal, openAuthModal } from './modals.ts';

// SweetAlert2 needs a real browser: the tests read what the popups were asked to say.
vi.mock('../../lib/popups.ts', () => ({
  successPopup: vi.fn(async () => {}),
  toast: vi.fn(async () => {}),
  confirmPopup: vi.fn(async () => true),
  errorPopup: vi.fn(async () => {}),
  warningPopup: vi.fn(async () => {}),
}));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderHome() {
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
        children: [
          { index: true, element: <p>Trang chủ</p> },
          { path: 'ideas', element: <p>Ý tưởng</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the consent of a first VNeID sign-in', () => {
  afterEach(() => {
    act(() => closeAuthModal());
    clearSession();
    vi.restoreAllMocks();
  });
  afterAll(() => new Promise((resolve) => setTimeout(resolve, 500)));

  const openConsent = () =>
    act(() => openAuthModal({ name: 'vneidConsent', consentKey: 'khoa-dong-y', fullName: 'Lê Hoàng Nam' }));

  it('shows the registration’s consent text; agreeing sends the key, signs in and goes where the citizen was going', async () => {
    const router = renderHome();
    const agency = 'Sở Khoa học và Công nghệ tỉnh Quảng Trị';
    updateSession({ settings: { ...demoSettingsForTests, managing_agency: agency } });
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(200, {
        message: 'Đã tạo tài khoản và ghi nhận sự đồng ý của Ông/Bà',
        data: { access_token: 'phien-moi', user: citizenForTests, redirect_path: '/ideas' },
      }),
    );
    openConsent();
    const dialog = await screen.findByRole('dialog', { name: 'Đồng ý cho phép xử lý dữ liệu cá nhân' });
    // The department whose portal it is processes the data: the statement names it.
    expect(dialog).toHaveTextContent(consentPurpose(agency));
    expect(dialog).toHaveTextContent(`Tôi đồng ý để ${agency} xử lý họ tên`);
    expect(dialog).toHaveTextContent('Lê Hoàng Nam');

    await userEvent.click(screen.getByRole('button', { name: 'Đồng ý' }));
    await waitFor(() => expect(session.get().token).toBe('phien-moi'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/vneid/consent');
    expect(JSON.parse(String(init?.body))).toEqual({ consent_key: 'khoa-dong-y', consent: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ideas'));
    expect(authModal.get()).toBeNull();
  });

  it('refusing sends the refusal, signs nobody in and says no account was made', async () => {
    renderHome();
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json(200, { message: 'Tài khoản chưa được tạo vì Ông/Bà chưa đồng ý' }));
    openConsent();
    await userEvent.click(await screen.findByRole('button', { name: 'Từ chối' }));
    await waitFor(() =>
      expect(warningPopup).toHaveBeenCalledWith('Chưa tạo tài khoản', 'Tài khoản chưa được tạo vì Ông/Bà chưa đồng ý'),
    );
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      consent_key: 'khoa-dong-y',
      consent: false,
    });
    expect(session.get().token).toBeNull();
    expect(authModal.get()).toBeNull();
  });
});
