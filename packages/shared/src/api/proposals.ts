import type { NeedExpiryInputSchema } from '../admin-products.ts';
import type { MessageAnswerSchema } from '../answers.ts';
import type * as answers from '../proposal-answers.ts';
import type * as proposals from '../proposals.ts';
import type { TransitionRequestSchema, VisibilityRequestSchema } from '../submissions.ts';
import { endpoint, type FileAnswer } from './endpoint.ts';

type MyProposal = typeof answers.MyProposalResponseSchema;
type StaffProposal = typeof answers.AdminProposalResponseSchema;

/**
 * Đề xuất: the author's own (`/mine`), the public ones, and the steps staff take beyond the back
 * office's list and record calls (those follow react-admin's dialect: packages/admin/src/providers).
 */
export const proposalsApi = {
  create: endpoint<{ body: typeof proposals.ProposalInputSchema; response: { 200: MyProposal; 201: MyProposal } }>()(
    'POST',
    '/api/proposals',
  ),
  listMine: endpoint<{
    query: typeof answers.MyProposalsQuerySchema;
    response: { 200: typeof answers.MyProposalListResponseSchema };
  }>()('GET', '/api/proposals/mine'),
  mine: endpoint<{ response: { 200: MyProposal } }>()('GET', '/api/proposals/mine/:id'),
  update: endpoint<{ body: typeof proposals.ProposalUpdateSchema; response: { 200: MyProposal } }>()(
    'PUT',
    '/api/proposals/mine/:id',
  ),
  deleteDraft: endpoint<{ response: { 200: typeof MessageAnswerSchema } }>()('DELETE', '/api/proposals/mine/:id'),
  submit: endpoint<{ response: { 200: MyProposal } }>()('POST', '/api/proposals/mine/:id/submit'),
  withdraw: endpoint<{ response: { 200: MyProposal } }>()('POST', '/api/proposals/mine/:id/withdraw'),
  list: endpoint<{
    query: typeof answers.ListProposalsQuerySchema;
    response: { 200: typeof answers.PublicProposalListResponseSchema };
  }>()('GET', '/api/proposals'),
  detail: endpoint<{ response: { 200: typeof answers.PublicProposalAnswerSchema } }>()('GET', '/api/proposals/:id'),
  /** A file the author chose to publish, of an approved proposal (the file itself, not JSON). */
  file: endpoint<{ response: FileAnswer }>()('GET', '/api/proposals/:id/files/:fileId'),
  transition: endpoint<{ body: typeof TransitionRequestSchema; response: { 200: StaffProposal } }>()(
    'POST',
    '/api/admin/proposals/:id/transitions',
  ),
  visibility: endpoint<{ body: typeof VisibilityRequestSchema; response: { 200: StaffProposal } }>()(
    'POST',
    '/api/admin/proposals/:id/visibility',
  ),
  publishProduct: endpoint<{ response: { 200: StaffProposal } }>()('POST', '/api/admin/proposals/:id/publish-product'),
  /** Staff correct what the author wrote (the fields sent, with the reason the author reads). */
  correct: endpoint<{ body: typeof proposals.ProposalCorrectionSchema; response: { 200: StaffProposal } }>()(
    'PUT',
    '/api/admin/proposals/:id/fields',
  ),
  /** Staff move a need's end on the marketplace. */
  expiry: endpoint<{ body: typeof NeedExpiryInputSchema; response: { 200: StaffProposal } }>()(
    'PUT',
    '/api/admin/proposals/:id/expiry',
  ),
};
