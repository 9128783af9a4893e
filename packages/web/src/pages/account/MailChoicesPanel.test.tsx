import {
  BELL_ONLY_KINDS,
  NOTIFICATION_KINDS,
  notificationKindLabels,
  STAFF_NOTIFICATION_KINDS,
} from '@portal/shared/follow-through';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, signIn } from '../../lib/session.ts';
import { citizenForTests } from '../../test/settings.ts';
import { MailChoicesPanel } from './MailChoicesPanel.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const staffNotice = notificationKindLabels.interest_new;

describe('the mail choices of the profile', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
  });

  const shown = async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { data: { mailed: [...NOTIFICATION_KINDS] } }));
    render(<MailChoicesPanel />);
    await screen.findByLabelText(notificationKindLabels.submission_status);
    return screen.getAllByRole('checkbox').map((box) => box.closest('.form-check')?.textContent);
  };

  it('does not offer a citizen the notices of the back office’s queues', async () => {
    signIn('access-token', citizenForTests);
    const labels = await shown();
    expect(labels).not.toContain(staffNotice);
    // Neither the queues' notices nor a bell-only kind (no mail to choose).
    expect(labels).toHaveLength(NOTIFICATION_KINDS.length - STAFF_NOTIFICATION_KINDS.length);
  });

  it('offers them to staff who work the queues', async () => {
    signIn('access-token', { ...citizenForTests, role: 'reviewer' });
    const labels = await shown();
    expect(labels).toContain(staffNotice);
    // Every kind but the bell-only ones: a new question or feedback is never mailed to each staff member.
    expect(labels).not.toContain(notificationKindLabels.message_new);
    expect(labels).toHaveLength(NOTIFICATION_KINDS.length - BELL_ONLY_KINDS.length);
  });
});
