// @vitest-environment jsdom

import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import { DemoRemoval } from './DemoRemoval.tsx';

const calls: { url: string; method: string | undefined }[] = [];
/** The demo records the server counts. */
let left = 170;
beforeEach(() => {
  calls.length = 0;
  left = 170;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url: String(url), method: init?.method });
      const body =
        init?.method === 'POST' ? { removed: { posts: 30, products: 12 }, settings: ['site_name'] } : { records: left };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
const renderCard = () =>
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <DemoRemoval />
    </AdminContext>,
  );
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Dữ liệu mẫu', () => {
  it('asks first, then takes the demo out in one call, and is gone', async () => {
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Xóa toàn bộ dữ liệu mẫu' }));
    expect(await screen.findByText('Xóa dữ liệu mẫu?')).toBeTruthy();
    expect(calls).toEqual([{ url: '/api/admin/demo', method: undefined }]);
    fireEvent.click(screen.getByRole('button', { name: /Xác nhận|Đồng ý|OK/ }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ url: '/api/admin/demo/remove', method: 'POST' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Xóa toàn bộ dữ liệu mẫu' })).toBeNull());
  }, 30_000);

  it('is not offered on a portal without demo records', async () => {
    left = 0;
    renderCard();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByText('Dữ liệu mẫu')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Xóa toàn bộ dữ liệu mẫu' })).toBeNull();
  }, 30_000);
});
