import type { Indicator, Report } from '@portal/shared/monitoring';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { chartSummary } from './IndicatorChart.tsx';
import { ReportList } from './ReportList.tsx';

const report: Report = {
  id: 7,
  number: '58/BC-UBND',
  title: 'Báo cáo quý I năm 2025',
  issued_at: '2025-04-10',
  summary: 'Đánh giá bước đầu.',
  files: [{ key: 'ab12.pdf', name: '58-BC-UBND.pdf', size: 27_500, url: '/api/documents/7/files/ab12.pdf' }],
};

function renderList(reports: Report[], meta: { page: number; total: number; last_page: number }) {
  const router = createMemoryRouter(
    [
      {
        path: '/report-monitor',
        element: <ReportList reports={reports} meta={{ per_page: 10, ...meta }} loading={false} />,
      },
    ],
    { initialEntries: [`/report-monitor?page=${meta.page}`] },
  );
  render(<RouterProvider router={router} />);
}

describe('the evaluation reports', () => {
  it('shows number, title, dd/mm/yyyy date, summary and a download with its size', () => {
    renderList([report], { page: 1, total: 1, last_page: 1 });
    const [item] = screen.getAllByRole('listitem');
    if (!item) throw new Error('no report shown');
    expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent('Báo cáo quý I năm 2025');
    expect(item).toHaveTextContent('Số hiệu: 58/BC-UBND');
    expect(item).toHaveTextContent('Ngày ban hành: 10/04/2025');
    const download = within(item).getByRole('link', { name: 'Tải về 58-BC-UBND.pdf' });
    expect(download).toHaveAttribute('href', '/api/documents/7/files/ab12.pdf');
    expect(item).toHaveTextContent('(26,9 KB)');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('pages with links that come back to the list, not the top of the page', () => {
    renderList([report], { page: 2, total: 25, last_page: 3 });
    const pages = screen.getByRole('navigation', { name: 'Phân trang báo cáo đánh giá' });
    expect(within(pages).getByRole('link', { name: 'Trang 3' })).toHaveAttribute(
      'href',
      '/report-monitor?page=3#bao-cao-danh-gia',
    );
    expect(within(pages).getByRole('link', { name: 'Trang 1' })).toHaveAttribute(
      'href',
      '/report-monitor#bao-cao-danh-gia',
    );
  });

  it('says so when there is no report yet', () => {
    renderList([], { page: 1, total: 0, last_page: 1 });
    expect(screen.getByRole('status')).toHaveTextContent('Chưa có báo cáo đánh giá nào được công bố.');
  });

  it('says so when a page past the last is asked for', () => {
    renderList([], { page: 4, total: 6, last_page: 1 });
    expect(screen.getByRole('status')).toHaveTextContent('Trang này không có báo cáo.');
  });
});

describe('the chart summary read to screen readers', () => {
  const indicator: Indicator = {
    id: 1,
    code: 'NQ57-01',
    name: 'Tỷ lệ hồ sơ trực tuyến toàn trình',
    unit: '%',
    target: 80,
    target_year: 2027,
    source: '',
    nq57_group: 5,
    nq57_group_name: 'Nhóm 5',
    values: [
      { period: '2025-Q1', value: 38.5 },
      { period: '2026-Q3', value: 67.9 },
    ],
    latest: { period: '2026-Q3', value: 67.9 },
    progress: 84.9,
  };

  it('gives the periods, the first and latest values, the progress and the target', () => {
    expect(chartSummary(indicator)).toBe(
      'Biểu đồ Tỷ lệ hồ sơ trực tuyến toàn trình, 2 kỳ từ Quý I/2025 đến Quý III/2026: ' +
        'từ 38,5% lên 67,9%, đạt 84,9% mục tiêu; mục tiêu 80% đến năm 2027.',
    );
    expect(chartSummary({ ...indicator, unit: 'đơn', values: [], latest: null, progress: null })).toBe(
      'Biểu đồ Tỷ lệ hồ sơ trực tuyến toàn trình: chưa có số liệu; mục tiêu 80 đơn đến năm 2027.',
    );
  });
});
