import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, session, signIn } from '../../lib/session.ts';
import { citizenForTests } from '../../test/settings.ts';
import { authModal, closeAuthModal } from '../auth/modals.ts';
import { InterestButton } from './InterestButton.tsx';

// SweetAlert2 needs a real browser; what the toast says is not what these tests check.
vi.mock('../../lib/popups.ts', () => ({ toast: vi.fn(async () => {}) }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const product = { kind: 'product' as const, id: 5, name: 'Máy gieo hạt bậc thang' };

const MINE_URL = '/api/products/5/interests/mine';

/** What `…/interests/mine` answers a person who never sent one. */
const nothingYet = { is_owner: false, counts: null, interest: null, can_send: true, next_allowed_at: null };

/** An interest of the viewer's as the server presents it (no contact: the panel shows it). */
const interestOf = (status: string, createdAt = '2026-11-20T03:00:00.000Z') => ({
  id: 41,
  subject: { kind: 'product', id: 5, name: product.name, link: '/products/may-gieo-hat' },
  demand_type: 3,
  message: 'Chúng tôi muốn đầu tư vào sản phẩm.',
  status,
  staff_note: '',
  created_at: createdAt,
  forwarded_at: null,
  answered_at: null,
  contact: null,
});

/**
 * A fetch that answers `…/interests/mine` with `views` in turn (the last one again after), and the
 * POST with `posts` in turn; it records every call.
 */
function server(views: unknown[], posts: Response[] = []) {
  let view = 0;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith(MINE_URL) && (init?.method ?? 'GET') === 'GET') {
      const answer = views[Math.min(view, views.length - 1)];
      view += 1;
      return json(200, { data: answer });
    }
    const next = posts.shift();
    if (!next) throw new Error(`unexpected call ${url}`);
    return next;
  });
}

