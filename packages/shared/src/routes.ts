/**
 * Every route of the public portal, with its Vietnamese title and guard.
 * The portal's router, its menu and the server (which answers 404 for paths
 * outside this table and writes page titles into index.html) all read it.
 */
export type RouteName =
  | 'Home'
  | 'Introduce'
  | 'Category'
  | 'PostIndex'
  | 'PostDetail'
  | 'ProductIndex'
  | 'ProductDetail'
  | 'createProduct'
  | 'PersonalProposeList'
  | 'PersonalProposeEdit'
  | 'ProposeIndex'
  | 'ProposeDetail'
  | 'ProposeIntroduce'
  | 'StaticPage'
  | 'BigProblemIndex'
  | 'BigProblemDetail'
  | 'ReportMonitor'
  | 'Results'
  | 'SolutionDetail'
  | 'IdeaPersonalList'
  | 'IdeaCreate'
  | 'IdeaDetailPersonal'
  | 'IdeaPropose'
  | 'Profile'
  | 'Contact'
  | 'QuestionAndAnswer'
  | 'PersonalQuestions'
  | 'Documents'
  | 'InternalDocuments'
  | 'Login'
  | 'Logout'
  | 'Admin'
  | 'Search'
  | 'Sitemap'
  | 'OpenData'
  | 'AcceptInvitation'
  | 'ConfirmEmail'
  | 'Notifications'
  | 'NotificationsStop'
  | 'ReceiptsStop'
  | 'Lookup';

export interface PortalRoute {
  name: RouteName;
  /** React Router path pattern (`:id` for parameters). */
  path: string;
  /** Document title; absent where the page sets its own (post detail). */
  title?: string;
  requiresLogin?: boolean;
  /**
   * The page module under `packages/web/src/pages` (without `.tsx`). The portal loads it
   * lazily; the server preloads it with the page. Only Logout has none: it redirects.
   */
  page?: string;
}

export const HOME_TITLE = 'Cổng thông tin Nghị quyết 57';

/** The page module for paths that are no route (404). */
export const NOT_FOUND_PAGE = 'NotFoundPage';

