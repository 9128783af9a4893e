import { pathOf } from '@portal/shared/api/endpoint';
import { openDataApi } from '@portal/shared/api/open-data';
import { portalRoutes, routeEnabled } from '@portal/shared/routes';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { categories, posts } from '../../db/schema/content.ts';
import { escapeHtml } from '../../http/html.ts';
import { publicOrigin } from '../../http/origin.ts';
import { sitemapSources } from './sitemap-sources.ts';

/** Public pages without parameters that search engines should know, with their settings flag if any. */
const listedRoutes = portalRoutes.filter(
  (route) =>
    !route.path.includes(':') &&
    !route.requiresLogin &&
    ![
      'Login',
      'Logout',
      'Admin',
      'Search',
      'AcceptInvitation',
      'ConfirmEmail',
      'NotificationsStop',
      'ReceiptsStop',
    ].includes(route.name),
);

/** The catalogue of the open data and, under it, its downloads. */
const openDataPath = pathOf(openDataApi.catalogue);

/** Where the news feed is, and its title (the feed's own, and every page's autodiscovery link). */
export const RSS_PATH = '/rss.xml';
export const rssFeedTitle = (siteName: string) => `${siteName} - Tin tức`;

/**
 * How people and machines discover the portal: robots.txt pointing to the sitemap,
 * sitemap.xml of the public pages and published posts, and an RSS feed of the news.
 */
export function registerDiscoveryRoutes(app: FastifyInstance, context: AppContext): void {
  const { config, database, settings, now } = context;
  const sources = sitemapSources(context);
  const base = publicOrigin(config);
  const publishedPosts = (limit: number) =>
    database.db
      .select({
        slug: posts.slug,
        title: posts.title,
        summary: posts.summary,
        publishedAt: posts.publishedAt,
        updatedAt: posts.updatedAt,
      })
      .from(posts)
      .innerJoin(categories, eq(categories.id, posts.categoryId))
      .where(and(eq(posts.status, 'published'), lte(posts.publishedAt, now()), eq(categories.visible, true)))
      .orderBy(desc(posts.publishedAt))
      .limit(limit);

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      // The open data's downloads are for anyone, crawlers too (the longer rule wins over /api/).
      .send(
        `User-agent: *\nAllow: /\nAllow: ${openDataPath}\nDisallow: /api/\nDisallow: /admin\n\nSitemap: ${base}/sitemap.xml\n`,
      ),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const flags = await settings.get();
    const pages = listedRoutes.filter((route) => routeEnabled(route.name, flags));
    const items = (await Promise.all(sources.map((source) => source(10_000)))).flat();
    const entries = [
      ...pages.map((route) => `<url><loc>${escapeHtml(`${base}${route.path}`)}</loc></url>`),
      ...items.map(
        (item) =>
          `<url><loc>${escapeHtml(`${base}${item.path}`)}</loc><lastmod>${item.lastmod.toISOString().slice(0, 10)}</lastmod></url>`,
      ),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</urlset>\n`,
      );
  });

  app.get(RSS_PATH, async (_request, reply) => {
    const site = await settings.get();
    const items = (await publishedPosts(30)).map(
      (post) =>
        `<item><title>${escapeHtml(post.title)}</title><link>${escapeHtml(`${base}/posts/${post.slug}`)}</link><guid isPermaLink="true">${escapeHtml(`${base}/posts/${post.slug}`)}</guid><description>${escapeHtml(post.summary)}</description><pubDate>${(post.publishedAt ?? now()).toUTCString()}</pubDate></item>`,
    );
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>${escapeHtml(rssFeedTitle(site.site_name))}</title><link>${escapeHtml(`${base}/posts`)}</link><description>${escapeHtml(`Tin tức, hoạt động của ${site.managing_agency}`)}</description><language>vi</language>${items.join('')}</channel></rss>\n`,
      );
  });
}
