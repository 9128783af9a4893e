// @vitest-environment jsdom

import type { Dashboard as DashboardData } from '@portal/shared/admin-people';
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import { Dashboard } from './Dashboard.tsx';

/** The dashboard's cards: each chart's table says what the bars show (CountTable). */

const data: DashboardData = {
  by_state: {
    proposals: { submitted: 3, under_review: 1 },
    ideas: { submitted: 2 },
    solutions: { published: 1200 },
  },
  by_month: [{ month: '2026-10', proposals: 4, ideas: 0, solutions: 1 }],
  content: [{ kind: 'posts', label: 'Tin bài', total: 12, published: 10 }],
  visits: [
    { day: '2026-11-24', count: 5 },
    { day: '2026-11-25', count: 7 },
  ],
  queues: [{ key: 'ideas_submitted', label: 'Ý tưởng chờ tiếp nhận', count: 2 }],
  overdue: [
    {
      queue: 'proposals',
      label: 'Đề xuất',
      deadline_days: 15,
      count: 2,
      oldest: [
        { id: 4, code: 'DX-0004', title: 'Máy sấy nông sản', days_waiting: 20, resource: 'proposals' },
        { id: 9, code: 'DX-0009', title: 'Lò đốt rác', days_waiting: 16, resource: 'proposals' },
      ],
    },
    {
      queue: 'solutions',
      label: 'Giải pháp',
      deadline_days: 15,
      count: 2,
      oldest: [
        { id: 5, code: 'DX-0005', title: 'Cảm biến mực nước', days_waiting: 30, resource: 'proposals' },
        // The department's own solution has the same id as a proposal: each row keeps its own.
        { id: 5, code: 'GP-0001', title: 'Giải pháp của Sở', days_waiting: 25, resource: 'solutions' },
      ],
    },
    { queue: 'questions', label: 'Câu hỏi', deadline_days: 7, count: 0, oldest: [] },
  ],
  generated_at: '2026-11-25T03:00:00.000Z',
} as DashboardData;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(data), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The table's rows as text, cell by cell. */
const rowsOf = (caption: string) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the dashboard', () => {
  it('shows each count in the table beside its chart', async () => {
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <Dashboard />
      </AdminContext>,
    );
    expect(await screen.findByText('Ý tưởng chờ tiếp nhận')).toBeTruthy();

    const byState = rowsOf('Số hồ sơ theo trạng thái');
    expect(byState[0]).toEqual(['Trạng thái', 'Đề xuất', 'Ý tưởng', 'Giải pháp']);
    expect(byState).toContainEqual(['Đã gửi', '3', '2', '0']);
    expect(byState).toContainEqual(['Đã công bố', '0', '0', (1200).toLocaleString('vi-VN')]);

    expect(rowsOf('Số hồ sơ gửi lần đầu theo tháng')).toEqual([
      ['Tháng', 'Đề xuất', 'Ý tưởng', 'Giải pháp'],
      ['10/2026', '4', '0', '1'],
    ]);
    expect(rowsOf('Số nội dung theo loại (đậm: đang hiển thị; nhạt: chưa hiển thị)')).toEqual([
      ['Loại', 'Tổng số', 'Đang hiển thị'],
      ['Tin bài', '12', '10'],
    ]);
    // Newest day first.
    expect(rowsOf('Lượt truy cập theo ngày')).toEqual([
      ['Ngày', 'Lượt truy cập'],
      ['25/11/2026', '7'],
      ['24/11/2026', '5'],
    ]);
    expect(screen.getByText('Tổng cộng: 12 lượt')).toBeTruthy();
    // A bar is as tall as its day's count (MUI reads a bare 1 as 100%: every bar was full once).
    const bar = screen.getByTitle('24/11/2026: 5');
    expect(getComputedStyle(bar).height).toBe(`${(5 / 7) * 100}%`);
    expect(getComputedStyle(bar).minHeight).toBe('1px');
  }, 30_000);

  it('marks a queue with overdue dossiers in words and colour, with its oldest ones, and a queue without in plain words', async () => {
    const { container } = render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <Dashboard />
      </AdminContext>,
    );
    const late = await screen.findByText('⚠ Đề xuất: 2 hồ sơ quá hạn (chờ quá 15 ngày)');
    expect(late).toBeTruthy();
    const card = container.querySelector('[data-overdue="proposals"]') as HTMLElement;
    expect(card.textContent).toContain('DX-0004 – Máy sấy nông sản — chờ 20 ngày');
    expect(card.textContent).toContain('DX-0009 – Lò đốt rác — chờ 16 ngày');
    expect(getComputedStyle(card).borderWidth).toBe('2px');
    const solutions = container.querySelector('[data-overdue="solutions"]') as HTMLElement;
    expect(solutions.querySelectorAll('li')).toHaveLength(2);
    expect(solutions.textContent).toContain('GP-0001 – Giải pháp của Sở — chờ 25 ngày');
    expect(screen.getByText('Câu hỏi: không có hồ sơ quá hạn (hạn 7 ngày)')).toBeTruthy();
  });

  it('tells an administrator what the first run still misses, and leads to the setup once', async () => {
    localStorage.removeItem('portal-admin-setup-shown');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ ...data, setup: ['department', 'logo', 'account'] }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    window.location.hash = '#/';
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <Dashboard />
      </AdminContext>,
    );
    expect(await screen.findByText('Biểu trưng (logo) của Sở')).toBeTruthy();
    expect(screen.getByText('Họ tên thật của quản trị viên (thay “Quản trị viên”)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Thiết lập ngay' })).toHaveProperty('hash', '#/setup');
    expect(localStorage.getItem('portal-admin-setup-shown')).toBe('1');
  });
});
