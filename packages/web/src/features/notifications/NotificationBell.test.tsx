import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from '../../app/Header.tsx';
import { clearSession, signIn } from '../../lib/session.ts';
import { citizenForTests } from '../../test/settings.ts';
import { unreadCount } from './unread.ts';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function renderHeader() {
  const router = createMemoryRouter([{ path: '*', element: <Header /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
}

describe('the notification bell', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
    unreadCount.set(null);
  });

  it('is not there for a visitor, and asks nothing', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderHeader();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: /Thông báo/ })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a signed-in person their unread count in its accessible name', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () =>
        json({ data: [], meta: { page: 1, per_page: 1, total: 5, last_page: 5, unread: 3 } }),
      );
    signIn('access-token', citizenForTests);
    renderHeader();
    const bell = await screen.findByRole('link', { name: 'Thông báo, 3 chưa đọc' });
    expect(bell.getAttribute('href')).toBe('/notifications');
    expect(bell.textContent).toContain('3');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/notifications?per_page=1');
  });

  it('says when nothing is unread, without a number', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      json({ data: [], meta: { page: 1, per_page: 1, total: 0, last_page: 1, unread: 0 } }),
    );
    signIn('access-token', citizenForTests);
    renderHeader();
    const bell = await screen.findByRole('link', { name: 'Thông báo, không có thông báo chưa đọc' });
    expect(bell.textContent).toBe('');
  });

  it('asks nothing while a temporary password waits to be replaced, and asks once it is', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () =>
        json({ data: [], meta: { page: 1, per_page: 1, total: 2, last_page: 2, unread: 2 } }),
      );
    signIn('access-token', { ...citizenForTests, must_change_password: true });
    renderHeader();
    await screen.findByRole('link', { name: /Thông báo/ });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => signIn('new-token', citizenForTests));
    await screen.findByRole('link', { name: 'Thông báo, 2 chưa đọc' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
