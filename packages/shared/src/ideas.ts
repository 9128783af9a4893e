import { z } from 'zod';
import { answerShape } from './catalogue-schemas.ts';
import { PageMetaSchema, PaginationQuerySchema, SearchTextSchema } from './content.ts';
import { plainText, singleLine } from './engagement.ts';
import { isSubmissionField } from './fields.ts';
import { ProgressSchema } from './follow-through-answers.ts';
import { formatInteger } from './format.ts';
import { ideaCatalogue } from './idea-fields.ts';
import { NQ57_GROUPS } from './monitoring.ts';
import {
  MyListQueryStatusSchema,
  SUBMISSION_ACTIONS,
  SubmissionStatusSchema,
  TimelineEntrySchema,
  UploadedFileSchema,
} from './submissions.ts';

/**
 * Ý tưởng (docs/DOMAIN.md, "Ideas"): an idea a signed-in citizen sends to the department. Private to its
 * author and staff; the same lifecycle as proposals (shared/submissions.ts), no public page.
 */

export const IDEA_LIMITS = {
  titleMin: 10,
  titleMax: 200,
  fieldMax: 100,
  /** Problem and solution: at least this much once the idea is sent. */
  textMin: 30,
  textMax: 5000,
  extraMax: 3000,
  attachments: 5,
} as const;

export const ideaMessages = {
  titleRequired: 'Vui lòng nhập tên ý tưởng',
  titleLength: `Tên ý tưởng phải có từ ${formatInteger(IDEA_LIMITS.titleMin)} đến ${formatInteger(IDEA_LIMITS.titleMax)} ký tự`,
  fieldInvalid: 'Vui lòng chọn lĩnh vực trong danh sách',
  problemRequired: 'Vui lòng mô tả vấn đề cần giải quyết',
  problemTooShort: `Vấn đề cần giải quyết phải có ít nhất ${formatInteger(IDEA_LIMITS.textMin)} ký tự`,
  problemTooLong: `Vấn đề cần giải quyết không được vượt quá ${formatInteger(IDEA_LIMITS.textMax)} ký tự`,
  solutionRequired: 'Vui lòng mô tả giải pháp đề xuất',
  solutionTooShort: `Giải pháp đề xuất phải có ít nhất ${formatInteger(IDEA_LIMITS.textMin)} ký tự`,
  solutionTooLong: `Giải pháp đề xuất không được vượt quá ${formatInteger(IDEA_LIMITS.textMax)} ký tự`,
  impactTooLong: `Hiệu quả dự kiến không được vượt quá ${formatInteger(IDEA_LIMITS.extraMax)} ký tự`,
  supportTooLong: `Nhu cầu hỗ trợ không được vượt quá ${formatInteger(IDEA_LIMITS.extraMax)} ký tự`,
  scopeTooLong: `Phạm vi, đối tượng áp dụng không được vượt quá ${formatInteger(IDEA_LIMITS.extraMax)} ký tự`,
  attachmentsTooMany: `Chỉ được đính kèm tối đa ${formatInteger(IDEA_LIMITS.attachments)} tệp`,
  attachmentInvalid: 'Tệp đính kèm không hợp lệ, vui lòng tải lại',
  groupsInvalid: 'Nhóm nhiệm vụ không hợp lệ',
  requestInvalid: 'Biểu mẫu không hợp lệ, vui lòng tải lại trang',
  saved: 'Đã lưu bản nháp ý tưởng',
  sent: 'Ý tưởng đã được gửi tới Sở Khoa học và Công nghệ',
} as const;

/** Plain text as typed (never HTML), with at most `max` characters; may be empty. */
const text = (max: number, tooLong: string) =>
  // Not text at all (a list, a number) is "Giá trị không hợp lệ" (zod-vi.ts), not "too long".
  z.string().transform(plainText).pipe(z.string().max(max, tooLong)).optional().default('');

/**
 * The idea form (POST /api/ideas, PUT /api/ideas/mine/{id}). A draft needs only its title;
 * sending it (`submit: true`) needs the problem and the proposed solution too.
 */
