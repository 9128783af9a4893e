import type { AdminUser } from '@portal/shared/admin-people';
import { screen, within } from '@testing-library/react';

/** Test helpers of the users' screens (not shipped: only tests import this file). */

/** An editor's account as the admin API answers it; `changes` make it another. */
export const adminUser = (changes: Partial<AdminUser> = {}): AdminUser => ({
  id: 3,
  email: 'bien.tap@sokhcn.test',
  full_name: 'Nguyễn Văn Biên',
  role: 'editor',
  citizen_pid_masked: null,
  two_factor: false,
  locked: false,
  disabled_at: null,
  locked_until: null,
  must_change_password: false,
  vneid_linked: false,
  citizen_pid_verified: false,
  citizen_pid_disputed: false,
  consent_at: null,
  created_at: '2026-11-20T01:30:00.000Z',
  updated_at: '2026-11-20T01:30:00.000Z',
  ...changes,
});

/** The account's facts on its edit page, once shown: the terms and their values, in order. */
export async function accountFacts() {
  const facts = await screen.findByLabelText('Thông tin tài khoản', {}, { timeout: 15_000 });
  const terms = within(facts)
    .getAllByRole('term')
    .map((term) => term.textContent);
  const values = within(facts)
    .getAllByRole('definition')
    .map((value) => value.textContent);
  return { terms, values };
}
