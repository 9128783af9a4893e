import {
  type AdminSolution,
  AdminSolutionSchema,
  type SolutionInput,
  SolutionInputSchema,
} from '@portal/shared/admin-big-problems';
import { adminCatalogueMessages } from '@portal/shared/admin-catalogue';
import { valuesOf } from '@portal/shared/catalogue';
import { solutionFieldLabels } from '@portal/shared/field-labels';
import { href } from '@portal/shared/routes';
import { solutionCatalogue } from '@portal/shared/solution-fields';
import {
  PUBLIC_STATES,
  SUBMISSION_STATES,
  type SubmissionState,
  submissionStateLabels,
} from '@portal/shared/submissions';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { codeLabel, namesLabel } from '../../../back-office/export.ts';
import { htmlToText } from '../../../content/html-text.ts';
import { storedRichHtml } from '../../../content/rich-html.ts';
import type { AppContext } from '../../../context.ts';
import { bigProblems, solutions } from '../../../db/schema/catalogue.ts';
import { searchPattern } from '../../../db/search.ts';
import { unprocessable } from '../../../errors.ts';
import { type AdminResource, registerAdminResource } from '../resource.ts';
import { describeList } from './products-files.ts';

type SolutionRow = typeof solutions.$inferSelect;

export function presentSolution(row: SolutionRow): AdminSolution {
  return { id: row.id, ...valuesOf(solutionCatalogue, row, 'staff') };
}

const positiveInt = (value: unknown) => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
};

/**
 * Giải pháp of a big problem that the department lists itself (citizens' solutions are
 * proposals, docs/decisions/0007, moderated in their own queue). They skip review: entered
 * `approved` (public at once), `published` when announced, `withdrawn` to take one off the
 * portal; all three are submission states, so the public rule (approved and published are
 * public) is the lifecycle's. Writes empty the public cache: /solution/<problem> shows them.
 */
export function solutionsResource(context: AppContext): AdminResource<SolutionInput> {
  return {
    name: 'solutions',
    label: 'giải pháp của bài toán lớn',
    area: 'content',
    table: solutions,
    id: solutions.id,
    record: AdminSolutionSchema,
    present: (row) => presentSolution(row as SolutionRow),
    sortable: {
      id: solutions.id,
      title: sql`lower(f_unaccent(${solutions.title})) collate "C"`,
      approved_at: solutions.approvedAt,
      status: solutions.status,
      updated_at: solutions.updatedAt,
      organisation: solutions.organisation,
    },
    order: [sql`${solutions.approvedAt} desc nulls last`, sql`${solutions.id} desc`],
    search: (q) =>
      sql`lower(f_unaccent(${solutions.title} || ' ' || ${solutions.organisation} || ' ' || ${solutions.summary})) like ${searchPattern(q)}`,
    filters: {
      big_problem_id: (value) => {
        const id = positiveInt(value);
        return id === undefined ? sql`false` : eq(solutions.bigProblemId, id);
      },
      status: (value) =>
        (SUBMISSION_STATES as readonly unknown[]).includes(value)
          ? eq(solutions.status, value as SubmissionState)
          : sql`false`,
    },
    input: SolutionInputSchema,
    toRow: async (input, at) => {
      const [problem] = await context.database.db
        .select({ id: bigProblems.id })
        .from(bigProblems)
        .where(eq(bigProblems.id, input.big_problem_id));
      if (!problem) throw unprocessable({ big_problem_id: [adminCatalogueMessages.bigProblemMissing] });
      const approvedAt = input.approved_at ? new Date(input.approved_at) : at;
      return {
        bigProblemId: input.big_problem_id,
        title: input.title,
        organisation: input.organisation,
        summary: input.summary,
        content: storedRichHtml('content', input.content, SolutionInputSchema.shape.content),
        contactName: input.contact_name,
        contactPhone: input.contact_phone,
        contactEmail: input.contact_email,
        status: input.status,
        approvedAt,
        decidedAt: approvedAt,
        publishedAt: input.status === 'published' ? approvedAt : null,
      };
    },
    deletable: true,
    publicContent: true,
    columns: solutionFieldLabels,
    // The big problem as its title in the Excel export (one short read of id and title per export).
    exportLabels: async (db) => {
      const rows = await db.select({ id: bigProblems.id, title: bigProblems.title }).from(bigProblems);
      return {
        big_problem_id: namesLabel(new Map(rows.map((row) => [row.id, row.title]))),
        status: codeLabel(submissionStateLabels),
        content: (html) => htmlToText(String(html)),
      };
    },
  };
}

export function registerSolutionsAdmin(app: FastifyInstance, context: AppContext): void {
  describeList(
    app,
    'solutions',
    'Giải pháp do Sở nhập cho một bài toán (ReferenceManyField: filter={"big_problem_id":N}). filter: big_problem_id, ' +
      'status (approved|published|withdrawn), q (tên, đơn vị, tóm tắt), id (mảng). sort: id, title, approved_at, status, ' +
      'updated_at (mặc định approved_at giảm dần). approved và published hiện trên cổng, withdrawn thì không.',
  );
  // The followers of its big problem hear of a solution the department lists (or lists again).
  const tellFollowers = async (row: SolutionRow) => {
    const [problem] = await context.database.db
      .select({ title: bigProblems.title, visible: bigProblems.visible })
      .from(bigProblems)
      .where(eq(bigProblems.id, row.bigProblemId));
    if (!problem?.visible) return;
    await context.followerNews.tell(
      'big_problem',
      row.bigProblemId,
      `Bài toán “${problem.title}” có giải pháp mới: “${row.title}”.`,
      `${href('SolutionDetail', { id: row.bigProblemId })}#giai-phap-${row.id}`,
    );
  };
  const isPublic = (row: SolutionRow) => PUBLIC_STATES.includes(row.status);
  registerAdminResource(app, context, {
    ...solutionsResource(context),
    afterCreate: async (row) => {
      if (isPublic(row as SolutionRow)) await tellFollowers(row as SolutionRow);
    },
    afterUpdate: async (before, after) => {
      if (!isPublic(before as SolutionRow) && isPublic(after as SolutionRow)) await tellFollowers(after as SolutionRow);
    },
  });
}