const ideaFields = {
  // One message, and no abort: an aborted field would keep the checks of sending from running.
  title: z
    .string({ error: ideaMessages.titleRequired })
    .transform(singleLine)
    .pipe(
      z.string().superRefine((title, context) => {
        if (title === '') context.addIssue({ code: 'custom', message: ideaMessages.titleRequired });
        else if (title.length < IDEA_LIMITS.titleMin || title.length > IDEA_LIMITS.titleMax)
          context.addIssue({ code: 'custom', message: ideaMessages.titleLength });
      }),
    ),
  /** A field (lĩnh vực) of the managed list (fields.ts) the form offers, or empty. */
  field: z
    .string({ error: ideaMessages.fieldInvalid })
    .transform(singleLine)
    .pipe(
      z
        .string()
        .max(IDEA_LIMITS.fieldMax, { error: ideaMessages.fieldInvalid, abort: true })
        .refine((value): boolean => value === '' || isSubmissionField(value), ideaMessages.fieldInvalid),
    )
    .optional()
    .default(''),
  problem: text(IDEA_LIMITS.textMax, ideaMessages.problemTooLong),
  solution: text(IDEA_LIMITS.textMax, ideaMessages.solutionTooLong),
  impact: text(IDEA_LIMITS.extraMax, ideaMessages.impactTooLong),
  support_needed: text(IDEA_LIMITS.extraMax, ideaMessages.supportTooLong),
  /** Where and for whom the idea would be applied: a commune, a unit, a group of people. */
  scope: text(IDEA_LIMITS.extraMax, ideaMessages.scopeTooLong),
  /** Ids of files uploaded through POST /api/uploads (kind `attachment`). */
  attachments: z
    .array(z.string({ error: ideaMessages.attachmentInvalid }).min(1).max(64, ideaMessages.attachmentInvalid), {
      error: ideaMessages.attachmentInvalid,
    })
    .max(IDEA_LIMITS.attachments, ideaMessages.attachmentsTooMany)
    .refine((ids) => new Set(ids).size === ids.length, ideaMessages.attachmentInvalid)
    .optional()
    .default([]),
  /** Resolution 57 task groups (1–7) the idea serves. */
  nq57_groups: z
    .array(
      z
        .number({ error: ideaMessages.groupsInvalid })
        .int(ideaMessages.groupsInvalid)
        .min(1, ideaMessages.groupsInvalid)
        .max(NQ57_GROUPS.length, ideaMessages.groupsInvalid),
      { error: ideaMessages.groupsInvalid },
    )
    .max(NQ57_GROUPS.length, ideaMessages.groupsInvalid)
    .transform((groups) => [...new Set(groups)].sort((a, b) => a - b))
    .optional()
    .default([]),
  /** Save (false) or send to the department (true). */
  submit: z.boolean({ error: 'Giá trị không hợp lệ' }).optional().default(false),
};

/** The checks of sending: the problem and the solution, at least 30 characters each. */
function checkSendable(
  idea: { problem: string; solution: string; submit?: boolean },
  context: { addIssue: (issue: { code: 'custom'; message: string; path: string[] }) => void },
) {
  if (!idea.submit) return;
  for (const [name, required, tooShort] of [
    ['problem', ideaMessages.problemRequired, ideaMessages.problemTooShort],
    ['solution', ideaMessages.solutionRequired, ideaMessages.solutionTooShort],
  ] as const) {
    const value = idea[name];
    if (!value) context.addIssue({ code: 'custom', message: required, path: [name] });
    else if (value.length < IDEA_LIMITS.textMin) context.addIssue({ code: 'custom', message: tooShort, path: [name] });
  }
}

/** What the server checks before sending an idea that is already stored (POST …/submit). */
export function sendableErrors(idea: { problem: string; solution: string }): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  checkSendable(
    { ...idea, submit: true },
    {
      addIssue: (issue) => {
        errors[issue.path[0] ?? 'problem'] = [issue.message];
      },
    },
  );
  return errors;
}

