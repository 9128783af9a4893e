import type { AdminProposalDetail } from '@portal/shared/proposal-answers';
import type { SubmissionState } from '@portal/shared/submissions';
import type { AppContext } from '../../context.ts';
import { createProductsPublishingService } from '../products/products-publishing.service.ts';
import { createProposalsAuthorService } from './proposals-author.service.ts';
import { createProposalsPublicService } from './proposals-public.service.ts';
import { createProposalsStaffService } from './proposals-staff.service.ts';

type Deps = Pick<AppContext, 'database' | 'now' | 'lifecycle' | 'uploadRecords' | 'publicCache' | 'settings'>;

/**
 * Đề xuất as the app context holds them: one object of the author's, the public's and staff's
 * services, so that routes and share pages reach every part through `context.proposals`.
 */
export function createProposalsService(deps: Deps) {
  const staff = createProposalsStaffService(deps);
  const publishing = createProductsPublishingService(deps);
  return {
    ...createProposalsAuthorService(deps),
    ...createProposalsPublicService(deps),
    ...staff,

    /** Staff publish an approved proposal as a marketplace product (products module), then read it back. */
    async publishAsProduct(staffId: number, id: number): Promise<AdminProposalDetail> {
      await publishing.publishProposal(staffId, id);
      return staff.staffDetail(id);
    },
  };
}

export type ProposalsService = ReturnType<typeof createProposalsService>;
export type { SubmissionState };
