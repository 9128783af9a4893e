import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Mails handed to SMTP (or written to the outbox), by the id of their job in the mail queue
 * (pg-boss, mail/queue.ts): the worker looks here before sending, so a job that comes back (its
 * completion lost in a crash, or taken again after expiring) is not sent a second time. No
 * address or text: the job held those, sealed.
 */
export const mailDeliveries = pgTable(
  'mail_deliveries',
  {
    jobId: uuid('job_id').primaryKey(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_deliveries_delivered_at').on(table.deliveredAt)],
);
