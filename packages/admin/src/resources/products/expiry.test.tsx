// @vitest-environment jsdom
import type { AdminProduct } from '@portal/shared/admin-products';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type DataProvider, Resource } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backOfficeAt, staffProduct } from '../../test/backOffice.tsx';
import products from './index.tsx';

afterEach(cleanup);

const product = staffProduct({
  published_at: '2026-01-05T02:00:00.000Z',
  // 09:00 on 05/01/2027 in Vietnam.
  expires_at: '2027-01-05T02:00:00.000Z',
  created_at: '2026-01-05T02:00:00.000Z',
  updated_at: '2026-01-05T02:00:00.000Z',
});

function editProduct() {
  const update = vi.fn(async (_resource: string, params: { data: Partial<AdminProduct> }) => ({
    data: { ...product, ...params.data },
  }));
  backOfficeAt(
    '/products/9',
    { role: 'editor', record: product, calls: { update: update as unknown as DataProvider['update'] } },
    <Resource name="products" {...products} />,
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
