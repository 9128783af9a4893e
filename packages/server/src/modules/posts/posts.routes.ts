import { CategorySchema, ListPostsQuerySchema, PostDetailSchema, PostListResponseSchema } from '@portal/shared/content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';

export function registerPostsRoutes(app: FastifyInstance, { posts, publicCache, views }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/categories',
    {
      schema: {
        tags: ['posts'],
        summary: 'Các chuyên mục tin đang hiển thị',
        response: { 200: z.object({ data: z.array(CategorySchema) }) },
      },
    },
    async (request, reply) => publicCache.send(request, reply, async () => ({ data: await posts.categories() })),
  );

  routes.get(
    '/api/posts',
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

  routes.get(
    '/api/posts/:id',
    {
      schema: {
        tags: ['posts'],
        summary: 'Một tin đã đăng (theo số hoặc đường dẫn), kèm tin liên quan',
        params: z.object({ id: z.string().max(120) }),
        response: { 200: z.object({ data: PostDetailSchema }) },
      },
    },
    async (request, reply) =>
      publicCache.send(request, reply, async () => ({ data: await posts.detail(request.params.id) }), {
        idOf: (answer) => answer.data.id,
        onServed: (id) => views.add('posts', id),
      }),
  );
}