export const portalRoutes: readonly PortalRoute[] = [
  { name: 'Home', path: '/', title: HOME_TITLE, page: 'home/HomePage' },
  { name: 'Introduce', path: '/introduce', title: 'Giới thiệu Nghị quyết 57', page: 'static/StaticPage' },
  { name: 'Category', path: '/category/:id', title: 'Tin tức - Hoạt động', page: 'posts/PostListPage' },
  { name: 'PostIndex', path: '/posts', title: 'Tin tức - Hoạt động', page: 'posts/PostListPage' },
  { name: 'PostDetail', path: '/posts/:id', page: 'posts/PostDetailPage' },
  {
    name: 'ProductIndex',
    path: '/products',
    title: 'Sản phẩm, giải pháp khoa học và công nghệ',
    page: 'products/ProductListPage',
  },
  {
    name: 'createProduct',
    path: '/products/create-product',
    title: 'Gửi đề xuất',
    requiresLogin: true,
    page: 'proposals/CreateProposalPage',
  },
  { name: 'ProductDetail', path: '/products/:id', title: 'Chi tiết sản phẩm', page: 'products/ProductDetailPage' },
  {
    name: 'PersonalProposeList',
    path: '/personal-propose-list',
    title: 'Đề xuất của tôi',
    requiresLogin: true,
    page: 'proposals/MyProposalListPage',
  },
  {
    name: 'PersonalProposeEdit',
    path: '/propose/:id/personal-propose',
    title: 'Chỉnh sửa đề xuất',
    requiresLogin: true,
    page: 'proposals/MyProposalPage',
  },
  { name: 'ProposeIndex', path: '/propose', title: 'Danh sách đề xuất', page: 'proposals/ProposalListPage' },
  { name: 'ProposeDetail', path: '/propose/:id', title: 'Chi tiết đề xuất', page: 'proposals/ProposalDetailPage' },
  { name: 'ProposeIntroduce', path: '/propose-introduce', title: 'Giới thiệu về đề xuất', page: 'static/StaticPage' },
  // The department's own pages (its functions and duties, its organisation…), titled by staff.
  { name: 'StaticPage', path: '/pages/:id', title: 'Trang thông tin', page: 'static/StaticPage' },
  { name: 'BigProblemIndex', path: '/big-problem', title: 'Bài toán lớn', page: 'big-problems/BigProblemListPage' },
  {
    name: 'BigProblemDetail',
    path: '/big-problem/:id',
    title: 'Chi tiết bài toán lớn',
    page: 'big-problems/BigProblemDetailPage',
  },
  {
    name: 'ReportMonitor',
    path: '/report-monitor',
    title: 'Báo cáo, đánh giá Nghị quyết 57',
    page: 'monitoring/ReportMonitorPage',
  },
  // Kết quả thực hiện: adopted proposals and ideas with their progress. An English slug
  // like every other path of the table (the spec's and /search, /sitemap), and like its call /api/results.
  { name: 'Results', path: '/results', title: 'Kết quả thực hiện', page: 'results/ResultsPage' },
  { name: 'SolutionDetail', path: '/solution/:id', title: 'Bài toán tìm giải pháp', page: 'big-problems/SolutionPage' },
  // The spec shows no guard on the idea pages, but ideas are private to their
  // author (docs/DOMAIN.md, "Ideas"), so every one of them asks for sign-in.
  {
    name: 'IdeaPersonalList',
    path: '/idea',
    title: 'Ý tưởng của tôi',
    requiresLogin: true,
    page: 'ideas/IdeaListPage',
  },
  { name: 'IdeaCreate', path: '/idea/create', title: 'Gửi ý tưởng', requiresLogin: true, page: 'ideas/IdeaCreatePage' },
  {
    name: 'IdeaDetailPersonal',
    path: '/idea/:id/idea-detail-personal',
    title: 'Chi tiết ý tưởng',
    requiresLogin: true,
    page: 'ideas/IdeaDetailPage',
  },
  {
    name: 'IdeaPropose',
    path: '/idea/:id/idea-propose',
    title: 'Cập nhật ý tưởng',
    requiresLogin: true,
    page: 'ideas/IdeaEditPage',
  },
  { name: 'Profile', path: '/profile', title: 'Thông tin cá nhân', requiresLogin: true, page: 'account/ProfilePage' },
  { name: 'Contact', path: '/contacts', title: 'Liên hệ', page: 'engagement/ContactPage' },
  { name: 'QuestionAndAnswer', path: '/FAQ', title: 'Hỏi đáp', page: 'engagement/FaqPage' },
  // Câu hỏi và góp ý của tôi: what a signed-in person asked on Hỏi đáp and sent from
  // Liên hệ, with the answers; the bell's notices of an answer or a reply lead here. Open whatever
  // the section flags say: an answer stays the person's to read after a section is closed.
  {
    name: 'PersonalQuestions',
    path: '/personal-questions',
    title: 'Câu hỏi và góp ý của tôi',
    requiresLogin: true,
    page: 'engagement/MyQuestionsPage',
  },
  { name: 'Documents', path: '/documents', title: 'Văn bản', page: 'documents/DocumentsPage' },
  {
    name: 'InternalDocuments',
    path: '/internal-documents',
    title: 'Văn bản nội bộ',
    requiresLogin: true,
    page: 'documents/DocumentsPage',
  },
  { name: 'Login', path: '/login', title: 'Đăng nhập', page: 'auth/LoginPage' },
  { name: 'Logout', path: '/logout', title: 'Đăng xuất' },
  // Expected of a state portal besides the spec's table
  // (docs/DOMAIN.md, "What a state portal also needs"): site search and a human sitemap.
  { name: 'Search', path: '/search', title: 'Tìm kiếm', page: 'search/SearchPage' },
  { name: 'Sitemap', path: '/sitemap', title: 'Sơ đồ cổng thông tin', page: 'sitemap/SitemapPage' },
  // Dữ liệu mở: the datasets of GET /api/open-data, each with its CSV and JSON downloads.
  { name: 'OpenData', path: '/open-data', title: 'Dữ liệu mở', page: 'open-data/OpenDataPage' },
  // Tra cứu hồ sơ: a dossier's state by its tracking code and lookup key (the receipt gives both).
  { name: 'Lookup', path: '/lookup', title: 'Tra cứu hồ sơ', page: 'lookup/LookupPage' },
  // Lời mời cán bộ: the link of an admin's invitation mail, `?token=…`; not in any menu or sitemap.
  {
    name: 'AcceptInvitation',
    path: '/accept-invitation',
    title: 'Nhận lời mời tham gia quản trị',
    page: 'auth/AcceptInvitationPage',
  },
  // The link of a new account's confirmation mail, `?token=…`: proves the address is the owner's.
  {
    name: 'ConfirmEmail',
    path: '/confirm-email',
    title: 'Xác nhận địa chỉ email',
    page: 'auth/ConfirmEmailPage',
  },
  // Thông báo: the signed-in person's notifications, and the page of a mail's stop
  // link (`?token=…`), which needs no sign-in: its signed token says whose mail and which kind.
  {
    name: 'Notifications',
    path: '/notifications',
    title: 'Thông báo',
    requiresLogin: true,
    page: 'notifications/NotificationsPage',
  },
  {
    name: 'NotificationsStop',
    path: '/notifications/stop',
    title: 'Ngừng nhận thư thông báo',
    page: 'notifications/StopMailPage',
  },
  // The stop link of a receipt mail of the public forms (`?token=…`): a visitor has no account,
  // the signed token says which address.
  {
    name: 'ReceiptsStop',
    path: '/receipts/stop',
    title: 'Ngừng nhận thư báo tiếp nhận',
    page: 'engagement/StopReceiptsPage',
  },
  // The back office is a bundle of its own served by the server at /admin/ (web/admin.ts); a
  // client-side navigation that reaches this route hands over with a full page load.
  { name: 'Admin', path: '/admin', title: 'Trang quản trị', page: 'AdminRedirectPage' },
];

