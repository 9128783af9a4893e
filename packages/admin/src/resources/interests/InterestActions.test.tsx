// @vitest-environment jsdom

import type { AdminInterest } from '@portal/shared/interests';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, RecordContextProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import { json, recordCalls } from '../../test/fetch.ts';
import { InterestActions } from './InterestActions.tsx';

// The worker's files share its modules (isolate: false): nothing rendered here outlives its test.
afterEach(cleanup);

const interest: AdminInterest = {
  id: 3,
  kind: 'product',
  product_id: 9,
  proposal_id: null,
  subject_name: 'Máy gieo hạt bậc thang',
  subject_link: '/products/may-gieo-hat-bac-thang',
  has_owner: true,
  owner_name: 'Trần Văn Bình',
  sender_name: 'Nguyễn Thị Hoa',
  sender_email: 'hoa@example.vn',
  demand_type: 1,
  message: 'Chúng tôi muốn hợp tác.',
  status: 'pending',
  staff_note: '',
  created_at: '2026-11-20T01:00:00.000Z',
  forwarded_at: null,
  answered_at: null,
};

const posted = recordCalls(() => json(200, { ...interest, status: 'forwarded' }));

const show = (record: AdminInterest) =>
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <RecordContextProvider value={record}>
        <InterestActions />
      </RecordContextProvider>
    </AdminContext>,
  );

describe('the steps of a pending interest', () => {
  it('forward it to the owner with an optional note', async () => {
    const user = userEvent.setup();
    show(interest);
    await user.click(screen.getByRole('button', { name: 'Chuyển cho chủ sở hữu' }));
    const note = await screen.findByRole('textbox', { name: /Ghi chú cho chủ sở hữu và người gửi/ });
    await user.type(note, 'Đã xác minh.');
    const dialog = screen.getByRole('dialog');
    await user.click(
      [...dialog.querySelectorAll('button')].find(
        (button) => button.textContent === 'Chuyển cho chủ sở hữu',
      ) as HTMLElement,
    );
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ url: '/api/admin/interests/3/forward', body: { note: 'Đã xác minh.' } });
  }, 30_000);

  it('close it only with a note, and offer no forwarding for a product staff made', async () => {
    const user = userEvent.setup();
    show({ ...interest, has_owner: false, owner_name: null });
    expect(screen.queryByRole('button', { name: 'Chuyển cho chủ sở hữu' })).toBeNull();
    expect(screen.getByText(/không có tài khoản chủ sở hữu/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Đóng yêu cầu' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = [...dialog.querySelectorAll('button')].find(
      (button) => button.textContent === 'Đóng yêu cầu',
    ) as HTMLElement;
    await user.click(confirm);
    expect(await screen.findByText('Vui lòng nhập ghi chú')).toBeTruthy();
    expect(posted).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /Ghi chú cho người gửi/ }), 'Quảng cáo.');
    await user.click(confirm);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ url: '/api/admin/interests/3/close', body: { note: 'Quảng cáo.' } });
  }, 30_000);

  it('say that an answered interest has no step left', () => {
    show({ ...interest, status: 'accepted' });
    expect(screen.getByText('Yêu cầu đã được xử lý.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
