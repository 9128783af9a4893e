import {
  averageOf,
  type ChallengeResults,
  challengeMessages,
  type Judge,
  type JudgedSource,
  type JudgingDetail,
  type RankedSolution,
  type ResultsInput,
  type Score,
  type ScoreInput,
  type SideBySide,
} from '@portal/shared/challenges';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bigProblems, solutions } from '../../db/schema/catalogue.ts';
import { bigProblemJudges, solutionScores } from '../../db/schema/challenges.ts';
import { proposals } from '../../db/schema/submissions.ts';
import { users } from '../../db/schema/users.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../errors.ts';
import { type JudgedEntry, judgedSolutionsOf, presentScore, type ScoreRow, scoreKey } from './judged-solutions.ts';

type ProblemRow = typeof bigProblems.$inferSelect;
/** The database or a transaction of it. */
type Executor = Pick<Database, 'select' | 'insert' | 'delete'>;

/** A problem's published results as the API gives them, or null. */
export function resultsOf(row: Pick<ProblemRow, 'resultsText' | 'resultsPublishedAt' | 'resultsRanking'>) {
  if (row.resultsText === null || row.resultsPublishedAt === null) return null;
  return {
    text: row.resultsText,
    published_at: row.resultsPublishedAt.toISOString(),
    // Rankings published before citizens' proposals could be judged named department solutions only.
    ranking: (row.resultsRanking ?? []).map((entry) => ({ ...entry, source: entry.source ?? 'solution' })),
  } satisfies ChallengeResults;
}

