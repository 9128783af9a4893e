import { externalLinks, href, type RouteName } from '@portal/shared/routes';
import type { Settings } from '@portal/shared/settings';

export interface MenuItem {
  label: string;
  to: string;
  name: RouteName;
}

/** The header menu; Hỏi đáp and Liên hệ only while their settings flags are on (spec section 2). */
export function mainMenu(settings: Settings | null): MenuItem[] {
  const items: (MenuItem | false)[] = [
    { name: 'Home', label: 'Trang chủ', to: href('Home') },
    { name: 'Introduce', label: 'Giới thiệu', to: href('Introduce') },
    { name: 'PostIndex', label: 'Tin tức', to: href('PostIndex') },
    { name: 'ProductIndex', label: 'Sản phẩm KH&CN', to: href('ProductIndex') },
    { name: 'BigProblemIndex', label: 'Bài toán lớn', to: href('BigProblemIndex') },
    { name: 'Documents', label: 'Văn bản', to: href('Documents') },
    settings?.question_and_answer === true && {
      name: 'QuestionAndAnswer',
      label: 'Hỏi đáp',
      to: href('QuestionAndAnswer'),
    },
    settings?.contact === true && { name: 'Contact', label: 'Liên hệ', to: href('Contact') },
  ];
  return items.filter((item): item is MenuItem => item !== false);
}

export const ipAdviceLink = externalLinks.ipAdvice;
