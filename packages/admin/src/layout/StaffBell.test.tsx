// @vitest-environment jsdom

import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, testDataProvider, useLocation } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { json } from '../test/fetch.ts';
import { StaffBell } from './StaffBell.tsx';

const calls: string[] = [];
const list = {
  data: [
    {
      id: 7,
      kind: 'message_new',
      text: 'Góp ý mới số 12 chờ Sở xử lý.',
      link: '/admin/feedback/12/show',
      read_at: null,
      created_at: '2026-11-23T02:00:00.000Z',
    },
    {
      id: 6,
      kind: 'interest_new',
      text: 'Yêu cầu quan tâm mới đến sản phẩm “Máy sấy” chờ Sở xem xét.',
      link: '/admin/interests/3/show',
      read_at: '2026-11-22T02:00:00.000Z',
      created_at: '2026-11-22T01:00:00.000Z',
    },
  ],
  meta: { page: 1, per_page: 5, total: 2, last_page: 1, unread: 1 },
};

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      return url.includes('/read')
        ? json(200, { data: { ...list.data[0], read_at: 'x' }, meta: { unread: 0 } })
        : json(200, list);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

describe('the staff bell in the back office', () => {
  it('shows the unread count, lists what reached staff, and opens a record there, marked read', async () => {
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <StaffBell />
        <Location />
      </AdminContext>,
    );
    const bell = await screen.findByRole('button', { name: 'Thông báo (1 chưa đọc)' });
    await userEvent.click(bell);
    expect(screen.getByRole('menuitem', { name: /Góp ý mới số 12/ })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /Yêu cầu quan tâm mới/ })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Xem tất cả thông báo' }).getAttribute('href')).toBe('/notifications');
    await userEvent.click(screen.getByRole('menuitem', { name: /Góp ý mới số 12/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/feedback/12/show'));
    expect(calls).toContain('POST /api/notifications/7/read');
  });
});
