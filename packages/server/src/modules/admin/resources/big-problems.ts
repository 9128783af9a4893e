import {
  type AdminBigProblem,
  AdminBigProblemSchema,
  type BigProblemInput,
  BigProblemInputSchema,
} from '@portal/shared/admin-big-problems';
import { adminCatalogueMessages } from '@portal/shared/admin-catalogue';
import { BIG_PROBLEM_STATUSES, type BigProblemStatus, bigProblemStatusLabels } from '@portal/shared/big-problems';
import { challengeMessages } from '@portal/shared/challenges';
import { bigProblemFieldLabels } from '@portal/shared/field-labels';
import { followTargetLink } from '@portal/shared/follow-through';
import { vietnamToday } from '@portal/shared/format';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { codeLabel, nq57GroupsLabel } from '../../../back-office/export.ts';
import { htmlToText } from '../../../content/html-text.ts';
import { storedRichHtml } from '../../../content/rich-html.ts';
import type { AppContext } from '../../../context.ts';
import { bigProblems, solutions } from '../../../db/schema/catalogue.ts';
import { follows } from '../../../db/schema/follow-through.ts';
import { proposals } from '../../../db/schema/submissions.ts';
import { searchPattern } from '../../../db/search.ts';
import { conflict, unprocessable } from '../../../errors.ts';
import { resultsOf } from '../../challenges/challenges.service.ts';
import { withFollowers } from '../../follows/follows.service.ts';
import { type AdminResource, registerAdminResource } from '../resource.ts';
import { describeList } from './products-files.ts';

type BigProblemRow = typeof bigProblems.$inferSelect;

const booleanOf = (value: unknown): boolean | undefined =>
  value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined;

