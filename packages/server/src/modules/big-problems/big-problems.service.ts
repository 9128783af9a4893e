import {
  BIG_PROBLEM_DETAIL_SOLUTIONS,
  type BigProblemDetail,
  type BigProblemStatus,
  type BigProblemSummary,
  PUBLIC_SOLUTION_STATUSES,
  type Solution,
  type SolutionListResponse,
  type SolutionSummary,
} from '@portal/shared/big-problems';
import type { PageMeta } from '@portal/shared/content';
import { limitString, vietnamToday } from '@portal/shared/format';
import { notFoundMessages } from '@portal/shared/messages';
import { and, asc, desc, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import sanitizeHtml from 'sanitize-html';
import type { Database } from '../../db/client.ts';
import { bigProblems, solutions } from '../../db/schema/catalogue.ts';
import { proposals } from '../../db/schema/submissions.ts';
import { searchPattern } from '../../db/search.ts';
import { notFound } from '../../errors.ts';
import { cachedTotal, pageMeta } from '../../http/pagination.ts';
import type { PublicCache } from '../../http/public-cache.ts';
import { resultsOf } from '../challenges/challenges.service.ts';
import { followerCount } from '../follows/follows.service.ts';

const summaryColumns = {
  id: bigProblems.id,
  slug: bigProblems.slug,
  title: bigProblems.title,
  field: bigProblems.field,
  orderingBody: bigProblems.orderingBody,
  budgetRange: bigProblems.budgetRange,
  deadline: bigProblems.deadline,
  status: bigProblems.status,
  publishedAt: bigProblems.publishedAt,
};

interface SummaryRow {
  id: number;
  slug: string;
  title: string;
  field: string;
  orderingBody: string;
  budgetRange: string;
  deadline: string | null;
  status: BigProblemStatus;
  publishedAt: Date;
}

function presentSummary(row: SummaryRow, approvedSolutionCount: number): BigProblemSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    field: row.field,
    ordering_body: row.orderingBody,
    budget_range: row.budgetRange,
    deadline: row.deadline,
    status: row.status,
    approved_solution_count: approvedSolutionCount,
    published_at: row.publishedAt.toISOString(),
  };
}

/**
 * A problem's public solutions come from two tables: the department's own `solutions` and the
 * citizens' proposals linked to the problem (a solution sent through the proposal form,
 * docs/decisions/0007). Both give the same columns, so one UNION ALL pages them together.
 */
const solutionSummaryColumns = {
  id: solutions.id,
  title: solutions.title,
  organisation: solutions.organisation,
  summary: solutions.summary,
  approvedAt: sql<Date | null>`${solutions.approvedAt}`.mapWith(solutions.approvedAt).as('approved_at'),
  content: sql<string>`${solutions.content}`.as('content'),
  source: sql<'solution' | 'proposal'>`'solution'`.as('source'),
};

/** The same columns of an approved or published proposal; its description is plain text, shown on /propose/{id}. */
const proposalSolutionColumns = {
  id: proposals.id,
  title: proposals.title,
  organisation: proposals.organisation,
  summary: proposals.summary,
  approvedAt: sql<Date | null>`coalesce(${proposals.decidedAt}, ${proposals.publishedAt})`
    .mapWith(proposals.decidedAt)
    .as('approved_at'),
  content: sql<string>`''`.as('content'),
  source: sql<'solution' | 'proposal'>`'proposal'`.as('source'),
};

function presentSolution(row: {
  id: number;
  title: string;
  organisation: string;
  summary: string;
  approvedAt: Date | string | null;
  source: 'solution' | 'proposal';
}): SolutionSummary {
  const approvedAt = row.approvedAt === null ? null : new Date(row.approvedAt);
  return {
    id: row.id,
    title: row.title,
    organisation: row.organisation,
    summary: row.summary,
    approved_at: approvedAt?.toISOString() ?? null,
    // Only a citizen's proposal says so: it has its own page, /propose/{id}.
    ...(row.source === 'proposal' ? { source: 'proposal' as const } : {}),
  };
}

