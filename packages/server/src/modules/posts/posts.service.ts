import type { Category, PageMeta, PostDetail, PostSummary } from '@portal/shared/content';
import { notFoundMessages } from '@portal/shared/messages';
import { and, desc, eq, lte, ne, type Placeholder, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type NewestMatchesQuery, newestMatchIds } from '../../db/newest-matches.ts';
import { categories, posts } from '../../db/schema/content.ts';
import { escapeLike, searchPattern } from '../../db/search.ts';
import { notFound } from '../../errors.ts';
import { cachedTotal, pageMeta } from '../../http/pagination.ts';
import type { PublicCache } from '../../http/public-cache.ts';

const summaryColumns = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  summary: posts.summary,
  coverImage: posts.coverImage,
  coverAlt: posts.coverAlt,
  featured: posts.featured,
  publishedAt: posts.publishedAt,
  viewCount: posts.viewCount,
  categoryId: categories.id,
  categorySlug: categories.slug,
  categoryName: categories.name,
};

interface SummaryRow {
  id: number;
  slug: string;
  title: string;
  summary: string;
  coverImage: string | null;
  coverAlt: string;
  featured: boolean;
  publishedAt: Date | null;
  viewCount: number;
  categoryId: number;
  categorySlug: string;
  categoryName: string;
}

function presentSummary(row: SummaryRow): PostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    cover_image: row.coverImage,
    cover_alt: row.coverImage ? row.coverAlt : '',
    featured: row.featured,
    published_at: (row.publishedAt ?? new Date(0)).toISOString(),
    view_count: row.viewCount,
    category: { id: row.categoryId, slug: row.categorySlug, name: row.categoryName },
  };
}

