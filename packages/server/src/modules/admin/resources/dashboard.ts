import {
  DASHBOARD_CONTENT_KINDS,
  DASHBOARD_OVERDUE_SHOWN,
  DASHBOARD_QUEUES,
  type Dashboard,
  DashboardSchema,
  dashboardContentLabels,
  dashboardDeadlineLabels,
  dashboardQueueLabels,
  type OverdueQueue,
} from '@portal/shared/admin-people';
import { adminApi } from '@portal/shared/api/admin';
import { limitString, vietnamToday } from '@portal/shared/format';
import { mayWorkIn } from '@portal/shared/roles';
import { DEADLINE_QUEUES, type DeadlineQueue, deadlineSettingKey } from '@portal/shared/settings';
import { SUBMISSION_STATES, type SubmissionKind, type SubmissionState } from '@portal/shared/submissions';
import { and, asc, eq, gte, inArray, isNotNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { bigProblems, documents, products, solutions } from '../../../db/schema/catalogue.ts';
import { posts } from '../../../db/schema/content.ts';
import { faqs, feedback, questions, visitCounts } from '../../../db/schema/engagement.ts';
import { productInterests } from '../../../db/schema/interests.ts';
import { ideas, proposals, submissionTransitions } from '../../../db/schema/submissions.ts';
import { serve } from '../../../http/contract.ts';
import { staffOf } from '../../auth/staff-guard.ts';
import { setupMissing } from './setup-checklist.ts';

const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** `yyyy-mm` of the `back`-th month before `time`'s month in Vietnam, and its first instant. */
function monthBefore(time: Date, back: number): { month: string; start: Date } {
  const local = new Date(time.getTime() + VIETNAM_OFFSET_MS);
  const first = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - back, 1);
  return { month: new Date(first).toISOString().slice(0, 7), start: new Date(first - VIETNAM_OFFSET_MS) };
}

/** The last `n` months in Vietnam, oldest first. */
export function lastMonths(time: Date, n = 12): string[] {
  return Array.from({ length: n }, (_, index) => monthBefore(time, n - 1 - index).month);
}

/** The last `n` days in Vietnam (`yyyy-mm-dd`), oldest first. */
export function lastDays(time: Date, n = 30): string[] {
  return Array.from({ length: n }, (_, index) => vietnamToday(new Date(time.getTime() - (n - 1 - index) * DAY_MS)));
}

type SubmissionTable = PgTable & { id: PgColumn; status: PgColumn; submittedAt: PgColumn };

/**
 * The submissions staff moderate, as the one queue each has: citizens' solutions are
 * proposals linked to a big problem (kind `solution`), so "Giải pháp" counts those and "Đề xuất"
 * every other proposal. The department's own solutions (the `solutions` table) are catalogue
 * content editors enter already decided: they wait for nobody and are not counted here.
 */
const submissionTables: Record<'proposals' | 'ideas' | 'solutions', [SubmissionKind, SubmissionTable, SQL?]> = {
  proposals: ['proposal', proposals as unknown as SubmissionTable, ne(proposals.proposalKind, 'solution')],
  ideas: ['idea', ideas as unknown as SubmissionTable],
  solutions: ['proposal', proposals as unknown as SubmissionTable, eq(proposals.proposalKind, 'solution')],
};

const WAITING_STATES = ['submitted', 'under_review'] as const;

/**
 * Where each queue's waiting dossiers are, since when they wait, and what names a row on the
 * dashboard. Proposals, ideas and solutions wait while submitted or under review, from their
 * latest submission (a dossier sent back for revision starts again when resent); questions and
 * feedback while new, from their arrival. "Giải pháp" has two sources: citizens' solutions
 * (proposals of kind `solution`) and the department's own solutions under review (the `solutions`
 * table, judged for a challenge): every solution that waits for review counts.
 */
interface OverdueSource {
  table: PgTable;
  id: PgColumn;
  code: PgColumn | SQL;
  title: PgColumn;
  at: PgColumn;
  waiting: SQL | undefined;
  resource: OverdueQueue['oldest'][number]['resource'];
}

