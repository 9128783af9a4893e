import { ProposalUpdateSchema, proposalMissingFields } from '@portal/shared/proposals';
import { describe, expect, it } from 'vitest';
import type { SubmissionFile } from '../../db/schema/submissions.ts';
import {
  contentOf,
  type ProposalWithProblem,
  publicDetailOf,
  requiredFieldsOf,
  staffSummaryOf,
  withVisibility,
} from './proposals.mapper.ts';

const time = new Date('2026-03-02T03:04:05.000Z');
const file = (id: string, kind: SubmissionFile['kind'], publicFile?: boolean): SubmissionFile => ({
  id,
  key: `submissions/${id}.bin`,
  name: `${id}.bin`,
  size: 10,
  mime: kind === 'image' ? 'image/png' : 'application/pdf',
  kind,
  ...(publicFile === undefined ? {} : { public: publicFile }),
});
const presenter = {
  present: (stored: SubmissionFile, url = `/api/uploads/${stored.id}`) => ({
    id: stored.id,
    name: stored.name,
    size: stored.size,
    mime: stored.mime,
    kind: stored.kind,
    url,
  }),
};

/** A stored row made from the form the way the author service makes one. */
function rowOf(form: Record<string, unknown>, extra: Partial<ProposalWithProblem> = {}): ProposalWithProblem {
  const input = ProposalUpdateSchema.parse(form);
  return {
    id: 7,
    authorId: 3,
    status: 'approved',
    trackingCode: 'DX-0007',
    requestId: null,
    submittedAt: time,
    decidedAt: time,
    publishedAt: null,
    createdAt: time,
    updatedAt: time,
    images: [],
    attachments: [],
    productId: null,
    hiddenAt: null,
    searchText: '',
    problemId: null,
    problemSlug: null,
    problemTitle: null,
    ...contentOf(input),
    ...extra,
  } as ProposalWithProblem;
}

const form = {
  title: 'Máy sấy nông sản',
  proposal_kind: 'product',
  field: 'Nông nghiệp',
  summary: 'Tiết kiệm điện',
  description: 'Máy sấy dùng năng lượng mặt trời, sấy 500 kg nông sản mỗi mẻ.',
  readiness_level: 7,
  demand_types: [1, 3],
  budget: 1,
  organisation: 'Hợp tác xã Diễn Châu',
  contact_name: 'Nguyễn Văn A',
  contact_phone: '0912345678',
  contact_email: 'lienhe@htx.vn',
  publish_phone: false,
  publish_email: true,
};

describe('proposals.mapper', () => {
  it('turns a form into row columns and back into the fields the submit check reads', () => {
    const row = rowOf(form);
    expect(requiredFieldsOf(row)).toEqual({
      field: 'Nông nghiệp',
      summary: 'Tiết kiệm điện',
      description: 'Máy sấy dùng năng lượng mặt trời, sấy 500 kg nông sản mỗi mẻ.',
      readiness_level: 7,
      proposal_kind: 'product',
      demand_types: [1, 3],
      organisation: 'Hợp tác xã Diễn Châu',
      contact_name: 'Nguyễn Văn A',
      contact_phone: '0912345678',
      contact_email: 'lienhe@htx.vn',
    });
    expect(proposalMissingFields(requiredFieldsOf(row))).toEqual({});
  });

  it('makes a proposal linked to a big problem a solution, whatever kind the form named', () => {
    expect(contentOf(ProposalUpdateSchema.parse({ ...form, big_problem_id: 4 }))).toMatchObject({
      proposalKind: 'solution',
      bigProblemId: 4,
    });
  });

  it('shows visitors only the contact details and attachments the author made public', () => {
    const attachments = withVisibility([file('a1', 'attachment'), file('a2', 'attachment')], ['a2']);
    const detail = publicDetailOf(rowOf(form, { images: [file('i1', 'image')], attachments }), null, presenter, null);
    expect(detail.contact).toEqual({ name: 'Nguyễn Văn A', phone: null, email: 'lienhe@htx.vn' });
    expect(detail.attachments.map((shown) => shown.url)).toEqual(['/api/proposals/7/files/a2']);
    expect(detail.image?.url).toBe('/api/proposals/7/files/i1');
    expect(detail.approved_at).toBe(time.toISOString());
  });

  it('names the author in the staff queue only when the proposal still has one', () => {
    const who = { name: 'Nguyễn Văn A', email: 'a@example.vn' };
    expect(staffSummaryOf(rowOf(form), who).author).toEqual({
      id: 3,
      full_name: 'Nguyễn Văn A',
      email: 'a@example.vn',
    });
    expect(staffSummaryOf(rowOf(form, { authorId: null }), who).author).toBeNull();
  });
});
