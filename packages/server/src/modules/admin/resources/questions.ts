import { AdminIdParamsSchema } from '@portal/shared/admin';
import {
  AdminQuestionSchema,
  AnswerQuestionInputSchema,
  QUESTION_STATUSES,
  type QuestionStatus,
  questionMessages,
  questionStatusLabels,
} from '@portal/shared/admin-people';
import { adminApi } from '@portal/shared/api/admin';
import { valuesOf } from '@portal/shared/catalogue';
import { questionCatalogue } from '@portal/shared/engagement-fields';
import type { AuditAction } from '@portal/shared/field-labels';
import { questionFieldLabels } from '@portal/shared/field-labels';
import { href, personalQuestionsSections } from '@portal/shared/routes';
import type { Settings } from '@portal/shared/settings';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AuditEntry, recordStaffWrite } from '../../../back-office/audit.ts';
import { htmlToText } from '../../../content/html-text.ts';
import { storedRichHtml } from '../../../content/rich-html.ts';
import type { AppContext } from '../../../context.ts';
import { faqs, questions } from '../../../db/schema/engagement.ts';
import { searchPattern } from '../../../db/search.ts';
import { conflict, notFound, unprocessable } from '../../../errors.ts';
import { serve } from '../../../http/contract.ts';
import { vietnamTime } from '../../../lib/time.ts';
import { agencyOf, letter } from '../../../mail/letter.ts';
import { staffOf } from '../../auth/staff-guard.ts';
import { type AdminResource, registerAdminResource } from '../resource.ts';

type QuestionRow = typeof questions.$inferSelect;

const _iso = (value: unknown) => (value instanceof Date ? value.toISOString() : null);

export const presentQuestion = (row: Record<string, unknown>) => ({
  id: row.id as number,
  ...valuesOf(questionCatalogue, row, 'staff'),
  status: row.status as QuestionRow['status'],
});

/** Câu hỏi người dân gửi từ /FAQ: reviewers answer them and may publish them as FAQs. */
export const questionsResource: AdminResource<never> = {
  name: 'questions',
  label: 'câu hỏi của người dân',
  area: 'moderation',
  table: questions,
  id: questions.id,
  record: AdminQuestionSchema,
  present: presentQuestion,
  sortable: {
    id: questions.id,
    created_at: questions.createdAt,
    answered_at: questions.answeredAt,
    status: questions.status,
    topic: questions.topic,
    name: questions.name,
  },
  order: [sql`${questions.createdAt} desc`, sql`${questions.id} desc`],
  search: (q) =>
    sql`lower(f_unaccent(${questions.question} || ' ' || ${questions.name} || ' ' || ${questions.email})) like ${searchPattern(q)}`,
  filters: {
    status: (value) =>
      typeof value === 'string' && (QUESTION_STATUSES as readonly string[]).includes(value)
        ? eq(questions.status, value as QuestionRow['status'])
        : undefined,
    topic: (value) => (typeof value === 'string' ? eq(questions.topic, value) : undefined),
  },
  columns: questionFieldLabels,
  exportLabels: {
    status: (status) => questionStatusLabels[status as QuestionStatus] ?? status,
    answer: (html) => htmlToText(String(html)),
  },
};

/**
 * The answer's mail to the asker, plain text. Like the acknowledgement, it repeats nothing the
 * asker typed (anyone can type another person's address); the subject carries only the number.
 */
export function composeAnswerMail(
  question: { id: number; createdAt: Date },
  answerText: string,
  published: boolean,
  site: Settings,
  publicUrl?: string,
) {
  // No name: the asker's is what anyone typed beside the address (see the acknowledgement).
  return letter(site, answerLetter(question, answerText, published, site, publicUrl));
}

/**
 * The answer's words, before the letter is made of them: a signed-in asker's goes through their
 * notifications, which greet them by their account's name and put the page's link in the body.
 */
export function answerLetter(
  question: { id: number; createdAt: Date },
  answerText: string,
  published: boolean,
  site: Settings,
  publicUrl?: string,
) {
  const faqLink = publicUrl ? ` tại ${new URL('/FAQ', publicUrl).toString()}` : '';
  const body = [
    `${agencyOf(site)} trả lời câu hỏi số ${question.id} Ông/Bà gửi qua mục Hỏi đáp của ${site.site_name} lúc ${vietnamTime(question.createdAt)}:`,
    '',
    answerText,
  ];
  if (published) body.push('', `Câu hỏi và câu trả lời cũng được công bố trong mục Hỏi đáp${faqLink}.`);
  return { subject: `Trả lời câu hỏi số ${question.id}`, body };
}

/** A step on a question: its new row (a 404 when there is none) and its audit line. */
async function audited(
  tx: Parameters<typeof recordStaffWrite>[0],
  staff: Parameters<typeof recordStaffWrite>[1],
  action: AuditAction,
  before: QuestionRow,
  after: QuestionRow | undefined,
  at: Date,
) {
  if (!after) throw notFound();
  const entry: AuditEntry = { action, resource: 'questions', recordId: before.id };
  await recordStaffWrite(tx, staff, { ...entry, before: presentQuestion(before), after: presentQuestion(after) }, at);
  return { before, after };
}