export const IdeaInputSchema = z
  .object({
    ...ideaFields,
    /** A uuid the form makes once: the same form sent twice makes one idea. */
    request_id: z.uuid({ error: ideaMessages.requestInvalid }),
  })
  .superRefine(checkSendable);
export type IdeaInput = z.input<typeof IdeaInputSchema>;
export type IdeaData = z.output<typeof IdeaInputSchema>;

/** PUT /api/ideas/mine/{id}: the same fields; the request id is not needed. */
export const IdeaUpdateSchema = z
  .object({ ...ideaFields, request_id: z.uuid({ error: ideaMessages.requestInvalid }).optional() })
  .superRefine(checkSendable);
export type IdeaUpdate = z.output<typeof IdeaUpdateSchema>;

/** The form of /idea/create and /idea/{id}/idea-propose (attachments are kept beside it). */
export const IdeaFormSchema = z.object(ideaFields).omit({ attachments: true }).superRefine(checkSendable);
export type IdeaFormInput = z.input<typeof IdeaFormSchema>;

export const IdeaListQuerySchema = PaginationQuerySchema.extend({
  status: MyListQueryStatusSchema,
  q: SearchTextSchema,
});
export type IdeaListQuery = z.output<typeof IdeaListQuerySchema>;

export const IdeaSummarySchema = SubmissionStatusSchema.extend({
  title: z.string(),
  field: z.string(),
  attachment_count: z.number(),
});
export type IdeaSummary = z.infer<typeof IdeaSummarySchema>;

/** What an idea's page shows beyond its line in a list, to its author and to staff. */
const ideaContent = {
  ...answerShape(ideaCatalogue, 'author'),
  attachments: z.array(UploadedFileSchema),
  timeline: z.array(TimelineEntrySchema),
};

export const IdeaDetailSchema = IdeaSummarySchema.extend({
  ...ideaContent,
  /** The progress record, once staff record a step (approved or published ideas only), as on the results page. */
  progress: ProgressSchema.nullable(),
});
export type IdeaDetail = z.infer<typeof IdeaDetailSchema>;

export const IdeaListResponseSchema = z.object({ data: z.array(IdeaSummarySchema), meta: PageMetaSchema });
export type IdeaListResponse = z.infer<typeof IdeaListResponseSchema>;

export const IdeaResponseSchema = z.object({ data: IdeaDetailSchema, message: z.string().optional() });
export type IdeaResponse = z.infer<typeof IdeaResponseSchema>;

/** The author as staff see them in the queue. */
export const IdeaAuthorSchema = z.object({ id: z.number(), full_name: z.string(), email: z.string() }).nullable();

export const AdminIdeaSummarySchema = IdeaSummarySchema.omit({ actions: true, editable: true }).extend({
  author: IdeaAuthorSchema,
  /** The steps staff may take now. */
  staff_actions: z.array(z.enum(SUBMISSION_ACTIONS)),
});
export type AdminIdeaSummary = z.infer<typeof AdminIdeaSummarySchema>;

export const AdminIdeaDetailSchema = AdminIdeaSummarySchema.extend({
  ...ideaContent,
  decided_at: z.string().nullable(),
  published_at: z.string().nullable(),
  /** The progress record, once staff record a step (approved or published ideas only). */
  progress: ProgressSchema.nullable(),
});
export type AdminIdeaDetail = z.infer<typeof AdminIdeaDetailSchema>;

/** One idea as staff see it (`GET /api/admin/ideas/:id`, and after each of their steps). */
export const AdminIdeaAnswerSchema = z.object({ data: AdminIdeaDetailSchema });
export type AdminIdeaAnswer = z.infer<typeof AdminIdeaAnswerSchema>;

/** The idea's number in the path: text, so that one not made of digits is an unknown idea (404). */
export const IdeaIdParamsSchema = z.object({
  id: z.string().describe('Mã ý tưởng (số nguyên dương); mã không phải số trả về 404 như mọi ý tưởng không có'),
});

export const AdminIdeaListResponseSchema = z.object({ data: z.array(AdminIdeaSummarySchema), meta: PageMetaSchema });
