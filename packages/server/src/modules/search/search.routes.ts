import { searchApi } from '@portal/shared/api/content';
import { SearchQuerySchema, SearchResponseSchema } from '@portal/shared/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { serve } from '../../http/contract.ts';
import { createSearchService } from './search.service.ts';

export function registerSearchRoutes(app: FastifyInstance, { database, now, publicCache }: AppContext): void {
  const search = createSearchService(database.db, now, publicCache);

  serve(
    app.withTypeProvider<ZodTypeProvider>(),
    searchApi.search,
    {
      schema: {
        tags: ['search'],
        summary:
          'Tìm trên toàn cổng (tin, sản phẩm, bài toán lớn, văn bản), không phân biệt dấu và hoa thường; với `kind`: một loại, theo trang',
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema },
      },
    },
    async (request, reply) => {
      const { q, kind, page, per_page } = request.query;
      return publicCache.send(request, reply, async () =>
        kind ? search.page(kind, q, page, per_page) : { data: await search.groups(q) },
      );
    },
  );
}
