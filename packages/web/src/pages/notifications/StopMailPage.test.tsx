import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as StopMailPage } from './StopMailPage.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/notifications/stop', element: <StopMailPage /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
}

describe('the page of a mail’s stop link', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks first, then stops that kind of mail at one click', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(200, {
        message: 'Đã ngừng gửi loại thư này.',
        data: { kind: 'followed_update', label: 'Tin mới về bài toán, sản phẩm, đề xuất đang theo dõi' },
      }),
    );
    renderAt('/notifications/stop?token=12.followed_update.abc');
    expect(await screen.findByText('tin mới về bài toán, sản phẩm, đề xuất đang theo dõi')).toBeInTheDocument();
    // Opening the link sends nothing: a mail scanner that opens it stops no mail.
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Ngừng nhận loại thư này' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'ngừng gửi thư về: tin mới về bài toán, sản phẩm, đề xuất đang theo dõi',
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/notifications/stop?token=12.followed_update.abc');
    expect(init?.method).toBe('POST');
  });

  it('refuses a link without a token of a known kind, and says so, without asking the server', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderAt('/notifications/stop?token=12.something.abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('không hợp lệ hoặc đã bị thay đổi');
    expect(screen.queryByRole('button', { name: 'Ngừng nhận loại thư này' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of an altered token', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(422, {
        message: 'Liên kết ngừng nhận thư không hợp lệ hoặc đã bị thay đổi.',
        errors: { token: ['Liên kết ngừng nhận thư không hợp lệ hoặc đã bị thay đổi.'] },
      }),
    );
    renderAt('/notifications/stop?token=12.submission_status.forged');
    await userEvent.click(await screen.findByRole('button', { name: 'Ngừng nhận loại thư này' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('không hợp lệ hoặc đã bị thay đổi');
  });
});
