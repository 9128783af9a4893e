import { isOutsideLink, MENU_SECTIONS, type MenuSection } from '@portal/shared/menu-links';
import { externalLinks, href, type RouteName, routeEnabled } from '@portal/shared/routes';
import type { PublicSettings } from '@portal/shared/settings';

export interface MenuItem {
  label: string;
  to: string;
  /** A section of the spec; absent on a link of the department's own. */
  name?: RouteName;
  /**
   * The routes under this entry: it is the active one on each of them. Paths do not say it
   * (/category/{id} is news, /solution/{id} a big problem, /login the home page, /propose the
   * published proposals of products and solutions, beside "Gửi đề xuất" as the sitemap has them).
   */
  routes: RouteName[];
  /** An http(s) address: opens in a new tab, said to screen readers. */
  outside?: boolean;
}

/** The routes under each section of the spec. */
const sectionRoutes: Record<MenuSection, RouteName[]> = {
  Home: ['Home', 'Login'],
  Introduce: ['Introduce', 'ProposeIntroduce'],
  PostIndex: ['PostIndex', 'Category', 'PostDetail'],
  ProductIndex: ['ProductIndex', 'ProductDetail', 'createProduct', 'ProposeIndex', 'ProposeDetail', 'Results'],
  BigProblemIndex: ['BigProblemIndex', 'BigProblemDetail', 'SolutionDetail'],
  Documents: ['Documents', 'InternalDocuments'],
  QuestionAndAnswer: ['QuestionAndAnswer'],
  Contact: ['Contact'],
};

/**
 * The header menu as the department set it (settings `menu`: the spec's sections in its words and
 * order, and links of its own); Hỏi đáp and Liên hệ only while their settings flags are on
 * (docs/DOMAIN.md, "The spec's contract", section 2).
 */
export function mainMenu(settings: PublicSettings | null): MenuItem[] {
  const entries = settings?.menu?.length ? settings.menu : MENU_SECTIONS.map((section) => ({ ...section, href: '' }));
  return entries.flatMap((entry): MenuItem[] => {
    if (entry.route) {
      if (!routeEnabled(entry.route, settings)) return [];
      return [{ name: entry.route, label: entry.label, to: href(entry.route), routes: sectionRoutes[entry.route] }];
    }
    return entry.href ? [{ label: entry.label, to: entry.href, routes: [], outside: isOutsideLink(entry.href) }] : [];
  });
}

export const ipAdviceLink = externalLinks.ipAdvice;
