import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, session, signIn } from '../../lib/session.ts';
import { citizenForTests } from '../../test/settings.ts';
import { authModal, closeAuthModal } from '../auth/modals.ts';
import { FollowButton } from './FollowButton.tsx';

// SweetAlert2 needs a real browser; what the toast says is not what these tests check.
vi.mock('../../lib/popups.ts', () => ({ toast: vi.fn(async () => {}) }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the follow button', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
    closeAuthModal();
  });

  it('shows the page’s count to a visitor and opens the sign-in dialog, to come back here', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    window.history.pushState({}, '', '/big-problem/nuoc-sach');
    render(<FollowButton kind="big_problem" id={7} followers={1234} />);
    const button = screen.getByRole('button', { name: 'Theo dõi' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('1.234 người theo dõi')).toBeTruthy();
    await userEvent.click(button);
    expect(authModal.get()).toEqual({ name: 'login' });
    expect(session.get().redirectPath).toBe('/big-problem/nuoc-sach');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads a signed-in person’s own state, and unfollows with the fresh count', async () => {
    signIn('access-token', citizenForTests);
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(200, { data: { following: true, followers: 3 } }))
      .mockResolvedValueOnce(json(200, { data: { following: false, followers: 2 } }));
    render(<FollowButton kind="product" id={5} followers={1} />);
    const pressed = await screen.findByRole('button', { name: 'Đang theo dõi' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('3 người theo dõi')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/follows/state?target_kind=product&target_id=5');

    await userEvent.click(pressed);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Theo dõi' })).toBeTruthy());
    expect(screen.getByText('2 người theo dõi')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(String(url)).toContain('/api/follows');
    expect(init?.method).toBe('DELETE');
    expect(JSON.parse(String(init?.body))).toEqual({ target_kind: 'product', target_id: 5 });
  });
});
