import { z } from 'zod';
import { PageMetaSchema, PaginationQuerySchema } from './content.ts';
import { PROGRESS_KINDS, PROGRESS_STAGES } from './follow-through.ts';

/**
 * The department's public answer to a proposal and the progress record of adopted proposals and
 * ideas: what staff send, and what the API answers. The names and labels
 * live in follow-through.ts (no zod there: the first load reads them).
 */

export const followThroughMessages = {
  answerTextRequired: 'Vui lòng nhập nội dung trả lời',
  answerTextTooLong: 'Nội dung trả lời không được vượt quá 5.000 ký tự',
  answerUnitTooLong: 'Tên đơn vị trả lời không được vượt quá 200 ký tự',
  answerNotForIdeas: 'Ý tưởng không có trả lời công khai; hãy ghi ý kiến vào phần ghi chú gửi người gửi',
  answerNotForAction: 'Chỉ ghi trả lời công khai khi duyệt, công bố hoặc không duyệt đề xuất',
  answerNotDecided: 'Chỉ ghi trả lời công khai cho đề xuất đã duyệt, đã công bố hoặc không được duyệt',
  noAnswer: 'Đề xuất này chưa có trả lời công khai',
  stageInvalid: 'Giai đoạn thực hiện không hợp lệ',
  percentInvalid: 'Tỷ lệ hoàn thành phải là số nguyên từ 0 đến 100',
  noteTooLong: 'Ghi chú không được vượt quá 1.000 ký tự',
  dayInvalid: 'Ngày không hợp lệ (dd/mm/yyyy)',
  dayInFuture: 'Ngày thực hiện không được sau ngày hôm nay',
  dayBeforeSubmission: 'Ngày thực hiện không được trước ngày gửi hồ sơ',
  notAdopted: 'Chỉ cập nhật tiến độ cho hồ sơ đã duyệt hoặc đã công bố',
  stepNotFound: 'Không tìm thấy bước tiến độ này',
  kindInvalid: 'Loại hồ sơ không hợp lệ',
  stepAdded: 'Đã thêm bước tiến độ',
  stepUpdated: 'Đã cập nhật giai đoạn này trong tiến độ',
  stepDeleted: 'Đã xóa bước tiến độ',
  answerSaved: 'Đã lưu trả lời công khai',
  answerRemoved: 'Đã gỡ trả lời công khai',
} as const;

/** A calendar day that exists, yyyy-mm-dd. */
const isDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/**
 * A day as staff type it (dd/mm/yyyy, d/m/yyyy) or as a date input sends it (yyyy-mm-dd, or an ISO
 * time whose day is taken): always yyyy-mm-dd after parsing.
 */
export const flexibleDayField = z
  .string({ error: followThroughMessages.dayInvalid })
  .trim()
  .transform((value, context) => {
    const vietnamese = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
    const day = vietnamese
      ? `${vietnamese[3]}-${vietnamese[2]?.padStart(2, '0')}-${vietnamese[1]?.padStart(2, '0')}`
      : value.slice(0, 10);
    if (!isDay(day) || (!vietnamese && value.length > 10 && !/^\d{4}-\d{2}-\d{2}T/.test(value))) {
      context.addIssue({ code: 'custom', message: followThroughMessages.dayInvalid });
      return z.NEVER;
    }
    return day;
  });

/** The answer staff write with a decision, or later: the text, and the unit (the managing agency when empty). */
export const PublicAnswerInputSchema = z.object({
  text: z
    .string({ error: followThroughMessages.answerTextRequired })
    .trim()
    .min(1, followThroughMessages.answerTextRequired)
    .max(5000, followThroughMessages.answerTextTooLong),
  unit: z.string().trim().max(200, followThroughMessages.answerUnitTooLong).default(''),
});
export type PublicAnswerInput = z.input<typeof PublicAnswerInputSchema>;

/** The department's public answer, as the portal shows it. `date` is an ISO time. */
export const PublicAnswerSchema = z.object({ text: z.string(), date: z.string(), unit: z.string() });
export type PublicAnswer = z.infer<typeof PublicAnswerSchema>;

export const PublicAnswerResponseSchema = z.object({ data: PublicAnswerSchema.nullable(), message: z.string() });

/** `POST /api/admin/{proposals|ideas}/{id}/progress`: one step of carrying it out. */
export const ProgressStepInputSchema = z.object({
  stage: z.enum(PROGRESS_STAGES, { message: followThroughMessages.stageInvalid }),
  // A number, or the text of one as a form sends it ("45"); an empty text is no number (not 0).
  percent: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value),
    z
      .number({ message: followThroughMessages.percentInvalid })
      .int(followThroughMessages.percentInvalid)
      .min(0, followThroughMessages.percentInvalid)
      .max(100, followThroughMessages.percentInvalid),
  ),
  note: z.string().trim().max(1000, followThroughMessages.noteTooLong).default(''),
  happened_on: flexibleDayField,
});
export type ProgressStepInput = z.input<typeof ProgressStepInputSchema>;

/** One step of the record; `happened_on` is yyyy-mm-dd. */
export const ProgressStepSchema = z.object({
  id: z.number(),
  stage: z.enum(PROGRESS_STAGES),
  percent: z.number(),
  note: z.string(),
  happened_on: z.string(),
});
export type ProgressStep = z.infer<typeof ProgressStepSchema>;

/**
 * A dossier's progress: the stage and percentage of its latest step (the one that happened last),
 * and every step, oldest first.
 */
export const ProgressSchema = z.object({
  stage: z.enum(PROGRESS_STAGES),
  percent: z.number(),
  updated_on: z.string(),
  steps: z.array(ProgressStepSchema),
});
export type Progress = z.infer<typeof ProgressSchema>;

export const ProgressResponseSchema = z.object({ data: ProgressSchema.nullable(), message: z.string() });

export const ProgressStepParamsSchema = z.object({ id: z.string(), stepId: z.string() });

/** The stage filter of public lists: one of PROGRESS_STAGES. */
export const ProgressStageFilterSchema = z
  .enum(PROGRESS_STAGES, { message: followThroughMessages.stageInvalid })
  .optional();

/** `GET /api/results`: adopted proposals and ideas with their progress. */
export const ResultsQuerySchema = PaginationQuerySchema.extend({
  stage: ProgressStageFilterSchema,
  kind: z.enum(PROGRESS_KINDS, { message: followThroughMessages.kindInvalid }).optional(),
});
export type ResultsQuery = z.output<typeof ResultsQuerySchema>;

/**
 * One line of "Kết quả thực hiện". Ideas are private: only their title, field, task groups and
 * progress are public (never their author or text), and they have no page (`link` null).
 */
export const ResultItemSchema = z.object({
  kind: z.enum(PROGRESS_KINDS),
  id: z.number(),
  title: z.string(),
  field: z.string(),
  nq57_groups: z.array(z.number()),
  /** The proposal's public page; null for an idea. */
  link: z.string().nullable(),
  progress: ProgressSchema,
});
export type ResultItem = z.infer<typeof ResultItemSchema>;

export const ResultsResponseSchema = z.object({ data: z.array(ResultItemSchema), meta: PageMetaSchema });
export type ResultsResponse = z.infer<typeof ResultsResponseSchema>;
