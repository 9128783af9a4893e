import { menuMessages, portalLinksOf } from '@portal/shared/menu-links';
import { FIXED_PAGE_SLUGS, matchPortalRoute, staticPagePath } from '@portal/shared/routes';
import type { Settings } from '@portal/shared/settings';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { staticPages } from '../../../db/schema/content.ts';

type LinkSettings = Pick<Settings, 'menu' | 'footer_links' | 'banner_link_href'>;

/**
 * A link of the settings to a page of the portal never leads a visitor to "Không tìm thấy trang":
 * a path no route of the portal answers, or a static page that is not there or hidden, is refused
 * under its field (422), in Vietnamese, saying what to do first.
 */
export async function brokenPortalLinks(db: Database, site: Settings): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  for (const { field, path } of portalLinksOf(site)) {
    const route = matchPortalRoute(path);
    if (!route) {
      errors[field] = [menuMessages.noSuchPath(path)];
      continue;
    }
    const slug = pageSlugOf(path, route.name);
    if (slug === undefined) continue;
    const [page] = await db
      .select({ visible: staticPages.visible })
      .from(staticPages)
      .where(eq(staticPages.slug, slug))
      .limit(1);
    if (!page) errors[field] = [menuMessages.pageMissing(path)];
    else if (!page.visible) errors[field] = [menuMessages.pageHidden(path)];
  }
  return errors;
}

/** The static page a path reads: `/pages/<slug>`, or the menu's two at their own addresses. */
function pageSlugOf(path: string, routeName: string): string | undefined {
  const fixed = FIXED_PAGE_SLUGS.find((slug) => staticPagePath(slug) === path);
  if (fixed) return fixed;
  if (routeName !== 'StaticPage') return undefined;
  try {
    return decodeURIComponent(path.slice('/pages/'.length));
  } catch {
    return undefined;
  }
}

/** Where the settings link to the static page `slug` ("menu chính, chân trang"); empty when nowhere. */
export function placesLinkingTo(site: LinkSettings, slug: string): string {
  const path = staticPagePath(slug);
  const places = portalLinksOf(site)
    .filter((link) => link.path === path)
    .map((link) => link.place);
  return [...new Set(places)].join(', ');
}
