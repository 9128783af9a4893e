import { categoriesApi, postsApi } from '@portal/shared/api/content';
import {
  CategoryListResponseSchema,
  ListPostsQuerySchema,
  PostDetailResponseSchema,
  PostIdParamsSchema,
  PostListResponseSchema,
} from '@portal/shared/content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { serve } from '../../http/contract.ts';

export function registerPostsRoutes(app: FastifyInstance, { posts, publicCache, views }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  serve(
    routes,
    categoriesApi.list,
    {
      schema: {
        tags: ['posts'],
        summary: 'Các chuyên mục tin đang hiển thị',
        response: { 200: CategoryListResponseSchema },
      },
    },
    async (request, reply) => publicCache.send(request, reply, async () => ({ data: await posts.categories() })),
  );

  serve(
    routes,
    postsApi.list,
    {
      schema: {
        tags: ['posts'],
        summary: 'Tin đã đăng, mới nhất trước; tìm kiếm không phân biệt dấu và hoa thường',
        querystring: ListPostsQuerySchema,
        response: { 200: PostListResponseSchema },
      },
    },
    async (request, reply) => publicCache.send(request, reply, () => posts.list(request.query)),
  );

  serve(
    routes,
    postsApi.detail,
    {
      schema: {
        tags: ['posts'],
        summary: 'Một tin đã đăng (theo số hoặc đường dẫn), kèm tin liên quan',
        params: PostIdParamsSchema,
        response: { 200: PostDetailResponseSchema },
      },
    },
    async (request, reply) =>
      publicCache.send(request, reply, async () => ({ data: await posts.detail(request.params.id) }), {
        idOf: (answer) => answer.data.id,
        onServed: (id) => views.add('posts', id),
      }),
  );
}
