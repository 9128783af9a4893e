import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const userRoles = ['citizen', 'reviewer', 'editor', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    /** argon2id; null for accounts that only sign in through VNeID. */
    passwordHash: text('password_hash'),
    fullName: text('full_name').notNull().default(''),
    role: text('role', { enum: userRoles }).notNull().default('citizen'),
    /** The citizen ID encrypted (AES-256-GCM); `citizen_pid_hash` (keyed HMAC) keeps it unique. */
    citizenPidEncrypted: text('citizen_pid_encrypted'),
    citizenPidHash: text('citizen_pid_hash'),
    citizenPidLast4: text('citizen_pid_last4'),
    /** Set when VNeID proved the citizen ID (sign-up or link); without it the ID was only declared. */
    citizenPidVerifiedAt: timestamp('citizen_pid_verified_at', { withTimezone: true }),
    /**
     * Set when a VNeID-verified identity proved a declared ID belongs to someone else: staff look
     * into it, and the ID no longer counts for uniqueness (the real owner is not blocked).
     */
    citizenPidDisputedAt: timestamp('citizen_pid_disputed_at', { withTimezone: true }),
    avatar: text('avatar'),
    /** The TOTP secret, encrypted; two-factor is on when it is set. */
    totpSecretEncrypted: text('totp_secret_encrypted'),
    /** The last 30-second step whose code was accepted: a code works once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /**
     * The password is the installation's initial one (ADMIN_PASSWORD, or the one the first start
     * printed): unlike a used temporary password it signs in again until replaced, but each of its
     * sessions may only replace it (mustChangePassword).
     */
    initialPassword: boolean('initial_password').notNull().default(false),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /**
     * Every session opened before this moment has ended (a password change or reset): access
     * tokens issued earlier are refused at once, not only when they expire.
     */
    sessionsRevokedAt: timestamp('sessions_revoked_at', { withTimezone: true }),
    /** Locked by staff: no sign-in at all until unlocked. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * When the owner proved the address by its confirmation link (or by the temporary password
     * mailed to it). Until then the password signs nothing in. Staff invited by mail, VNeID
     * accounts and the accounts made before confirmation existed count as proved.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    consentPurpose: text('consent_purpose'),
    vneidIssuer: text('vneid_issuer'),
    vneidSubject: text('vneid_subject'),
    /** The kinds of notification mail this person stopped (NOTIFICATION_KINDS); every other kind is mailed. */
    mailOptOuts: text('mail_opt_outs').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    // A disputed (declared, disproved) ID steps aside for the verified owner.
    uniqueIndex('users_citizen_pid_hash_unique')
      .on(table.citizenPidHash)
      .where(sql`${table.citizenPidDisputedAt} is null`),
    uniqueIndex('users_vneid_unique').on(table.vneidIssuer, table.vneidSubject),
    check('users_role_check', sql`${table.role} in ('citizen', 'reviewer', 'editor', 'admin')`),
  ],
);
