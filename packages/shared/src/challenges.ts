import { z } from 'zod';

/**
 * Bài toán lớn as real challenges: the judging criteria with their weights, the
 * judges (reviewers staff assign to a problem), their scores or declared conflicts, the
 * side-by-side view and the published results.
 *
 * Scores: each judge gives each criterion a whole number from 0 to SCORE_MAX (10). A judge's
 * weighted total is Σ score × weight / SCORE_MAX, so it reads on 100 like the weights
 * (all tens = 100 điểm); a solution's average is the mean of the totals of the judges who scored
 * it without a conflict, to one decimal.
 */

export const SCORE_MAX = 10;
export const CRITERIA_MAX = 10;
export const WEIGHT_TOTAL = 100;

export const challengeMessages = {
  criterionName: 'Tên tiêu chí phải có từ 2 đến 200 ký tự',
  criterionDuplicate: 'Tên tiêu chí trùng với một tiêu chí khác của bài toán',
  criterionDescription: 'Mô tả tiêu chí tối đa 1.000 ký tự',
  weightInvalid: 'Trọng số phải là số nguyên từ 1 đến 100',
  weightsTotal: 'Tổng trọng số các tiêu chí phải bằng 100',
  criteriaMax: `Tối đa ${CRITERIA_MAX} tiêu chí`,
  criteriaInvalid: 'Danh sách tiêu chí không hợp lệ',
  judgeNotReviewer: 'Chỉ có thể phân công người có vai trò cán bộ kiểm duyệt làm giám khảo',
  judgeChoose: 'Vui lòng chọn cán bộ kiểm duyệt để phân công làm giám khảo',
  judgeTaken: 'Người này đã là giám khảo của bài toán',
  judgeMissing: 'Người này không phải giám khảo của bài toán',
  notJudge: 'Ông/Bà không phải giám khảo của bài toán này',
  solutionMissing: 'Không tìm thấy giải pháp của bài toán này',
  scoresInvalid: `Vui lòng cho điểm mỗi tiêu chí bằng số nguyên từ 0 đến ${SCORE_MAX}`,
  scoresCount: 'Cần cho điểm đủ mọi tiêu chí của bài toán',
  noCriteria: 'Bài toán chưa có tiêu chí đánh giá',
  conflictNote: 'Vui lòng ghi rõ lý do xung đột lợi ích (từ 5 đến 1.000 ký tự)',
  commentTooLong: 'Nhận xét tối đa 2.000 ký tự',
  resultsPublished: 'Kết quả đã công bố: không thể chấm điểm thêm',
  resultsText: 'Vui lòng nhập nội dung kết quả (từ 10 đến 10.000 ký tự)',
  rankingEmpty: 'Vui lòng chọn ít nhất một giải pháp được lựa chọn',
  rankingInvalid: 'Danh sách giải pháp được lựa chọn không hợp lệ',
  rankingForeign: 'Có giải pháp không thuộc bài toán này',
  rankingNotPublic:
    'Chỉ công bố được giải pháp đã được duyệt và đang hiển thị trên Cổng: vui lòng duyệt giải pháp trước khi đưa vào kết quả',
  conflictDeclared:
    'Ông/Bà đã khai báo xung đột lợi ích với giải pháp này nên không chấm được; đề nghị liên hệ cán bộ phụ trách bài toán nếu khai báo nhầm',
  resultsMissing: 'Bài toán chưa công bố kết quả',
  problemMissing: 'Không tìm thấy bài toán',
  deadlinePast:
    'Hạn nhận giải pháp đã qua: chọn ngày từ hôm nay trở đi, hoặc chuyển trạng thái sang “Đã đóng” hay “Đã có giải pháp”',
} as const;

export const CriterionSchema = z.object({
  name: z
    .string({ error: challengeMessages.criterionName })
    .trim()
    .min(2, challengeMessages.criterionName)
    .max(200, challengeMessages.criterionName),
  description: z
    .string({ error: challengeMessages.criterionDescription })
    .trim()
    .max(1000, challengeMessages.criterionDescription)
    .default(''),
  weight: z
    .number({ error: challengeMessages.weightInvalid })
    .int(challengeMessages.weightInvalid)
    .min(1, challengeMessages.weightInvalid)
    .max(WEIGHT_TOTAL, challengeMessages.weightInvalid),
});
export type Criterion = z.infer<typeof CriterionSchema>;

