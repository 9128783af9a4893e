/**
 * The department's menus without their schemas (menus.ts), for the portal's first load, which
 * carries no zod: the spec's sections of the main menu and what a link may be.
 */

/** The spec's sections in the main menu, in its order, with their words. */
export const MENU_SECTIONS = [
  { route: 'Home', label: 'Trang chủ' },
  { route: 'Introduce', label: 'Giới thiệu' },
  { route: 'PostIndex', label: 'Tin tức' },
  { route: 'ProductIndex', label: 'Sản phẩm KH&CN' },
  { route: 'BigProblemIndex', label: 'Bài toán lớn' },
  { route: 'Documents', label: 'Văn bản' },
  { route: 'QuestionAndAnswer', label: 'Hỏi đáp' },
  { route: 'Contact', label: 'Liên hệ' },
] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number]['route'];
export const MENU_SECTION_ROUTES = MENU_SECTIONS.map((section) => section.route) as [MenuSection, ...MenuSection[]];

/** The words of the spec's sections, by route, where the form names them. */
export const menuSectionLabels = Object.fromEntries(
  MENU_SECTIONS.map((section) => [section.route, section.label]),
) as Record<MenuSection, string>;

export const menuMessages = {
  labelLength: 'Tên mục có từ 1 đến 60 ký tự',
  linkInvalid:
    'Liên kết là một đường dẫn của Cổng bắt đầu bằng “/” (ví dụ: /pages/gio-lam-viec) hoặc một địa chỉ http:// hay https://, không có dấu cách hay dấu nháy',
  linkTooLong: 'Liên kết dài tối đa 500 ký tự',
  linkRequired: 'Mục thêm vào cần có liên kết',
  sectionTwice: 'Mỗi mục của Cổng chỉ có một lần trên menu',
  sectionMissing: (labels: string) => `Menu chính phải giữ các mục của Cổng: ${labels}`,
  tooMany: 'Tối đa 20 mục',
  pageMissing: (path: string) => `Chưa có trang ${path}: tạo trang ở “Trang tĩnh” trước khi liên kết tới`,
  pageHidden: (path: string) => `Trang ${path} đang ẩn: hiện trang ở “Trang tĩnh” trước khi liên kết tới`,
  noSuchPath: (path: string) => `Cổng không có trang ${path}`,
  pageLinked: (places: string) =>
    `Trang đang được liên kết từ ${places}: quản trị viên bỏ liên kết ở “Cấu hình cổng” trước khi ẩn, đổi địa chỉ hoặc xóa trang`,
} as const;

/** Where a link of the settings is, in the words of the back office. */
export type LinkPlace = 'menu chính' | 'chân trang' | 'nút trên ảnh bìa trang chủ';

/**
 * The links to pages of the portal itself that the settings hold (the department's own menu
 * entries, the footer's links, the banner's button), with the field an error goes under and the
 * path alone (no query, no fragment). Outside addresses are not the portal's to check.
 */
export function portalLinksOf(site: {
  menu: readonly { route?: string | null; href: string }[];
  footer_links: readonly { href: string }[];
  banner_link_href: string;
}): { field: string; place: LinkPlace; path: string }[] {
  const links = [
    ...site.menu.map((entry, index) => ({
      field: `menu.${index}.href`,
      place: 'menu chính' as const,
      href: entry.route ? '' : entry.href,
    })),
    ...site.footer_links.map((link, index) => ({
      field: `footer_links.${index}.href`,
      place: 'chân trang' as const,
      href: link.href,
    })),
    { field: 'banner_link_href', place: 'nút trên ảnh bìa trang chủ' as const, href: site.banner_link_href },
  ];
  return links
    .filter((link) => link.href.startsWith('/') && !link.href.startsWith('//'))
    .map(({ field, place, href }) => ({ field, place, path: href.split(/[?#]/)[0] || '/' }));
}

/** A portal path (one slash, no backslash) or an absolute http(s) address. */
export function isMenuLink(value: string): boolean {
  // Spaces, quotes and angle brackets belong in no address a person types (a browser would encode them).
  if (/[\s"'<>`]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\') && !/\s/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Whether a link leaves the portal (a new tab, said to screen readers). */
export const isOutsideLink = (href: string) => !href.startsWith('/');
