import { and, desc, eq, lte } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { categories, posts } from '../../db/schema/content.ts';

/** A public page of one item, for sitemap.xml and the human sitemap. */
export interface SitemapEntry {
  path: string;
  lastmod: Date;
}

/** Each kind of public item with its own page, newest first (at most `limit` of each). */
export function sitemapSources({ database, now }: AppContext): ((limit: number) => Promise<SitemapEntry[]>)[] {
  const { db } = database;
  return [
    async (limit) =>
      (
        await db
          .select({ slug: posts.slug, updatedAt: posts.updatedAt })
          .from(posts)
          .innerJoin(categories, eq(categories.id, posts.categoryId))
          .where(and(eq(posts.status, 'published'), lte(posts.publishedAt, now()), eq(categories.visible, true)))
          .orderBy(desc(posts.publishedAt))
          .limit(limit)
      ).map((post) => ({ path: `/posts/${post.slug}`, lastmod: post.updatedAt })),
  ];
}
