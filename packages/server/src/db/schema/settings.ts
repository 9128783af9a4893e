import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per site setting; the value is checked against SettingsSchema when read and written. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
