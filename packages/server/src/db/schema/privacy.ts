import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Consent to the processing of personal data (Decree 13/2023): who gave it, for which purpose
 * and version, how, when, and when it was withdrawn. Kept when the account is deleted: the
 * account row then stays as an anonymised placeholder (modules/auth/account-data.service.ts),
 * so `user_id` is a pseudonymous reference with no name, e-mail or citizen ID behind it.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /** The statement agreed to, as shown (shared/consent.ts, naming the department). */
    purpose: text('purpose').notNull(),
    /** CONSENT_VERSION: which wording was shown. */
    version: text('version').notNull(),
    /** 'register' (the form's checkbox), 'vneid' (first sign-in through VNeID), 'migrated' (before this table). */
    method: text('method').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [index('consent_records_user').on(table.userId, table.givenAt)],
);
