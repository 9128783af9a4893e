import { SUBMISSION_STATES } from '@portal/shared/submissions';
import { bigint, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A file a signed-in user uploaded for a submission, referenced by its `id` until attached. */
export interface SubmissionFile {
  /** The upload's id (what the form sent). */
  id: string;
  /** Server-generated name under DATA_DIR/uploads (`submissions/…`). */
  key: string;
  name: string;
  size: number;
  mime: string;
  kind: 'image' | 'attachment';
  /**
   * A proposal's attachment the author marked public: served to anyone and copied into the
   * product once the proposal is approved. Absent (older rows) or false: private.
   */
  public?: boolean;
}

/** What every kind of submission has: author, state, tracking code, idempotency key, dates. */
export const lifecycleColumns = () => ({
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  status: text('status', { enum: SUBMISSION_STATES }).notNull().default('draft'),
  /** Mã hồ sơ, given at the first submission. */
  trackingCode: text('tracking_code'),
  /**
   * Mã tra cứu, given with the tracking code: random, printed on the receipt and in its mail, and
   * asked with the code by "Tra cứu hồ sơ" (the code alone is guessable, this is not).
   */
  lookupKey: text('lookup_key'),
  /** The form's one-time key: sending the same form twice makes one submission. */
  requestId: text('request_id'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  attachments: jsonb('attachments').$type<SubmissionFile[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
