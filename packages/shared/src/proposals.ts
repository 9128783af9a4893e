import { z } from 'zod';
import { PageMetaSchema, PaginationQuerySchema, SearchTextSchema } from './content.ts';
import { phoneField, plainText, singleLine } from './engagement.ts';
import { isSubmissionField } from './fields.ts';
import { numberError, WHOLE_NUMBER_INVALID_MESSAGE } from './format.ts';
import { NQ57_GROUPS } from './monitoring.ts';
import { OFFERED_DEMAND_TYPES } from './products.ts';
import {
  MyListQueryStatusSchema,
  SUBMISSION_ACTIONS,
  SUBMISSION_STATES,
  SubmissionStatusSchema,
  TimelineEntrySchema,
  UploadedFileSchema,
} from './submissions.ts';

/**
 * Đề xuất (proposals): a product, solution or need a signed-in citizen sends through
 * /products/create-product. A solution to a big problem is a proposal of kind `solution` with
 * `big_problem_id` set. The form, the server and the admin area share this contract.
 */

export const PROPOSAL_KINDS = ['product', 'solution', 'need'] as const;
export type ProposalKind = (typeof PROPOSAL_KINDS)[number];

export const proposalKindLabels: Record<ProposalKind, string> = {
  product: 'Sản phẩm',
  solution: 'Giải pháp',
  need: 'Nhu cầu',
};

/** Kinh phí (docs/DOMAIN.md, "The spec's contract", section 3): 0 uses the state budget, 1 does not. */
export const BUDGET_OPTIONS = [0, 1] as const;
export const budgetLabels: Record<0 | 1, string> = {
  0: 'Sử dụng ngân sách nhà nước',
  1: 'Không sử dụng ngân sách nhà nước',
};

/** Tư vấn sở hữu trí tuệ (docs/DOMAIN.md, "The spec's contract", section 3). */
export const IP_ADVICE_OPTIONS = [0, 1] as const;
export const ipAdviceLabels: Record<0 | 1, string> = {
  0: 'Đề nghị Hội đồng đánh giá và công bố ngay, không cần tư vấn bảo hộ sở hữu trí tuệ',
  1: 'Đề nghị được tư vấn bảo hộ sở hữu trí tuệ trước khi Hội đồng đánh giá và công bố',
};

export const PROPOSAL_MAX_IMAGES = 6;
export const PROPOSAL_MAX_ATTACHMENTS = 5;

export const proposalMessages = {
  titleRequired: 'Vui lòng nhập tên sản phẩm/giải pháp',
  titleTooLong: 'Tên sản phẩm/giải pháp không được vượt quá 200 ký tự',
  kindInvalid: 'Vui lòng chọn loại đề xuất',
  fieldRequired: 'Vui lòng chọn lĩnh vực',
  fieldTooLong: 'Lĩnh vực không được vượt quá 100 ký tự',
  summaryRequired: 'Vui lòng nhập tóm tắt',
  summaryTooLong: 'Tóm tắt không được vượt quá 1000 ký tự',
  descriptionRequired: 'Vui lòng nhập mô tả chi tiết',
  descriptionTooShort: 'Mô tả chi tiết phải có ít nhất 30 ký tự',
  descriptionTooLong: 'Mô tả chi tiết không được vượt quá 10000 ký tự',
  readinessRequired: 'Vui lòng chọn mức độ sẵn sàng công nghệ',
  readinessInvalid: 'Mức độ sẵn sàng công nghệ từ 1 đến 9',
  demandRequired: 'Vui lòng chọn ít nhất một nhu cầu',
  demandInvalid: 'Nhu cầu không hợp lệ',
  demandCustomer: 'Nhu cầu “Tìm khách hàng” không còn được tiếp nhận, vui lòng chọn nhu cầu khác',
  budgetInvalid: 'Vui lòng chọn kinh phí',
  ipAdviceInvalid: 'Vui lòng chọn hình thức tư vấn sở hữu trí tuệ',
  priceInvalid: 'Giá phải là số nguyên không âm (đồng)',
  organisationRequired: 'Vui lòng nhập tên tổ chức/cá nhân',
  organisationTooLong: 'Tên tổ chức/cá nhân không được vượt quá 200 ký tự',
  contactNameRequired: 'Vui lòng nhập người liên hệ',
  contactNameTooLong: 'Tên người liên hệ không được vượt quá 100 ký tự',
  contactPhoneRequired: 'Vui lòng nhập số điện thoại liên hệ',
  contactEmailRequired: 'Vui lòng nhập email liên hệ',
  contactEmailInvalid: 'Email không đúng định dạng',
  bigProblemInvalid: 'Bài toán không tồn tại hoặc đã ngừng nhận giải pháp',
  tooManyImages: `Tối đa ${PROPOSAL_MAX_IMAGES} hình ảnh`,
  tooManyAttachments: `Tối đa ${PROPOSAL_MAX_ATTACHMENTS} tệp đính kèm`,
  fileInvalid: 'Tệp đính kèm không hợp lệ, vui lòng tải lại',
  nq57Invalid: 'Nhóm nhiệm vụ không hợp lệ',
  requestInvalid: 'Mã yêu cầu không hợp lệ, vui lòng tải lại trang',
  saved: 'Đã lưu bản nháp đề xuất.',
  sent: 'Đề xuất của bạn đã được gửi tới Sở Khoa học và Công nghệ.',
  notFound: 'Không tìm thấy đề xuất',
  publicFileInvalid: 'Chỉ chọn công khai được các tệp đính kèm của đề xuất',
  deleted: 'Đã xóa bản nháp đề xuất.',
  deleteNotDraft: 'Chỉ xóa được đề xuất ở trạng thái Bản nháp; đề xuất đã gửi có thể rút',
} as const;

