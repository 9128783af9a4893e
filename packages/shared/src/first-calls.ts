import { categoriesApi, homeApi, pagesApi, postsApi } from './api/content.ts';
import { pathOf } from './api/endpoint.ts';
import { engagementApi } from './api/engagement.ts';
import type { RouteName } from './routes.ts';

/**
 * The GET calls a public page's loader makes for its first screen when the page is opened at its
 * plain address (no query), by route name, exactly as the loader writes them. The server answers
 * them into the page it sends (`portal-answers`), and the portal's request layer takes each answer
 * once instead of calling (packages/server/src/web/portal.ts, packages/web/src/lib/api.ts), so the
 * first screen does not wait for a round trip after the script. `id` is the route's `:id`, decoded.
 *
 * A call left out here, or written differently from the loader, only costs that round trip; the
 * journey in e2e/tests/pages.spec.ts fails when a page listed here still calls the API on its
 * first load.
 */
export const firstCalls: Partial<Record<RouteName, (params: { id: string }) => string[]>> = {
  Home: () => [pathOf(homeApi.content)],
  // The login page is the home page under the login modal.
  Login: () => [pathOf(homeApi.content)],
  Introduce: () => [pathOf(pagesApi.detail, { params: { slug: 'introduce' } })],
  ProposeIntroduce: () => [pathOf(pagesApi.detail, { params: { slug: 'propose-introduce' } })],
  PostIndex: () => [pathOf(postsApi.list, { query: { page: '1' } }), pathOf(categoriesApi.list)],
  Category: ({ id }) => [pathOf(postsApi.list, { query: { page: '1', category: id } }), pathOf(categoriesApi.list)],
  PostDetail: ({ id }) => [pathOf(postsApi.detail, { params: { id } })],
  ProductIndex: () => ['/api/products', '/api/products/fields'],
  ProductDetail: ({ id }) => [`/api/products/${encodeURIComponent(id)}`],
  ProposeIndex: () => ['/api/proposals', '/api/products/fields'],
  ProposeDetail: ({ id }) => [`/api/proposals/${encodeURIComponent(id)}`],
  BigProblemIndex: () => ['/api/big-problems?page=1', '/api/big-problem-fields'],
  BigProblemDetail: ({ id }) => [`/api/big-problems/${encodeURIComponent(id)}`],
  SolutionDetail: ({ id }) => [`/api/big-problems/${encodeURIComponent(id)}/solutions?page=1`],
  ReportMonitor: () => ['/api/indicators', '/api/reports?page=1', '/api/monitoring/summary'],
  QuestionAndAnswer: () => [pathOf(engagementApi.faqs, { query: { page: '1' } }), pathOf(engagementApi.faqTopics)],
  Documents: () => ['/api/documents?page=1', '/api/documents/facets'],
  Sitemap: () => [pathOf(categoriesApi.list)],
};