/** A big problem as the back office edits it, but for its follower count (withFollowers). */
export function presentBigProblem(row: BigProblemRow): Omit<AdminBigProblem, 'followers'> {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    field: row.field,
    ordering_body: row.orderingBody,
    description: row.description,
    requirements: row.requirements,
    expected_results: row.expectedResults,
    budget_range: row.budgetRange,
    deadline: row.deadline,
    status: row.status,
    visible: row.visible,
    published_at: row.publishedAt.toISOString(),
    nq57_groups: row.nq57Groups,
    criteria: row.criteria,
    ip_terms: row.ipTerms,
    reward: row.reward,
    implementation: row.implementation,
    results: resultsOf(row),
    view_count: row.viewCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The row of a problem as staff wrote it. */
const rowOf = (input: BigProblemInput, at: Date) => ({
  title: input.title,
  slug: input.slug,
  field: input.field,
  orderingBody: input.ordering_body,
  description: storedRichHtml('description', input.description, BigProblemInputSchema.shape.description),
  requirements: storedRichHtml('requirements', input.requirements, BigProblemInputSchema.shape.requirements),
  expectedResults: storedRichHtml(
    'expected_results',
    input.expected_results,
    BigProblemInputSchema.shape.expected_results,
  ),
  budgetRange: input.budget_range,
  deadline: input.deadline,
  status: input.status,
  visible: input.visible,
  publishedAt: input.published_at ? new Date(input.published_at) : at,
  nq57Groups: input.nq57_groups,
  criteria: input.criteria,
  ipTerms: input.ip_terms,
  reward: input.reward,
  implementation: input.implementation,
});

/**
 * An open problem whose deadline is past receives no solution (acceptsSolutions): refused when
 * staff set it so (a new problem, or its deadline or status changed), kept when they only edit
 * other fields of an older one.
 */
function refusePastDeadline(input: BigProblemInput, at: Date, current?: BigProblemRow): void {
  if (input.status !== 'open' || input.deadline === null || input.deadline >= vietnamToday(at)) return;
  if (current && current.status === 'open' && current.deadline === input.deadline) return;
  throw unprocessable({ deadline: [challengeMessages.deadlinePast] }, challengeMessages.deadlinePast);
}

/**
 * Bài toán lớn (editors and admins): every field, the rich text sanitised. Deleted only while no
 * solution or proposal was sent to it (they would go with it, judged or not: 409 says to hide or
 * close it instead); its follows go with it.
 */
export const bigProblemsResource: AdminResource<BigProblemInput> = {
  name: 'big-problems',
  label: 'bài toán lớn',
  area: 'content',
  table: bigProblems,
  id: bigProblems.id,
  record: AdminBigProblemSchema,
  present: (row) => presentBigProblem(row as BigProblemRow),
  complete: (db, records) => withFollowers(db, 'big_problem', records as { id: number }[]),
  sortable: {
    id: bigProblems.id,
    title: sql`lower(f_unaccent(${bigProblems.title})) collate "C"`,
    published_at: bigProblems.publishedAt,
    deadline: bigProblems.deadline,
    status: bigProblems.status,
    field: bigProblems.field,
    view_count: bigProblems.viewCount,
    updated_at: bigProblems.updatedAt,
    visible: bigProblems.visible,
  },
  order: [sql`${bigProblems.publishedAt} desc`, sql`${bigProblems.id} desc`],
  search: (q) => sql`${bigProblems.searchText} like ${searchPattern(q)}`,
  filters: {
    status: (value) =>
      (BIG_PROBLEM_STATUSES as readonly unknown[]).includes(value)
        ? eq(bigProblems.status, value as BigProblemStatus)
        : sql`false`,
    visible: (value) => {
      const visible = booleanOf(value);
      return visible === undefined ? undefined : eq(bigProblems.visible, visible);
    },
    field: (value) => (typeof value === 'string' ? eq(bigProblems.field, value) : undefined),
  },
  input: BigProblemInputSchema,
  toRow: (input, at, current) => {
    refusePastDeadline(input, at, current as BigProblemRow | undefined);
    return rowOf(input, at);
  },
  unique: { big_problems_slug_unique: ['slug', adminCatalogueMessages.bigProblemSlugTaken] },
  deletable: true,
  async beforeDelete(tx, row) {
    const id = row.id as number;
    const sent =
      (await tx.$count(solutions, eq(solutions.bigProblemId, id))) +
      (await tx.$count(proposals, eq(proposals.bigProblemId, id)));
    if (sent > 0) throw conflict(adminCatalogueMessages.bigProblemHasSolutions);
    await tx.delete(follows).where(and(eq(follows.targetKind, 'big_problem'), eq(follows.targetId, id)));
  },
  publicContent: true,
  columns: bigProblemFieldLabels,
  exportLabels: {
    status: codeLabel(bigProblemStatusLabels),
    description: (html) => htmlToText(String(html)),
    requirements: (html) => htmlToText(String(html)),
    expected_results: (html) => htmlToText(String(html)),
    nq57_groups: nq57GroupsLabel,
    criteria: (criteria) =>
      (criteria as { name: string; weight: number }[])
        .map((criterion) => `${criterion.name} (${criterion.weight}%)`)
        .join('; '),
    results: (results) => (results ? String((results as { text: string }).text) : ''),
  },
};

export function registerBigProblemsAdmin(app: FastifyInstance, context: AppContext): void {
  describeList(
    app,
    'big-problems',
    'filter: q (tên, lĩnh vực, đơn vị đặt hàng; không dấu), status (open|closed|solved), visible (true|false), ' +
      'field (đúng tên), id (mảng). sort: id, title, published_at, deadline, status, field, view_count, updated_at ' +
      '(mặc định published_at giảm dần). Không xóa: ẩn bằng visible=false. deadline dạng yyyy-mm-dd.',
  );
  registerAdminResource(app, context, {
    ...bigProblemsResource,
    // Its followers hear when the problem changes state (open, closed, solved) while visitors see it.
    afterUpdate: async (before, after) => {
      const [was, now] = [before as BigProblemRow, after as BigProblemRow];
      if (was.status === now.status || !now.visible) return;
      await context.followerNews.tell(
        'big_problem',
        now.id,
        `Bài toán “${now.title}” chuyển sang trạng thái: ${bigProblemStatusLabels[now.status]}.`,
        followTargetLink('big_problem', now.id, now.slug),
      );
    },
  });
}
