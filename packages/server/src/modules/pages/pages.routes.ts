import { pagesApi } from '@portal/shared/api/content';
import { StaticPageResponseSchema, StaticPageSlugParamsSchema } from '@portal/shared/content';
import { notFoundMessages } from '@portal/shared/messages';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { staticPages } from '../../db/schema/content.ts';
import { notFound } from '../../errors.ts';
import { serve } from '../../http/contract.ts';

export function registerPagesRoutes(app: FastifyInstance, { database, publicCache }: AppContext): void {
  serve(
    app.withTypeProvider<ZodTypeProvider>(),
    pagesApi.detail,
    {
      schema: {
        tags: ['pages'],
        summary: 'Một trang tĩnh đang hiển thị (introduce, propose-introduce, hoặc trang của Sở tại /pages/<slug>)',
        params: StaticPageSlugParamsSchema,
        response: { 200: StaticPageResponseSchema },
      },
    },
    async (request, reply) =>
      publicCache.send(request, reply, async () => {
        const [page] = await database.db
          .select()
          .from(staticPages)
          .where(and(eq(staticPages.slug, request.params.slug), eq(staticPages.visible, true)));
        if (!page) throw notFound(notFoundMessages.page);
        return {
          data: { slug: page.slug, title: page.title, body: page.body, updated_at: page.updatedAt.toISOString() },
        };
      }),
  );
}
