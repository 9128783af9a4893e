import { randomUUID } from 'node:crypto';
import type { ProposalInputValues } from '@portal/shared/proposals';
import { expect } from 'vitest';

/** A proposal form with everything it needs to be sent at once (submit = true), a fresh request id. */
export const proposalForm = (overrides: Partial<ProposalInputValues> = {}): ProposalInputValues => ({
  request_id: randomUUID(),
  title: 'Máy sấy nông sản dùng năng lượng mặt trời',
  proposal_kind: 'product',
  field: 'Nông nghiệp',
  summary: 'Máy sấy tiết kiệm điện cho hợp tác xã',
  description: 'Máy sấy dùng collector năng lượng mặt trời, sấy 500 kg nông sản mỗi mẻ, đã thử ở Diễn Châu.',
  readiness_level: 7,
  demand_types: [1, 3],
  budget: 1,
  ip_advice: 0,
  price: 45_000_000,
  organisation: 'Hợp tác xã Diễn Châu',
  contact_name: 'Nguyễn Văn An',
  contact_phone: '0912 345 678',
  contact_email: 'lienhe@htx.vn',
  submit: true,
  ...overrides,
});

type Call = (
  token: string,
  method: string,
  url: string,
  payload?: unknown,
) => Promise<{ statusCode: number; body: string }>;

/** Takes a sent proposal through staff's review to approved, checking each step. */
export async function approveProposal(call: Call, reviewerToken: string, id: number): Promise<void> {
  for (const action of ['start_review', 'approve']) {
    const step = await call(reviewerToken, 'POST', `/api/admin/proposals/${id}/transitions`, { action });
    expect(step.statusCode, step.body).toBe(200);
  }
}
