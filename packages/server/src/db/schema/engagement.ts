import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { searchable } from './content.ts';
import { users } from './users.ts';

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
    /** The asker's account when they were signed in: the answer also reaches their bell. */
    authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
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
    /** The note of the "handled" step and who wrote it (their e-mail then), kept on the row itself. */
    handledNote: text('handled_note'),
    handledBy: text('handled_by'),
    /** The sender's account when they were signed in: staff replies also reach their bell. */
    authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feedback_status').on(table.status, table.createdAt.desc().nullsFirst())],
);

/** The answers staff mailed to a feedback's sender from the back office, kept with it. */
export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    feedbackId: bigint('feedback_id', { mode: 'number' })
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    sentById: bigint('sent_by_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /** The staff member's e-mail when they sent it (the account may go later). */
    sentBy: text('sent_by').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('feedback_replies_of').on(table.feedbackId, table.id)],
);

/** Lượt truy cập: visits counted once per browser session, per day (Vietnam time). */
export const visitCounts = pgTable('visit_counts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull().default(0),
});

/**
 * Who gets the receipt mails of the public forms, by a keyed digest of the lower-cased address
 * (`protector.digest`), never the address: anyone can type anyone's address into a form, so
 * receipts to one address are counted (at most a few a day, from `counted_since`) and stop for
 * good once its owner follows the stop link of one (`stopped_at`).
 */
export const receiptRecipients = pgTable('receipt_recipients', {
  addressDigest: text('address_digest').primaryKey(),
  countedSince: timestamp('counted_since', { withTimezone: true }).notNull(),
  sentCount: integer('sent_count').notNull().default(0),
  stoppedAt: timestamp('stopped_at', { withTimezone: true }),
});
