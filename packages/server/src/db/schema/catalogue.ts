import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { searchable } from './content.ts';
import { lifecycleColumns } from './lifecycle.ts';

/** A judging criterion of a big problem (shared/challenges.ts Criterion). */
export interface ChallengeCriterion {
  name: string;
  description: string;
  weight: number;
}

/** A solution in a problem's published ranking (shared/challenges.ts RankedSolution). */
export interface ChallengeRankedSolution {
  rank: number;
  /** Missing in rankings published before citizens' proposals could be judged: a department's solution. */
  source?: 'solution' | 'proposal';
  solution_id: number;
  title: string;
  organisation: string;
  average: number | null;
}

/** A file offered for download: its stored name under DATA_DIR/uploads and what people see. */
export interface StoredFile {
  /** Server-generated name under DATA_DIR/uploads. */
  key: string;
  /** The name shown and used for the download. */
  name: string;
  size: number;
  mime: string;
}

export const publicationStatuses = ['draft', 'published', 'hidden'] as const;
export type PublicationStatus = (typeof publicationStatuses)[number];

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Sản phẩm, giải pháp khoa học và công nghệ on the marketplace. */
export const products = pgTable(
  'products',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitised HTML. */
    description: text('description').notNull().default(''),
    field: text('field').notNull(),
    /** Technology readiness level 1–9. */
    readinessLevel: integer('readiness_level').notNull(),
    ownerOrganisation: text('owner_organisation').notNull().default(''),
    /** 1 partner, 2 customer, 3 investor, 4 appraisal, 5 state support. */
    demandTypes: integer('demand_types').array().notNull().default(sql`'{}'::integer[]`),
    /** VND; null means "Liên hệ". */
    price: bigint('price', { mode: 'number' }),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    images: jsonb('images').$type<StoredFile[]>().notNull().default(sql`'[]'::jsonb`),
    attachments: jsonb('attachments').$type<StoredFile[]>().notNull().default(sql`'[]'::jsonb`),
    status: text('status', { enum: publicationStatuses }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    nq57Groups: integer('nq57_groups').array().notNull().default(sql`'{}'::integer[]`),
    /**
     * A product or need published from a proposal leaves the lists, the search,
     * the sitemap and the home page at this moment (its page stays, with a notice) unless its owner
     * renews it. Null: it never expires (products staff made).
     */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * The end date the owner was last reminded of: the hourly job claims a product by setting it to
     * `expires_at`, so that several processes never send the same reminder twice, and a renewal
     * (a new end date) gets a reminder of its own.
     */
    expiryRemindedFor: timestamp('expiry_reminded_for', { withTimezone: true }),
    searchText: text('search_text').generatedAlwaysAs(
      (): ReturnType<typeof sql> =>
        searchable(sql`${products.name} || ' ' || ${products.summary} || ' ' || ${products.ownerOrganisation}`),
    ),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('products_slug_unique').on(table.slug),
    index('products_published').on(table.status, table.publishedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('products_search').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('products_demand_types').using('gin', table.demandTypes),
    index('products_expires').on(table.expiresAt).where(sql`${table.expiresAt} is not null`),
    check('products_status_check', sql`${table.status} in ('draft', 'published', 'hidden')`),
    check('products_readiness_check', sql`${table.readinessLevel} between 1 and 9`),
  ],
);

export const bigProblemStatuses = ['open', 'closed', 'solved'] as const;
export type BigProblemStatus = (typeof bigProblemStatuses)[number];

/** Bài toán lớn: a problem the province orders solutions for. */
export const bigProblems = pgTable(
  'big_problems',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    field: text('field').notNull(),
    orderingBody: text('ordering_body').notNull().default(''),
    /** Sanitised HTML. */
    description: text('description').notNull().default(''),
    requirements: text('requirements').notNull().default(''),
    expectedResults: text('expected_results').notNull().default(''),
    budgetRange: text('budget_range').notNull().default(''),
    deadline: date('deadline', { mode: 'string' }),
    status: text('status', { enum: bigProblemStatuses }).notNull().default('open'),
    /** Hidden problems are kept for staff only. */
    visible: boolean('visible').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    viewCount: integer('view_count').notNull().default(0),
    nq57Groups: integer('nq57_groups').array().notNull().default(sql`'{}'::integer[]`),
    /** Tiêu chí đánh giá (shared/challenges.ts): weights are whole numbers adding up to 100. */
    criteria: jsonb('criteria').$type<ChallengeCriterion[]>().notNull().default(sql`'[]'::jsonb`),
    /** Plain text: intellectual-property terms, reward or support, what happens to the chosen solution. */
    ipTerms: text('ip_terms').notNull().default(''),
    reward: text('reward').notNull().default(''),
    implementation: text('implementation').notNull().default(''),
    /** Kết quả đánh giá, once published (null before, and again once withdrawn). */
    resultsText: text('results_text'),
    resultsPublishedAt: timestamp('results_published_at', { withTimezone: true }),
    /**
     * The chosen solutions in order with their averages, computed when published. Null until the
     * results are first published; `[]` once withdrawn (they were published once: not told again).
     */
    resultsRanking: jsonb('results_ranking').$type<ChallengeRankedSolution[]>(),
    searchText: text('search_text').generatedAlwaysAs(
      (): ReturnType<typeof sql> =>
        searchable(sql`${bigProblems.title} || ' ' || ${bigProblems.field} || ' ' || ${bigProblems.orderingBody}`),
    ),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('big_problems_slug_unique').on(table.slug),
    index('big_problems_listed').on(table.visible, table.publishedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('big_problems_search').using('gin', sql`${table.searchText} gin_trgm_ops`),
    check('big_problems_status_check', sql`${table.status} in ('open', 'closed', 'solved')`),
  ],
);

/**
 * Solutions sent to a big problem. The submission lifecycle (docs/DOMAIN.md, "Submission lifecycle") lives in `status`;
 * only approved and published ones are public.
 */
export const solutions = pgTable(
  'solutions',
  {
    ...lifecycleColumns(),
    bigProblemId: bigint('big_problem_id', { mode: 'number' })
      .notNull()
      .references(() => bigProblems.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    organisation: text('organisation').notNull().default(''),
    summary: text('summary').notNull().default(''),
    /** Sanitised HTML. */
    content: text('content').notNull().default(''),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
  },
  (table) => [
    index('solutions_problem').on(table.bigProblemId, table.status),
    uniqueIndex('solutions_tracking_code').on(table.trackingCode),
    uniqueIndex('solutions_request').on(table.authorId, table.requestId),
    index('solutions_author').on(table.authorId, table.updatedAt.desc().nullsFirst()),
    index('solutions_status').on(table.status, table.submittedAt.desc().nullsFirst()),
  ],
);

/** An indicator of Resolution 57 the province follows, with a target. */
export const indicators = pgTable('indicators', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  unit: text('unit').notNull(),
  target: doublePrecision('target').notNull(),
  targetYear: integer('target_year').notNull(),
  source: text('source').notNull().default(''),
  /** The task group of Resolution 57 (1–7) it measures. */
  nq57Group: integer('nq57_group').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  visible: boolean('visible').notNull().default(true),
  ...timestamps,
});

/** The value of an indicator in a period ('2025-Q1', '2025'). */
export const indicatorValues = pgTable(
  'indicator_values',
  {
    indicatorId: bigint('indicator_id', { mode: 'number' })
      .notNull()
      .references(() => indicators.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    value: doublePrecision('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.indicatorId, table.period] })],
);

export const documentValidities = ['active', 'expired', 'amended'] as const;
export type DocumentValidity = (typeof documentValidities)[number];

/** Văn bản: legal and guidance documents, some only for signed-in users. */
export const documents = pgTable(
  'documents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Số hiệu, e.g. 57-NQ/TW. */
    number: text('number').notNull(),
    title: text('title').notNull(),
    type: text('type').notNull(),
    issuingBody: text('issuing_body').notNull(),
    signer: text('signer').notNull().default(''),
    issuedAt: date('issued_at', { mode: 'string' }).notNull(),
    effectiveAt: date('effective_at', { mode: 'string' }),
    validity: text('validity', { enum: documentValidities }).notNull().default('active'),
    field: text('field').notNull(),
    summary: text('summary').notNull().default(''),
    files: jsonb('files').$type<StoredFile[]>().notNull().default(sql`'[]'::jsonb`),
    internal: boolean('internal').notNull().default(false),
    /** An evaluation report, shown on the monitoring page. */
    isReport: boolean('is_report').notNull().default(false),
    status: text('status', { enum: publicationStatuses }).notNull().default('published'),
    nq57Groups: integer('nq57_groups').array().notNull().default(sql`'{}'::integer[]`),
    searchText: text('search_text').generatedAlwaysAs(
      (): ReturnType<typeof sql> =>
        searchable(sql`${documents.number} || ' ' || ${documents.title} || ' ' || ${documents.summary}`),
    ),
    ...timestamps,
  },
  (table) => [
    index('documents_listed').on(
      table.internal,
      table.status,
      table.issuedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('documents_search').using('gin', sql`${table.searchText} gin_trgm_ops`),
    check('documents_validity_check', sql`${table.validity} in ('active', 'expired', 'amended')`),
    check('documents_status_check', sql`${table.status} in ('draft', 'published', 'hidden')`),
  ],
);
