// @vitest-environment jsdom

import { SettingsSchema } from '@portal/shared/settings';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, Form, ResourceContextProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import { AppearanceInputs } from './Appearance.tsx';

afterEach(cleanup);

const showAppearance = () =>
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="settings">
        <Form record={{ id: 'settings', ...SettingsSchema.parse({}) }}>
          <AppearanceInputs />
        </Form>
      </ResourceContextProvider>
    </AdminContext>,
  );

describe('Giao diện', () => {
  it('says how readable the colours are as they are typed, before anything is saved', async () => {
    showAppearance();
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Chữ trắng trên màu chính: tương phản 8,');
    expect(status.textContent).toMatch(/: tương phản [\d,]+:1, đạt \(cần từ 4,5:1\)$/);

    const primary = screen.getByRole('textbox', { name: 'Màu chính' });
    fireEvent.change(primary, { target: { value: '#7fb3ff' } });
    expect(status.textContent).toContain('Chữ trắng trên màu chính: tương phản 2,14:1, chưa đạt (cần từ 4,5:1)');

    fireEvent.change(primary, { target: { value: 'xanh' } });
    expect(status.textContent).toContain('Chữ trắng trên màu chính: chưa có màu hợp lệ (#RRGGBB)');
    // The picker beside the field has a name of its own.
    expect(screen.getByLabelText('Chọn màu chính bằng bảng màu')).toHaveProperty('type', 'color');
  }, 30_000);

  it('offers the logo, favicon and share image as uploads, with the default emblem until one is chosen', async () => {
    showAppearance();
    expect(await screen.findByText('Biểu trưng (logo)')).toBeTruthy();
    expect(screen.getByText('Biểu tượng trên thẻ trình duyệt (favicon)')).toBeTruthy();
    expect(screen.getByText('Ảnh mặc định khi chia sẻ lên mạng xã hội')).toBeTruthy();
    expect(screen.getAllByText('Chưa có ảnh: cổng dùng biểu trưng mặc định')).toHaveLength(3);
    expect(screen.getByTestId('logo-url-file')).toHaveProperty('accept', 'image/jpeg,image/png,image/webp');
  });
});
