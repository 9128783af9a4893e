import {
  AdminStaticPageSchema,
  adminContentMessages,
  type StaticPageInput,
  StaticPageInputSchema,
} from '@portal/shared/admin-content';
import { staticPageFieldLabels } from '@portal/shared/field-labels';
import { menuMessages } from '@portal/shared/menu-links';
import { FIXED_PAGE_SLUGS, isFixedPage, staticPagePath } from '@portal/shared/routes';
import { eq, sql } from 'drizzle-orm';
import { htmlToText } from '../../../content/html-text.ts';
import { storedRichHtml } from '../../../content/rich-html.ts';
import type { AppContext } from '../../../context.ts';
import { staticPages } from '../../../db/schema/content.ts';
import { searchPattern } from '../../../db/search.ts';
import { conflict, unprocessable } from '../../../errors.ts';
import { readSettings } from '../../settings/settings.service.ts';
import type { AdminResource } from '../resource.ts';
import { placesLinkingTo } from './page-links.ts';

/** The first line of the skeleton pages that come with migration 0030 (what to write, in italics). */
const SKELETON_MARK = 'trang mẫu, chưa hiển thị';

/** Whether a body still says it is a skeleton, however it is written (tags, entities, case, composed or not). */
const isSkeleton = (body: string) =>
  htmlToText(body).normalize('NFC').toLocaleLowerCase('vi').replace(/\s+/g, ' ').includes(SKELETON_MARK);

/**
 * Trang tĩnh: the pages the department writes as a whole. The menu's two (/introduce,
 * /propose-introduce) are edited only: their address and visibility stay, and they are never
 * deleted. Any other is created, hidden or deleted at will and read at /pages/<slug>, in the
 * sitemap and the site search while shown. A page the settings link to (menu, footer, the
 * banner's button) stays shown, at its address, until the link goes.
 */
export const staticPagesResource = ({ settings }: Pick<AppContext, 'settings'>): AdminResource<StaticPageInput> => ({
  name: 'static-pages',
  label: 'trang tĩnh',
  listHelp:
    'Lọc: q (tiêu đề, nội dung; không dấu), visible (true|false), id (mảng). Sắp xếp: title, slug, updated_at, id; ' +
    'mặc định hai trang của menu trước rồi theo tiêu đề',
  area: 'content',
  table: staticPages,
  id: staticPages.id,
  record: AdminStaticPageSchema,
  present: (row) => ({
    id: row.id,
    slug: row.slug,
    path: staticPagePath(String(row.slug)),
    title: row.title,
    body: row.body,
    visible: row.visible,
    fixed: isFixedPage(row.slug),
    created_at: (row.createdAt as Date).toISOString(),
    updated_at: (row.updatedAt as Date).toISOString(),
  }),
  sortable: {
    id: staticPages.id,
    slug: staticPages.slug,
    title: staticPages.title,
    updated_at: staticPages.updatedAt,
  },
  order: [
    sql`${staticPages.slug} in (${sql.join(
      FIXED_PAGE_SLUGS.map((slug) => sql`${slug}`),
      sql`, `,
    )}) desc`,
    sql`lower(f_unaccent(${staticPages.title})) asc`,
    sql`${staticPages.id} asc`,
  ],
  search: (q) => sql`${staticPages.searchText} like ${searchPattern(q)}`,
  filters: {
    visible: (value) =>
      value === true || value === 'true'
        ? eq(staticPages.visible, true)
        : value === false || value === 'false'
          ? eq(staticPages.visible, false)
          : undefined,
  },
  input: StaticPageInputSchema,
  toRow: async (input, at, current) => {
    if (current && isFixedPage(current.slug)) {
      const errors: Record<string, string[]> = {};
      if (input.slug !== current.slug) errors.slug = [adminContentMessages.fixedPageSlug];
      if (!input.visible) errors.visible = [adminContentMessages.fixedPageShown];
      if (Object.keys(errors).length > 0) throw unprocessable(errors);
    }
    // The skeletons of migration 0030 say what to write: shown as they are, they would publish that.
    if (input.visible && isSkeleton(input.body)) {
      throw unprocessable({ visible: [adminContentMessages.skeletonShown] });
    }
    if (current?.visible && (!input.visible || input.slug !== current.slug)) {
      const places = placesLinkingTo(await settings.get(), String(current.slug));
      if (places)
        throw unprocessable({ [input.slug !== current.slug ? 'slug' : 'visible']: [menuMessages.pageLinked(places)] });
    }
    return {
      slug: input.slug,
      title: input.title,
      body: storedRichHtml('body', input.body, StaticPageInputSchema.shape.body),
      visible: input.visible,
      updatedAt: at,
    };
  },
  unique: { static_pages_pkey: ['slug', adminContentMessages.pageSlugTaken] },
  deletable: true,
  beforeDelete: async (tx, row) => {
    if (isFixedPage(row.slug)) throw conflict(adminContentMessages.fixedPageKept);
    // Inside the delete's transaction: the settings are read through it, not through the service.
    const places = placesLinkingTo(await readSettings(tx), String(row.slug));
    if (places) throw conflict(menuMessages.pageLinked(places));
  },
  publicContent: true,
  columns: staticPageFieldLabels,
  exportLabels: { body: (html) => htmlToText(String(html)) },
});
