// @vitest-environment jsdom

import { proposalsApi } from '@portal/shared/api/proposals';
import type { AdminProposalDetail } from '@portal/shared/proposal-answers';
import { visibilityMessages } from '@portal/shared/submissions';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { AdminContext, Notification, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { VisibilityButton } from '../resources/proposals/VisibilityButton.tsx';
import { json, recordCalls } from '../test/fetch.ts';
import { ConfirmStepButton } from './TransitionButtons.tsx';

// The worker's files share its modules (isolate: false): nothing rendered here outlives its test.
afterEach(cleanup);

/**
 * The two step helpers behind the moderation buttons: useConfirmedStep (a confirmation, then the
 * step, its outcome notified) and useNoteStep (a note dialog whose server error stays under the
 * field).
 */

let answer: () => Response;
const posted = recordCalls(() => answer());

beforeEach(() => {
  answer = () => json(200, { data: { id: 3, status: 'published', hidden_at: '2026-11-20T01:00:00.000Z' } });
});

const inAdmin = (children: ReactNode) =>
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <div id="main-content">{children}</div>
      <Notification />
    </AdminContext>,
  );

const publishButton = (onDone: (record: unknown) => void) =>
  inAdmin(
    <ConfirmStepButton
      step={proposalsApi.publishProduct}
      id={3}
      label="Đăng lên sàn"
      title="Đăng sản phẩm?"
      content="Tạo sản phẩm từ đề xuất này."
      success="Đã đăng sản phẩm"
      onDone={onDone}
    />,
  );

describe('ConfirmStepButton (useConfirmedStep)', () => {
  it('runs the step only once confirmed, hands on the record and says so', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    publishButton(onDone);
    await user.click(screen.getByRole('button', { name: 'Đăng lên sàn' }));
    await user.click(await screen.findByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Đăng lên sàn' }));
    await user.click(await screen.findByRole('button', { name: 'Đồng ý' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ id: 3 })));
    expect(posted).toEqual([{ url: '/api/admin/proposals/3/publish-product', body: {} }]);
    expect(await screen.findByText('Đã đăng sản phẩm')).toBeTruthy();
  }, 30_000);

  it("notifies the server's message when the step fails", async () => {
    const user = userEvent.setup();
    answer = () => json(409, { message: 'Đề xuất đã có sản phẩm' });
    const onDone = vi.fn();
    publishButton(onDone);
    await user.click(screen.getByRole('button', { name: 'Đăng lên sàn' }));
    await user.click(await screen.findByRole('button', { name: 'Đồng ý' }));
    expect(await screen.findByText('Đề xuất đã có sản phẩm')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  }, 30_000);
});

function Proposal() {
  const [record, setRecord] = useState({ id: 3, status: 'published', hidden_at: null } as AdminProposalDetail);
  return (
    <>
      <VisibilityButton record={record} onDone={setRecord} />
      <span>{record.hidden_at ? 'ẩn' : 'hiện'}</span>
    </>
  );
}

describe('VisibilityButton (useNoteStep)', () => {
  it('asks for a reason before hiding, keeps the server note error under the field, then hides', async () => {
    const user = userEvent.setup();
    inAdmin(<Proposal />);
    await user.click(screen.getByRole('button', { name: 'Ẩn khỏi trang công khai' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = () => user.click(within(dialog).getByRole('button', { name: 'Ẩn khỏi trang công khai' }));
    await confirm();
    expect(await screen.findByText(visibilityMessages.noteRequired)).toBeTruthy();
    expect(posted).toEqual([]);

    answer = () => json(400, { message: 'Dữ liệu không hợp lệ', errors: { note: 'Lý do quá dài' } });
    await user.type(screen.getByRole('textbox', { name: /Lý do ẩn/ }), '  Sai thông tin  ');
    await confirm();
    expect(await screen.findByText('Lý do quá dài')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(posted).toEqual([
      { url: '/api/admin/proposals/3/visibility', body: { action: 'hide', note: 'Sai thông tin' } },
    ]);

    answer = () => json(200, { data: { id: 3, status: 'published', hidden_at: '2026-11-20T01:00:00.000Z' } });
    await confirm();
    expect(await screen.findByText('Đã ẩn đề xuất khỏi trang công khai')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('ẩn')).toBeTruthy();
  }, 30_000);
});
