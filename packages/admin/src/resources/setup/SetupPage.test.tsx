// @vitest-environment jsdom

import { SettingsInputSchema } from '@portal/shared/admin-content';
import { SettingsSchema } from '@portal/shared/settings';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import { SetupPage } from './SetupPage.tsx';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).includes('/dashboard')
        ? json({ setup: ['department', 'contacts', 'logo', 'staff', 'account'] })
        : json({ id: 'settings', ...SettingsSchema.parse({}) }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Thiết lập ban đầu', () => {
  it('lists what is missing and fills the names of the department from its province, still editable', async () => {
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <SetupPage />
      </AdminContext>,
    );
    const missing = await screen.findByText('Còn thiếu:');
    expect(within(missing).getAllByRole('listitem')).toHaveLength(5);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tỉnh, thành phố' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Tỉnh Quảng Trị' }));
    expect(screen.getByRole('textbox', { name: 'Cơ quan chủ quản' })).toHaveProperty(
      'value',
      'Sở Khoa học và Công nghệ tỉnh Quảng Trị',
    );
    expect(screen.getByRole('textbox', { name: 'Tên viết tắt của Sở' })).toHaveProperty('value', 'Sở KH&CN Quảng Trị');
    expect(screen.getByRole('textbox', { name: 'Tên cổng thông tin' })).toHaveProperty(
      'value',
      'Cổng thông tin Nghị quyết 57 tỉnh Quảng Trị',
    );
    expect(screen.getByRole('link', { name: 'Mời cán bộ' }).getAttribute('href')).toBe('#/staff-invitations/create');

    // Saving sends the settings, not the page's own province field (the server refuses unknown keys).
    fireEvent.submit(screen.getByRole('button', { name: 'Lưu' }).closest('form') as HTMLFormElement);
    const fetchMock = vi.mocked(fetch);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')).toBe(true),
    );
    const [, put] = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT') ?? [];
    const sent = JSON.parse(String((put as RequestInit).body));
    expect(sent.managing_agency).toBe('Sở Khoa học và Công nghệ tỉnh Quảng Trị');
    expect(sent).not.toHaveProperty('province');
    expect(SettingsInputSchema.safeParse(sent).success).toBe(true);
  }, 30_000);
});