const overdueSources: Record<DeadlineQueue, OverdueSource[]> = {
  proposals: [
    {
      table: proposals,
      id: proposals.id,
      code: proposals.trackingCode,
      title: proposals.title,
      at: proposals.submittedAt,
      waiting: and(inArray(proposals.status, [...WAITING_STATES]), ne(proposals.proposalKind, 'solution')),
      resource: 'proposals',
    },
  ],
  solutions: [
    {
      table: proposals,
      id: proposals.id,
      code: proposals.trackingCode,
      title: proposals.title,
      at: proposals.submittedAt,
      waiting: and(inArray(proposals.status, [...WAITING_STATES]), eq(proposals.proposalKind, 'solution')),
      resource: 'proposals',
    },
    {
      table: solutions,
      id: solutions.id,
      code: solutions.trackingCode,
      title: solutions.title,
      // Entered without a submission step, a department solution waits from its creation.
      at: sql`coalesce(${solutions.submittedAt}, ${solutions.createdAt})` as unknown as PgColumn,
      waiting: inArray(solutions.status, [...WAITING_STATES]),
      resource: 'solutions',
    },
  ],
  ideas: [
    {
      table: ideas,
      id: ideas.id,
      code: ideas.trackingCode,
      title: ideas.title,
      at: ideas.submittedAt,
      waiting: inArray(ideas.status, [...WAITING_STATES]),
      resource: 'ideas',
    },
  ],
  questions: [
    {
      table: questions,
      id: questions.id,
      code: sql`''`,
      title: questions.question,
      at: questions.createdAt,
      waiting: eq(questions.status, 'new'),
      resource: 'questions',
    },
  ],
  feedback: [
    {
      table: feedback,
      id: feedback.id,
      code: sql`''`,
      title: feedback.subject,
      at: feedback.createdAt,
      waiting: eq(feedback.status, 'new'),
      resource: 'feedback',
    },
  ],
};

/**
 * `GET /api/admin/dashboard`: counts for every staff role (area `dashboard`), each part only for
 * a role that may open what it counts: submissions by state and by month of their first
 * submission and the queues waiting for staff (moderation), content by kind (content), visits
 * by day (everyone). Months and days are Vietnam's.
 */
