import { externalLinks, href, type RouteName, routeEnabled } from '@portal/shared/routes';
import type { PublicSettings } from '@portal/shared/settings';

export interface MenuItem {
  label: string;
  to: string;
  name: RouteName;
  /**
   * The routes under this entry: it is the active one on each of them. Paths do not say it
   * (/category/{id} is news, /solution/{id} a big problem, /login the home page, /propose the
   * published proposals of products and solutions, beside "Gửi đề xuất" as the sitemap has them).
   */
  routes: RouteName[];
}

/**
 * The header menu; Hỏi đáp and Liên hệ only while their settings flags are on (docs/DOMAIN.md, "The
 * spec's contract", section 2).
 */
export function mainMenu(settings: PublicSettings | null): MenuItem[] {
  const items: MenuItem[] = [
    { name: 'Home', label: 'Trang chủ', to: href('Home'), routes: ['Home', 'Login'] },
    {
      name: 'Introduce',
      label: 'Giới thiệu',
      to: href('Introduce'),
      routes: ['Introduce', 'ProposeIntroduce'],
    },
    { name: 'PostIndex', label: 'Tin tức', to: href('PostIndex'), routes: ['PostIndex', 'Category', 'PostDetail'] },
    {
      name: 'ProductIndex',
      label: 'Sản phẩm KH&CN',
      to: href('ProductIndex'),
      routes: ['ProductIndex', 'ProductDetail', 'createProduct', 'ProposeIndex', 'ProposeDetail', 'Results'],
    },
    {
      name: 'BigProblemIndex',
      label: 'Bài toán lớn',
      to: href('BigProblemIndex'),
      routes: ['BigProblemIndex', 'BigProblemDetail', 'SolutionDetail'],
    },
    { name: 'Documents', label: 'Văn bản', to: href('Documents'), routes: ['Documents', 'InternalDocuments'] },
    { name: 'QuestionAndAnswer', label: 'Hỏi đáp', to: href('QuestionAndAnswer'), routes: ['QuestionAndAnswer'] },
    { name: 'Contact', label: 'Liên hệ', to: href('Contact'), routes: ['Contact'] },
  ];
  return items.filter((item) => routeEnabled(item.name, settings));
}

export const ipAdviceLink = externalLinks.ipAdvice;
