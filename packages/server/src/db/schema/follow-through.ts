import { FOLLOW_TARGETS, NOTIFICATION_KINDS } from '@portal/shared/follow-through';
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Thông báo: what the bell shows a signed-in person. The text is written when the
 * event happens, in the words of that moment; the link opens the dossier's page.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    text: text('text').notNull(),
    /** A path of the portal (`/propose/12/personal-propose`), never an outside address. */
    link: text('link').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_of').on(table.userId, table.id.desc()),
    // The bell's count: only the unread rows.
    index('notifications_unread').on(table.userId).where(sql`${table.readAt} is null`),
  ],
);

/** Theo dõi: a signed-in person following a big problem, a product or a public proposal. */
export const follows = pgTable(
  'follows',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetKind: text('target_kind', { enum: FOLLOW_TARGETS }).notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.targetKind, table.targetId] }),
    index('follows_target').on(table.targetKind, table.targetId),
  ],
);
