import { sql } from 'drizzle-orm';
import { sanitizeRichHtml } from '../content/rich-html.ts';
import type { Database } from './client.ts';
import { demoPages } from './demo/pages.ts';
import { demoCategories, demoPosts } from './demo/posts.ts';
import { categories, posts, staticPages } from './schema/content.ts';

/**
 * The demo news of a new portal: the categories and their posts, once, on an empty database.
 * Bodies go through the same sanitiser as staff edits.
 */
export async function seedNews(db: Database): Promise<void> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(categories);
  if (Number(existing?.count ?? 0) > 0) return;

  const inserted = await db
    .insert(categories)
    .values(demoCategories.map((category) => ({ slug: category.slug, name: category.name, sortOrder: category.order })))
    .onConflictDoNothing()
    .returning({ id: categories.id, slug: categories.slug });
  const categoryIds = new Map(inserted.map((category) => [category.slug, category.id]));

  await db
    .insert(posts)
    .values(
      demoPosts.map((post) => ({
        slug: post.slug,
        categoryId: categoryIds.get(post.categorySlug) ?? 0,
        title: post.title,
        summary: post.summary,
        body: sanitizeRichHtml(post.body),
        author: post.author,
        source: post.source,
        tags: post.tags,
        featured: post.featured,
        status: 'published' as const,
        // Demo dates are days; publish them at 08:00 Vietnam time.
        publishedAt: new Date(`${post.publishedAt}T08:00:00+07:00`),
        nq57Groups: post.nq57Groups,
      })),
    )
    .onConflictDoNothing();
}

/** The two introduction pages, when they do not exist yet. */
export async function seedStaticPages(db: Database): Promise<void> {
  await db
    .insert(staticPages)
    .values(demoPages.map((page) => ({ slug: page.slug, title: page.title, body: sanitizeRichHtml(page.body) })))
    .onConflictDoNothing();
}
