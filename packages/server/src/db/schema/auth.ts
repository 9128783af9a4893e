import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A captcha's answer, hashed; consumed by the first attempt that uses it. */
export const captchas = pgTable('captchas', {
  key: uuid('key').primaryKey().defaultRandom(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** The second step of a login with two-factor: single use, short-lived, a few tries. */
export const loginChallenges = pgTable('login_challenges', {
  keyHash: text('key_hash').primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
});

/** Rotating refresh credentials; a reused one revokes its whole family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** How the family's session was opened: 'pwd', 'otp' or 'vneid'. */
    method: text('method').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refresh_tokens_family').on(table.familyId), index('refresh_tokens_user').on(table.userId)],
);

/** A temporary password mailed by "forgot password": works once, for 20 minutes; a newer one replaces it. */
export const passwordResets = pgTable('password_resets', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The link that proves an account's address (`PUBLIC_URL/confirm-email?token=…`): one per
 * account, the newest mailed; works once, for a day. `sends` counts the mails of the day that
 * began at `first_sent_at`, so that resending is limited.
 */
export const emailConfirmations = pgTable('email_confirmations', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  sends: integer('sends').notNull().default(1),
  firstSentAt: timestamp('first_sent_at', { withTimezone: true }).notNull(),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
});

/** Security events of accounts; never a password, code, token or citizen ID. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip'),
    detail: jsonb('detail').notNull().default(sql`'{}'::jsonb`),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_events_at').on(table.at), index('audit_events_user').on(table.userId)],
);

/** A sign-in or link through VNeID under way: what the return must match (state, nonce, PKCE, browser). */
export const vneidRequests = pgTable('vneid_requests', {
  state: text('state').primaryKey(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  redirectPath: text('redirect_path').notNull().default('/'),
  /** SHA-256 of the flow cookie given to the browser that started it (login CSRF); null never matches. */
  browserBindingHash: text('browser_binding_hash'),
  /** 'sign_in', or 'link' for a signed-in account linking its VNeID identity (`user_id`). */
  purpose: text('purpose').notNull().default('sign_in'),
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A VNeID identity proved by a signed-in account's owner, waiting for the account's password
 * before it is linked: one per account, short-lived.
 */
export const vneidPendingLinks = pgTable('vneid_pending_links', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  issuer: text('issuer').notNull(),
  subject: text('subject').notNull(),
  citizenPidEncrypted: text('citizen_pid_encrypted'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A VNeID identity with no account yet, proved at its first sign-in and waiting for its owner to
 * agree to the statement of shared/consent.ts: no account is made before that. Single use (the key's hash), bound to
 * the browser of the sign-in (its flow cookie), short-lived; a refusal removes it.
 */
export const vneidPendingSignUps = pgTable('vneid_pending_sign_ups', {
  keyHash: text('key_hash').primaryKey(),
  browserBindingHash: text('browser_binding_hash').notNull(),
  issuer: text('issuer').notNull(),
  subject: text('subject').notNull(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  citizenPidEncrypted: text('citizen_pid_encrypted'),
  redirectPath: text('redirect_path').notNull().default('/'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * One refused sign-in attempt (sign-in-throttle.ts): a wrong password for an e-mail (`subject` is
 * the hash of the e-mail, known or not) or a two-factor code for an account (`subject` is
 * `user:<id>`). Counted per subject and address, per address and per subject; kept a day.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** 'password', 'otp', or 'registration' (each registration after its captcha, limited a day). */
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sign_in_failures_subject').on(table.kind, table.subject, table.at),
    index('sign_in_failures_ip').on(table.kind, table.ip, table.at),
    index('sign_in_failures_at').on(table.at),
  ],
);

/**
 * A two-factor secret given by a registration that solved its captcha: completing the
 * registration needs one, so that it cannot be used to ask, captcha-free, whether an e-mail or
 * citizen ID has an account. Single use, short-lived.
 */
export const registrationSecrets = pgTable('registration_secrets', {
  secretHash: text('secret_hash').primaryKey(),
  email: text('email').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A registration declined because its e-mail or citizen ID was taken: what the registering
 * person typed as a password (hashed) for a day, so that signing in with it answers as for an
 * account whose address waits for its proof, and the answer never tells the address is taken.
 * Its "Gửi lại" counts like a real account's and sends nothing.
 */
export const declinedRegistrations = pgTable(
  'declined_registrations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sends: integer('sends').notNull().default(1),
    firstSentAt: timestamp('first_sent_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('declined_registrations_email').on(table.email)],
);
