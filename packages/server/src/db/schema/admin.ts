import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Nhật ký thao tác: every write made from the back office, with who made it, when, on what,
 * and the record before and after (secrets removed, see modules/admin/audit.ts).
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /** The actor's e-mail at the time, kept when the account is gone. */
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role').notNull(),
    /** create, update, delete, or a named step (approve, publish, lock, …). */
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_audit_at').on(table.at.desc().nullsFirst()),
    index('staff_audit_record').on(table.resource, table.recordId),
    index('staff_audit_actor').on(table.actorId, table.at.desc().nullsFirst()),
  ],
);