export function createPostsService(db: Database, now: () => Date, cache: Pick<PublicCache, 'total'>) {
  /** Published and due: what visitors may see. */
  const visible = () => and(eq(posts.status, 'published'), lte(posts.publishedAt, now()), eq(categories.visible, true));

  /** The filters of a list page, with their values or with placeholders for a prepared statement. */
  const listed = (filter: {
    now: Date | Placeholder;
    category?: { by: 'id' | 'slug'; value: number | string | Placeholder };
    featured?: boolean | Placeholder;
  }) =>
    and(
      eq(posts.status, 'published'),
      lte(posts.publishedAt, filter.now),
      eq(categories.visible, true),
      filter.category
        ? eq(filter.category.by === 'id' ? categories.id : categories.slug, filter.category.value)
        : undefined,
      filter.featured === undefined ? undefined : eq(posts.featured, filter.featured),
    );

  /**
   * A list page, prepared once per combination of filters: a search's statement is long to plan
   * (docs/PERFORMANCE.md), and a prepared one is planned once per connection.
   */
  const statements = new Map<string, ReturnType<typeof preparePage>>();
  const preparePage = (shape: { search: boolean; category?: 'id' | 'slug'; featured: boolean }, name: string) => {
    const where = listed({
      now: sql.placeholder('now'),
      category: shape.category && { by: shape.category, value: sql.placeholder('category') },
      featured: shape.featured ? sql.placeholder('featured') : undefined,
    });
    const order = [desc(posts.publishedAt), desc(posts.id)];
    const rows: NewestMatchesQuery['rows'] = (fields, condition) =>
      db.select(fields).from(posts).innerJoin(categories, eq(categories.id, posts.categoryId)).where(condition);
    const match = sql`${posts.searchText} like ${searchPattern(sql.placeholder('q'))}`;
    const want = sql.placeholder('want');
    return db
      .select(summaryColumns)
      .from(posts)
      .innerJoin(categories, eq(categories.id, posts.categoryId))
      .where(
        shape.search
          ? sql`${posts.id} in (${newestMatchIds({ id: posts.id, order, rows, where, match, want })})`
          : where,
      )
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  };
  const pageStatement = (shape: Parameters<typeof preparePage>[0]) => {
    const key = JSON.stringify(shape);
    let statement = statements.get(key);
    if (!statement) {
      statement = preparePage(shape, `posts_page_${statements.size}`);
      statements.set(key, statement);
    }
    return statement;
  };

  return {
    async categories(): Promise<Category[]> {
      return db
        .select({ id: categories.id, slug: categories.slug, name: categories.name })
        .from(categories)
        .where(eq(categories.visible, true))
        .orderBy(categories.sortOrder, categories.id);
    },

    async list(query: {
      page: number;
      per_page: number;
      q?: string;
      category?: string;
      featured?: boolean;
    }): Promise<{ data: PostSummary[]; meta: PageMeta }> {
      const category = !query.category ? undefined : isId(query.category) ? 'id' : 'slug';
      const offset = (query.page - 1) * query.per_page;
      const [rows, total] = await Promise.all([
        pageStatement({ search: Boolean(query.q), category, featured: query.featured !== undefined }).execute({
          now: now(),
          q: escapeLike(query.q ?? ''),
          category: category === 'id' ? Number(query.category) : query.category,
          featured: query.featured,
          want: offset + query.per_page,
          limit: query.per_page,
          offset,
        }),
        cachedTotal(cache, 'posts', query, () =>
          db
            .select({ total: sql<number>`count(*)::int` })
            .from(posts)
            .innerJoin(categories, eq(categories.id, posts.categoryId))
            .where(
              and(
                listed({
                  now: now(),
                  category: category && { by: category, value: query.category ?? '' },
                  featured: query.featured,
                }),
                query.q ? sql`${posts.searchText} like ${searchPattern(query.q)}` : undefined,
              ),
            ),
        ),
      ]);
      return { data: rows.map(presentSummary), meta: pageMeta(query.page, query.per_page, total) };
    },

    /** What a link preview of a post shows, without counting a view; undefined when not visible. */
    async shareInfo(idOrSlug: string) {
      if (!idOrSlug || idOrSlug.length > 120) return undefined;
      const key = keyOf(idOrSlug);
      const [row] = await db
        .select({ title: posts.title, summary: posts.summary, coverImage: posts.coverImage })
        .from(posts)
        .innerJoin(categories, eq(categories.id, posts.categoryId))
        .where(and(key, visible()));
      return row;
    },

    /** A published post by id or slug; 404 otherwise. The route counts the view. */
    async detail(idOrSlug: string): Promise<PostDetail> {
      const key = keyOf(idOrSlug);
      const [row] = await db
        .select({ ...summaryColumns, body: posts.body, author: posts.author, source: posts.source, tags: posts.tags })
        .from(posts)
        .innerJoin(categories, eq(categories.id, posts.categoryId))
        .where(and(key, visible()));
      if (!row) throw notFound(notFoundMessages.post);
      const related = await db
        .select(summaryColumns)
        .from(posts)
        .innerJoin(categories, eq(categories.id, posts.categoryId))
        .where(and(visible(), eq(posts.categoryId, row.categoryId), ne(posts.id, row.id)))
        .orderBy(desc(posts.publishedAt))
        .limit(4);
      return {
        ...presentSummary(row),
        body: row.body,
        author: row.author,
        source: row.source,
        tags: row.tags,
        related: related.map(presentSummary),
      };
    },
  };
}

export type PostsService = ReturnType<typeof createPostsService>;

/**
 * Digits are an id only while they fit a bigint exactly; longer ones can be no id and would make
 * PostgreSQL refuse the parameter (a 500), so they are looked up as a slug and match nothing.
 */
const isId = (text: string) => /^\d+$/.test(text) && Number.isSafeInteger(Number(text));

/** A post by id or slug. */
const keyOf = (idOrSlug: string) => (isId(idOrSlug) ? eq(posts.id, Number(idOrSlug)) : eq(posts.slug, idOrSlug));
