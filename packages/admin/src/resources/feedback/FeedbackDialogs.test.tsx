// @vitest-environment jsdom

import type { AdminFeedback } from '@portal/shared/admin-people';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, RecordContextProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import { json, recordCalls } from '../../test/fetch.ts';
import { HandleButton, ReplyButton } from './FeedbackDialogs.tsx';

// The worker's files share its modules (isolate: false): nothing rendered here outlives its test.
afterEach(cleanup);

/**
 * Focus order (WCAG 2.4.3): the feedback dialogs put focus in their first field when they
 * open and give it back to the button that opened them (or to the page, when that button is
 * disabled by the step it ran) when they close.
 */

const feedback = {
  id: 1,
  created_at: '2026-11-20T01:00:00.000Z',
  name: 'Nguyễn Văn An',
  email: 'an@example.vn',
  phone: null,
  subject: 'Góp ý về thủ tục',
  message: 'Nội dung góp ý',
  status: 'new',
  handled_at: null,
  handled_by: null,
  handled_note: null,
} as unknown as AdminFeedback;

const posted = recordCalls(() => json(200, { data: {} }));

const show = () =>
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <div id="main-content">
        <RecordContextProvider value={feedback}>
          <HandleButton />
          <ReplyButton />
        </RecordContextProvider>
      </div>
    </AdminContext>,
  );

describe('feedback dialogs and focus', () => {
  it('"Đã xử lý" focuses the note, and "Hủy" gives focus back to the button', async () => {
    const user = userEvent.setup();
    show();
    const opener = screen.getByRole('button', { name: 'Đã xử lý' });
    await user.click(opener);
    const note = await screen.findByRole('textbox', { name: /Ghi chú xử lý/ });
    await waitFor(() => expect(document.activeElement).toBe(note));
    // Typing right away lands in the note.
    await user.keyboard('Đã gọi');
    expect((note as HTMLTextAreaElement).value).toBe('Đã gọi');

    await user.click(screen.getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  }, 30_000);

  it('after marking it handled, focus goes to the page (the button is disabled), not to BODY', async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: 'Đã xử lý' }));
    const note = await screen.findByRole('textbox', { name: /Ghi chú xử lý/ });
    await waitFor(() => expect(document.activeElement).toBe(note));
    await user.keyboard('Đã gọi điện trả lời người gửi');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([{ url: '/api/admin/feedback/1/handle', body: { note: 'Đã gọi điện trả lời người gửi' } }]);
    expect(document.activeElement).toBe(document.getElementById('main-content'));
  }, 30_000);

  it('"Trả lời qua email" focuses the subject, and after the mail is sent focus is back on the button', async () => {
    const user = userEvent.setup();
    show();
    const opener = screen.getByRole('button', { name: 'Trả lời qua email' });
    await user.click(opener);
    const subject = await screen.findByRole('textbox', { name: /Tiêu đề thư/ });
    await waitFor(() => expect(document.activeElement).toBe(subject));
    // Empty, as its hint says: the server then writes "Trả lời: <the feedback's subject>".
    expect((subject as HTMLInputElement).value).toBe('');

    await user.type(screen.getByRole('textbox', { name: /Nội dung trả lời/ }), 'Sở đã tiếp nhận góp ý của Ông.');
    await user.click(screen.getByRole('button', { name: 'Gửi thư' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted[0]?.url).toBe('/api/admin/feedback/1/replies');
    expect(posted[0]?.body).toMatchObject({ subject: '' });
    expect(document.activeElement).toBe(opener);
  }, 30_000);
});
