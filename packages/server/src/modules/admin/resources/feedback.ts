import {
  AdminFeedbackSchema,
  FEEDBACK_STATUSES,
  type FeedbackStatus,
  feedbackFieldLabels,
  feedbackMessages,
  feedbackStatusLabels,
  HandleFeedbackInputSchema,
} from '@portal/shared/admin-people';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { staffAudit } from '../../../db/schema/admin.ts';
import { feedback } from '../../../db/schema/engagement.ts';
import { conflict, notFound } from '../../../errors.ts';
import { escapeLike } from '../../posts/posts.service.ts';
import { recordStaffWrite } from '../audit.ts';
import { type AdminListQuery, AdminListQuerySchema, idsOf, orderOf, pageOf, sendPage } from '../dialect.ts';
import { registerExport } from '../export.ts';
import { staffOf } from '../guard.ts';

type FeedbackRow = typeof feedback.$inferSelect;

/**
 * The feedback table has no column for the handling note: the note lives in the audit line of
 * the `handle` step, and the record shows the latest one (and who wrote it).
 */
const lastHandle = (value: SQL) =>
  sql<
    string | null
  >`(select ${value} from ${staffAudit} where ${staffAudit.resource} = 'feedback' and ${staffAudit.action} = 'handle' and ${staffAudit.recordId} = ${feedback.id}::text order by ${staffAudit.at} desc, ${staffAudit.id} desc limit 1)`;

const columns = {
  row: feedback,
  handledNote: lastHandle(sql`${staffAudit.after}->>'note'`),
  handledBy: lastHandle(sql`${staffAudit.actorEmail}`),
};

type Selected = { row: FeedbackRow; handledNote: string | null; handledBy: string | null };

export const presentFeedback = ({ row, handledNote, handledBy }: Selected) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  status: row.status,
  handled_at: row.handledAt?.toISOString() ?? null,
  handled_note: handledNote ?? null,
  handled_by: handledBy ?? null,
  created_at: row.createdAt.toISOString(),
});

const sortable = {
  id: feedback.id,
  created_at: feedback.createdAt,
  handled_at: feedback.handledAt,
  status: feedback.status,
  subject: feedback.subject,
  name: feedback.name,
};
const order = [sql`${feedback.createdAt} desc`, sql`${feedback.id} desc`];

function where(filter: AdminListQuery['filter']): SQL | undefined {
  const ids = idsOf(filter);
  const q = typeof filter?.q === 'string' ? filter.q.trim() : '';
  const status = filter?.status;
  return and(
    ids ? (ids.length ? inArray(feedback.id, ids) : sql`false`) : undefined,
    q
      ? sql`lower(f_unaccent(${feedback.subject} || ' ' || ${feedback.message} || ' ' || ${feedback.name} || ' ' || ${feedback.email})) like '%' || lower(f_unaccent(${escapeLike(q)})) || '%'`
      : undefined,
    typeof status === 'string' && (FEEDBACK_STATUSES as readonly string[]).includes(status)
      ? eq(feedback.status, status as FeedbackRow['status'])
      : undefined,
  );
}

const IdParams = z.object({ id: z.coerce.number().int().positive() });

/** Góp ý, phản ánh from /contacts: reviewers read them and mark them handled with a note. */
export function registerFeedback(app: FastifyInstance, context: AppContext): void {
  const { database, now } = context;
  const db = database.db;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { staffArea: 'moderation' as const };
  const tags = ['admin'];

  const select = (query: AdminListQuery, limit: number, offset = 0) =>
    db
      .select(columns)
      .from(feedback)
      .where(where(query.filter))
      .orderBy(...orderOf(query, sortable, order))
      .limit(limit)
      .offset(offset);

  const find = async (id: number) => {
    const [found] = await db.select(columns).from(feedback).where(eq(feedback.id, id));
    if (!found) throw notFound();
    return found;
  };

  routes.get(
    '/api/admin/feedback',
    {
      config,
      schema: {
        tags,
        summary:
          'Danh sách góp ý (sort, range, filter; tổng số trong Content-Range). filter: q trên tiêu đề, nội dung, họ tên, email; status new|handled; id. sort: id, created_at, handled_at, status, subject, name',
        querystring: AdminListQuerySchema,
        response: { 200: z.array(AdminFeedbackSchema) },
      },
    },
    async (request, reply) => {
      const { offset, limit } = pageOf(request.query);
      const [rows, [counted]] = await Promise.all([
        select(request.query, limit, offset),
        db.select({ total: count() }).from(feedback).where(where(request.query.filter)),
      ]);
      return sendPage(reply, 'feedback', rows.map(presentFeedback), Number(counted?.total ?? 0), offset);
    },
  );

  registerExport(app, context, {
    name: 'feedback',
    label: 'góp ý',
    area: 'moderation',
    record: AdminFeedbackSchema,
    columns: feedbackFieldLabels,
    labels: { status: (status) => feedbackStatusLabels[status as FeedbackStatus] ?? status },
    rows: async (query, limit) => (await select(query, limit)).map(presentFeedback),
  });

  routes.get(
    '/api/admin/feedback/:id',
    {
      config,
      schema: { tags, summary: 'Một góp ý', params: IdParams, response: { 200: AdminFeedbackSchema } },
    },
    async (request) => presentFeedback(await find(request.params.id)),
  );

  routes.post(
    '/api/admin/feedback/:id/handle',
    {
      config,
      schema: {
        tags,
        summary: 'Đánh dấu góp ý đã xử lý { note } (ghi chú lưu trong nhật ký thao tác)',
        params: IdParams,
        body: HandleFeedbackInputSchema,
        response: { 200: AdminFeedbackSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request).user;
      const at = now();
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(feedback).where(eq(feedback.id, request.params.id)).for('update');
        if (!before) throw notFound();
        if (before.status === 'handled') throw conflict(feedbackMessages.alreadyHandled);
        const [after] = await tx
          .update(feedback)
          .set({ status: 'handled', handledAt: at })
          .where(eq(feedback.id, before.id))
          .returning();
        const plain = (row: FeedbackRow | undefined) =>
          row && { status: row.status, handled_at: row.handledAt?.toISOString() ?? null, subject: row.subject };
        await recordStaffWrite(
          tx,
          staff,
          {
            action: 'handle',
            resource: 'feedback',
            recordId: before.id,
            before: plain(before),
            after: { ...plain(after), note: request.body.note },
          },
          at,
        );
      });
      return presentFeedback(await find(request.params.id));
    },
  );
}