export function registerDashboard(app: FastifyInstance, context: AppContext): void {
  const { database, now, settings } = context;
  const db = database.db;

  /**
   * What of one queue waits longer than `days` calendar days at `time`: a count and the oldest
   * few (overdueSources says what waits and since when).
   */
  const overdueOf = async (queue: DeadlineQueue, days: number, time: Date): Promise<OverdueQueue> => {
    const before = new Date(time.getTime() - days * DAY_MS);
    // Each source's count and its oldest few; the queue's oldest are the oldest of them all.
    const found = await Promise.all(
      overdueSources[queue].map(async (source) => {
        const rows = await db
          .select({
            id: sql<number>`${source.id}`,
            code: sql<string>`${source.code}`,
            title: sql<string>`${source.title}`,
            at: sql<Date | string | null>`${source.at}`,
            // The whole count beside each of the few rows named.
            total: sql<number>`(count(*) over ())::int`,
          })
          .from(source.table)
          .where(and(source.waiting, lt(source.at, before)))
          .orderBy(asc(source.at), asc(source.id))
          .limit(DASHBOARD_OVERDUE_SHOWN);
        return { source, rows };
      }),
    );
    const waitedSince = (at: Date | string | null) => (at ? new Date(at).getTime() : time.getTime());
    const oldest = found
      .flatMap(({ source, rows }) => rows.map((row) => ({ ...row, resource: source.resource })))
      .sort((a, b) => waitedSince(a.at) - waitedSince(b.at) || Number(a.id) - Number(b.id))
      .slice(0, DASHBOARD_OVERDUE_SHOWN);
    return {
      queue,
      label: dashboardDeadlineLabels[queue],
      deadline_days: days,
      count: found.reduce((sum, { rows }) => sum + Number(rows[0]?.total ?? 0), 0),
      oldest: oldest.map((row) => ({
        id: Number(row.id),
        code: row.code ?? '',
        title: limitString(row.title, 160),
        resource: row.resource,
        days_waiting: Math.floor((time.getTime() - waitedSince(row.at)) / DAY_MS),
      })),
    };
  };

  const byState = async (table: SubmissionTable, only?: SQL): Promise<Record<SubmissionState, number>> => {
    const rows = await db
      .select({ status: sql<SubmissionState>`${table.status}`, count: sql<number>`count(*)::int` })
      .from(table)
      .where(only)
      .groupBy(table.status);
    const counts = Object.fromEntries(SUBMISSION_STATES.map((state) => [state, 0])) as Record<SubmissionState, number>;
    for (const row of rows) counts[row.status] = Number(row.count);
    return counts;
  };

  /** Submissions per month of their first submission (the submit step; else submitted_at). */
  const byMonth = async (kind: SubmissionKind, table: SubmissionTable, start: Date, only?: SQL) => {
    const t = submissionTransitions;
    const first = sql`coalesce((select min(${t.createdAt}) from ${t} where ${t.kind} = ${kind} and ${t.submissionId} = ${table.id} and ${t.action} = 'submit'), ${table.submittedAt})`;
    const month = sql<string>`to_char((${first} at time zone 'UTC') + interval '7 hours', 'YYYY-MM')`;
    const rows = await db
      .select({ month, count: sql<number>`count(*)::int` })
      .from(table)
      // The latest submission is never before the first: rows submitted only earlier are out.
      .where(and(isNotNull(table.submittedAt), gte(table.submittedAt, start), only))
      .groupBy(sql`1`);
    return new Map(rows.map((row) => [row.month, Number(row.count)]));
  };

  const contentCount = async (table: PgTable, published: SQL) => {
    const [row] = await db
      .select({
        total: sql<number>`count(*)::int`,
        published: sql<number>`(count(*) filter (where ${published}))::int`,
      })
      .from(table);
    return { total: Number(row?.total ?? 0), published: Number(row?.published ?? 0) };
  };

  const countWhere = async (table: PgTable, where: SQL) => {
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(table).where(where);
    return Number(row?.count ?? 0);
  };

  serve(
    app.withTypeProvider<ZodTypeProvider>(),
    adminApi.dashboard,
    {
      config: { staffArea: 'dashboard' },
      schema: {
        tags: ['admin'],
        summary:
          'Tổng quan: hồ sơ theo trạng thái (by_state) và theo tháng gửi lần đầu (by_month, 12 tháng), nội dung theo loại (content), lượt truy cập 30 ngày (visits), việc cần xử lý (queues)',
        response: { 200: DashboardSchema },
      },
    },
    async (request): Promise<Dashboard> => {
      const staff = staffOf(request).user;
      const { role } = staff;
      const moderates = mayWorkIn(role, 'moderation');
      const edits = mayWorkIn(role, 'content');
      const time = now();
      const months = lastMonths(time);
      const days = lastDays(time);
      const { start } = monthBefore(time, months.length - 1);
      const entries = Object.entries(submissionTables) as [
        keyof typeof submissionTables,
        [SubmissionKind, SubmissionTable, SQL?],
      ][];

      const deadlines = await settings.get();
      const [states, monthly, content, visitRows, interestsPending, questionsNew, feedbackNew, overdue] =
        await Promise.all([
          Promise.all(entries.map(([, [, table, only]]) => byState(table, only))),
          Promise.all(entries.map(([, [kind, table, only]]) => byMonth(kind, table, start, only))),
          Promise.all([
            contentCount(posts, sql`${posts.status} = 'published' and ${posts.publishedAt} <= ${time.toISOString()}`),
            contentCount(
              products,
              sql`${products.status} = 'published' and ${products.publishedAt} <= ${time.toISOString()}`,
            ),
            contentCount(bigProblems, sql`${bigProblems.visible}`),
            contentCount(documents, sql`${documents.status} = 'published'`),
            contentCount(faqs, sql`${faqs.visible}`),
          ]),
          db
            .select({ day: visitCounts.day, count: visitCounts.count })
            .from(visitCounts)
            .where(gte(visitCounts.day, days[0] as string)),
          countWhere(productInterests, eq(productInterests.status, 'pending')),
          countWhere(questions, eq(questions.status, 'new')),
          countWhere(feedback, eq(feedback.status, 'new')),
          moderates
            ? Promise.all(DEADLINE_QUEUES.map((queue) => overdueOf(queue, deadlines[deadlineSettingKey(queue)], time)))
            : [],
        ]);

      const [proposalStates, ideaStates, solutionStates] = states as [
        Record<SubmissionState, number>,
        Record<SubmissionState, number>,
        Record<SubmissionState, number>,
      ];
      const [proposalMonths, ideaMonths, solutionMonths] = monthly as [
        Map<string, number>,
        Map<string, number>,
        Map<string, number>,
      ];
      const visits = new Map(visitRows.map((row) => [row.day, Number(row.count)]));
      const queueCounts: Record<(typeof DASHBOARD_QUEUES)[number], number> = {
        proposals_submitted: proposalStates.submitted,
        proposals_under_review: proposalStates.under_review,
        ideas_submitted: ideaStates.submitted,
        ideas_under_review: ideaStates.under_review,
        solutions_submitted: solutionStates.submitted,
        solutions_under_review: solutionStates.under_review,
        interests_pending: interestsPending,
        questions_new: questionsNew,
        feedback_new: feedbackNew,
      };

      // Only what the role may open: submissions and queues are moderation's, content the editors'.
      return {
        by_state: moderates ? { proposals: proposalStates, ideas: ideaStates, solutions: solutionStates } : null,
        by_month: (moderates ? months : []).map((month) => ({
          month,
          proposals: proposalMonths.get(month) ?? 0,
          ideas: ideaMonths.get(month) ?? 0,
          solutions: solutionMonths.get(month) ?? 0,
        })),
        content: (edits ? DASHBOARD_CONTENT_KINDS : []).map((kind, index) => ({
          kind,
          label: dashboardContentLabels[kind],
          ...(content[index] as { total: number; published: number }),
        })),
        visits: days.map((day) => ({ day, count: visits.get(day) ?? 0 })),
        queues: (moderates ? DASHBOARD_QUEUES : []).map((key) => ({
          key,
          label: dashboardQueueLabels[key],
          count: queueCounts[key],
        })),
        overdue,
        setup: mayWorkIn(role, 'administration')
          ? await setupMissing(db, deadlines, { id: staff.id, fullName: staff.fullName }, time)
          : null,
        generated_at: time.toISOString(),
      };
    },
  );
}
