// @vitest-environment jsdom

import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import { DemoRemoval } from './DemoRemoval.tsx';

const calls: { url: string; method: string | undefined }[] = [];
beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url: String(url), method: init?.method });
      return new Response(JSON.stringify({ removed: { posts: 30, products: 12 }, settings: ['site_name'] }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Dữ liệu mẫu', () => {
  it('asks first, then takes the demo out in one call', async () => {
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <DemoRemoval />
      </AdminContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Xóa toàn bộ dữ liệu mẫu' }));
    expect(await screen.findByText('Xóa dữ liệu mẫu?')).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /Xác nhận|Đồng ý|OK/ }));
    await waitFor(() => expect(calls).toEqual([{ url: '/api/admin/demo/remove', method: 'POST' }]));
  }, 30_000);
});
