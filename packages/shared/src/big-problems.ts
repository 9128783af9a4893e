import { z } from 'zod';
import { challengeDetailShape } from './challenges.ts';
import { PageMetaSchema, PaginationQuerySchema, SearchTextSchema } from './content.ts';
import { BIG_PROBLEM_STATUSES } from './status-labels.ts';

export { daysUntil, solutionPageTitle } from './big-problem-pages.ts';
export { BIG_PROBLEM_STATUSES, type BigProblemStatus, bigProblemStatusLabels } from './status-labels.ts';

/** Solution states a visitor may see (docs/DOMAIN.md, "Submission lifecycle"). */
export const PUBLIC_SOLUTION_STATUSES = ['approved', 'published'] as const;

export const ListBigProblemsQuerySchema = PaginationQuerySchema.extend({
  q: SearchTextSchema,
  status: z.enum(BIG_PROBLEM_STATUSES, { message: 'Trạng thái không hợp lệ' }).optional(),
  /** A field (lĩnh vực) exactly as the problems name it. */
  field: z.string().trim().max(100, 'Lĩnh vực tối đa 100 ký tự').optional(),
});
export type ListBigProblemsQuery = z.input<typeof ListBigProblemsQuerySchema>;

export const BigProblemSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  field: z.string(),
  ordering_body: z.string(),
  budget_range: z.string(),
  /** yyyy-mm-dd, the last day solutions are received; null when none was set. */
  deadline: z.string().nullable(),
  status: z.enum(BIG_PROBLEM_STATUSES),
  approved_solution_count: z.number(),
  published_at: z.string(),
});
export type BigProblemSummary = z.infer<typeof BigProblemSummarySchema>;

export const BigProblemListResponseSchema = z.object({
  data: z.array(BigProblemSummarySchema),
  meta: PageMetaSchema,
});

/** An approved solution as a problem's page lists it. */
export const SolutionSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  organisation: z.string(),
  summary: z.string(),
  approved_at: z.string().nullable(),
  /** 'proposal' for a citizen's approved proposal linked to the problem (its page is /propose/{id}). */
  source: z.literal('proposal').optional(),
});
export type SolutionSummary = z.infer<typeof SolutionSummarySchema>;

export const BigProblemDetailSchema = BigProblemSummarySchema.extend({
  /** Sanitised HTML, like the two below. */
  description: z.string(),
  requirements: z.string(),
  expected_results: z.string(),
  view_count: z.number(),
  /** How many signed-in people follow it (Theo dõi); whether the caller does is GET /api/follows/state. */
  followers: z.number(),
  /** The newest approved solutions (at most BIG_PROBLEM_DETAIL_SOLUTIONS); all are on /solution/{id}. */
  solutions: z.array(SolutionSummarySchema),
  /** The challenge: criteria with weights, IP terms, reward, what follows the choice, and the results once published. */
  ...challengeDetailShape,
});
export type BigProblemDetail = z.infer<typeof BigProblemDetailSchema>;

export const BigProblemAnswerSchema = z.object({ data: BigProblemDetailSchema });
/** The fields (lĩnh vực) of the published problems, for the list's filter. */
export const BigProblemFieldsAnswerSchema = z.object({ data: z.array(z.string()) });
/** A problem in the address: its number or its slug. */
export const BigProblemParamsSchema = z.object({ id: z.string().max(120) });

export const BIG_PROBLEM_DETAIL_SOLUTIONS = 20;

/** An approved solution in full, on /solution/{id}. */
export const SolutionSchema = SolutionSummarySchema.extend({
  /** Sanitised HTML; empty when the solution has only its summary. */
  content: z.string(),
});
export type Solution = z.infer<typeof SolutionSchema>;

/** bigProblemsApi.solutions: one problem's approved solutions, a page at a time, and the problem. */
export const SolutionListResponseSchema = z.object({
  data: z.array(SolutionSchema),
  meta: PageMetaSchema,
  problem: BigProblemSummarySchema,
});
export type SolutionListResponse = z.infer<typeof SolutionListResponseSchema>;
