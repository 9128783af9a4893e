import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { searchable } from './content.ts';

/** Hỏi đáp: a published question with its answer, grouped by topic. */
export const faqs = pgTable(
  'faqs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    topic: text('topic').notNull(),
    question: text('question').notNull(),
    /** Sanitised HTML. */
    answer: text('answer').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
    searchText: text('search_text').generatedAlwaysAs(
      (): ReturnType<typeof sql> => searchable(sql`${faqs.topic} || ' ' || ${faqs.question}`),
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('faqs_search').using('gin', sql`${table.searchText} gin_trgm_ops`)],
);

export const questionStatuses = ['new', 'answered', 'published', 'hidden'] as const;
export type QuestionStatus = (typeof questionStatuses)[number];

/** A question a visitor asked from /FAQ; staff answer it and may publish it as an FAQ. */
export const questions = pgTable(
  'questions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    topic: text('topic').notNull().default(''),
    question: text('question').notNull(),
    status: text('status', { enum: questionStatuses }).notNull().default('new'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    faqId: bigint('faq_id', { mode: 'number' }).references(() => faqs.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('questions_status').on(table.status, table.createdAt.desc().nullsFirst())],
);

export const feedbackStatuses = ['new', 'handled'] as const;

/** Góp ý, phản ánh sent from /contacts, kept for staff. */
export const feedback = pgTable(
  'feedback',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: feedbackStatuses }).notNull().default('new'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feedback_status').on(table.status, table.createdAt.desc().nullsFirst())],
);

/** Lượt truy cập: visits counted once per browser session, per day (Vietnam time). */
export const visitCounts = pgTable('visit_counts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull().default(0),
});
