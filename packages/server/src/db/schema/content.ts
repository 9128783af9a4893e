import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Text for diacritics- and case-insensitive search: `f_unaccent` is an immutable wrapper of
 * unaccent (created by migration 0003), so it can feed a stored column and a trigram index.
 */
export const searchable = (expression: ReturnType<typeof sql>) => sql`lower(f_unaccent(${expression}))`;

export const postStatuses = ['draft', 'scheduled', 'published', 'hidden'] as const;
export type PostStatus = (typeof postStatuses)[number];

/** Chuyên mục tin. */
export const categories = pgTable('categories', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  parentId: bigint('parent_id', { mode: 'number' }),
  sortOrder: integer('sort_order').notNull().default(0),
  visible: boolean('visible').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Tin tức, hoạt động. */
export const posts = pgTable(
  'posts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitised HTML. */
    body: text('body').notNull().default(''),
    coverImage: text('cover_image'),
    /** What the cover shows, for who cannot see it (its `alt`); a post with a cover has one. */
    coverAlt: text('cover_alt').notNull().default(''),
    author: text('author').notNull().default(''),
    source: text('source').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    featured: boolean('featured').notNull().default(false),
    status: text('status', { enum: postStatuses }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    /** Task groups of Resolution 57 (1–7) the post reports on. */
    nq57Groups: integer('nq57_groups').array().notNull().default(sql`'{}'::integer[]`),
    searchText: text('search_text').generatedAlwaysAs(
      (): ReturnType<typeof sql> => searchable(sql`${posts.title} || ' ' || ${posts.summary}`),
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('posts_slug_unique').on(table.slug),
    index('posts_published').on(table.status, table.publishedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('posts_category_published').on(
      table.categoryId,
      table.status,
      table.publishedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('posts_search').using('gin', sql`${table.searchText} gin_trgm_ops`),
    check('posts_status_check', sql`${table.status} in ('draft', 'scheduled', 'published', 'hidden')`),
  ],
);

/** The text of sanitised HTML: tags become spaces (immutable, so it can feed a stored column). */
export const htmlText = (html: ReturnType<typeof sql>) => sql`regexp_replace(${html}, '<[^>]+>', ' ', 'g')`;

/**
 * Pages staff write as a whole: the two introductions the menu links to (/introduce,
 * /propose-introduce) and any the department adds (/pages/<slug>: its functions and duties, its
 * organisation, whom to contact…). A hidden page answers 404 to visitors.
 */
export const staticPages = pgTable(
  'static_pages',
  {
    slug: text('slug').primaryKey(),
    /** A number for the site search's results, which name every item by one. */
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    body: text('body').notNull(),
    visible: boolean('visible').notNull().default(true),
    searchText: text('search_text').generatedAlwaysAs(
      (): ReturnType<typeof sql> =>
        searchable(sql`${staticPages.title} || ' ' || ${htmlText(sql`${staticPages.body}`)}`),
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('static_pages_id_unique').on(table.id),
    index('static_pages_search').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);
