import { PROGRESS_KINDS, PROGRESS_STAGES } from '@portal/shared/follow-through';
import { PROPOSAL_KINDS } from '@portal/shared/proposal-labels';
import {
  CORRECTION_ACTION,
  SUBMISSION_ACTIONS,
  SUBMISSION_KINDS,
  SUBMISSION_STATES,
  VISIBILITY_ACTIONS,
} from '@portal/shared/submissions';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bigProblems, products } from './catalogue.ts';
import { searchable } from './content.ts';
import { lifecycleColumns, type SubmissionFile } from './lifecycle.ts';
import { users } from './users.ts';

export type { SubmissionFile } from './lifecycle.ts';

/**
 * Every file uploaded through `POST /api/uploads`, owned by its uploader. A submission takes
 * files by id (only its author's); files never attached are removed after a day.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    mime: text('mime').notNull(),
    kind: text('kind', { enum: ['image', 'attachment'] }).notNull(),
    /** When a submission took it; null while it waits in a form. */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('uploads_owner').on(table.ownerId, table.createdAt)],
);

/**
 * Đề xuất: a product, solution or need a citizen sends through /products/create-product
 * (docs/DOMAIN.md, "Proposals"). Public on /propose once approved or published.
 */
export const proposals = pgTable(
  'proposals',
  {
    ...lifecycleColumns(),
    proposalKind: text('proposal_kind', { enum: PROPOSAL_KINDS }).notNull().default('product'),
    title: text('title').notNull(),
    field: text('field').notNull().default(''),
    summary: text('summary').notNull().default(''),
    /** Plain text as the author typed it. */
    description: text('description').notNull().default(''),
    readinessLevel: integer('readiness_level'),
    demandTypes: integer('demand_types').array().notNull().default(sql`'{}'::integer[]`),
    /** 0 uses the state budget, 1 does not (docs/DOMAIN.md, "The spec's contract", section 3). */
    budget: integer('budget').notNull().default(1),
    /** 0 council evaluates and publishes at once, 1 IP protection advice first. */
    ipAdvice: integer('ip_advice').notNull().default(0),
    price: bigint('price', { mode: 'number' }),
    organisation: text('organisation').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    /** The contact name and organisation are always public; phone and e-mail only if the author says so. */
    publishPhone: boolean('publish_phone').notNull().default(false),
    publishEmail: boolean('publish_email').notNull().default(false),
    website: text('website'),
    bigProblemId: bigint('big_problem_id', { mode: 'number' }).references(() => bigProblems.id, {
      onDelete: 'set null',
    }),
    images: jsonb('images').$type<SubmissionFile[]>().notNull().default([]),
    nq57Groups: integer('nq57_groups').array().notNull().default(sql`'{}'::integer[]`),
    /** The marketplace product made from it, when staff publish it as one. */
    productId: bigint('product_id', { mode: 'number' }).references(() => products.id, { onDelete: 'set null' }),
    /**
     * Set while staff keep an approved or published proposal off the public pages. A flag beside
     * the lifecycle, not a state of it: hiding changes who may read the proposal, not where it
     * stands (its author, its mails and its publication as a product stay as they are), and
     * showing it again must return it to the very state it had.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /**
     * The department's answer for the public, separate from the note to the author:
     * written when staff approve, publish or reject, shown on /propose/{id} with its date and unit.
     */
    answerText: text('answer_text'),
    answerUnit: text('answer_unit'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /**
     * When a need leaves the lists and search unless its author renews it; set
     * 12 months from its approval (submissions/lifecycle.ts). Null: it never expires (a product
     * proposal, whose listing is its product, or a need without an author account).
     */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The `expires_at` its author was last reminded of, as products.expiry_reminded_for. */
    expiryRemindedFor: timestamp('expiry_reminded_for', { withTimezone: true }),
    searchText: text('search_text').generatedAlwaysAs(
      (): ReturnType<typeof sql> =>
        searchable(sql`${proposals.title} || ' ' || ${proposals.summary} || ' ' || ${proposals.organisation}`),
    ),
  },
  (table) => [
    uniqueIndex('proposals_tracking_code').on(table.trackingCode),
    uniqueIndex('proposals_request').on(table.authorId, table.requestId),
    index('proposals_author').on(table.authorId, table.updatedAt.desc().nullsFirst()),
    index('proposals_status').on(table.status, table.submittedAt.desc().nullsFirst()),
    index('proposals_search').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('proposals_expires').on(table.expiresAt).where(sql`${table.expiresAt} is not null`),
  ],
);

/** Ý tưởng: private to its author and staff (docs/DOMAIN.md, "Ideas"). */
export const ideas = pgTable(
  'ideas',
  {
    ...lifecycleColumns(),
    title: text('title').notNull(),
    field: text('field').notNull().default(''),
    problem: text('problem').notNull().default(''),
    solution: text('solution').notNull().default(''),
    impact: text('impact').notNull().default(''),
    supportNeeded: text('support_needed').notNull().default(''),
    scope: text('scope').notNull().default(''),
    nq57Groups: integer('nq57_groups').array().notNull().default(sql`'{}'::integer[]`),
  },
  (table) => [
    uniqueIndex('ideas_tracking_code').on(table.trackingCode),
    uniqueIndex('ideas_request').on(table.authorId, table.requestId),
    index('ideas_author').on(table.authorId, table.updatedAt.desc().nullsFirst()),
    index('ideas_status').on(table.status, table.submittedAt.desc().nullsFirst()),
  ],
);

/** One step of a submission's life: who, when, from which state to which, and why. */
export const submissionTransitions = pgTable(
  'submission_transitions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: SUBMISSION_KINDS }).notNull(),
    submissionId: bigint('submission_id', { mode: 'number' }).notNull(),
    action: text('action', {
      enum: [...SUBMISSION_ACTIONS, 'create', ...VISIBILITY_ACTIONS, CORRECTION_ACTION],
    }).notNull(),
    fromState: text('from_state', { enum: SUBMISSION_STATES }),
    toState: text('to_state', { enum: SUBMISSION_STATES }).notNull(),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role', { enum: ['author', 'staff'] }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('submission_transitions_of').on(table.kind, table.submissionId, table.id)],
);

/**
 * Kết quả thực hiện: one step in carrying out an adopted (approved or published) proposal or idea,
 * as staff record it. The newest step gives the dossier's stage and percentage; all of them, in
 * order, are its public progress record.
 */
export const progressUpdates = pgTable(
  'progress_updates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: PROGRESS_KINDS }).notNull(),
    submissionId: bigint('submission_id', { mode: 'number' }).notNull(),
    stage: text('stage', { enum: PROGRESS_STAGES }).notNull(),
    percent: integer('percent').notNull(),
    note: text('note').notNull().default(''),
    /** The day the step happened (Vietnam's calendar), which staff may give after the fact. */
    happenedOn: date('happened_on', { mode: 'string' }).notNull(),
    authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('progress_updates_of').on(table.kind, table.submissionId, table.id.desc()),
    check('progress_updates_percent', sql`${table.percent} between 0 and 100`),
  ],
);
