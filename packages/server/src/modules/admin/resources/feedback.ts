import { AdminIdParamsSchema } from '@portal/shared/admin';
import {
  AdminFeedbackSchema,
  FEEDBACK_STATUSES,
  FeedbackRepliesAnswerSchema,
  type FeedbackReply,
  FeedbackReplyAnswerSchema,
  FeedbackReplyInputSchema,
  type FeedbackStatus,
  feedbackMessages,
  feedbackStatusLabels,
  HandleFeedbackInputSchema,
} from '@portal/shared/admin-people';
import { adminApi } from '@portal/shared/api/admin';
import { valuesOf } from '@portal/shared/catalogue';
import { feedbackCatalogue } from '@portal/shared/engagement-fields';
import { feedbackFieldLabels } from '@portal/shared/field-labels';
import { href, personalQuestionsSections } from '@portal/shared/routes';
import type { Settings } from '@portal/shared/settings';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordStaffWrite } from '../../../back-office/audit.ts';
import { registerExport } from '../../../back-office/export.ts';
import {
  type AdminListQuery,
  AdminListQuerySchema,
  idsOf,
  orderOf,
  pageOf,
  sendPage,
} from '../../../back-office/list-dialect.ts';
import type { AppContext } from '../../../context.ts';
import { feedback, feedbackReplies } from '../../../db/schema/engagement.ts';
import { users } from '../../../db/schema/users.ts';
import { searchPattern } from '../../../db/search.ts';
import { conflict, HttpError, notFound } from '../../../errors.ts';
import { serve } from '../../../http/contract.ts';
import { vietnamTime } from '../../../lib/time.ts';
import { letter } from '../../../mail/letter.ts';
import { staffOf } from '../../auth/staff-guard.ts';
import { type FeedbackRow, feedbackSent } from '../../engagement/feedback-sent.ts';

/**
 * Who handled it, as staff read it: the staff member's full name, else the e-mail kept on the row
 * (the row keeps the e-mail: a record read elsewhere must keep its handler; an account
 * renamed, removed or without a name still shows who it was).
 */
const handlerName = sql<string | null>`coalesce(nullif(${users.fullName}, ''), ${feedback.handledBy})`;

/** The note and the handler live on the row (a record read elsewhere must keep both). */
const presentFeedback = ({ row, handler }: { row: FeedbackRow; handler: string | null }) => ({
  id: row.id,
  ...valuesOf(feedbackCatalogue, row, 'staff'),
  ...feedbackSent(row),
  handled_by: handler ?? null,
  created_at: row.createdAt.toISOString(),
});

type ReplyRow = typeof feedbackReplies.$inferSelect;

/** A reply, signed by its sender's full name (the e-mail kept on the row when the account has none). */
const presentReply = (row: ReplyRow, senderName?: string | null): FeedbackReply => ({
  id: row.id,
  subject: row.subject,
  body: row.body,
  sent_by: senderName || row.sentBy,
  sent_at: row.sentAt.toISOString(),
});

/**
 * The answer to a sender, as plain text (whatever staff typed reaches the mail client as text):
 * their feedback quoted below it so they know what it answers, and the agency's signature.
 */
export function composeReply(row: FeedbackRow, subject: string, body: string, site: Settings) {
  return letter(site, {
    subject,
    to: row.name,
    body: [
      body,
      '',
      `Góp ý của Ông/Bà gửi lúc ${vietnamTime(row.createdAt)}: ${row.subject}`,
      ...row.message.split('\n').map((line) => `> ${line}`),
    ],
  });
}

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
      ? sql`lower(f_unaccent(${feedback.subject} || ' ' || ${feedback.message} || ' ' || ${feedback.name} || ' ' || ${feedback.email})) like ${searchPattern(q)}`
      : undefined,
    typeof status === 'string' && (FEEDBACK_STATUSES as readonly string[]).includes(status)
      ? eq(feedback.status, status as FeedbackRow['status'])
      : undefined,
  );
}

/**
 * Góp ý, phản ánh from /contacts: reviewers read them, mark them handled with a note, and answer
 * the sender by e-mail (each answer kept with the feedback).
 */