/** A problem still receiving solutions: open, and its deadline (when it has one) not past in Vietnam. */
export const acceptsSolutions = (now: Date): SQL =>
  and(
    eq(bigProblems.status, 'open'),
    sql`(${bigProblems.deadline} is null or ${bigProblems.deadline} >= ${vietnamToday(now)})`,
  ) as SQL;

/** Only solutions staff approved are public (docs/DOMAIN.md, "Big problems and solutions"); drafts and those under review never leave. */
const publicSolution = () => inArray(solutions.status, [...PUBLIC_SOLUTION_STATUSES]);

/** Approved or published proposals linked to a problem are public solutions to it, unless staff hid them. */
const publicProposal = () =>
  and(inArray(proposals.status, [...PUBLIC_SOLUTION_STATUSES]), isNull(proposals.hiddenAt)) as SQL;

/** Newest approval first; a solution approved without a date goes last. */
const solutionOrder = [sql`approved_at desc nulls last`, sql`source desc`, sql`id desc`];

/** One problem's public solutions of both tables, newest approval first. */
const publicSolutionsOf = (db: Database, problemId: number) =>
  unionAll(
    db
      .select(solutionSummaryColumns)
      .from(solutions)
      .where(and(eq(solutions.bigProblemId, problemId), publicSolution())),
    db
      .select(proposalSolutionColumns)
      .from(proposals)
      .where(and(eq(proposals.bigProblemId, problemId), publicProposal())),
  )
    .orderBy(...solutionOrder)
    .$dynamic();

/**
 * A problem by id or slug. Digits are an id only while they fit a bigint exactly; longer
 * ones can be no id and would make PostgreSQL refuse the parameter, so they match nothing.
 */
function keyOf(idOrSlug: string): SQL {
  if (!/^\d+$/.test(idOrSlug)) return eq(bigProblems.slug, idOrSlug);
  const id = Number(idOrSlug);
  return Number.isSafeInteger(id) ? eq(bigProblems.id, id) : sql`false`;
}

