import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The releases that have run on this database, each with the moment it first started on it
 * (main.ts records its own; `npm run upgrade` reports the last one before it): which version an
 * installation came from, for an upgrade's report and for support.
 */
export const releases = pgTable('releases', {
  version: text('version').primaryKey(),
  firstStartedAt: timestamp('first_started_at', { withTimezone: true }).notNull().defaultNow(),
});
