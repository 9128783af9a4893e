import { z } from 'zod';
import { slugField } from './admin.ts';
import {
  contactEmail,
  contactPhone,
  dayField,
  momentField,
  nq57GroupsField,
  optionalText,
  requiredText,
} from './admin-catalogue.ts';
import { BIG_PROBLEM_STATUSES } from './big-problems.ts';
import { answerShape } from './catalogue-schemas.ts';
import { ChallengeResultsSchema, CriteriaSchema, CriterionSchema } from './challenges.ts';
import { solutionCatalogue } from './solution-fields.ts';

/** Bài toán lớn and the department's solutions, as staff edit them (admin-catalogue.ts). */

export const BigProblemInputSchema = z.object({
  title: requiredText('tên bài toán', 5, 300),
  slug: slugField,
  field: requiredText('lĩnh vực', 2, 100),
  ordering_body: optionalText('đơn vị đặt hàng', 300),
  /** Rich HTML, sanitised by the server (also requirements and expected_results). */
  description: optionalText('mô tả', 100_000),
  requirements: optionalText('yêu cầu', 100_000),
  expected_results: optionalText('kết quả mong đợi', 100_000),
  budget_range: optionalText('kinh phí dự kiến', 200),
  /** yyyy-mm-dd, the last day solutions are received; null for none. */
  deadline: dayField.nullable().default(null),
  status: z.enum(BIG_PROBLEM_STATUSES, { error: 'Trạng thái không hợp lệ' }).default('open'),
  /** false hides the problem from the portal (kept for staff). */
  visible: z.boolean({ error: 'Giá trị không hợp lệ' }).default(true),
  /** ISO time; null means now. */
  published_at: momentField,
  nq57_groups: nq57GroupsField,
  /** Tiêu chí đánh giá: none, or weights (whole numbers) adding up to 100. */
  criteria: CriteriaSchema,
  /** Plain text: intellectual-property terms, reward or support, what happens to the chosen solution. */
  ip_terms: optionalText('quyền sở hữu trí tuệ', 5000),
  reward: optionalText('hỗ trợ, giải thưởng', 5000),
  implementation: optionalText('nội dung sau khi lựa chọn', 5000),
});
export type BigProblemInput = z.infer<typeof BigProblemInputSchema>;

export const AdminBigProblemSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  field: z.string(),
  ordering_body: z.string(),
  description: z.string(),
  requirements: z.string(),
  expected_results: z.string(),
  budget_range: z.string(),
  deadline: z.string().nullable(),
  status: z.enum(BIG_PROBLEM_STATUSES),
  visible: z.boolean(),
  published_at: z.string(),
  nq57_groups: z.array(z.number()),
  criteria: z.array(CriterionSchema),
  ip_terms: z.string(),
  reward: z.string(),
  implementation: z.string(),
  /** Published results (POST /api/admin/big-problems/{id}/results), read only here. */
  results: ChallengeResultsSchema.nullable(),
  view_count: z.number(),
  /** How many people follow it on the portal (Theo dõi): the count only, never who. */
  followers: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminBigProblem = z.infer<typeof AdminBigProblemSchema>;

/**
 * The states a department's own solution may be in. They are entered already approved (the
 * department wrote them; no review), published when announced, and withdrawn to take them off
 * the portal: all three are submission states (shared/submissions.ts), so the lifecycle's
 * public rule (approved and published are public) holds for them unchanged.
 */
export const DEPARTMENT_SOLUTION_STATUSES = ['approved', 'published', 'withdrawn'] as const;
export type DepartmentSolutionStatus = (typeof DEPARTMENT_SOLUTION_STATUSES)[number];

export const SolutionInputSchema = z.object({
  big_problem_id: z
    .number({ error: 'Vui lòng chọn bài toán' })
    .int('Vui lòng chọn bài toán')
    .positive('Vui lòng chọn bài toán'),
  title: requiredText('tên giải pháp', 5, 300),
  organisation: optionalText('đơn vị đề xuất', 300),
  summary: optionalText('tóm tắt', 2000),
  /** Rich HTML, sanitised by the server. */
  content: optionalText('nội dung', 100_000),
  contact_name: optionalText('người liên hệ', 200),
  contact_phone: contactPhone,
  contact_email: contactEmail,
  status: z
    .enum(DEPARTMENT_SOLUTION_STATUSES, { error: 'Trạng thái phải là đã duyệt, đã công bố hoặc đã rút' })
    .default('approved'),
  /** ISO time of approval; null means now. */
  approved_at: momentField,
});
export type SolutionInput = z.infer<typeof SolutionInputSchema>;

/** A solution as the back office reads it: its id and every field of its catalogue (solution-fields.ts). */
export const AdminSolutionSchema = z.object({ id: z.number(), ...answerShape(solutionCatalogue, 'staff') });
export type AdminSolution = z.infer<typeof AdminSolutionSchema>;