const fileIds = (max: number, message: string) =>
  z
    .array(z.string({ error: proposalMessages.fileInvalid }), { error: proposalMessages.fileInvalid })
    .max(max, message)
    .refine((ids) => ids.every((id) => id.length > 0 && id.length <= 64), proposalMessages.fileInvalid)
    .default([]);

/** The form's fields, each checked for its format whether it is a draft or sent. */
const proposalFields = {
  title: z
    .string({ error: proposalMessages.titleRequired })
    .transform(singleLine)
    .pipe(z.string().min(1, proposalMessages.titleRequired).max(200, proposalMessages.titleTooLong)),
  proposal_kind: z.enum(PROPOSAL_KINDS, { error: proposalMessages.kindInvalid }).default('product'),
  /** One of the managed list (fields.ts), or empty in a draft; anything else is "pick one". */
  field: z
    .string({ error: proposalMessages.fieldRequired })
    .transform(singleLine)
    .pipe(
      z.string().refine((value): boolean => value === '' || isSubmissionField(value), proposalMessages.fieldRequired),
    )
    .default(''),
  summary: z
    .string({ error: proposalMessages.summaryRequired })
    .transform(plainText)
    .pipe(z.string().max(1000, proposalMessages.summaryTooLong))
    .default(''),
  description: z
    .string({ error: proposalMessages.descriptionRequired })
    .transform(plainText)
    .pipe(z.string().max(10_000, proposalMessages.descriptionTooLong))
    .default(''),
  readiness_level: z
    .number({ error: proposalMessages.readinessInvalid })
    .int(proposalMessages.readinessInvalid)
    .min(1, proposalMessages.readinessInvalid)
    .max(9, proposalMessages.readinessInvalid)
    .nullable()
    .default(null),
  /** Offered demand types only (checked on the whole list, so the 422 is under `demand_types`). */
  demand_types: z
    .array(z.number({ error: proposalMessages.demandInvalid }), { error: proposalMessages.demandInvalid })
    .max(5, proposalMessages.demandInvalid)
    .superRefine((values, ctx) => {
      if (values.includes(2)) ctx.addIssue({ code: 'custom', message: proposalMessages.demandCustomer });
      else if (values.some((value) => !(OFFERED_DEMAND_TYPES as readonly number[]).includes(value))) {
        ctx.addIssue({ code: 'custom', message: proposalMessages.demandInvalid });
      }
    })
    .transform((values) => [...new Set(values)].sort((a, b) => a - b))
    .default([]),
  budget: z.union([z.literal(0), z.literal(1)], { error: proposalMessages.budgetInvalid }).default(1),
  ip_advice: z.union([z.literal(0), z.literal(1)], { error: proposalMessages.ipAdviceInvalid }).default(0),
  /** In đồng; null means "Liên hệ". */
  price: z
    .number({ error: numberError(proposalMessages.priceInvalid, WHOLE_NUMBER_INVALID_MESSAGE) })
    .int(proposalMessages.priceInvalid)
    .min(0, proposalMessages.priceInvalid)
    .max(1e15, proposalMessages.priceInvalid)
    .nullable()
    .default(null),
  organisation: z
    .string({ error: proposalMessages.organisationRequired })
    .transform(singleLine)
    .pipe(z.string().max(200, proposalMessages.organisationTooLong))
    .default(''),
  contact_name: z
    .string({ error: proposalMessages.contactNameRequired })
    .transform(singleLine)
    .pipe(z.string().max(100, proposalMessages.contactNameTooLong))
    .default(''),
  contact_phone: phoneField.default(''),
  contact_email: z
    .string({ error: proposalMessages.contactEmailInvalid })
    .trim()
    .max(254, proposalMessages.contactEmailInvalid)
    .refine((email) => email === '' || z.email().safeParse(email).success, proposalMessages.contactEmailInvalid)
    .transform((email) => email.toLowerCase())
    .default(''),
  /** Whether the phone and the e-mail are shown on the public page (name and organisation always are). */
  publish_phone: z.boolean({ error: 'Giá trị không hợp lệ' }).default(false),
  publish_email: z.boolean({ error: 'Giá trị không hợp lệ' }).default(false),
  /** An open, visible big problem: the proposal is then a solution to it. */
  big_problem_id: z
    .number({ error: proposalMessages.bigProblemInvalid })
    .int(proposalMessages.bigProblemInvalid)
    .positive(proposalMessages.bigProblemInvalid)
    .max(Number.MAX_SAFE_INTEGER, proposalMessages.bigProblemInvalid)
    .nullable()
    .default(null),
  /** Ids of images uploaded through POST /api/uploads (kind image). */
  images: fileIds(PROPOSAL_MAX_IMAGES, proposalMessages.tooManyImages),
  /** Ids of attachments uploaded through POST /api/uploads (kind attachment). */
  attachments: fileIds(PROPOSAL_MAX_ATTACHMENTS, proposalMessages.tooManyAttachments),
  /**
   * The ids among `attachments` the author publishes with the proposal once approved; every other
   * attachment stays private (author and staff only), so a file nobody marked is never public.
   */
  public_attachments: fileIds(PROPOSAL_MAX_ATTACHMENTS, proposalMessages.publicFileInvalid),
  /** Task groups of Resolution 57 (1–7) the proposal serves. */
  nq57_groups: z
    .array(z.number({ error: proposalMessages.nq57Invalid }), { error: proposalMessages.nq57Invalid })
    .max(NQ57_GROUPS.length, proposalMessages.nq57Invalid)
    .refine(
      (values) => values.every((value) => Number.isInteger(value) && value >= 1 && value <= NQ57_GROUPS.length),
      proposalMessages.nq57Invalid,
    )
    .transform((values) => [...new Set(values)].sort((a, b) => a - b))
    .default([]),
  /** true sends it to the department; false keeps it as a draft. */
  submit: z.boolean({ error: 'Giá trị không hợp lệ' }).default(false),
};

