import { homeHero } from './home-hero.ts';

/**
 * What the department sets of its home page (settings `banner_*`, `home_sections`), without zod:
 * the portal's first load reads it. The banner's heading, text, picture and link; which sections
 * the page shows, in which order.
 */

export const HOME_SECTIONS = [
  { key: 'news', label: 'Tin nổi bật và tin mới' },
  { key: 'figures', label: 'Kết quả thực hiện Nghị quyết' },
  { key: 'products', label: 'Sản phẩm, giải pháp khoa học và công nghệ' },
  { key: 'problems', label: 'Bài toán lớn đang tìm giải pháp' },
  { key: 'categories', label: 'Tin theo chuyên mục' },
  { key: 'quick', label: 'Truy cập nhanh' },
] as const;
export type HomeSectionKey = (typeof HOME_SECTIONS)[number]['key'];
export const HOME_SECTION_KEYS = HOME_SECTIONS.map((section) => section.key) as [HomeSectionKey, ...HomeSectionKey[]];

export const homeSectionLabels = Object.fromEntries(
  HOME_SECTIONS.map((section) => [section.key, section.label]),
) as Record<HomeSectionKey, string>;

/** Every section shown, in the portal's order. */
export const defaultHomeSections = () => HOME_SECTION_KEYS.map((key) => ({ key, visible: true }));

/**
 * The banner's picture under a veil of the department's colours, so that white text stays
 * readable on it: the CSS `background-image` the portal and the server's first paint both use.
 */
export const bannerBackground = (image: string) =>
  `linear-gradient(120deg, color-mix(in srgb, var(--portal-primary) 80%, transparent), color-mix(in srgb, var(--portal-primary-light) 60%, transparent)), url("${image}")`;

/**
 * The banner as the page shows it: the department's words, else the portal's own, headed by the
 * portal's name ("Cổng thông tin Nghị quyết 57 tỉnh Quảng Trị" once the province is chosen).
 */
export function homeBanner(
  settings: {
    site_name?: string;
    banner_title?: string;
    banner_text?: string;
    banner_image?: string;
    banner_link_label?: string;
    banner_link_href?: string;
  } | null,
) {
  return {
    title: settings?.banner_title || settings?.site_name || homeHero.title,
    text: settings?.banner_text || homeHero.lead,
    image: settings?.banner_image || '',
    link:
      settings?.banner_link_label && settings.banner_link_href
        ? { label: settings.banner_link_label, href: settings.banner_link_href }
        : null,
  };
}
