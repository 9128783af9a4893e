import type { PageMeta } from '@portal/shared/content';
import {
  type MyFeedback,
  type MyQuestion,
  myFeedbackStatusLabels,
  myQuestionStatusLabels,
} from '@portal/shared/engagement';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { feedback, feedbackReplies, questions } from '../../db/schema/engagement.ts';
import type { SettingsService } from '../settings/settings.service.ts';

export interface MyMessagesDeps {
  db: Database;
  settings: SettingsService;
}

const metaOf = (page: number, perPage: number, total: number): PageMeta => ({
  page,
  per_page: perPage,
  total,
  last_page: Math.max(1, Math.ceil(total / perPage)),
});

/**
 * Câu hỏi và góp ý của tôi: the questions and the feedback a signed-in person sent,
 * with the answer or the staff replies. Serves their author only: every query is bound to the
 * author's id, and nothing staff keep for themselves (who answered, the handling note) leaves.
 */
export function createMyMessagesService({ db, settings }: MyMessagesDeps) {
  return {
    async questions(authorId: number, page: number, perPage: number): Promise<{ data: MyQuestion[]; meta: PageMeta }> {
      const mine = eq(questions.authorId, authorId);
      const [rows, [counted], site] = await Promise.all([
        db
          .select()
          .from(questions)
          .where(mine)
          .orderBy(desc(questions.createdAt), desc(questions.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ total: count() }).from(questions).where(mine),
        settings.get(),
      ]);
      const unit = site.managing_agency || null;
      const data = rows.map(
        (row): MyQuestion => ({
          id: row.id,
          topic: row.topic,
          question: row.question,
          created_at: row.createdAt.toISOString(),
          status: row.status,
          status_label: myQuestionStatusLabels[row.status],
          answer:
            row.answer && row.answeredAt
              ? {
                  html: row.answer,
                  answered_at: row.answeredAt.toISOString(),
                  unit,
                  published: row.status === 'published',
                }
              : null,
        }),
      );
      return { data, meta: metaOf(page, perPage, counted?.total ?? 0) };
    },

    async feedback(authorId: number, page: number, perPage: number): Promise<{ data: MyFeedback[]; meta: PageMeta }> {
      const mine = eq(feedback.authorId, authorId);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(feedback)
          .where(mine)
          .orderBy(desc(feedback.createdAt), desc(feedback.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ total: count() }).from(feedback).where(mine),
      ]);
      const replies = rows.length
        ? await db
            .select()
            .from(feedbackReplies)
            .where(
              inArray(
                feedbackReplies.feedbackId,
                rows.map((row) => row.id),
              ),
            )
            .orderBy(asc(feedbackReplies.id))
        : [];
      const data = rows.map((row): MyFeedback => {
        const own = replies.filter((reply) => reply.feedbackId === row.id);
        const stage = row.status === 'new' && own.length > 0 ? 'replied' : row.status;
        return {
          id: row.id,
          subject: row.subject,
          message: row.message,
          created_at: row.createdAt.toISOString(),
          status: row.status,
          status_label: myFeedbackStatusLabels[stage],
          handled_at: row.handledAt?.toISOString() ?? null,
          replies: own.map((reply) => ({
            id: reply.id,
            subject: reply.subject,
            body: reply.body,
            sent_at: reply.sentAt.toISOString(),
          })),
        };
      });
      return { data, meta: metaOf(page, perPage, counted?.total ?? 0) };
    },
  };
}
