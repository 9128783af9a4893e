// @vitest-environment jsdom

import type { AdminProposalDetail } from '@portal/shared/proposal-answers';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import { NeedExpiryButton } from './NeedExpiryButton.tsx';

const sent: { url: string; method: string; body: unknown }[] = [];
let answers: Response[];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, method: String(init.method), body: JSON.parse(String(init.body)) });
      return answers.shift() ?? json(500, {});
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const need = {
  id: 9,
  proposal_kind: 'need',
  status: 'approved',
  product_id: null,
  expires_at: '2027-11-22T17:00:00.000Z',
} as AdminProposalDetail;

const inAdmin = (record: AdminProposalDetail, onDone = vi.fn()) =>
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <div id="main-content">
        <NeedExpiryButton record={record} onDone={onDone} />
      </div>
      <Notification />
    </AdminContext>,
  );

describe('NeedExpiryButton', () => {
  it('is offered for a need on the marketplace only, with or without an end', () => {
    inAdmin({ ...need, proposal_kind: 'product' });
    inAdmin({ ...need, product_id: 4 });
    inAdmin({ ...need, status: 'under_review' });
    expect(screen.queryByRole('button', { name: 'Đổi hạn hiển thị' })).toBeNull();
    inAdmin({ ...need, expires_at: null });
    expect(screen.getAllByRole('button', { name: 'Đổi hạn hiển thị' })).toHaveLength(1);
  });

  it('keeps the server’s refusal under the field, then saves a day to come and hands on the record', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    answers = [
      json(422, {
        message: 'Dữ liệu không hợp lệ',
        errors: { expires_at: ['Ngày hết hạn hiển thị phải sau ngày hôm nay'] },
      }),
      json(200, { data: { ...need, expires_at: '2028-02-29T17:00:00.000Z' } }),
    ];
    inAdmin(need, onDone);
    await user.click(screen.getByRole('button', { name: 'Đổi hạn hiển thị' }));
    const field = await screen.findByRole('textbox', { name: /Ngày hết hạn hiển thị/ });
    expect((field as HTMLInputElement).value).toBe('23/11/2027');
    await user.clear(field);
    await user.type(field, '01/01/2020');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Ngày hết hạn hiển thị phải sau ngày hôm nay')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();

    await user.clear(field);
    await user.type(field, '01/03/2028');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ id: 9 })));
    expect(sent.map(({ url, method, body }) => [url, method, body])).toEqual([
      ['/api/admin/proposals/9/expiry', 'PUT', { expires_at: '01/01/2020' }],
      ['/api/admin/proposals/9/expiry', 'PUT', { expires_at: '01/03/2028' }],
    ]);
    expect(await screen.findByText('Đã đổi: nhu cầu hết hạn hiển thị ngày 01/03/2028')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 30_000);
});
