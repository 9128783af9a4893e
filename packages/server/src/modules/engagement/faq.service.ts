import type { PageMeta } from '@portal/shared/content';
import {
  type AskQuestion,
  engagementMessages,
  type Faq,
  type FaqTopic,
  type ListFaqsQuerySchema,
} from '@portal/shared/engagement';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { faqs, questions } from '../../db/schema/engagement.ts';
import { searchPattern } from '../../db/search.ts';
import { unprocessable } from '../../errors.ts';
import { createPublicForm, type PublicFormDeps } from './public-form.ts';

export interface FaqServiceDeps extends PublicFormDeps {
  db: Database;
}

/** Topics in Vietnamese alphabetical order ("Đ" with "D"), then their own order within a topic. */
const topicOrder = [asc(sql`lower(f_unaccent(${faqs.topic}))`), asc(faqs.topic)];

export function createFaqService({ db, ...deps }: FaqServiceDeps) {
  const receive = createPublicForm(deps);
  async function topics(): Promise<FaqTopic[]> {
    return db
      .select({ topic: faqs.topic, count: sql<number>`count(*)::int` })
      .from(faqs)
      .where(eq(faqs.visible, true))
      .groupBy(faqs.topic)
      .orderBy(...topicOrder);
  }

  return {
    topics,

    async list(query: z.output<typeof ListFaqsQuerySchema>): Promise<{ data: Faq[]; meta: PageMeta }> {
      const { page, per_page: perPage } = query;
      const filters: (SQL | undefined)[] = [eq(faqs.visible, true)];
      if (query.q) filters.push(sql`${faqs.searchText} like ${searchPattern(query.q)}`);
      if (query.topic) filters.push(eq(faqs.topic, query.topic));
      const where = and(...filters);

      const [rows, [counted]] = await Promise.all([
        db
          .select({ id: faqs.id, topic: faqs.topic, question: faqs.question, answer: faqs.answer })
          .from(faqs)
          .where(where)
          .orderBy(...topicOrder, asc(faqs.sortOrder), asc(faqs.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ total: sql<number>`count(*)::int` }).from(faqs).where(where),
      ]);
      const total = Number(counted?.total ?? 0);
      const meta: PageMeta = { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
      return { data: rows, meta };
    },

    /**
     * Keeps a visitor's question for staff (status 'new') and mails the department and the
     * sender. A right captcha is kept while the topic is not one of the FAQ topics (422). A
     * signed-in asker is its author: the answer then also reaches their bell.
     */
    async ask(input: AskQuestion, authorId: number | null = null, accountName?: string): Promise<void> {
      await receive(input, {
        kind: 'question',
        accountName,
        checkRest: async () => {
          if (input.topic && !(await topics()).some((known) => known.topic === input.topic)) {
            throw unprocessable({ topic: [engagementMessages.topicInvalid] });
          }
        },
        store: async (received) => {
          const [stored] = await db
            .insert(questions)
            .values({ ...received, topic: input.topic, question: input.question, authorId })
            .returning({ id: questions.id });
          return stored;
        },
        fields: [['Chủ đề', input.topic]],
        body: ['Câu hỏi', input.question],
      });
    },
  };
}

export type FaqService = ReturnType<typeof createFaqService>;
