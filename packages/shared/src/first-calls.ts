import { bigProblemsApi } from './api/big-problems.ts';
import { categoriesApi, homeApi, pagesApi, postsApi } from './api/content.ts';
import { documentsApi } from './api/documents.ts';
import { pathOf } from './api/endpoint.ts';
import { engagementApi } from './api/engagement.ts';
import { followThroughApi } from './api/follow-through.ts';
import { monitoringApi } from './api/monitoring.ts';
import { openDataApi } from './api/open-data.ts';
import { productsApi } from './api/products.ts';
import { proposalsApi } from './api/proposals.ts';
import type { RouteName } from './routes.ts';
import type { PublicSettings } from './settings.ts';

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
  StaticPage: ({ id }) => [pathOf(pagesApi.detail, { params: { slug: id } })],
  PostIndex: () => [pathOf(postsApi.list, { query: { page: '1' } }), pathOf(categoriesApi.list)],
  Category: ({ id }) => [pathOf(postsApi.list, { query: { page: '1', category: id } }), pathOf(categoriesApi.list)],
  PostDetail: ({ id }) => [pathOf(postsApi.detail, { params: { id } })],
  ProductIndex: () => [pathOf(productsApi.list), pathOf(productsApi.fields)],
  ProductDetail: ({ id }) => [pathOf(productsApi.detail, { params: { id } })],
  ProposeIndex: () => [pathOf(proposalsApi.list)],
  ProposeDetail: ({ id }) => [pathOf(proposalsApi.detail, { params: { id } })],
  BigProblemIndex: () => [pathOf(bigProblemsApi.list, { query: { page: 1 } }), pathOf(bigProblemsApi.fields)],
  BigProblemDetail: ({ id }) => [pathOf(bigProblemsApi.detail, { params: { id } })],
  SolutionDetail: ({ id }) => [pathOf(bigProblemsApi.solutions, { params: { id }, query: { page: 1 } })],
  ReportMonitor: () => [
    pathOf(monitoringApi.indicators),
    pathOf(monitoringApi.reports, { query: { page: 1 } }),
    pathOf(monitoringApi.summary),
  ],
  Results: () => [pathOf(followThroughApi.results)],
  QuestionAndAnswer: () => [pathOf(engagementApi.faqs, { query: { page: '1' } }), pathOf(engagementApi.faqTopics)],
  Documents: () => [pathOf(documentsApi.list, { query: { page: 1 } }), pathOf(documentsApi.facets)],
  Sitemap: () => [pathOf(categoriesApi.list)],
  OpenData: () => [pathOf(openDataApi.catalogue)],
};

/**
 * What the server draws a public page's first screen from (packages/server/src/web/first-screen.ts
 * gives it to packages/web/src/first-screen.tsx): the page's address, the answers of its first
 * calls by API path, the settings, and whether the visitor's screen is a phone's.
 */
export interface FirstScreenInput {
  url: string;
  answers: Record<string, unknown>;
  settings: PublicSettings;
  narrow: boolean;
}
