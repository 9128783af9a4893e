import { AdminStaticPageSchema, StaticPageInputSchema } from '@portal/shared/admin-content';
import { notFoundMessages } from '@portal/shared/messages';
import { asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordStaffWrite } from '../../../back-office/audit.ts';
import { AdminListQuerySchema, pageOf, sendPage, sortOf } from '../../../back-office/list-dialect.ts';
import { sanitizeRichHtml } from '../../../content/rich-html.ts';
import type { AppContext } from '../../../context.ts';
import { staticPages } from '../../../db/schema/content.ts';
import { notFound } from '../../../errors.ts';
import { staffOf } from '../../auth/staff-guard.ts';

type PageRow = typeof staticPages.$inferSelect;

/** react-admin's `id` of a static page is its slug. */
const present = (row: PageRow) => ({
  id: row.slug,
  slug: row.slug,
  title: row.title,
  body: row.body,
  updated_at: row.updatedAt.toISOString(),
});

const SlugParams = z.object({ id: z.string().max(100) });
const sortable: Record<string, PgColumn | SQL> = {
  id: staticPages.slug,
  slug: staticPages.slug,
  title: staticPages.title,
  updated_at: staticPages.updatedAt,
};

/**
 * Trang tĩnh (/introduce, /propose-introduce): staff edit the pages that exist — list, show,
 * update; no create or delete (the portal has a route for each). The body is sanitised HTML.
 */
export function registerStaticPagesAdmin(app: FastifyInstance, context: AppContext): void {
  const { database, now, publicCache } = context;
  const db = database.db;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { staffArea: 'content' as const };
  const tags = ['admin'];

  routes.get(
    '/api/admin/static-pages',
    {
      config: { ...config, sortable: Object.keys(sortable) },
      schema: {
        tags,
        summary:
          'Danh sách trang tĩnh (sort, range, filter; tổng số trong Content-Range). id = slug (introduce, propose-introduce). Lọc: id (mảng slug). ' +
          'Sắp xếp: slug, title, updated_at',
        querystring: AdminListQuerySchema,
        response: { 200: z.array(AdminStaticPageSchema) },
      },
    },
    async (request, reply) => {
      const { offset, limit } = pageOf(request.query);
      const ids = request.query.filter?.id;
      const where =
        ids === undefined ? undefined : inArray(staticPages.slug, (Array.isArray(ids) ? ids : [ids]).map(String));
      const sort = sortOf(request.query, sortable);
      const order = sort ? [sort.ascending ? asc(sort.column) : desc(sort.column)] : [];
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(staticPages)
          .where(where)
          .orderBy(...order, sql`${staticPages.slug} asc`)
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(staticPages).where(where),
      ]);
      return sendPage(reply, 'static-pages', rows.map(present), Number(counted?.total ?? 0), offset);
    },
  );

  routes.get(
    '/api/admin/static-pages/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Một trang tĩnh (id = slug)',
        params: SlugParams,
        response: { 200: AdminStaticPageSchema },
      },
    },
    async (request) => {
      const [row] = await db.select().from(staticPages).where(eq(staticPages.slug, request.params.id));
      if (!row) throw notFound(notFoundMessages.page);
      return present(row);
    },
  );

  routes.put(
    '/api/admin/static-pages/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Sửa trang tĩnh (title, body HTML được làm sạch); cổng hiển thị ngay',
        params: SlugParams,
        body: StaticPageInputSchema,
        response: { 200: AdminStaticPageSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request).user;
      const at = now();
      const updated = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(staticPages).where(eq(staticPages.slug, request.params.id));
        if (!before) throw notFound(notFoundMessages.page);
        const [after] = await tx
          .update(staticPages)
          .set({ title: request.body.title, body: sanitizeRichHtml(request.body.body), updatedAt: at })
          .where(eq(staticPages.slug, before.slug))
          .returning();
        if (!after) throw new Error('update returned no row');
        await recordStaffWrite(
          tx,
          staff,
          { action: 'update', resource: 'static-pages', recordId: before.slug, before, after },
          at,
        );
        return after;
      });
      publicCache.invalidate();
      return present(updated);
    },
  );
}
