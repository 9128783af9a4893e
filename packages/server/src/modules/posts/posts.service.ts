import type { Category, PageMeta, PostDetail, PostSummary } from '@portal/shared/content';
import { and, desc, eq, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, posts } from '../../db/schema/content.ts';
import { notFound } from '../../errors.ts';
import { cachedTotal, pageMeta } from '../../http/pagination.ts';
import type { PublicCache } from '../../http/public-cache.ts';

const summaryColumns = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  summary: posts.summary,
  coverImage: posts.coverImage,
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
    featured: row.featured,
    published_at: (row.publishedAt ?? new Date(0)).toISOString(),
    view_count: row.viewCount,
    category: { id: row.categoryId, slug: row.categorySlug, name: row.categoryName },
  };
}

/**
 * The text a search matches against: lower-case, without diacritics (as `posts.search_text`).
 * `%`, `_` and `\` typed by a visitor are escaped: they are text to find, not LIKE wildcards.
 */
export const searchPattern = (q: string) => sql`'%' || lower(f_unaccent(${q.replace(/[\\%_]/g, '\\$&')})) || '%'`;

export function createPostsService(db: Database, now: () => Date, cache: Pick<PublicCache, 'total'>) {
  /** Published and due: what visitors may see. */
  const visible = () => and(eq(posts.status, 'published'), lte(posts.publishedAt, now()), eq(categories.visible, true));

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
      const filters: (SQL | undefined)[] = [visible()];
      if (query.q) filters.push(sql`${posts.searchText} like ${searchPattern(query.q)}`);
      if (query.category) {
        filters.push(
          /^\d+$/.test(query.category)
            ? eq(categories.id, Number(query.category))
            : eq(categories.slug, query.category),
        );
      }
      if (query.featured !== undefined) filters.push(eq(posts.featured, query.featured));
      const where = and(...filters);

      const [rows, total] = await Promise.all([
        db
          .select(summaryColumns)
          .from(posts)
          .innerJoin(categories, eq(categories.id, posts.categoryId))
          .where(where)
          .orderBy(desc(posts.publishedAt), desc(posts.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        cachedTotal(cache, 'posts', query, () =>
          db
            .select({ total: sql<number>`count(*)::int` })
            .from(posts)
            .innerJoin(categories, eq(categories.id, posts.categoryId))
            .where(where),
        ),
      ]);
      return { data: rows.map(presentSummary), meta: pageMeta(query.page, query.per_page, total) };
    },

    /** What a link preview of a post shows, without counting a view; undefined when not visible. */
    async shareInfo(idOrSlug: string) {
      if (!idOrSlug || idOrSlug.length > 120) return undefined;
      const key = /^\d+$/.test(idOrSlug) ? eq(posts.id, Number(idOrSlug)) : eq(posts.slug, idOrSlug);
      const [row] = await db
        .select({ title: posts.title, summary: posts.summary, coverImage: posts.coverImage })
        .from(posts)
        .innerJoin(categories, eq(categories.id, posts.categoryId))
        .where(and(key, visible()));
      return row;
    },

    /** A published post by id or slug; 404 otherwise. The route counts the view. */
    async detail(idOrSlug: string): Promise<PostDetail> {
      const key = /^\d+$/.test(idOrSlug) ? eq(posts.id, Number(idOrSlug)) : eq(posts.slug, idOrSlug);
      const [row] = await db
        .select({ ...summaryColumns, body: posts.body, author: posts.author, source: posts.source, tags: posts.tags })
        .from(posts)
        .innerJoin(categories, eq(categories.id, posts.categoryId))
        .where(and(key, visible()));
      if (!row) throw notFound('Không tìm thấy tin bài');
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
