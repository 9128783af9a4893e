// @vitest-environment jsdom

import { SettingsInputSchema } from '@portal/shared/admin-content';
import { SettingsSchema } from '@portal/shared/settings';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { AdminContext, ResourceContextProvider, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import settings from './index.tsx';

const sent: unknown[] = [];
const REMOVE = 'Gỡ bỏ';
beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') sent.push(JSON.parse(String(init.body)));
      // A portal with the demo still in: the card that takes it out shows.
      const body = String(url).endsWith('/api/admin/demo')
        ? { records: 170 }
        : { id: 'settings', ...SettingsSchema.parse({}) };
      return new Response(JSON.stringify(body), {
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

/** The whole "Cấu hình cổng" screen, as the back office shows it. */
function renderScreen() {
  const Screen = settings.list as ComponentType;
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="settings">
        <Screen />
      </ResourceContextProvider>
    </AdminContext>,
  );
}

describe('Cấu hình cổng', () => {
  // Once a select's empty value crashed the whole screen ("Đã có lỗi xảy ra"): render all of it.
  it('shows every section, the menu with the portal’s sections, and the demo card', async () => {
    renderScreen();
    for (const heading of ['Giao diện', 'Trang chủ', 'Menu và liên kết', 'Chân trang', 'Dữ liệu mẫu'])
      expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(
      screen.getAllByRole('textbox', { name: 'Tên hiển thị' }).map((input) => (input as HTMLInputElement).value),
    ).toContain('Hỏi đáp');
    // The portal's sections have their own address: no link field beside them.
    expect(screen.queryAllByRole('textbox', { name: 'Liên kết' })).toEqual([]);
    // Nor a remove button (the server keeps them): only the footer's links have one each.
    expect(screen.queryAllByRole('button', { name: REMOVE })).toHaveLength(
      SettingsSchema.parse({}).footer_links.length,
    );
  }, 30_000);

  it('sends what the server takes: every section of the home page with its key', async () => {
    renderScreen();
    const flag = await screen.findByRole('switch', { name: 'Bật chức năng Hỏi đáp' });
    fireEvent.click(flag);
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const checked = SettingsInputSchema.safeParse(sent[0]);
    expect(checked.error?.issues ?? []).toEqual([]);
    expect((sent[0] as { home_sections: { key: string }[] }).home_sections.map((section) => section.key)).toHaveLength(
      6,
    );
    // The tab (and the app bar) follow the saved settings without a reload (providers/branding.ts).
    await waitFor(() => expect(document.title).toBe(`Quản trị | ${SettingsSchema.parse({}).title_suffix}`));
  }, 30_000);
});