/** None (a problem not yet judged), or weights that add up to 100 (422 under `criteria`). */
export const CriteriaSchema = z
  .array(CriterionSchema, { error: challengeMessages.criteriaInvalid })
  .max(CRITERIA_MAX, challengeMessages.criteriaMax)
  .default([])
  .superRefine((criteria, context) => {
    if (criteria.length === 0) return;
    const seen = new Set<string>();
    criteria.forEach((criterion, index) => {
      const name = criterion.name.toLocaleLowerCase('vi').replace(/\s+/g, ' ');
      if (seen.has(name)) {
        context.addIssue({ code: 'custom', path: [index, 'name'], message: challengeMessages.criterionDuplicate });
      }
      seen.add(name);
    });
    const total = criteria.reduce((sum, criterion) => sum + criterion.weight, 0);
    if (total !== WEIGHT_TOTAL) context.addIssue({ code: 'custom', message: challengeMessages.weightsTotal });
  });

/**
 * Where a judged solution comes from: the department's own list (`solution`, /api/admin/solutions)
 * or a citizen's proposal of kind solution (`proposal`, public on /propose/{id} once approved).
 */
export const JUDGED_SOURCES = ['solution', 'proposal'] as const;
export type JudgedSource = (typeof JUDGED_SOURCES)[number];
export const JudgedSourceSchema = z.enum(JUDGED_SOURCES);

/** A judged solution's key across both sources ("solution-12", "proposal-7"): the ranking names them so. */
export const judgedKey = (source: JudgedSource, id: number) => `${source}-${id}`;
const JUDGED_KEY = /^(solution|proposal)-[1-9]\d{0,15}$/;

/** One solution in the published ranking, as the problem's page shows it. */
export const RankedSolutionSchema = z.object({
  rank: z.number(),
  source: JudgedSourceSchema,
  /** Its id in its source (a proposal's is its /propose/{id}). */
  solution_id: z.number(),
  title: z.string(),
  organisation: z.string(),
  /** The average weighted score on 100 when published; null when no judge scored it. */
  average: z.number().nullable(),
});
export type RankedSolution = z.infer<typeof RankedSolutionSchema>;

/** The published results (Kết quả đánh giá), or null before publication. */
export const ChallengeResultsSchema = z.object({
  text: z.string(),
  published_at: z.string(),
  ranking: z.array(RankedSolutionSchema),
});
export type ChallengeResults = z.infer<typeof ChallengeResultsSchema>;

/** What GET /api/big-problems/{id} adds for a challenge. */
export const challengeDetailShape = {
  criteria: z.array(CriterionSchema),
  /** Plain text, each like the two below. */
  ip_terms: z.string(),
  reward: z.string(),
  implementation: z.string(),
  results: ChallengeResultsSchema.nullable(),
};

/** A judge's weighted total on 100 of one set of scores, to one decimal. */
export function weightedTotal(criteria: readonly Pick<Criterion, 'weight'>[], scores: readonly number[]): number {
  const sum = criteria.reduce((total, criterion, index) => total + (scores[index] ?? 0) * criterion.weight, 0);
  return Math.round((sum / SCORE_MAX) * 10) / 10;
}

/** The mean of some totals, to one decimal; null for none. */
export function averageOf(totals: readonly number[]): number | null {
  if (totals.length === 0) return null;
  return Math.round((totals.reduce((sum, total) => sum + total, 0) / totals.length) * 10) / 10;
}

// ---- Judges (staff with the content area) ----

/**
 * The reviewer to assign: a missing or malformed `user_id` (another key, a text) is "choose one"
 * under `user_id`; "not a reviewer" is for an account that is no reviewer (the service's check).
 */
export const JudgeInputSchema = z.object({
  user_id: z
    .number({ error: challengeMessages.judgeChoose })
    .int(challengeMessages.judgeChoose)
    .positive(challengeMessages.judgeChoose),
});

export const JudgeSchema = z.object({
  user_id: z.number(),
  full_name: z.string(),
  email: z.string(),
  assigned_at: z.string(),
});
export type Judge = z.infer<typeof JudgeSchema>;

const PageMeta = z.object({ page: z.number(), per_page: z.number(), total: z.number(), last_page: z.number() });

export const JudgeListSchema = z.object({ data: z.array(JudgeSchema), meta: PageMeta });
/** The reviewers who may be made judges of a problem (not yet judges of it). */
export const JudgeCandidateListSchema = z.object({
  data: z.array(JudgeSchema.omit({ assigned_at: true })),
  meta: PageMeta,
});

export const ProblemParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const JudgeParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  userId: z.coerce.number().int().positive(),
});
/** `/api/admin/judging/:id/:kind/:entryId`: a department's solution or a citizen's proposal. */
export const SolutionScoreParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  kind: z.enum(['solutions', 'proposals']),
  entryId: z.coerce.number().int().positive(),
});

// ---- A judge's scoring ----

/**
 * Either a declared conflict of interest (the judge is then kept off the solution) or a score per
 * criterion. Without `conflict` it is a score: a body missing `scores` answers under `scores`.
 */
