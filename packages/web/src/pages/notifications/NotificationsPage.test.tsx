import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unreadCount } from '../../features/notifications/unread.ts';
import { clearSession, signIn } from '../../lib/session.ts';
import { citizenForTests } from '../../test/settings.ts';
import { Component as NotificationsPage } from './NotificationsPage.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const unread = {
  id: 7,
  kind: 'submission_status',
  text: 'Ý tưởng YT-2026-000001 “Cổng nộp hồ sơ” đã được duyệt. Trạng thái: Đã duyệt.',
  link: '/idea/3/idea-detail-personal',
  read_at: null,
  created_at: '2026-11-23T02:00:00.000Z',
};
const read = {
  id: 6,
  kind: 'question_answer',
  text: 'Sở Khoa học và Công nghệ đã trả lời câu hỏi số 4 của Ông/Bà.',
  link: '/FAQ',
  read_at: '2026-11-22T02:00:00.000Z',
  created_at: '2026-11-22T01:00:00.000Z',
};

/** fetch answering by address: the list, and the read calls as the server does. */
function server(list: () => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/notifications?')) return list();
    if (url === '/api/notifications/7/read')
      return json(200, { data: { ...unread, read_at: 'x' }, meta: { unread: 0 } });
    if (url === '/api/notifications/read-all') return json(200, { meta: { unread: 0 } });
    return json(404, { message: 'Không tìm thấy' });
  });
}
const page = (data: unknown[], unreadNow: number) =>
  json(200, { data, meta: { page: 1, per_page: 10, total: data.length, last_page: 1, unread: unreadNow } });

function renderPage() {
  signIn('access-token', citizenForTests);
  const router = createMemoryRouter(
    [
      { path: '/notifications', element: <NotificationsPage /> },
      { path: '/idea/:id/idea-detail-personal', element: <h1>Chi tiết ý tưởng</h1> },
    ],
    { initialEntries: ['/notifications'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the notifications page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
    unreadCount.set(null);
  });

  it('lists them newest first, marks the unread, and opening one marks it read and opens its dossier', async () => {
    const fetchMock = server(() => page([unread, read], 1));
    const router = renderPage();
    expect(screen.getByRole('status').textContent).toContain('Đang tải');
    const list = await screen.findByRole('list', { name: 'Danh sách thông báo' });
    const links = list.querySelectorAll('a');
    expect(links).toHaveLength(2);
    expect(links[0]?.textContent).toBe(`Chưa đọc: ${unread.text}`);
    expect(links[1]?.textContent).toBe(read.text);
    expect(screen.getByText('1 thông báo chưa đọc')).toBeTruthy();
    expect(screen.getByText('23/11/2026 09:00')).toBeTruthy();
    expect(unreadCount.get()).toBe(1);

    await userEvent.click(screen.getByRole('link', { name: /^Chưa đọc:\s*Ý tưởng YT-2026-000001/ }));
    expect(await screen.findByRole('heading', { name: 'Chi tiết ý tưởng' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/idea/3/idea-detail-personal');
    const readCall = fetchMock.mock.calls.find(([input]) => String(input) === '/api/notifications/7/read');
    expect(readCall?.[1]?.method).toBe('POST');
    expect(unreadCount.get()).toBe(0);
  });

  it('marks them all read at once', async () => {
    let unreadNow = 1;
    const fetchMock = server(() => page([unreadNow ? unread : { ...unread, read_at: 'x' }, read], unreadNow));
    renderPage();
    const button = await screen.findByRole('button', { name: 'Đánh dấu tất cả đã đọc' });
    unreadNow = 0;
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByText('Ông/Bà đã đọc hết thông báo')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Đánh dấu tất cả đã đọc' })).toBeNull();
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/notifications/read-all')).toBe(true);
    expect(unreadCount.get()).toBe(0);
  });

  it('says when there is none', async () => {
    server(() => page([], 0));
    renderPage();
    expect(await screen.findByText(/Ông\/Bà chưa có thông báo nào/)).toBeTruthy();
  });

  it('says when they cannot be loaded, and tries again', async () => {
    let fail = true;
    server(() => (fail ? json(500, { message: 'Lỗi' }) : page([read], 0)));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Không tải được thông báo');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('link', { name: read.text })).toBeTruthy();
  });

  it('opens a staff notice of the back office as a whole page, not as a route of the portal', async () => {
    const notice = {
      ...unread,
      kind: 'interest_new',
      text: 'Yêu cầu quan tâm mới đến "Máy gieo hạt" (đầu tư) chờ Sở xem xét.',
      link: '/admin/interests/12/show',
    };
    const fetchMock = server(() => page([notice], 1));
    const router = renderPage();
    const link = await screen.findByRole('link', { name: /Yêu cầu quan tâm mới/ });
    expect(link.getAttribute('href')).toBe('/admin/interests/12/show');
    // jsdom cannot load another page; the portal's router must not take it as one of its routes.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    await userEvent.click(link);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/notifications/7/read')).toBe(true),
    );
    expect(router.state.location.pathname).toBe('/notifications');
    quiet.mockRestore();
  });
});
