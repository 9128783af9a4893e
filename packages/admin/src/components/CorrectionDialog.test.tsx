// @vitest-environment jsdom

import { proposalCatalogue } from '@portal/shared/proposal-fields';
import { PROPOSAL_CORRECTABLE } from '@portal/shared/proposals';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, HttpError, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { CorrectionDialog } from './CorrectionDialog.tsx';

afterEach(cleanup);

const record = {
  id: 7,
  title: 'Máy sấy nông sản',
  field: 'Nông nghiệp',
  summary: 'Sấy chuối bằng nhiệt mặt trời.',
  description: 'Buồng sấy 200 kg mỗi mẻ, tấm thu nhiệt và quạt một chiều.',
  readiness_level: 6,
  demand_types: [1],
  budget: 1,
  ip_advice: 0,
  price: null,
  organisation: 'HTX Thanh Chương',
  contact_name: 'Phan Thị Huệ',
  contact_phone: '0913222444',
  contact_email: 'hue@htx.vn',
  website: null,
  publish_phone: false,
  publish_email: false,
  nq57_groups: [],
};

function open(send: (body: Record<string, unknown>) => Promise<typeof record>, onDone = vi.fn()) {
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <CorrectionDialog
        catalogue={proposalCatalogue}
        fields={PROPOSAL_CORRECTABLE}
        required={['title', 'organisation']}
        record={record}
        noun="đề xuất"
        send={send}
        onClose={vi.fn()}
        onDone={onDone}
      />
    </AdminContext>,
  );
  return onDone;
}

describe('staff correcting what a citizen wrote', () => {
  it('offers every field the author typed but the kind, and sends only what changed with the reason', async () => {
    const send = vi.fn(async (body: Record<string, unknown>) => ({ ...record, ...body }));
    const onDone = open(send);
    expect(screen.queryByLabelText(/Loại đề xuất/)).toBeNull();
    const required = (name: string) => (screen.getByRole('textbox', { name }) as HTMLInputElement).required;
    expect(required('Tên đề xuất')).toBe(true);
    expect(required('Tóm tắt')).toBe(false);
    // A retired need is not offered to a record without it.
    expect(await screen.findByRole('checkbox', { name: 'Tìm đối tác' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Tìm khách hàng' })).toBeNull();
    // Typed as a whole (a dialog of twenty fields re-renders on each key: slow on a loaded machine).
    const type = (name: string | RegExp, value: string) =>
      fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    await screen.findByRole('textbox', { name: 'Tổ chức/cá nhân sở hữu' });
    type('Tổ chức/cá nhân sở hữu', 'Hợp tác xã Thanh Chương');
    type(/Trang web/, 'https://htx.vn');
    type(/Lý do chỉnh sửa/, 'Theo giấy đăng ký');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu chỉnh sửa' }));
    expect(send).toHaveBeenCalledWith({
      organisation: 'Hợp tác xã Thanh Chương',
      website: 'https://htx.vn',
      note: 'Theo giấy đăng ký',
    });
    expect(onDone).toHaveBeenCalled();
  }, 30_000);

  it('puts the server’s refusal under its field and keeps the dialog', async () => {
    const send = vi.fn(async () => {
      throw new HttpError('Dữ liệu không hợp lệ', 422, {
        errors: { website: 'Trang web phải là một địa chỉ bắt đầu bằng http:// hoặc https://' },
      });
    });
    const onDone = open(send);
    fireEvent.change(await screen.findByRole('textbox', { name: /Trang web/ }), { target: { value: 'ftp://htx.vn' } });
    await userEvent.click(screen.getByRole('button', { name: 'Lưu chỉnh sửa' }));
    expect(await screen.findByText(/phải là một địa chỉ bắt đầu bằng http/)).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  }, 30_000);
});