/** The two parts of /personal-questions, the places the bell's notices of an answer or a reply open at. */
export const personalQuestionsSections = { questions: 'cau-hoi-cua-toi', feedback: 'gop-y-cua-toi' } as const;

const byName = new Map(portalRoutes.map((route) => [route.name, route]));

export function routeByName(name: RouteName): PortalRoute {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}

/** Builds the href of a named route, filling `:param` segments. */
export function href(name: RouteName, params: Record<string, string | number> = {}): string {
  return routeByName(name).path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing parameter ${key} for route ${name}`);
    return encodeURIComponent(String(value));
  });
}

const compiled = portalRoutes.map((route) => ({
  route,
  pattern: new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}/?$`),
}));

/** The portal route a pathname belongs to, or undefined (a 404). */
export function matchPortalRoute(pathname: string): PortalRoute | undefined {
  return compiled.find(({ pattern }) => pattern.test(pathname))?.route;
}

/**
 * The site settings flags that switch a section of the portal on and off (docs/DOMAIN.md, "The
 * spec's contract", section 2).
 */
export type SectionFlags = { question_and_answer?: boolean; contact?: boolean };

const routeFlags: Partial<Record<RouteName, keyof SectionFlags>> = {
  QuestionAndAnswer: 'question_and_answer',
  Contact: 'contact',
};

/**
 * Whether a route is open under the settings: Hỏi đáp and Liên hệ only while their flags are on.
 * Every link to them (menu, home cards, sitemaps) asks here; while the settings are not known
 * (`null`), they stay hidden rather than lead to the not-found page.
 */
export function routeEnabled(name: RouteName, flags: SectionFlags | null | undefined): boolean {
  const flag = routeFlags[name];
  return flag === undefined || flags?.[flag] === true;
}

/** The static pages the menu links to at an address of their own: edited, never hidden or deleted. */
export const FIXED_PAGE_SLUGS = ['introduce', 'propose-introduce'] as const;

/** Whether a static page is one of the menu's two (its address and visibility stay). */
export const isFixedPage = (slug: unknown): boolean => (FIXED_PAGE_SLUGS as readonly unknown[]).includes(slug);

/** Where a static page is read: `/introduce` for the menu's two, `/pages/<slug>` for the rest. */
export const staticPagePath = (slug: string): string => (isFixedPage(slug) ? `/${slug}` : `/pages/${slug}`);

/**
 * The page title shown in the browser tab: the route's title with the department's suffix (the
 * setting `title_suffix`, "Cổng thông tin Nghị quyết 57" unless staff changed it); home shows the suffix alone.
 */
export function documentTitle(title: string | undefined, suffix: string = HOME_TITLE): string {
  return title && title !== HOME_TITLE && title !== suffix ? `${title} | ${suffix}` : suffix;
}

/** Outside links shown in the header menu. */
export const externalLinks = {
  ipAdvice: {
    label: 'Tư vấn sở hữu trí tuệ',
    href: 'https://ipvietnam.gov.vn/',
  },
  industrialProperty: {
    label: 'Thông tin sở hữu công nghiệp',
    href: 'https://iplib.ipvietnam.gov.vn/',
  },
} as const;