type ProposalFieldsOutput = z.output<z.ZodObject<typeof proposalFields>>;

/** What the required-at-submit check reads: the form's values, or a saved proposal's. */
export type ProposalSubmitFields = Pick<
  ProposalFieldsOutput,
  | 'field'
  | 'summary'
  | 'description'
  | 'readiness_level'
  | 'proposal_kind'
  | 'demand_types'
  | 'organisation'
  | 'contact_name'
  | 'contact_phone'
  | 'contact_email'
>;

/**
 * The required fields a proposal still lacks before it may be sent, each with its message (empty
 * when it may be sent). The one rule for the form, the schema's submit check and the server's
 * POST /mine/{id}/submit of a saved draft.
 */
export function proposalMissingFields(value: ProposalSubmitFields): Record<string, string> {
  const missing: Record<string, string> = {};
  // A field kept from the free-text days (not in the list) must be picked again before sending.
  if (!value.field || !isSubmissionField(value.field)) missing.field = proposalMessages.fieldRequired;
  if (!value.summary) missing.summary = proposalMessages.summaryRequired;
  if (!value.description) missing.description = proposalMessages.descriptionRequired;
  else if (value.description.length < 30) missing.description = proposalMessages.descriptionTooShort;
  if ((value.readiness_level ?? null) === null && value.proposal_kind !== 'need') {
    missing.readiness_level = proposalMessages.readinessRequired;
  }
  if (!value.demand_types?.length) missing.demand_types = proposalMessages.demandRequired;
  if (!value.organisation) missing.organisation = proposalMessages.organisationRequired;
  if (!value.contact_name) missing.contact_name = proposalMessages.contactNameRequired;
  if (!value.contact_phone) missing.contact_phone = proposalMessages.contactPhoneRequired;
  if (!value.contact_email) missing.contact_email = proposalMessages.contactEmailRequired;
  return missing;
}

