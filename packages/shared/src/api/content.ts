import type * as content from '../content.ts';
import type { HomeResponseSchema } from '../home.ts';
import type { SearchQuerySchema, SearchResponseSchema } from '../search.ts';
import type { VisitsAnswerSchema } from '../visits.ts';
import { endpoint } from './endpoint.ts';

/** Tin tức: the published posts, newest first, and one post (by number or address). */
export const postsApi = {
  list: endpoint<{
    query: typeof content.ListPostsQuerySchema;
    response: { 200: typeof content.PostListResponseSchema };
  }>()('GET', '/api/posts'),
  detail: endpoint<{
    params: typeof content.PostIdParamsSchema;
    response: { 200: typeof content.PostDetailResponseSchema };
  }>()('GET', '/api/posts/:id'),
};

/** The visible news categories. */
export const categoriesApi = {
  list: endpoint<{ response: { 200: typeof content.CategoryListResponseSchema } }>()('GET', '/api/categories'),
};

/** The pages staff edit (introduce, propose-introduce). */
export const pagesApi = {
  detail: endpoint<{
    params: typeof content.StaticPageSlugParamsSchema;
    response: { 200: typeof content.StaticPageResponseSchema };
  }>()('GET', '/api/pages/:slug'),
};

/** The home page's content in one call. */
export const homeApi = {
  content: endpoint<{ response: { 200: typeof HomeResponseSchema } }>()('GET', '/api/home'),
};

/** The whole portal's search: every kind's first results, or one kind's page with `kind`. */
export const searchApi = {
  search: endpoint<{ query: typeof SearchQuerySchema; response: { 200: typeof SearchResponseSchema } }>()(
    'GET',
    '/api/search',
  ),
};

/** The footer's visit counter: counted once per browser session (POST), otherwise read (GET). */
export const visitsApi = {
  read: endpoint<{ response: { 200: typeof VisitsAnswerSchema } }>()('GET', '/api/visits'),
  count: endpoint<{ response: { 200: typeof VisitsAnswerSchema } }>()('POST', '/api/visits'),
};
