import { PUBLIC_SOLUTION_STATUSES } from '@portal/shared/big-problems';
import {
  type Criterion,
  type JudgedSource,
  type JudgingSummary,
  judgedKey,
  type Score,
  weightedTotal,
} from '@portal/shared/challenges';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type bigProblems, solutions } from '../../db/schema/catalogue.ts';
import { solutionScores } from '../../db/schema/challenges.ts';
import { proposals } from '../../db/schema/submissions.ts';

// The solutions a challenge's judges score, from both sources (the department's own list and
// citizens' proposals of kind solution), and the judges' score rows on them: what the judging
// service reads, private to this module.

type ProblemRow = typeof bigProblems.$inferSelect;
export type ScoreRow = typeof solutionScores.$inferSelect;

/**
 * The solutions judges score: every one received (not a draft, not withdrawn, not rejected), of
 * both sources.
 */
const JUDGED_STATUSES = ['submitted', 'under_review', 'needs_revision', 'approved', 'published'] as const;

/** A solution as its judges see it, from either source. */
export interface JudgedEntry {
  key: string;
  source: JudgedSource;
  id: number;
  title: string;
  organisation: string;
  summary: string;
  content: string;
  description: string;
  status: string;
  /** Visitors may see it (approved or published, not hidden): only such a one can be in the results. */
  isPublic: boolean;
}

/** The judged solution a score row is about, as a judgedKey. */
export const scoreKey = (row: ScoreRow) =>
  row.solutionId !== null ? judgedKey('solution', row.solutionId) : judgedKey('proposal', Number(row.proposalId));

/** A score row as the API gives it; its total only while it has a score for each criterion. */
export function presentScore(row: ScoreRow, judgeName: string, criteria: readonly Criterion[]): Score {
  const scores = row.conflict ? null : (row.scores ?? null);
  return {
    judge_id: row.judgeId,
    judge_name: judgeName,
    conflict: row.conflict,
    conflict_note: row.conflict ? row.conflictNote : '',
    scores,
    total: scores && scores.length === criteria.length ? weightedTotal(criteria, scores) : null,
    comment: row.conflict ? '' : row.comment,
    submitted_at: row.submittedAt.toISOString(),
  };
}

export function judgedSolutionsOf(db: Database) {
  const judgedOf = (problemId: number): SQL =>
    and(eq(solutions.bigProblemId, problemId), inArray(solutions.status, [...JUDGED_STATUSES])) as SQL;
  const judgedProposalsOf = (problemId: number): SQL =>
    and(eq(proposals.bigProblemId, problemId), inArray(proposals.status, [...JUDGED_STATUSES])) as SQL;

  /** A problem's judged solutions: the department's first, then citizens' proposals, each oldest first. */
  async function judgedSolutions(problemId: number): Promise<JudgedEntry[]> {
    const [own, proposed] = await Promise.all([
      db.select().from(solutions).where(judgedOf(problemId)).orderBy(asc(solutions.id)),
      db.select().from(proposals).where(judgedProposalsOf(problemId)).orderBy(asc(proposals.id)),
    ]);
    const common = (source: JudgedSource, row: (typeof own)[number] | (typeof proposed)[number]) => ({
      key: judgedKey(source, row.id),
      source,
      id: row.id,
      title: row.title,
      organisation: row.organisation,
      summary: row.summary,
      status: row.status,
    });
    const shown = (status: string) => (PUBLIC_SOLUTION_STATUSES as readonly string[]).includes(status);
    return [
      ...own.map((row) => ({
        ...common('solution', row),
        content: row.content,
        description: '',
        isPublic: shown(row.status),
      })),
      ...proposed.map((row) => ({
        ...common('proposal', row),
        content: '',
        description: row.description,
        isPublic: shown(row.status) && row.hiddenAt === null,
      })),
    ];
  }

  /** The score rows of some judges on some judged solutions. */
  async function scoresOn(entries: readonly JudgedEntry[], judgeIds: readonly number[]): Promise<ScoreRow[]> {
    const idsOf = (source: JudgedSource) => entries.filter((entry) => entry.source === source).map((entry) => entry.id);
    const [own, proposed] = [idsOf('solution'), idsOf('proposal')];
    if (judgeIds.length === 0 || entries.length === 0) return [];
    return db
      .select()
      .from(solutionScores)
      .where(
        and(
          or(
            own.length ? inArray(solutionScores.solutionId, own) : undefined,
            proposed.length ? inArray(solutionScores.proposalId, proposed) : undefined,
          ),
          inArray(solutionScores.judgeId, [...judgeIds]),
        ),
      );
  }

  /** A problem in its judge's list, with how many of its solutions (both sources) they have judged. */
  async function summaryFor(row: ProblemRow, userId: number): Promise<JudgingSummary> {
    const counted = {
      solutions: sql<number>`count(*)::int`,
      done: sql<number>`count(${solutionScores.id})::int`,
    };
    const mine = eq(solutionScores.judgeId, userId);
    const [[own], [proposed]] = await Promise.all([
      db
        .select(counted)
        .from(solutions)
        .leftJoin(solutionScores, and(eq(solutionScores.solutionId, solutions.id), mine))
        .where(judgedOf(row.id)),
      db
        .select(counted)
        .from(proposals)
        .leftJoin(solutionScores, and(eq(solutionScores.proposalId, proposals.id), mine))
        .where(judgedProposalsOf(row.id)),
    ]);
    return {
      id: row.id,
      title: row.title,
      deadline: row.deadline,
      solution_count: Number(own?.solutions ?? 0) + Number(proposed?.solutions ?? 0),
      done_count: Number(own?.done ?? 0) + Number(proposed?.done ?? 0),
      results_published: row.resultsPublishedAt !== null,
    };
  }

  return { judgedOf, judgedProposalsOf, judgedSolutions, scoresOn, summaryFor };
}