export const ScoreInputSchema = z.discriminatedUnion(
  'conflict',
  [
    z.object({
      conflict: z.literal(true),
      conflict_note: z
        .string({ error: challengeMessages.conflictNote })
        .trim()
        .min(5, challengeMessages.conflictNote)
        .max(1000, challengeMessages.conflictNote),
    }),
    z.object({
      conflict: z.literal(false).default(false),
      scores: z
        .array(
          z
            .number({ error: challengeMessages.scoresInvalid })
            .int(challengeMessages.scoresInvalid)
            .min(0, challengeMessages.scoresInvalid)
            .max(SCORE_MAX, challengeMessages.scoresInvalid),
          { error: challengeMessages.scoresInvalid },
        )
        .min(1, challengeMessages.scoresCount)
        .max(CRITERIA_MAX, challengeMessages.scoresCount),
      comment: z
        .string({ error: challengeMessages.commentTooLong })
        .trim()
        .max(2000, challengeMessages.commentTooLong)
        .default(''),
    }),
  ],
  { error: challengeMessages.scoresInvalid },
);
export type ScoreInput = z.infer<typeof ScoreInputSchema>;

/** One judge's word on one solution. */
export const ScoreSchema = z.object({
  judge_id: z.number(),
  judge_name: z.string(),
  conflict: z.boolean(),
  conflict_note: z.string(),
  /** Per criterion, in the criteria's order; null with a conflict. */
  scores: z.array(z.number()).nullable(),
  /** Weighted total on 100; null with a conflict. */
  total: z.number().nullable(),
  comment: z.string(),
  submitted_at: z.string(),
});
export type Score = z.infer<typeof ScoreSchema>;

export const JudgedSolutionSchema = z.object({
  /** judgedKey(source, id). */
  key: z.string(),
  source: JudgedSourceSchema,
  id: z.number(),
  title: z.string(),
  organisation: z.string(),
  summary: z.string(),
  /** Sanitised HTML (a department's solution); empty for a proposal. */
  content: z.string(),
  /** Plain text (a citizen's proposal); empty for a department's solution. */
  description: z.string(),
  status: z.string(),
});

/** A problem a judge judges, in their list ("Chấm giải pháp"). */
export const JudgingSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  deadline: z.string().nullable(),
  solution_count: z.number(),
  /** Solutions this judge scored or declared a conflict on. */
  done_count: z.number(),
  results_published: z.boolean(),
});
export type JudgingSummary = z.infer<typeof JudgingSummarySchema>;

/** One problem for its judge: the criteria, each solution and this judge's own word on it. */
export const JudgingDetailSchema = JudgingSummarySchema.extend({
  criteria: z.array(CriterionSchema),
  solutions: z.array(JudgedSolutionSchema.extend({ mine: ScoreSchema.nullable() })),
});
export type JudgingDetail = z.infer<typeof JudgingDetailSchema>;

// ---- Staff: side by side, results ----

export const SideBySideSolutionSchema = z.object({
  key: z.string(),
  source: JudgedSourceSchema,
  id: z.number(),
  title: z.string(),
  organisation: z.string(),
  status: z.string(),
  /** Approved (or published) and shown on the portal: only such a solution may enter the results. */
  publishable: z.boolean(),
  scores: z.array(ScoreSchema),
  /** Mean of the weighted totals of the judges who scored it; null when none did. */
  average: z.number().nullable(),
  /** 1 for the best average; null when not scored. */
  rank: z.number().nullable(),
});

export const SideBySideSchema = z.object({
  criteria: z.array(CriterionSchema),
  judges: z.array(JudgeSchema),
  solutions: z.array(SideBySideSolutionSchema),
  results: ChallengeResultsSchema.nullable(),
});
export type SideBySide = z.infer<typeof SideBySideSchema>;

export const ResultsInputSchema = z.object({
  text: z
    .string({ error: challengeMessages.resultsText })
    .trim()
    .min(10, challengeMessages.resultsText)
    .max(10_000, challengeMessages.resultsText),
  /** The chosen solutions' keys (judgedKey: "solution-12", "proposal-7"), first place first. */
  ranking: z
    .array(z.string({ error: challengeMessages.rankingInvalid }).regex(JUDGED_KEY, challengeMessages.rankingInvalid), {
      error: challengeMessages.rankingInvalid,
    })
    .min(1, challengeMessages.rankingEmpty)
    .max(50, challengeMessages.rankingInvalid)
    .refine((ids) => new Set(ids).size === ids.length, challengeMessages.rankingInvalid),
});
export type ResultsInput = z.infer<typeof ResultsInputSchema>;

export const ResultsAnswerSchema = z.object({ data: ChallengeResultsSchema });

/** The answer of a removal (a judge, the results): nothing. */
export const RemovedSchema = z.null().describe('Đã xóa');