export function registerFeedback(app: FastifyInstance, context: AppContext): void {
  const { database, now, mailer, settings, notifications } = context;
  const db = database.db;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { staffArea: 'moderation' as const };
  const tags = ['admin'];

  /** A feedback row with its handler's name: the list, the record, the export and the steps' answers. */
  const selectFeedback = () =>
    db
      .select({ row: feedback, handler: handlerName })
      .from(feedback)
      .leftJoin(users, eq(users.email, feedback.handledBy));

  const select = (query: AdminListQuery, limit: number, offset = 0) =>
    selectFeedback()
      .where(where(query.filter))
      .orderBy(...orderOf(query, sortable, order))
      .limit(limit)
      .offset(offset);

  const find = async (id: number) => {
    const [found] = await selectFeedback().where(eq(feedback.id, id));
    if (!found) throw notFound();
    return found;
  };

  routes.get(
    '/api/admin/feedback',
    {
      config: { ...config, sortable: Object.keys(sortable) },
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
    sortable: Object.keys(sortable),
    rows: async (query, limit) => (await select(query, limit)).map(presentFeedback),
  });

  routes.get(
    '/api/admin/feedback/:id',
    {
      config,
      schema: { tags, summary: 'Một góp ý', params: AdminIdParamsSchema, response: { 200: AdminFeedbackSchema } },
    },
    async (request) => presentFeedback(await find(request.params.id)),
  );

  serve(
    routes,
    adminApi.feedback.handle,
    {
      config,
      schema: {
        tags,
        summary: 'Đánh dấu góp ý đã xử lý { note } (ghi chú và người xử lý lưu cùng góp ý và trong nhật ký thao tác)',
        params: AdminIdParamsSchema,
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
          .set({ status: 'handled', handledAt: at, handledNote: request.body.note, handledBy: staff.email })
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

  serve(
    routes,
    adminApi.feedback.replies,
    {
      config,
      schema: {
        tags,
        summary: 'Các thư đã trả lời người gửi góp ý, cũ trước',
        params: AdminIdParamsSchema,
        response: { 200: FeedbackRepliesAnswerSchema },
      },
    },
    async (request) => {
      await find(request.params.id);
      const rows = await db
        .select({ reply: feedbackReplies, sender: users.fullName })
        .from(feedbackReplies)
        .leftJoin(users, eq(users.id, feedbackReplies.sentById))
        .where(eq(feedbackReplies.feedbackId, request.params.id))
        .orderBy(asc(feedbackReplies.id));
      return { data: rows.map(({ reply, sender }) => presentReply(reply, sender)) };
    },
  );

  serve(
    routes,
    adminApi.feedback.reply,
    {
      config,
      schema: {
        tags,
        summary:
          'Trả lời người gửi góp ý qua email { subject?, body }: thư gửi đến email của góp ý, nội dung lưu cùng góp ý ' +
          'và trong nhật ký thao tác; thư được xếp vào hàng đợi, gửi lại sau nếu máy chủ thư tạm ngừng',
        params: AdminIdParamsSchema,
        body: FeedbackReplyInputSchema,
        response: { 201: FeedbackReplyAnswerSchema },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request).user;
      const at = now();
      const site = await settings.get();
      const saved = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(feedback).where(eq(feedback.id, request.params.id)).for('update');
        if (!row) throw notFound();
        const subject = request.body.subject || `Trả lời: ${row.subject}`.slice(0, 200);
        const [stored] = await tx
          .insert(feedbackReplies)
          .values({
            feedbackId: row.id,
            subject,
            body: request.body.body,
            sentById: staff.id,
            sentBy: staff.email,
            sentAt: at,
          })
          .returning();
        if (!stored) throw new Error('insert returned no row');
        await recordStaffWrite(
          tx,
          staff,
          { action: 'reply', resource: 'feedback', recordId: row.id, after: { subject, body: request.body.body } },
          at,
        );
        return {
          stored,
          authorId: row.authorId,
          subject: row.subject,
          mail: { to: row.email, ...composeReply(row, subject, request.body.body, site) },
        };
      });
      // Queued once the answer is stored: the queue keeps the mail until the mail server takes it,
      // retrying while it is down (mail/queue.ts). Not inside the transaction: on PGlite's single
      // connection the queue's insert beside it would wait for it forever.
      // A signed-in sender hears through their bell, and by mail unless they stopped that kind
      // (to their account's address); a visitor by mail to the address they typed, as always.
      const { to: _to, ...written } = saved.mail;
      const sent =
        saved.authorId === null
          ? mailer.send(saved.mail)
          : notifications.notify({
              userId: saved.authorId,
              kind: 'feedback_reply',
              text: `${site.managing_agency || site.site_name} đã trả lời góp ý “${saved.subject}” của Ông/Bà.`,
              link: `${href('PersonalQuestions')}#${personalQuestionsSections.feedback}`,
              mail: written,
            });
      await sent.catch((error) => {
        request.log.error({ code: (error as { code?: string }).code }, 'feedback reply mail failed');
        throw new HttpError(503, 'mail_failed', feedbackMessages.replyNotSent);
      });
      return reply.status(201).send({ data: presentReply(saved.stored, staff.fullName) });
    },
  );
}
