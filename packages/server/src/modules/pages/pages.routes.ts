import { StaticPageSchema } from '@portal/shared/content';
import { notFoundMessages } from '@portal/shared/messages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { staticPages } from '../../db/schema/content.ts';
import { notFound } from '../../errors.ts';

export function registerPagesRoutes(app: FastifyInstance, { database, publicCache }: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/pages/:slug',
    {
      schema: {
        tags: ['pages'],
        summary: 'Một trang giới thiệu (introduce, propose-introduce)',
        params: z.object({ slug: z.string().max(100) }),
        response: { 200: z.object({ data: StaticPageSchema }) },
      },
    },
    async (request, reply) =>
      publicCache.send(request, reply, async () => {
        const [page] = await database.db.select().from(staticPages).where(eq(staticPages.slug, request.params.slug));
        if (!page) throw notFound(notFoundMessages.page);
        return {
          data: { slug: page.slug, title: page.title, body: page.body, updated_at: page.updatedAt.toISOString() },
        };
      }),
  );
}
