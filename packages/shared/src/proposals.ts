import { z } from 'zod';
import { declaredInputs } from './catalogue-schemas.ts';
import { phoneField, plainText, singleLine } from './engagement.ts';
import { isProposalField } from './fields.ts';
import { numberError, WHOLE_NUMBER_INVALID_MESSAGE } from './format.ts';
import { NQ57_GROUPS } from './monitoring.ts';
import { OFFERED_DEMAND_TYPES } from './products.ts';
import { proposalCatalogue } from './proposal-fields.ts';
import { PROPOSAL_KINDS, PROPOSAL_MAX_ATTACHMENTS, PROPOSAL_MAX_IMAGES, proposalMessages } from './proposal-labels.ts';

/**
 * Đề xuất (proposals): a product, solution or need a signed-in citizen sends through
 * /products/create-product. A solution to a big problem is a proposal of kind `solution` with
 * `big_problem_id` set. The form, the server and the admin area share this contract:
 * here the form's schema, in proposal-labels.ts its choices, labels and messages, in
 * proposal-answers.ts what the API answers.
 */

const fileIds = (max: number, message: string) =>
  z
    .array(z.string({ error: proposalMessages.fileInvalid }), { error: proposalMessages.fileInvalid })
    .max(max, message)
    .refine((ids) => ids.every((id) => id.length > 0 && id.length <= 64), proposalMessages.fileInvalid)
    .default([]);

/**
 * The form's fields, each checked for its format whether it is a draft or sent: those whose rule
 * the catalogue declares (proposal-fields.ts), then the others.
 */
const proposalFields = {
  ...declaredInputs(proposalCatalogue),
  title: z
    .string({ error: proposalMessages.titleRequired })
    .transform(singleLine)
    .pipe(z.string().min(1, proposalMessages.titleRequired).max(200, proposalMessages.titleTooLong)),
  proposal_kind: z.enum(PROPOSAL_KINDS, { error: proposalMessages.kindInvalid }).default('product'),
  /** One of the proposals' list (fields.ts: PROPOSAL_FIELDS), or empty in a draft; anything else is "pick one". */
  field: z
    .string({ error: proposalMessages.fieldRequired })
    .transform(singleLine)
    .pipe(z.string().refine((value): boolean => value === '' || isProposalField(value), proposalMessages.fieldRequired))
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
  if (!value.field || !isProposalField(value.field)) missing.field = proposalMessages.fieldRequired;
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

/**
 * The fields staff may correct: the catalogue's editable ones that the form has, but the kind
 * (it decides the lifecycle: a need's end, a solution's problem).
 */
export const PROPOSAL_CORRECTABLE = Object.keys(proposalCatalogue).filter(
  (key): key is keyof typeof proposalFields =>
    key !== 'proposal_kind' &&
    proposalCatalogue[key as keyof typeof proposalCatalogue].editable &&
    key in proposalFields,
);

/** A field's rule without its default: what staff leave out stays as it is. */
const withoutDefault = (schema: z.ZodType): z.ZodType =>
  schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema;

/**
 * PUT /api/admin/proposals/{id}/fields: staff correct what the author wrote (a typo, a wrong
 * field), each field by the author's own rule, only those sent, with the reason the author reads.
 */
export const ProposalCorrectionSchema = z.object({
  ...(Object.fromEntries(PROPOSAL_CORRECTABLE.map((key) => [key, withoutDefault(proposalFields[key]).optional()])) as {
    [K in (typeof PROPOSAL_CORRECTABLE)[number]]: z.ZodOptional<z.ZodType<ProposalFieldsOutput[K]>>;
  }),
  note: z
    .string({ error: proposalMessages.correctionNoteRequired })
    .trim()
    .min(1, proposalMessages.correctionNoteRequired)
    .max(1000, proposalMessages.correctionNoteTooLong),
});
export type ProposalCorrection = z.output<typeof ProposalCorrectionSchema>;
