import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Nhật ký thao tác: every write made from the back office, with who made it, when, on what,
 * and the record before and after (secrets removed, see back-office/audit.ts).
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

/**
 * Lời mời cán bộ: an admin invites a staff member by e-mail with a role. Only a hash of the
 * single-use token is kept (like the password reset's); the link works until `expires_at`,
 * once. The state (pending, accepted, expired, revoked) follows from the dates.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    role: text('role', { enum: ['reviewer', 'editor', 'admin'] }).notNull(),
    /** sha256 of the token in the mailed link; a re-send replaces it (the old link stops working). */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    invitedBy: bigint('invited_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /** How many times the link was mailed (1 at creation, one more per re-send). */
    sentCount: integer('sent_count').notNull().default(1),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** The account the invitation became. */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One open invitation (neither accepted nor revoked) per e-mail: a second one is a re-send.
    uniqueIndex('staff_invitations_open_email')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    index('staff_invitations_created').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    check('staff_invitations_role_check', sql`${table.role} in ('reviewer', 'editor', 'admin')`),
  ],
);
