import { AdminFaqSchema, adminContentMessages, type FaqInput, FaqInputSchema } from '@portal/shared/admin-content';
import { faqFieldLabels } from '@portal/shared/field-labels';
import { eq, sql } from 'drizzle-orm';
import { htmlToText } from '../../../content/html-text.ts';
import { storedRichHtml } from '../../../content/rich-html.ts';
import { faqs } from '../../../db/schema/engagement.ts';
import { searchPattern } from '../../../db/search.ts';
import { unprocessable } from '../../../errors.ts';
import type { AdminResource } from '../resource.ts';

/** Whether sanitised HTML shows anything: text, or an image or a table. */
const hasContent = (html: string) =>
  /<(img|table|hr)\b/i.test(html) ||
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim() !== '';

/** Hỏi đáp: the published questions and answers of /FAQ, grouped by topic (hidden through `visible`). */
export const faqsResource: AdminResource<FaqInput> = {
  name: 'faqs',
  label: 'câu hỏi thường gặp',
  listHelp:
    'Lọc: q (chủ đề, câu hỏi; không dấu), topic (đúng tên chủ đề), visible (true|false), id (mảng). ' +
    'Sắp xếp: sort_order, topic, question, id, updated_at; mặc định theo chủ đề rồi sort_order',
  area: 'content',
  table: faqs,
  id: faqs.id,
  record: AdminFaqSchema,
  present: (row) => ({
    id: row.id,
    topic: row.topic,
    question: row.question,
    answer: row.answer,
    sort_order: row.sortOrder,
    visible: row.visible,
    created_at: (row.createdAt as Date).toISOString(),
    updated_at: (row.updatedAt as Date).toISOString(),
  }),
  sortable: {
    id: faqs.id,
    topic: faqs.topic,
    question: faqs.question,
    sort_order: faqs.sortOrder,
    updated_at: faqs.updatedAt,
  },
  order: [sql`lower(f_unaccent(${faqs.topic})) asc`, sql`${faqs.sortOrder} asc`, sql`${faqs.id} asc`],
  search: (q) => sql`${faqs.searchText} like ${searchPattern(q)}`,
  filters: {
    topic: (value) => (typeof value === 'string' ? eq(faqs.topic, value.trim()) : undefined),
    visible: (value) =>
      value === true || value === 'true'
        ? eq(faqs.visible, true)
        : value === false || value === 'false'
          ? eq(faqs.visible, false)
          : undefined,
  },
  input: FaqInputSchema,
  toRow: (input) => {
    const answer = storedRichHtml('answer', input.answer, FaqInputSchema.shape.answer);
    if (!hasContent(answer)) throw unprocessable({ answer: [adminContentMessages.answerRequired] });
    return {
      topic: input.topic,
      question: input.question,
      answer,
      sortOrder: input.sort_order,
      visible: input.visible,
    };
  },
  deletable: true,
  publicContent: true,
  columns: faqFieldLabels,
  exportLabels: { answer: (html) => htmlToText(String(html)) },
};
