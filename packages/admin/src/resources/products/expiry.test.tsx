// @vitest-environment jsdom
import type { AdminProduct } from '@portal/shared/admin-products';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Admin, type AuthProvider, type DataProvider, Resource, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import products from './index.tsx';

afterEach(cleanup);

const product: AdminProduct = {
  id: 9,
  name: 'Máy sấy nông sản',
  slug: 'may-say',
  summary: '',
  description: '',
  field: 'Nông nghiệp',
  readiness_level: 5,
  demand_types: [],
  price: null,
  owner_organisation: '',
  contact_name: '',
  contact_phone: '',
  contact_email: '',
  status: 'published',
  published_at: '2026-01-05T02:00:00.000Z',
  images: [],
  attachments: [],
  nq57_groups: [],
  view_count: 3,
  followers: 0,
  interests: 0,
  interests_accepted: 0,
  // 09:00 on 05/01/2027 in Vietnam.
  expires_at: '2027-01-05T02:00:00.000Z',
  created_at: '2026-01-05T02:00:00.000Z',
  updated_at: '2026-01-05T02:00:00.000Z',
};

const editor: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => 'editor',
};

function editProduct() {
  window.location.hash = '#/products/9';
  const update = vi.fn(async (_resource: string, params: { data: Partial<AdminProduct> }) => ({
    data: { ...product, ...params.data },
  }));
  const dataProvider = testDataProvider({
    getOne: async () => ({ data: product }) as never,
    getList: async () => ({ data: [product], total: 1 }) as never,
    getMany: async () => ({ data: [] }) as never,
    getManyReference: async () => ({ data: [], total: 0 }) as never,
    update: update as unknown as DataProvider['update'],
  });
  render(
    <Admin i18nProvider={i18nProvider} dataProvider={dataProvider} authProvider={editor} requireAuth disableTelemetry>
      <Resource name="products" {...products} />
    </Admin>,
  );
  return update;
}

/** Staff see and set a listing's end date, written dd/mm/yyyy. */
describe('Hạn hiển thị on the product form', { timeout: 60_000 }, () => {
  it('shows the end date as staff write days and sends the day they type', async () => {
    const update = editProduct();
    const input = (await screen.findByRole(
      'textbox',
      { name: /Hạn hiển thị/ },
      { timeout: 15_000 },
    )) as HTMLInputElement;
    expect(input.value).toBe('05/01/2027');
    expect(screen.getByText(/chủ sở hữu được nhắc trước 1 tháng/)).toBeTruthy();
    fireEvent.change(input, { target: { value: '01/03/2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(update).toHaveBeenCalled(), { timeout: 15_000 });
    expect(update.mock.calls[0]?.[1].data.expires_at).toBe('2027-03-01');
  });

  it('names a day that is no day under the field, without sending it', async () => {
    const update = editProduct();
    const input = await screen.findByRole('textbox', { name: /Hạn hiển thị/ }, { timeout: 15_000 });
    fireEvent.change(input, { target: { value: '30/02/2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(
      await screen.findByText('Ngày hết hạn hiển thị không hợp lệ (dd/mm/yyyy)', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
  });
});