/** Sending needs every required field; a draft needs only a title. Public files must be its own. */
function requireAtSubmit(value: ProposalFieldsOutput, ctx: z.RefinementCtx) {
  if (Array.isArray(value.public_attachments) && Array.isArray(value.attachments)) {
    if (value.public_attachments.some((id) => !value.attachments.includes(id))) {
      ctx.addIssue({ code: 'custom', path: ['public_attachments'], message: proposalMessages.publicFileInvalid });
    }
  }
  if (value.submit !== true) return;
  for (const [path, message] of Object.entries(proposalMissingFields(value))) {
    // An unknown field has its message from the field's own schema already.
    if (path === 'field' && typeof value.field === 'string' && value.field !== '') continue;
    ctx.addIssue({ code: 'custom', path: [path], message });
  }
}

/**
 * The required-at-submit check runs even when another field is wrong (an empty title), so the
 * person sees every missing field at once instead of in rounds.
 */
const alwaysAtSubmit = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** PUT /api/proposals/mine/{id}: the author's changes (and `submit` to send them). */
export const ProposalUpdateSchema = z.object(proposalFields).superRefine(requireAtSubmit, alwaysAtSubmit);
export type ProposalUpdateInput = z.input<typeof ProposalUpdateSchema>;
export type ProposalUpdate = z.output<typeof ProposalUpdateSchema>;

/** POST /api/proposals: a new proposal, with the form's one-time `request_id` (a double click makes one). */
export const ProposalInputSchema = z
  .object({
    ...proposalFields,
    request_id: z.uuid({ error: proposalMessages.requestInvalid }),
  })
  .superRefine(requireAtSubmit, alwaysAtSubmit);
export type ProposalInputValues = z.input<typeof ProposalInputSchema>;
export type ProposalInput = z.output<typeof ProposalInputSchema>;

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

/** Everything the author typed, as the form reads it back. */
const proposalContent = {
  summary: z.string(),
  description: z.string(),
  readiness_level: z.number().nullable(),
  demand_types: z.array(z.number()),
  budget: z.number(),
  ip_advice: z.number(),
  price: z.number().nullable(),
  organisation: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
  contact_email: z.string(),
  publish_phone: z.boolean(),
  publish_email: z.boolean(),
  nq57_groups: z.array(z.number()),
  images: z.array(UploadedFileSchema),
  attachments: z.array(ProposalAttachmentSchema),
};

/** GET /api/proposals/mine/{id}: the proposal, its state and the steps the author may take, its timeline. */
export const MyProposalDetailSchema = SubmissionStatusSchema.extend({
  ...proposalBase,
  ...proposalContent,
  timeline: z.array(TimelineEntrySchema),
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
export const PublicProposalDetailSchema = PublicProposalSummarySchema.extend({
  description: z.string(),
  ip_advice: z.number(),
  nq57_groups: z.array(z.number()),
  /** Phone and e-mail are null unless the author chose to publish them. */
  contact: z.object({ name: z.string(), phone: z.string().nullable(), email: z.string().nullable() }),
  images: z.array(PublicProposalFileSchema),
  /** Only the attachments the author marked public. */
  attachments: z.array(PublicProposalFileSchema),
  /** The marketplace product made from it, when there is one. */
  product_slug: z.string().nullable(),
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
});
export type AdminProposalDetail = z.infer<typeof AdminProposalDetailSchema>;
export const AdminProposalResponseSchema = z.object({ data: AdminProposalDetailSchema });