/** Plain text of sanitised HTML, for link previews (which show text, not markup). */
function plainText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|li|h\d)>/g, ' '), { allowedTags: [], allowedAttributes: {} });
  // sanitize-html escapes the text it keeps; the page writer escapes it again, so undo it here.
  return text
    .replace(/&(lt|gt|quot|#39|#x27|nbsp|amp);/g, (entity) => entityText[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}
const entityText: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&nbsp;': ' ',
  '&amp;': '&',
};

export function createBigProblemsService(db: Database, now: () => Date, cache: Pick<PublicCache, 'total'>) {
  /** What visitors may see: not hidden by staff, and published by now. */
  const visible = () => and(eq(bigProblems.visible, true), lte(bigProblems.publishedAt, now()));

  /** Approved solutions of each problem, in one grouped query for a whole page of problems. */
  async function approvedCounts(problemIds: number[]): Promise<Map<number, number>> {
    if (problemIds.length === 0) return new Map();
    const rows = await db
      .select({ problemId: solutions.bigProblemId, count: sql<number>`count(*)::int` })
      .from(solutions)
      .where(and(inArray(solutions.bigProblemId, problemIds), publicSolution()))
      .groupBy(solutions.bigProblemId);
    const fromProposals = await db
      .select({ problemId: proposals.bigProblemId, count: sql<number>`count(*)::int` })
      .from(proposals)
      .where(and(inArray(proposals.bigProblemId, problemIds), publicProposal()))
      .groupBy(proposals.bigProblemId);
    const counts = new Map<number, number>();
    for (const row of [...rows, ...fromProposals]) {
      const id = Number(row.problemId);
      counts.set(id, (counts.get(id) ?? 0) + Number(row.count));
    }
    return counts;
  }

  async function findVisible(idOrSlug: string): Promise<BigProblemSummary> {
    const [row] = await db
      .select(summaryColumns)
      .from(bigProblems)
      .where(and(keyOf(idOrSlug), visible()));
    if (!row) throw notFound(notFoundMessages.bigProblem);
    const counts = await approvedCounts([row.id]);
    return presentSummary(row, counts.get(row.id) ?? 0);
  }

  return {
    async list(query: {
      page: number;
      per_page: number;
      q?: string;
      status?: BigProblemStatus;
      field?: string;
    }): Promise<{ data: BigProblemSummary[]; meta: PageMeta }> {
      const filters: (SQL | undefined)[] = [visible()];
      if (query.q) filters.push(sql`${bigProblems.searchText} like ${searchPattern(query.q)}`);
      if (query.status) filters.push(eq(bigProblems.status, query.status));
      if (query.field) filters.push(eq(bigProblems.field, query.field));
      const where = and(...filters);

      const [rows, total] = await Promise.all([
        db
          .select(summaryColumns)
          .from(bigProblems)
          .where(where)
          .orderBy(desc(bigProblems.publishedAt), desc(bigProblems.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        cachedTotal(cache, 'big_problems', query, () =>
          db.select({ total: sql<number>`count(*)::int` }).from(bigProblems).where(where),
        ),
      ]);
      const counts = await approvedCounts(rows.map((row) => row.id));
      return {
        data: rows.map((row) => presentSummary(row, counts.get(row.id) ?? 0)),
        meta: pageMeta(query.page, query.per_page, total),
      };
    },

    /** The fields (lĩnh vực) of the visible problems, for the list's filter. */
    async fields(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ field: bigProblems.field })
        .from(bigProblems)
        .where(visible())
        .orderBy(asc(bigProblems.field));
      return rows.map((row) => row.field).filter((field) => field !== '');
    },

    /** A visible problem by id or slug with its newest approved solutions; 404 otherwise. The route counts the view. */
    async detail(idOrSlug: string): Promise<BigProblemDetail> {
      const [row] = await db
        .select({
          ...summaryColumns,
          description: bigProblems.description,
          requirements: bigProblems.requirements,
          expectedResults: bigProblems.expectedResults,
          viewCount: bigProblems.viewCount,
          criteria: bigProblems.criteria,
          ipTerms: bigProblems.ipTerms,
          reward: bigProblems.reward,
          implementation: bigProblems.implementation,
          resultsText: bigProblems.resultsText,
          resultsPublishedAt: bigProblems.resultsPublishedAt,
          resultsRanking: bigProblems.resultsRanking,
        })
        .from(bigProblems)
        .where(and(keyOf(idOrSlug), visible()));
      if (!row) throw notFound(notFoundMessages.bigProblem);
      const [approved, counts, followers] = await Promise.all([
        publicSolutionsOf(db, row.id).limit(BIG_PROBLEM_DETAIL_SOLUTIONS),
        approvedCounts([row.id]),
        followerCount(db, 'big_problem', row.id),
      ]);
      return {
        ...presentSummary(row, counts.get(row.id) ?? 0),
        description: row.description,
        requirements: row.requirements,
        expected_results: row.expectedResults,
        view_count: row.viewCount,
        followers,
        solutions: approved.map(presentSolution),
        criteria: row.criteria,
        ip_terms: row.ipTerms,
        reward: row.reward,
        implementation: row.implementation,
        results: resultsOf(row),
      };
    },

    /** The approved solutions of a visible problem in full, a page at a time, with the problem. */
    async solutions(idOrSlug: string, query: { page: number; per_page: number }): Promise<SolutionListResponse> {
      const problem = await findVisible(idOrSlug);
      const rows = await publicSolutionsOf(db, problem.id)
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page);
      const data: Solution[] = rows.map((row) => ({ ...presentSolution(row), content: row.content }));
      return { data, meta: pageMeta(query.page, query.per_page, problem.approved_solution_count), problem };
    },

    /** What a link preview of a problem shows, without counting a view; undefined when not visible. */
    async shareInfo(idOrSlug: string): Promise<{ title: string; description: string } | undefined> {
      if (!idOrSlug || idOrSlug.length > 120) return undefined;
      const [row] = await db
        .select({ title: bigProblems.title, description: bigProblems.description })
        .from(bigProblems)
        .where(and(keyOf(idOrSlug), visible()));
      if (!row) return undefined;
      return { title: row.title, description: limitString(plainText(row.description), 200) };
    },
  };
}

export type BigProblemsService = ReturnType<typeof createBigProblemsService>;
