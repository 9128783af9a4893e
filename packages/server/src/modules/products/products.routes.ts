import {
  ListProductsQuerySchema,
  ProductDetailSchema,
  ProductFieldSchema,
  ProductListResponseSchema,
} from '@portal/shared/products';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';

/** The public marketplace of science and technology products (sản phẩm, giải pháp KH&CN). */
export function registerProductsRoutes(app: FastifyInstance, { products, publicCache, views, uploads }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const idParameter = z.string().min(1).max(120);

  routes.get(
    '/api/products',
    {
      schema: {
        tags: ['products'],
        summary: 'Sản phẩm đã đăng, mới nhất trước; tìm kiếm không phân biệt dấu, lọc theo lĩnh vực, nhu cầu, TRL',
        querystring: ListProductsQuerySchema,
        response: { 200: ProductListResponseSchema },
      },
    },
    async (request, reply) => publicCache.send(request, reply, () => products.list(request.query)),
  );

  routes.get(
    '/api/products/fields',
    {
      schema: {
        tags: ['products'],
        summary: 'Các lĩnh vực có sản phẩm đã đăng, kèm số sản phẩm',
        response: { 200: z.object({ data: z.array(ProductFieldSchema) }) },
      },
    },
    async (request, reply) => publicCache.send(request, reply, async () => ({ data: await products.fields() })),
  );

  routes.get(
    '/api/products/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'Một sản phẩm đã đăng (theo số hoặc đường dẫn), kèm sản phẩm cùng lĩnh vực',
        params: z.object({ id: idParameter }),
        response: { 200: z.object({ data: ProductDetailSchema }) },
      },
    },
    async (request, reply) =>
      publicCache.send(request, reply, async () => ({ data: await products.detail(request.params.id) }), {
        idOf: (answer) => answer.data.id,
        onServed: (id) => views.add('products', id),
      }),
  );

  routes.get(
    '/api/products/:id/files/:key',
    {
      schema: {
        tags: ['products'],
        summary: 'Tải một hình ảnh hoặc tệp đính kèm của sản phẩm đã đăng',
        params: z.object({ id: idParameter, key: z.string().min(1).max(120) }),
      },
    },
    async (request, reply) => {
      const { file, inline } = await products.file(request.params.id, request.params.key);
      return uploads.send(reply, file, { inline });
    },
  );
}
