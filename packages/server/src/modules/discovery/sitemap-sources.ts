import { FIXED_PAGE_SLUGS, staticPagePath } from '@portal/shared/routes';
import { and, desc, eq, lte, notInArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { bigProblems, products } from '../../db/schema/catalogue.ts';
import { categories, posts, staticPages } from '../../db/schema/content.ts';
import { listedProduct } from '../products/products.service.ts';

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
    async (limit) =>
      (
        await db
          .select({ slug: products.slug, updatedAt: products.updatedAt })
          .from(products)
          .where(listedProduct(now()))
          .orderBy(desc(products.publishedAt))
          .limit(limit)
      ).map((product) => ({ path: `/products/${product.slug}`, lastmod: product.updatedAt })),
    async (limit) =>
      (
        await db
          .select({ slug: bigProblems.slug, updatedAt: bigProblems.updatedAt })
          .from(bigProblems)
          .where(and(eq(bigProblems.visible, true), lte(bigProblems.publishedAt, now())))
          .orderBy(desc(bigProblems.publishedAt))
          .limit(limit)
      ).map((problem) => ({ path: `/big-problem/${problem.slug}`, lastmod: problem.updatedAt })),
    async (limit) =>
      (
        await db
          .select({ slug: staticPages.slug, updatedAt: staticPages.updatedAt })
          .from(staticPages)
          // The menu's two pages are routes of their own, listed with the others.
          .where(and(eq(staticPages.visible, true), notInArray(staticPages.slug, [...FIXED_PAGE_SLUGS])))
          .orderBy(desc(staticPages.updatedAt))
          .limit(limit)
      ).map((page) => ({ path: staticPagePath(page.slug), lastmod: page.updatedAt })),
  ];
}
