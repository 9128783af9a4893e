import { z } from 'zod';
import { answerShape } from './catalogue-schemas.ts';
import { PageMetaSchema, PaginationQuerySchema, SearchTextSchema } from './content.ts';
import { ProgressSchema, ProgressStageFilterSchema, PublicAnswerSchema } from './follow-through-answers.ts';
import { OFFERED_DEMAND_TYPES } from './products.ts';
import { proposalCatalogue } from './proposal-fields.ts';
import { PROPOSAL_KINDS, proposalMessages } from './proposal-labels.ts';
import {
  MyListQueryStatusSchema,
  SUBMISSION_ACTIONS,
  SUBMISSION_STATES,
  SubmissionStatusSchema,
  TimelineEntrySchema,
  UploadedFileSchema,
} from './submissions.ts';

/** Đề xuất (proposals, proposals.ts): what the API answers about them and the lists' queries. */

/** The big problem a proposal answers, as lists show it. */
export const ProposalBigProblemSchema = z.object({ id: z.number(), slug: z.string(), title: z.string() });

const proposalBase = {
  id: z.number(),
  title: z.string(),
  proposal_kind: z.enum(PROPOSAL_KINDS),
  field: z.string(),
  big_problem: ProposalBigProblemSchema.nullable(),
};

/** A line of "my proposals". */
export const MyProposalSummarySchema = z.object({
  ...proposalBase,
  status: z.enum(SUBMISSION_STATES),
  tracking_code: z.string().nullable(),
  /** Mã tra cứu (Tra cứu hồ sơ), given with the tracking code. */
  lookup_key: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  submitted_at: z.string().nullable(),
});
export type MyProposalSummary = z.infer<typeof MyProposalSummarySchema>;

export const MyProposalListResponseSchema = z.object({ data: z.array(MyProposalSummarySchema), meta: PageMetaSchema });
export type MyProposalListResponse = z.infer<typeof MyProposalListResponseSchema>;

export const MyProposalsQuerySchema = PaginationQuerySchema.extend({
  q: SearchTextSchema,
  status: MyListQueryStatusSchema,
});
export type MyProposalsQuery = z.output<typeof MyProposalsQuerySchema>;

/**
 * An attachment of a proposal as its author and staff see it: `public` says whether it is
 * published (downloadable by anyone, copied into the product) once the proposal is approved.
 */
export const ProposalAttachmentSchema = UploadedFileSchema.extend({ public: z.boolean() });
export type ProposalAttachment = z.infer<typeof ProposalAttachmentSchema>;

/** Everything the author typed, as the form reads it back (the catalogue's fields the author sees). */
const proposalContent = {
  ...answerShape(proposalCatalogue, 'author'),
  ...proposalBase,
  images: z.array(UploadedFileSchema),
  attachments: z.array(ProposalAttachmentSchema),
};

/** GET /api/proposals/mine/{id}: the proposal, its state and the steps the author may take, its timeline. */
export const MyProposalDetailSchema = SubmissionStatusSchema.extend({
  ...proposalContent,
  timeline: z.array(TimelineEntrySchema),
  /** The department's public answer; the author reads it whatever the state (a rejection's too). */
  answer: PublicAnswerSchema.nullable(),
  /** The progress record, once staff record a step (approved or published proposals only): the public one. */
  progress: ProgressSchema.nullable(),
});
export type MyProposalDetail = z.infer<typeof MyProposalDetailSchema>;

/** What create, update, submit and withdraw answer. */
export const MyProposalResponseSchema = z.object({ data: MyProposalDetailSchema });
export type MyProposalResponse = z.infer<typeof MyProposalResponseSchema>;

/** A file of a public proposal, downloadable by anyone from GET /api/proposals/{id}/files/{fileId}. */
export const PublicProposalFileSchema = UploadedFileSchema;

/** An approved or published proposal on /propose. */
export const PublicProposalSummarySchema = z.object({
  ...proposalBase,
  summary: z.string(),
  readiness_level: z.number().nullable(),
  demand_types: z.array(z.number()),
  budget: z.number(),
  price: z.number().nullable(),
  organisation: z.string(),
  image: PublicProposalFileSchema.nullable(),
  /** When it was approved (or published, when it has no approval date). */
  approved_at: z.string().nullable(),
});
export type PublicProposalSummary = z.infer<typeof PublicProposalSummarySchema>;

export const PublicProposalListResponseSchema = z.object({
  data: z.array(PublicProposalSummarySchema),
  meta: PageMetaSchema,
});
export type PublicProposalListResponse = z.infer<typeof PublicProposalListResponseSchema>;

/** GET /api/proposals/{id}: the contact details are those the author chose to publish. */
/** The catalogue's public fields but the contact's, which the public page has in `contact`. */
const publicContent = z
  .object(answerShape(proposalCatalogue, 'public'))
  .omit({ contact_name: true, contact_phone: true, contact_email: true }).shape;

