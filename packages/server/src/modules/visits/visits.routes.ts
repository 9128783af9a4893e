import { visitsApi } from '@portal/shared/api/content';
import { vietnamToday } from '@portal/shared/format';
import { VisitsAnswerSchema } from '@portal/shared/visits';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { visitCounts } from '../../db/schema/engagement.ts';
import { serve } from '../../http/contract.ts';

/**
 * The visit counter of the footer (Decree 42/2022 portals show one): the portal counts a visit once
 * per browser session with POST, and reads the figures with GET.
 */
export function registerVisitsRoutes(app: FastifyInstance, { database, now }: AppContext): void {
  const { db } = database;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const figures = async () => {
    const day = vietnamToday(now());
    const [row] = await db
      .select({
        total: sql<number>`coalesce(sum(${visitCounts.count}), 0)::bigint`,
        today: sql<number>`coalesce(sum(${visitCounts.count}) filter (where ${visitCounts.day} = ${day}), 0)::bigint`,
      })
      .from(visitCounts);
    return { data: { total: Number(row?.total ?? 0), today: Number(row?.today ?? 0) } };
  };

  serve(
    routes,
    visitsApi.read,
    {
      schema: { tags: ['visits'], summary: 'Số lượt truy cập: tổng và hôm nay', response: { 200: VisitsAnswerSchema } },
    },
    figures,
  );

  serve(
    routes,
    visitsApi.count,
    {
      // The portal posts once per browser session; a script that posts in a loop is slowed down.
      // The bound is loose because many people can share one address (a school, an office NAT).
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        tags: ['visits'],
        summary: 'Ghi nhận một lượt truy cập (một lần mỗi phiên trình duyệt)',
        response: { 200: VisitsAnswerSchema },
      },
    },
    async () => {
      await db
        .insert(visitCounts)
        .values({ day: vietnamToday(now()), count: 1 })
        .onConflictDoUpdate({ target: visitCounts.day, set: { count: sql`${visitCounts.count} + 1` } });
      return figures();
    },
  );
}