export function createChallengesService(db: Database, now: () => Date) {
  async function problem(id: number): Promise<ProblemRow> {
    const [row] = await db.select().from(bigProblems).where(eq(bigProblems.id, id));
    if (!row) throw notFound(challengeMessages.problemMissing);
    return row;
  }

  async function judgesOf(problemId: number): Promise<Judge[]> {
    const rows = await db
      .select({
        userId: bigProblemJudges.userId,
        fullName: users.fullName,
        email: users.email,
        createdAt: bigProblemJudges.createdAt,
      })
      .from(bigProblemJudges)
      .innerJoin(users, eq(users.id, bigProblemJudges.userId))
      .where(eq(bigProblemJudges.bigProblemId, problemId))
      .orderBy(asc(bigProblemJudges.createdAt), asc(bigProblemJudges.userId));
    return rows.map((row) => ({
      user_id: row.userId,
      full_name: row.fullName,
      email: row.email,
      assigned_at: row.createdAt.toISOString(),
    }));
  }

  const { judgedOf, judgedProposalsOf, judgedSolutions, scoresOn, summaryFor } = judgedSolutionsOf(db);

  async function isJudge(problemId: number, userId: number): Promise<boolean> {
    const [row] = await db
      .select({ userId: bigProblemJudges.userId })
      .from(bigProblemJudges)
      .where(and(eq(bigProblemJudges.bigProblemId, problemId), eq(bigProblemJudges.userId, userId)));
    return row !== undefined;
  }

  /** The problem, for one of its judges: 404 when there is none, 403 for anyone else. */
  async function problemForJudge(problemId: number, userId: number): Promise<ProblemRow> {
    const row = await problem(problemId);
    if (!(await isJudge(problemId, userId))) throw forbidden(challengeMessages.notJudge);
    return row;
  }

  /** The side-by-side figures, and the judged solutions they were made of (ranking needs both). */
  async function figuresOf(problemId: number): Promise<{ figures: SideBySide; rows: JudgedEntry[] }> {
    const row = await problem(problemId);
    const [judges, rows] = await Promise.all([judgesOf(problemId), judgedSolutions(problemId)]);
    const judgeIds = judges.map((judge) => judge.user_id);
    const names = new Map(judges.map((judge) => [judge.user_id, judge.full_name || judge.email]));
    const scoreRows = await scoresOn(rows, judgeIds);
    const entries = rows.map((solution) => {
      const scores = scoreRows
        .filter((score) => scoreKey(score) === solution.key)
        .sort((a, b) => judgeIds.indexOf(a.judgeId) - judgeIds.indexOf(b.judgeId))
        .map((score) => presentScore(score, names.get(score.judgeId) ?? '', row.criteria));
      const totals = scores.flatMap((score) => (score.total === null ? [] : [score.total]));
      return {
        key: solution.key,
        source: solution.source,
        id: solution.id,
        title: solution.title,
        organisation: solution.organisation,
        status: solution.status,
        publishable: solution.isPublic,
        scores,
        average: averageOf(totals),
        rank: null as number | null,
      };
    });
    // Ranked by average, best first (ties share a rank); the unscored after them.
    const scored = entries
      .filter((entry) => entry.average !== null)
      .sort((a, b) => (b.average ?? 0) - (a.average ?? 0));
    scored.forEach((entry, index) => {
      const previous = scored[index - 1];
      entry.rank = previous && previous.average === entry.average ? previous.rank : index + 1;
    });
    const unscored = entries.filter((entry) => entry.average === null);
    return {
      figures: { criteria: row.criteria, judges, solutions: [...scored, ...unscored], results: resultsOf(row) },
      rows,
    };
  }

  async function sideBySide(problemId: number): Promise<SideBySide> {
    return (await figuresOf(problemId)).figures;
  }

  return {
    problem,
    judgesOf,
    sideBySide,

    /** Reviewers with an open account who are not yet judges of the problem. */
    async candidates(problemId: number) {
      await problem(problemId);
      const taken = db
        .select({ id: bigProblemJudges.userId })
        .from(bigProblemJudges)
        .where(eq(bigProblemJudges.bigProblemId, problemId));
      const rows = await db
        .select({ userId: users.id, fullName: users.fullName, email: users.email })
        .from(users)
        .where(and(eq(users.role, 'reviewer'), sql`${users.disabledAt} is null`, notInArray(users.id, taken)))
        .orderBy(asc(users.fullName), asc(users.id))
        .limit(500);
      return rows.map((row) => ({ user_id: row.userId, full_name: row.fullName, email: row.email }));
    },

    /** Makes a reviewer a judge of the problem; 422 under user_id for anyone else or a judge already. */
    async addJudge(tx: Executor, problemId: number, userId: number, by: number): Promise<Judge> {
      const [person] = await tx
        .select({
          id: users.id,
          role: users.role,
          fullName: users.fullName,
          email: users.email,
          disabledAt: users.disabledAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (person?.role !== 'reviewer' || person.disabledAt) {
        throw unprocessable({ user_id: [challengeMessages.judgeNotReviewer] }, challengeMessages.judgeNotReviewer);
      }
      const [inserted] = await tx
        .insert(bigProblemJudges)
        .values({ bigProblemId: problemId, userId, assignedBy: by, createdAt: now() })
        .onConflictDoNothing()
        .returning();
      if (!inserted) throw unprocessable({ user_id: [challengeMessages.judgeTaken] }, challengeMessages.judgeTaken);
      return {
        user_id: person.id,
        full_name: person.fullName,
        email: person.email,
        assigned_at: inserted.createdAt.toISOString(),
      };
    },

    async removeJudge(tx: Executor, problemId: number, userId: number) {
      const [removed] = await tx
        .delete(bigProblemJudges)
        .where(and(eq(bigProblemJudges.bigProblemId, problemId), eq(bigProblemJudges.userId, userId)))
        .returning();
      if (!removed) throw notFound(challengeMessages.judgeMissing);
      return removed;
    },

    /** The problems a judge judges, a page at a time. */
    async judging(userId: number, offset: number, limit: number, ascending: boolean, by: 'id' | 'title' | 'deadline') {
      const mine = sql`${bigProblems.id} in (select ${bigProblemJudges.bigProblemId} from ${bigProblemJudges} where ${bigProblemJudges.userId} = ${userId})`;
      const column = { id: bigProblems.id, title: bigProblems.title, deadline: bigProblems.deadline }[by];
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(bigProblems)
          .where(mine)
          .orderBy(ascending ? sql`${column} asc nulls last` : sql`${column} desc nulls last`, asc(bigProblems.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: sql<number>`count(*)::int` }).from(bigProblems).where(mine),
      ]);
      const summaries = await Promise.all(rows.map((row) => summaryFor(row, userId)));
      return { rows: summaries, total: Number(counted?.total ?? 0) };
    },

    /** One problem for its judge: criteria, solutions, and their own word on each. */
    async judgingDetail(problemId: number, userId: number): Promise<JudgingDetail> {
      const row = await problemForJudge(problemId, userId);
      const rows = await judgedSolutions(problemId);
      const mine = await scoresOn(rows, [userId]);
      const [me] = await db
        .select({ name: users.fullName, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      const name = me?.name || me?.email || '';
      return {
        ...(await summaryFor(row, userId)),
        criteria: row.criteria,
        solutions: rows.map((solution) => {
          const score = mine.find((entry) => scoreKey(entry) === solution.key);
          const { isPublic: _public, ...shown } = solution;
          return { ...shown, mine: score ? presentScore(score, name, row.criteria) : null };
        }),
      };
    },

    /**
     * A judge's score or declared conflict on one solution of either source (replacing any
     * earlier word on it): a conflict drops any score. Refused once the results are published (409).
     */
    async score(
      problemId: number,
      target: { source: JudgedSource; id: number },
      userId: number,
      input: ScoreInput,
    ): Promise<Score> {
      const row = await problemForJudge(problemId, userId);
      if (row.resultsPublishedAt) throw conflict(challengeMessages.resultsPublished);
      const [solution] =
        target.source === 'solution'
          ? await db
              .select({ id: solutions.id })
              .from(solutions)
              .where(and(eq(solutions.id, target.id), judgedOf(problemId)))
          : await db
              .select({ id: proposals.id })
              .from(proposals)
              .where(and(eq(proposals.id, target.id), judgedProposalsOf(problemId)));
      if (!solution) throw notFound(challengeMessages.solutionMissing);
      // A judge who declared a conflict is kept off the solution: no score of theirs counts.
      const [earlier] = await db
        .select({ conflict: solutionScores.conflict })
        .from(solutionScores)
        .where(
          and(
            eq(solutionScores.judgeId, userId),
            target.source === 'solution'
              ? eq(solutionScores.solutionId, target.id)
              : eq(solutionScores.proposalId, target.id),
          ),
        );
      if (earlier?.conflict && !input.conflict) throw conflict(challengeMessages.conflictDeclared);
      if (!input.conflict) {
        if (row.criteria.length === 0) {
          throw unprocessable({ scores: [challengeMessages.noCriteria] }, challengeMessages.noCriteria);
        }
        if (input.scores.length !== row.criteria.length) {
          throw unprocessable({ scores: [challengeMessages.scoresCount] }, challengeMessages.scoresCount);
        }
      }
      const values = input.conflict
        ? { conflict: true, conflictNote: input.conflict_note, scores: null, comment: '' }
        : { conflict: false, conflictNote: '', scores: input.scores, comment: input.comment };
      const at = now();
      const [saved] = await db
        .insert(solutionScores)
        .values({
          ...(target.source === 'solution' ? { solutionId: target.id } : { proposalId: target.id }),
          judgeId: userId,
          ...values,
          submittedAt: at,
        })
        .onConflictDoUpdate({
          target: [
            target.source === 'solution' ? solutionScores.solutionId : solutionScores.proposalId,
            solutionScores.judgeId,
          ],
          set: { ...values, submittedAt: at },
        })
        .returning();
      const [me] = await db
        .select({ name: users.fullName, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      return presentScore(saved as ScoreRow, me?.name || me?.email || '', row.criteria);
    },

    /**
     * The results to publish: the chosen solutions in the given order with their averages now;
     * 422 under `ranking` when one is not a judged solution of the problem, or not one visitors
     * may see (the results are public: a solution under review would leave through them).
     */
    async ranking(problemId: number, input: ResultsInput): Promise<RankedSolution[]> {
      const { figures, rows: entries } = await figuresOf(problemId);
      const byKey = new Map(figures.solutions.map((solution) => [solution.key, solution]));
      if (input.ranking.some((key) => !byKey.has(key))) {
        throw unprocessable({ ranking: [challengeMessages.rankingForeign] }, challengeMessages.rankingForeign);
      }
      const shown = new Set(entries.filter((entry) => entry.isPublic).map((entry) => entry.key));
      if (input.ranking.some((key) => !shown.has(key))) {
        throw unprocessable({ ranking: [challengeMessages.rankingNotPublic] }, challengeMessages.rankingNotPublic);
      }
      return input.ranking.map((key, index) => {
        const solution = byKey.get(key) as (typeof figures.solutions)[number];
        return {
          rank: index + 1,
          source: solution.source,
          solution_id: solution.id,
          title: solution.title,
          organisation: solution.organisation,
          average: solution.average,
        };
      });
    },

    /**
     * The authors (signed-in senders) of a problem's solutions: of the judged ones, and of the
     * citizens' solutions sent through the proposal form (proposals of kind `solution`).
     */
    async authorsOf(problemId: number): Promise<number[]> {
      const [own, proposed] = await Promise.all([
        db.selectDistinct({ authorId: solutions.authorId }).from(solutions).where(judgedOf(problemId)),
        db.selectDistinct({ authorId: proposals.authorId }).from(proposals).where(judgedProposalsOf(problemId)),
      ]);
      const ids = [...own, ...proposed].flatMap((row) => (row.authorId === null ? [] : [row.authorId]));
      return [...new Set(ids)];
    },
  };
}

export type ChallengesService = ReturnType<typeof createChallengesService>;
