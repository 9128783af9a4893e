import { z } from 'zod';
import { isMenuLink, MENU_SECTION_ROUTES, MENU_SECTIONS, menuMessages } from './menu-links.ts';

export * from './menu-links.ts';

/**
 * The department's menus (settings `menu` and `footer_links`): the main menu's entries for the
 * spec's sections, which always stay (the department gives them its words and its order), with
 * links of its own between them; and the footer's "Liên kết website". A link is a path of the
 * portal (`/pages/co-cau-to-chuc`) or an `http(s)` address, which opens in a new tab.
 */

const label = z
  .string({ error: menuMessages.labelLength })
  .trim()
  .min(1, menuMessages.labelLength)
  .max(60, menuMessages.labelLength);
const link = z.string().trim().max(500, menuMessages.linkTooLong).refine(isMenuLink, menuMessages.linkInvalid);

/** One entry of the main menu: a section of the spec (`route`) or a link of the department's (`href`). */
export const MenuEntrySchema = z.object({
  route: z.enum(MENU_SECTION_ROUTES).nullable().default(null),
  label,
  href: z.string().default(''),
});
export type MenuEntry = z.infer<typeof MenuEntrySchema>;

export const FooterLinkSchema = z.object({ label, href: link });
export type FooterLink = z.infer<typeof FooterLinkSchema>;

/** The menu as staff send it: every section once, links of their own valid, at most 20 entries. */
export const MenuInputSchema = z
  .array(
    z.object({
      // The back office's select sends '' for "a link of our own".
      route: z.preprocess(
        (route) => (route === '' ? null : route),
        z.enum(MENU_SECTION_ROUTES).nullable().default(null),
      ),
      label,
      href: z.string().trim().max(500, menuMessages.linkTooLong).default(''),
    }),
  )
  .max(20, menuMessages.tooMany)
  .superRefine((entries, context) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      if (entry.route) {
        if (seen.has(entry.route))
          context.addIssue({ code: 'custom', path: [index, 'route'], message: menuMessages.sectionTwice });
        seen.add(entry.route);
      } else if (entry.href === '') {
        context.addIssue({ code: 'custom', path: [index, 'href'], message: menuMessages.linkRequired });
      } else if (!isMenuLink(entry.href)) {
        context.addIssue({ code: 'custom', path: [index, 'href'], message: menuMessages.linkInvalid });
      }
    });
    const missing = MENU_SECTIONS.filter((section) => !seen.has(section.route));
    if (missing.length > 0)
      context.addIssue({
        code: 'custom',
        message: menuMessages.sectionMissing(missing.map((s) => s.label).join(', ')),
      });
  })
  // A section's entry has no link of its own: its route is its address.
  .transform((entries) => entries.map((entry) => (entry.route ? { ...entry, href: '' } : entry)));

export const FooterLinksInputSchema = z.array(FooterLinkSchema).max(20, menuMessages.tooMany);
