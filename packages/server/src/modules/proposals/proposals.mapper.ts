import { columnsOf, valuesOf } from '@portal/shared/catalogue';
import type { Progress } from '@portal/shared/follow-through-answers';
import type {
  MyProposalDetail,
  MyProposalSummary,
  PublicProposalDetail,
  PublicProposalSummary,
} from '@portal/shared/proposal-answers';
import { proposalCatalogue } from '@portal/shared/proposal-fields';
import type { ProposalSubmitFields, ProposalUpdate } from '@portal/shared/proposals';
import type { Database } from '../../db/client.ts';
import { bigProblems } from '../../db/schema/catalogue.ts';
import type { proposals, SubmissionFile } from '../../db/schema/submissions.ts';
import { answerOf } from '../follow-through/follow-through.service.ts';
import { progressOfOne } from '../follow-through/progress.ts';
import { contactFields } from '../submissions/contact.ts';
import type { Lifecycle } from '../submissions/lifecycle.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';

/**
 * The one place a proposal row (camelCase columns) becomes what the API sends (snake_case), and a
 * form becomes a row: the author, public and staff services all map through here.
 */

export type ProposalRow = typeof proposals.$inferSelect;

/** The big problem a proposal answers, selected beside the row (null when none, or hidden from visitors). */
export const problemColumns = {
  problemId: bigProblems.id,
  problemSlug: bigProblems.slug,
  problemTitle: bigProblems.title,
};
export type ProblemColumns = { problemId: number | null; problemSlug: string | null; problemTitle: string | null };
export type ProposalWithProblem = ProposalRow & ProblemColumns;

type Presenter = Pick<UploadsService, 'present'>;

const problemOf = (row: ProblemColumns) =>
  row.problemId !== null ? { id: row.problemId, slug: row.problemSlug ?? '', title: row.problemTitle ?? '' } : null;

export const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Whether visitors may have the file once the proposal is public: every image, only the attachments marked so. */
export const isPublicFile = (file: SubmissionFile) => file.kind === 'image' || file.public === true;

/** The claimed attachments with the author's choice of which are public (the rest private). */
export const withVisibility = (files: SubmissionFile[], publicIds: readonly string[]) =>
  files.map((file) => ({ ...file, public: publicIds.includes(file.id) }));

/** Where anyone may open a file of a public proposal. */
export const publicFileUrl = (id: number, file: SubmissionFile) => `/api/proposals/${id}/files/${file.id}`;

/** The row's content columns from the form (a proposal linked to a big problem is a solution). */
export function contentOf(input: ProposalUpdate) {
  return {
    ...(columnsOf(proposalCatalogue, input) as Partial<ProposalRow>),
    title: input.title,
    proposalKind: input.big_problem_id !== null ? ('solution' as const) : input.proposal_kind,
    bigProblemId: input.big_problem_id,
  };
}

/** The fields a proposal must have to be sent, under their form names (what proposalMissingFields reads). */
export function requiredFieldsOf(row: ProposalRow): ProposalSubmitFields {
  return {
    field: row.field,
    summary: row.summary,
    description: row.description,
    readiness_level: row.readinessLevel,
    proposal_kind: row.proposalKind,
    demand_types: row.demandTypes,
    organisation: row.organisation,
    ...contactFields(row),
  };
}

/** What every line and page of a proposal starts with (the shared contract's proposalBase). */
const headOf = (row: ProposalWithProblem) => ({
  id: row.id,
  title: row.title,
  proposal_kind: row.proposalKind,
  field: row.field,
  big_problem: problemOf(row),
});

export function summaryOf(row: ProposalWithProblem): MyProposalSummary {
  return {
    ...headOf(row),
    status: row.status,
    tracking_code: row.trackingCode,
    lookup_key: row.lookupKey,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    submitted_at: iso(row.submittedAt),
  };
}

/**
 * The whole proposal as its author (or staff, with their fuller timeline) reads it, with the same
 * progress record visitors read on its public page.
 */
export async function detailOf(
  row: ProposalWithProblem,
  view: 'author' | 'staff',
  { db, lifecycle, uploadRecords }: { db: Pick<Database, 'select'>; lifecycle: Lifecycle; uploadRecords: Presenter },
): Promise<MyProposalDetail> {
  return {
    ...valuesOf(proposalCatalogue, row, 'author'),
    ...summaryOf(row),
    kind: 'proposal',
    ...lifecycle.authorView(row.status),
    images: row.images.map((file) => uploadRecords.present(file)),
    attachments: row.attachments.map((file) => ({ ...uploadRecords.present(file), public: file.public === true })),
    timeline: await lifecycle.timeline('proposal', row.id, view),
    answer: answerOf(row),
    progress: await progressOfOne(db, 'proposal', row.id),
  };
}

/** A line of the staff queue: the summary with who sent it and whether it is hidden. */
export function staffSummaryOf(row: ProposalWithProblem, author: { name: string | null; email: string | null }) {
  return {
    ...summaryOf(row),
    hidden_at: iso(row.hiddenAt),
    author:
      row.authorId === null ? null : { id: row.authorId, full_name: author.name ?? '', email: author.email ?? '' },
  };
}

export function publicSummaryOf(row: ProposalWithProblem, uploadRecords: Presenter): PublicProposalSummary {
  const [firstImage] = row.images;
  const approved = row.decidedAt ?? row.publishedAt;
  return {
    ...headOf(row),
    summary: row.summary,
    readiness_level: row.readinessLevel,
    demand_types: row.demandTypes,
    budget: row.budget,
    price: row.price,
    organisation: row.organisation,
    image: firstImage ? uploadRecords.present(firstImage, publicFileUrl(row.id, firstImage)) : null,
    approved_at: iso(approved),
  };
}

/**
 * What visitors read of a public proposal: only the contact details and attachments the author made
 * public. The service adds the follower count, which is no column of the row.
 */
export function publicDetailOf(
  row: ProposalWithProblem,
  productSlug: string | null,
  uploadRecords: Presenter,
  progress: Progress | null,
): Omit<PublicProposalDetail, 'followers' | 'expires_at' | 'expired'> {
  // Name and organisation are always public; phone and e-mail only when the author chose so.
  const { contact_name, contact_phone, contact_email, ...content } = valuesOf(proposalCatalogue, row, 'public');
  return {
    ...content,
    ...publicSummaryOf(row, uploadRecords),
    contact: { name: contact_name, phone: contact_phone, email: contact_email },
    images: row.images.map((file) => uploadRecords.present(file, publicFileUrl(row.id, file))),
    attachments: row.attachments
      .filter(isPublicFile)
      .map((file) => uploadRecords.present(file, publicFileUrl(row.id, file))),
    product_slug: productSlug,
    answer: answerOf(row),
    progress,
  };
}
