import { productsApi } from '@portal/shared/api/products';
import {
  ListProductsQuerySchema,
  ProductAnswerSchema,
  ProductFieldsAnswerSchema,
  ProductFileParamsSchema,
  ProductListResponseSchema,
  ProductParamsSchema,
} from '@portal/shared/products';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { serve } from '../../http/contract.ts';

/** The public marketplace of science and technology products (sản phẩm, giải pháp KH&CN). */
export function registerProductsRoutes(app: FastifyInstance, { products, publicCache, views, uploads }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  serve(
    routes,
    productsApi.list,
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

  serve(
    routes,
    productsApi.fields,
    {
      schema: {
        tags: ['products'],
        summary: 'Các lĩnh vực có sản phẩm đã đăng, kèm số sản phẩm',
        response: { 200: ProductFieldsAnswerSchema },
      },
    },
    async (request, reply) => publicCache.send(request, reply, async () => ({ data: await products.fields() })),
  );

  serve(
    routes,
    productsApi.detail,
    {
      schema: {
        tags: ['products'],
        summary: 'Một sản phẩm đã đăng (theo số hoặc đường dẫn), kèm sản phẩm cùng lĩnh vực',
        params: ProductParamsSchema,
        response: { 200: ProductAnswerSchema },
      },
    },
    async (request, reply) =>
      publicCache.send(request, reply, async () => ({ data: await products.detail(request.params.id) }), {
        idOf: (answer) => answer.data.id,
        onServed: (id) => views.add('products', id),
      }),
  );

  serve(
    routes,
    productsApi.file,
    {
      schema: {
        tags: ['products'],
        summary: 'Tải một hình ảnh hoặc tệp đính kèm của sản phẩm đã đăng',
        params: ProductFileParamsSchema,
      },
    },
    async (request, reply) => {
      const { file, inline } = await products.file(request.params.id, request.params.key);
      return uploads.send(reply, file, { inline });
    },
  );
}