/** The questions resource (list, show, export) and its steps: answer (and publish), hide. */
export function registerQuestions(app: FastifyInstance, context: AppContext): void {
  registerAdminResource(app, context, questionsResource);

  const { database, now, publicCache, mailer, settings, config, notifications } = context;
  const db = database.db;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const options = { staffArea: 'moderation' as const };

  const locked = async (tx: Pick<typeof db, 'select'>, id: number): Promise<QuestionRow> => {
    const [row] = await tx.select().from(questions).where(eq(questions.id, id)).for('update');
    if (!row) throw notFound();
    return row;
  };

  serve(
    routes,
    adminApi.questions.answer,
    {
      config: options,
      schema: {
        tags: ['admin'],
        summary:
          'Trả lời câu hỏi { answer: HTML (được làm sạch), publish: boolean, topic? } → trạng thái answered hoặc published (publish tạo/cập nhật mục Hỏi đáp); người hỏi nhận thư trả lời',
        params: AdminIdParamsSchema,
        body: AnswerQuestionInputSchema,
        response: { 200: AdminQuestionSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request).user;
      const { answer, publish } = request.body;
      const html = storedRichHtml('answer', answer, AnswerQuestionInputSchema.shape.answer);
      const text = htmlToText(html);
      if (!text) throw unprocessable({ answer: [questionMessages.answerEmpty] });
      const at = now();

      const { before, after } = await db.transaction(async (tx) => {
        const before = await locked(tx, request.params.id);
        const topic = request.body.topic || before.topic;
        if (publish && !topic) throw unprocessable({ topic: [questionMessages.topicRequired] });
        let faqId = before.faqId;
        if (publish) {
          const faq = { topic, question: before.question, answer: html, visible: true, updatedAt: at };
          const [updated] = faqId
            ? await tx.update(faqs).set(faq).where(eq(faqs.id, faqId)).returning({ id: faqs.id })
            : [];
          if (!updated) {
            const [created] = await tx.insert(faqs).values(faq).returning({ id: faqs.id });
            faqId = created?.id ?? null;
          }
        } else if (faqId) {
          // Answered but not published: an earlier publication leaves the portal.
          await tx.update(faqs).set({ visible: false, updatedAt: at }).where(eq(faqs.id, faqId));
        }
        const [after] = await tx
          .update(questions)
          .set({ answer: html, answeredAt: at, status: publish ? 'published' : 'answered', topic, faqId })
          .where(eq(questions.id, before.id))
          .returning();
        return audited(tx, staff, publish ? 'publish' : 'answer', before, after, at);
      });
      if (publish || before.faqId) publicCache.invalidate();

      // The asker hears from us when the answer is new or changed (not on a mere publication).
      if (before.answer !== html) {
        const failed = (error: unknown) =>
          request.log.error({ code: (error as { code?: string }).code, kind: 'question' }, 'answer mail failed');
        await (async () => {
          const site = await settings.get();
          // A signed-in asker hears through their bell, and by mail unless they stopped that kind;
          // a visitor by mail to the address they typed, as always.
          if (after.authorId === null) {
            return mailer.send({
              to: after.email,
              ...composeAnswerMail(after, text, publish, site, config.PUBLIC_URL),
            });
          }
          await notifications.notify({
            userId: after.authorId,
            kind: 'question_answer',
            text: `${agencyOf(site)} đã trả lời câu hỏi số ${after.id} của Ông/Bà${publish ? ' (câu hỏi được công bố trong mục Hỏi đáp)' : ''}.`,
            link: `${href('PersonalQuestions')}#${personalQuestionsSections.questions}`,
            mail: answerLetter(after, text, publish, site, config.PUBLIC_URL),
          });
        })().catch(failed);
      }
      return presentQuestion(after);
    },
  );

  serve(
    routes,
    adminApi.questions.hide,
    {
      config: options,
      schema: {
        tags: ['admin'],
        summary: 'Ẩn câu hỏi (trạng thái hidden; mục Hỏi đáp đã công bố từ câu hỏi này cũng bị ẩn)',
        params: AdminIdParamsSchema,
        response: { 200: AdminQuestionSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request).user;
      const at = now();
      const { before, after } = await db.transaction(async (tx) => {
        const before = await locked(tx, request.params.id);
        if (before.status === 'hidden') throw conflict(questionMessages.alreadyHidden);
        if (before.faqId) {
          await tx.update(faqs).set({ visible: false, updatedAt: at }).where(eq(faqs.id, before.faqId));
        }
        const [after] = await tx
          .update(questions)
          .set({ status: 'hidden' })
          .where(eq(questions.id, before.id))
          .returning();
        return audited(tx, staff, 'hide', before, after, at);
      });
      if (before.faqId) publicCache.invalidate();
      return presentQuestion(after);
    },
  );
}