/** The button once the page knows who is looking (disabled while it asks). */
async function readyButton() {
  const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Bày tỏ quan tâm' });
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

const renderAt = () =>
  render(
    <MemoryRouter>
      <InterestButton subject={product} />
    </MemoryRouter>,
  );

describe('the “Bày tỏ quan tâm” button', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
    closeAuthModal();
  });

  it('opens the sign-in dialog for a visitor, to come back here', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    window.history.pushState({}, '', '/products/may-gieo-hat');
    renderAt();
    await userEvent.click(screen.getByRole('button', { name: 'Bày tỏ quan tâm' }));
    expect(authModal.get()).toEqual({ name: 'login' });
    expect(session.get().redirectPath).toBe('/products/may-gieo-hat');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the dialog: past the last button back to the first stop, and back again', async () => {
    signIn('access-token', citizenForTests);
    server([nothingYet]);
    renderAt();
    await userEvent.click(await readyButton());
    const dialog = await screen.findByRole('dialog', { name: 'Bày tỏ quan tâm' }, { timeout: 5000 });
    const stops = [...dialog.querySelectorAll<HTMLElement>('input, select, textarea, button, a[href]')];
    const first = stops[0];
    const last = stops.at(-1);
    // The dialog gives its first field focus once its opening transition ends (slow on a busy
    // machine): wait for it, or it would take focus back from the button below.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true), { timeout: 5000 });
    last?.focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(first);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(last);
  });

  it('checks the form as the server does, shows the server’s 422 under its field, sends it, then shows its state', async () => {
    signIn('access-token', citizenForTests);
    const fetchMock = server(
      [nothingYet, { ...nothingYet, interest: interestOf('pending'), can_send: false }],
      [
        json(422, {
          message: 'Dữ liệu không hợp lệ',
          code: 'validation_failed',
          errors: { message: ['Lời nhắn tối đa 1.000 ký tự'] },
        }),
        json(201, { data: {} }),
      ],
    );
    renderAt();
    // While the page asks who is looking, the button waits.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Bày tỏ quan tâm' }).disabled).toBe(true);
    await userEvent.click(await readyButton());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const dialog = await screen.findByRole('dialog', { name: 'Bày tỏ quan tâm' }, { timeout: 5000 });
    expect(dialog.textContent).toContain('Máy gieo hạt bậc thang');

    await userEvent.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await screen.findByText('Vui lòng chọn mong muốn của Ông/Bà')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await userEvent.selectOptions(screen.getByLabelText('Mong muốn của Ông/Bà'), 'Đầu tư');
    await userEvent.type(screen.getByLabelText('Lời nhắn đến chủ sở hữu'), 'Chúng tôi muốn đầu tư vào sản phẩm.');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await screen.findByText('Lời nhắn tối đa 1.000 ký tự')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
    // Sent: the page asks again and shows the interest's state instead of the button.
    expect(
      await screen.findByText(
        /Đã gửi yêu cầu quan tâm ngày 20\/11\/2026, đang chờ Sở xem xét\./,
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bày tỏ quan tâm' })).toBeNull();
    const posted = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    const [url, init] = posted[1] ?? [];
    expect(String(url)).toContain('/api/products/5/interests');
    expect(JSON.parse(String(init?.body))).toEqual({
      demand_type: 3,
      message: 'Chúng tôi muốn đầu tư vào sản phẩm.',
    });
    expect(fetchMock.mock.calls.filter(([called]) => String(called).endsWith(MINE_URL))).toHaveLength(2);
  });

  it('asks nothing of the server for a visitor', async () => {
    const fetchMock = server([nothingYet]);
    renderAt();
    expect(screen.getByRole('button', { name: 'Bày tỏ quan tâm' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the owner the counts and the link to the panel instead of the button', async () => {
    signIn('access-token', citizenForTests);
    server([
      { is_owner: true, counts: { interests: 3, accepted: 1 }, interest: null, can_send: false, next_allowed_at: null },
    ]);
    renderAt();
    expect(
      await screen.findByText(
        /Đây là tin đăng của Ông\/Bà: 3 yêu cầu quan tâm do Sở chuyển đến, 1 đã đồng ý kết nối\./,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xem và trả lời trong trang cá nhân' }).getAttribute('href')).toBe(
      '/profile#quan-tam-nhan-duoc',
    );
    expect(screen.queryByRole('button', { name: 'Bày tỏ quan tâm' })).toBeNull();
  });

  it('shows a sender their open interest, the contact link once accepted, and the day they may send again', async () => {
    signIn('access-token', citizenForTests);
    server([{ ...nothingYet, interest: interestOf('forwarded'), can_send: false }]);
    const forwarded = renderAt();
    expect(
      await screen.findByText(
        /Đã gửi yêu cầu quan tâm ngày 20\/11\/2026, Sở đã chuyển đến chủ sở hữu, đang chờ chủ sở hữu trả lời\./,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bày tỏ quan tâm' })).toBeNull();
    forwarded.unmount();
    vi.restoreAllMocks();

    server([{ ...nothingYet, interest: interestOf('accepted') }]);
    const accepted = renderAt();
    const link = await screen.findByRole('link', { name: 'Xem thông tin liên hệ' });
    expect(link.getAttribute('href')).toBe('/profile#quan-tam-da-gui');
    expect(screen.getByText(/Chủ sở hữu đã đồng ý kết nối\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bày tỏ quan tâm' })).toBeNull();
    accepted.unmount();
    vi.restoreAllMocks();

    // Declined: the day from which another may be sent (Vietnam's day of the instant).
    server([
      { ...nothingYet, interest: interestOf('declined'), can_send: false, next_allowed_at: '2026-12-22T17:00:00.000Z' },
    ]);
    const declined = renderAt();
    expect(
      await screen.findByText(/Chủ sở hữu đã từ chối\. Có thể gửi lại yêu cầu mới từ ngày 23\/12\/2026\./),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bày tỏ quan tâm' })).toBeNull();
    declined.unmount();
    vi.restoreAllMocks();

    // The wait is over: the button again.
    server([{ ...nothingYet, interest: interestOf('declined') }]);
    renderAt();
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Bày tỏ quan tâm' })).toBeTruthy();
  });
});
