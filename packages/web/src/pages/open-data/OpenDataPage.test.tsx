import type { OpenDataDatasetInfo } from '@portal/shared/open-data';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from '../../app/ErrorPages.tsx';
import { loader, Component as OpenDataPage } from './OpenDataPage.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const licence = {
  id: 'CC-BY-4.0',
  title: 'Giấy phép Creative Commons Ghi công 4.0 Quốc tế (CC BY 4.0)',
  url: 'https://creativecommons.org/licenses/by/4.0/deed.vi',
};

const indicators: OpenDataDatasetInfo = {
  id: 'indicators',
  title: 'Chỉ tiêu theo dõi Nghị quyết 57 và số liệu',
  description: 'Mỗi dòng là số liệu của một chỉ tiêu trong một kỳ báo cáo.',
  licence,
  // 20:30 UTC on 22/11 is already 23/11 in Vietnam.
  updated_at: '2026-11-22T20:30:00.000Z',
  columns: [
    { name: 'code', title: 'Ký hiệu chỉ tiêu', description: '' },
    { name: 'period', title: 'Kỳ báo cáo', description: 'yyyy (năm), yyyy-Qn (quý)' },
  ],
  links: {
    csv: '/api/open-data/indicators.csv',
    json: '/api/open-data/indicators.json',
    xlsx: '/api/open-data/indicators.xlsx',
    datapackage: '/api/open-data/indicators/datapackage.json',
    pages: [{ title: 'Báo cáo, đánh giá Nghị quyết 57', url: '/report-monitor' }],
  },
};
const news: OpenDataDatasetInfo = {
  ...indicators,
  id: 'news',
  title: 'Tin tức, hoạt động',
  description: 'Các tin đã đăng trên Cổng.',
  updated_at: null,
  links: {
    csv: '/api/open-data/news.csv',
    json: '/api/open-data/news.json',
    xlsx: '/api/open-data/news.xlsx',
    datapackage: '/api/open-data/news/datapackage.json',
    pages: [{ title: 'Tin tức - Hoạt động', url: '/posts' }],
  },
};

function renderPage(answer: () => Response) {
  const fetchMock = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input) =>
      String(input) === '/api/open-data' ? answer() : json(404, { message: 'Không tìm thấy' }),
    );
  const router = createMemoryRouter(
    [
      {
        path: '/open-data',
        loader,
        Component: OpenDataPage,
        ErrorBoundary: RouteErrorPage,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: ['/open-data'] },
  );
  render(<RouterProvider router={router} />);
  return fetchMock;
}

describe('the open data page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists each dataset with its description, update date, licence, downloads and columns', async () => {
    const fetchMock = renderPage(() => json(200, { data: [indicators, news] }));
    const list = await screen.findByRole('list', { name: 'Các bộ dữ liệu mở' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Dữ liệu mở' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Có 2 bộ dữ liệu');

    const first = within(list).getByRole('article', { name: indicators.title });
    expect(within(first).getByText(indicators.description)).toBeTruthy();
    expect(within(first).getByText('23/11/2026').getAttribute('datetime')).toBe(indicators.updated_at);
    const licenceLink = within(first).getByRole('link', { name: /CC BY 4\.0/ });
    expect(licenceLink.getAttribute('href')).toBe(licence.url);
    const csv = within(first).getByRole('link', { name: /^Tải CSV:? ?Chỉ tiêu theo dõi/ });
    expect(csv.getAttribute('href')).toBe('/api/open-data/indicators.csv');
    expect(csv.hasAttribute('download')).toBe(true);
    expect(
      within(first)
        .getByRole('link', { name: /^Tải JSON/ })
        .getAttribute('href'),
    ).toBe('/api/open-data/indicators.json');

    // The portal's page of the same items, by its name.
    const page = within(first).getByRole('link', { name: 'Báo cáo, đánh giá Nghị quyết 57' });
    expect(page.getAttribute('href')).toBe('/report-monitor');

    // The columns open on request, in a table: name, title and meaning ("—" when none is needed).
    const details = first.querySelector('details');
    expect(details?.open).toBe(false);
    await userEvent.click(within(first).getByText('Các cột dữ liệu'));
    expect(details?.open).toBe(true);
    const table = within(first).getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'CộtTênÝ nghĩa',
      'codeKý hiệu chỉ tiêu—',
      'periodKỳ báo cáoyyyy (năm), yyyy-Qn (quý)',
    ]);

    const second = within(list).getByRole('article', { name: news.title });
    expect(within(second).getByText('Chưa có dữ liệu')).toBeTruthy();
  });

  it('says so when no dataset is published', async () => {
    renderPage(() => json(200, { data: [] }));
    expect((await screen.findByText('Chưa có bộ dữ liệu nào được công bố.')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the error page when the catalogue cannot be read', async () => {
    renderPage(() => json(503, { message: 'Hệ thống đang bận, vui lòng thử lại sau' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Hệ thống đang tạm gián đoạn');
    expect(screen.queryByRole('heading', { name: 'Dữ liệu mở' })).toBeNull();
  });
});
