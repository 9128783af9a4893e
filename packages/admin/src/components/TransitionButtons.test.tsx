// @vitest-environment jsdom

import type { SubmissionAction } from '@portal/shared/submissions';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AdminContext, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { TransitionButtons } from './TransitionButtons.tsx';

/**
 * Focus order (WCAG 2.4.3) for the moderation steps that take a note: the note has focus when
 * the dialog opens; closing gives focus back to the step's button, or to the page's content when
 * the step moved the record on and its button is gone.
 */

type Proposal = { id: number; status: string; actions: SubmissionAction[] };

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ data: { id: 3, status: 'rejected', actions: [] } }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The record page: the buttons are those of the record's state, which a step replaces. */
function ProposalSteps() {
  const [record, setRecord] = useState<Proposal>({
    id: 3,
    status: 'under_review',
    actions: ['approve', 'reject', 'request_revision'],
  });
  return <TransitionButtons resource="proposals" record={record} actions={record.actions} onDone={setRecord} />;
}

const page = () =>
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <div id="main-content">
        <ProposalSteps />
      </div>
    </AdminContext>,
  );

describe('the note dialog of a moderation step and focus', () => {
  it('focuses the note, gives focus back to "Không duyệt" on "Hủy", and to the page once the step is done', async () => {
    const user = userEvent.setup();
    page();
    const reject = screen.getByRole('button', { name: 'Không duyệt' });
    await user.click(reject);
    const note = await screen.findByRole('textbox', { name: /Ghi chú cho người gửi/ });
    await waitFor(() => expect(document.activeElement).toBe(note));
    await user.click(screen.getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(reject);

    await user.click(reject);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Ghi chú/ })));
    await user.keyboard('Hồ sơ chưa đủ căn cứ.');
    await user.click(screen.getAllByRole('button', { name: 'Không duyệt' }).at(-1) as HTMLElement);
    // Rejected: the record has no steps left, the button is gone; focus is not lost on BODY.
    expect(await screen.findByText('Không có bước xử lý nào ở trạng thái này.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('main-content')));
  }, 30_000);
});