export const PublicProposalDetailSchema = PublicProposalSummarySchema.extend({
  ...publicContent,
  ...proposalBase,
  /** Phone and e-mail are null unless the author chose to publish them. */
  contact: z.object({ name: z.string(), phone: z.string().nullable(), email: z.string().nullable() }),
  images: z.array(PublicProposalFileSchema),
  /** Only the attachments the author marked public. */
  attachments: z.array(PublicProposalFileSchema),
  /** The marketplace product made from it, when there is one. */
  product_slug: z.string().nullable(),
  /** How many signed-in people follow it (Theo dõi); whether the caller does is GET /api/follows/state. */
  followers: z.number(),
  /** The department's public answer. */
  answer: PublicAnswerSchema.nullable(),
  /** How carrying it out goes, once staff record a step. */
  progress: ProgressSchema.nullable(),
  /** A need's end in the lists unless its author renews it; null: never. */
  expires_at: z.string().nullable(),
  /** Past that end: the page stays, with a notice, but the need is in no list and takes no interest. */
  expired: z.boolean(),
});
export type PublicProposalDetail = z.infer<typeof PublicProposalDetailSchema>;
export const PublicProposalAnswerSchema = z.object({ data: PublicProposalDetailSchema });

const binaryParameter = (message: string) =>
  z
    .enum(['0', '1'], { message })
    .transform((value) => Number(value) as 0 | 1)
    .optional();

export const ListProposalsQuerySchema = PaginationQuerySchema.extend({
  q: SearchTextSchema,
  demand_type: z.coerce
    .number({ message: proposalMessages.demandInvalid })
    .int(proposalMessages.demandInvalid)
    .superRefine((value, ctx) => {
      if (value === 2) ctx.addIssue({ code: 'custom', message: proposalMessages.demandCustomer });
      else if (!(OFFERED_DEMAND_TYPES as readonly number[]).includes(value)) {
        ctx.addIssue({ code: 'custom', message: proposalMessages.demandInvalid });
      }
    })
    .optional(),
  field: z.string().trim().max(100, proposalMessages.fieldTooLong).optional(),
  budget: binaryParameter('Kinh phí không hợp lệ'),
  proposal_kind: z.enum(PROPOSAL_KINDS, { message: proposalMessages.kindInvalid }).optional(),
  big_problem: z.coerce
    .number({ message: proposalMessages.bigProblemInvalid })
    .int(proposalMessages.bigProblemInvalid)
    .positive(proposalMessages.bigProblemInvalid)
    .max(Number.MAX_SAFE_INTEGER, proposalMessages.bigProblemInvalid)
    .optional(),
  /** The stage of carrying it out (its latest progress step). */
  stage: ProgressStageFilterSchema,
});
export type ListProposalsQuery = z.output<typeof ListProposalsQuerySchema>;

/** Staff: the queue of proposals (GET /api/admin/proposals). */
export const AdminProposalsQuerySchema = PaginationQuerySchema.extend({
  q: SearchTextSchema,
  status: MyListQueryStatusSchema,
  proposal_kind: z.enum(PROPOSAL_KINDS, { message: proposalMessages.kindInvalid }).optional(),
});
export type AdminProposalsQuery = z.output<typeof AdminProposalsQuerySchema>;

const ProposalAuthorSchema = z.object({ id: z.number(), full_name: z.string(), email: z.string() }).nullable();

export const AdminProposalSummarySchema = MyProposalSummarySchema.extend({
  author: ProposalAuthorSchema,
  /** Since when staff keep it off the public pages (null: shown when approved or published). */
  hidden_at: z.string().nullable(),
  /** How many people follow it on the portal (Theo dõi): the count only, never who. */
  followers: z.number(),
  /** Of a need: the interests people expressed in it (Bày tỏ quan tâm), and of those the ones its author accepted; 0 for other kinds. */
  interests: z.number(),
  interests_accepted: z.number(),
});
export const AdminProposalListResponseSchema = z.object({
  data: z.array(AdminProposalSummarySchema),
  meta: PageMetaSchema,
});
export type AdminProposalListResponse = z.infer<typeof AdminProposalListResponseSchema>;

export const AdminProposalDetailSchema = MyProposalDetailSchema.extend({
  author: ProposalAuthorSchema,
  /** Since when staff keep it off the public pages (null: shown when approved or published). */
  hidden_at: z.string().nullable(),
  /** The steps staff may take now. */
  staff_actions: z.array(z.enum(SUBMISSION_ACTIONS)),
  product_id: z.number().nullable(),
  /** A need's end in the lists unless its author renews it; null: never. */
  expires_at: z.string().nullable(),
  /** How many people follow it on the portal (Theo dõi): the count only, never who. */
  followers: z.number(),
  /** Of a need: the interests people expressed in it (Bày tỏ quan tâm), and of those the ones its author accepted; 0 for other kinds. */
  interests: z.number(),
  interests_accepted: z.number(),
});
export type AdminProposalDetail = z.infer<typeof AdminProposalDetailSchema>;
export const AdminProposalResponseSchema = z.object({ data: AdminProposalDetailSchema });
