import { AdminIdParamsSchema } from '@portal/shared/admin';
import { interestsApi } from '@portal/shared/api/interests';
import {
  AdminInterestSchema,
  INTEREST_STATUSES,
  InterestCloseInputSchema,
  InterestForwardInputSchema,
  type InterestStatus,
} from '@portal/shared/interests';
import { and, count, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type AdminListQuery,
  AdminListQuerySchema,
  idsOf,
  orderOf,
  pageOf,
  sendPage,
} from '../../../back-office/list-dialect.ts';
import type { AppContext } from '../../../context.ts';
import { products } from '../../../db/schema/catalogue.ts';
import { productInterests } from '../../../db/schema/interests.ts';
import { searchPattern } from '../../../db/search.ts';
import { serve } from '../../../http/contract.ts';
import { staffOf } from '../../auth/staff-guard.ts';
import { needJoin, needs, productJoin } from '../../interests/interests.service.ts';

const sortable = {
  id: productInterests.id,
  created_at: productInterests.createdAt,
  status: productInterests.status,
  forwarded_at: productInterests.forwardedAt,
};
const order = [sql`${productInterests.id} desc`];

function where(filter: AdminListQuery['filter']): SQL | undefined {
  const ids = idsOf(filter);
  const q = typeof filter?.q === 'string' ? filter.q.trim() : '';
  const status = filter?.status;
  const productId = Number(filter?.product_id);
  const proposalId = Number(filter?.proposal_id);
  const kind = filter?.kind;
  return and(
    ids ? (ids.length ? inArray(productInterests.id, ids) : sql`false`) : undefined,
    q
      ? sql`lower(f_unaccent(coalesce(${products.name}, ${needs.title}, '') || ' ' || ${productInterests.message})) like ${searchPattern(q)}`
      : undefined,
    status === undefined
      ? undefined
      : (INTEREST_STATUSES as readonly unknown[]).includes(status)
        ? eq(productInterests.status, status as InterestStatus)
        : sql`false`,
    Number.isSafeInteger(productId) && productId > 0 ? eq(productInterests.productId, productId) : undefined,
    Number.isSafeInteger(proposalId) && proposalId > 0 ? eq(productInterests.proposalId, proposalId) : undefined,
    kind === undefined
      ? undefined
      : kind === 'need'
        ? isNotNull(productInterests.proposalId)
        : kind === 'product'
          ? isNotNull(productInterests.productId)
          : sql`false`,
  );
}

/**
 * Quan tâm sản phẩm, nhu cầu: reviewers read each interest before its owner does
 * (the product's, or the need's author), forward it (with an optional note) or close it (spam,
 * off-topic, or a product staff made, whose organisation they contact themselves) with a note.
 * Every step has its audit line.
 */
export function registerInterestsAdmin(app: FastifyInstance, context: AppContext): void {
  const { interests } = context;
  const db = context.database.db;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { staffArea: 'moderation' as const };
  const tags = ['admin'];

  routes.get(
    '/api/admin/interests',
    {
      config: { ...config, sortable: Object.keys(sortable) },
      schema: {
        tags,
        summary:
          'Danh sách yêu cầu quan tâm sản phẩm, nhu cầu (sort, range, filter; tổng số trong Content-Range). filter: q trên tên sản phẩm, tên nhu cầu và lời nhắn; status pending|forwarded|accepted|declined|closed; kind product|need; product_id; proposal_id; id. sort: id, created_at, status, forwarded_at',
        querystring: AdminListQuerySchema,
        response: { 200: z.array(AdminInterestSchema) },
      },
    },
    async (request, reply) => {
      const { offset, limit } = pageOf(request.query);
      const filtered = where(request.query.filter);
      const [rows, [counted]] = await Promise.all([
        interests
          .selectAdmin()
          .where(filtered)
          .orderBy(...orderOf(request.query, sortable, order))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: count() })
          .from(productInterests)
          .leftJoin(products, productJoin)
          .leftJoin(needs, needJoin)
          .where(filtered),
      ]);
      return sendPage(reply, 'interests', rows.map(interests.presentAdmin), Number(counted?.total ?? 0), offset);
    },
  );

  routes.get(
    '/api/admin/interests/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Một yêu cầu quan tâm, kèm người gửi và chủ sở hữu',
        params: AdminIdParamsSchema,
        response: { 200: AdminInterestSchema },
      },
    },
    async (request) => interests.adminRecord(request.params.id),
  );

  serve(
    routes,
    interestsApi.admin.forward,
    {
      config,
      schema: {
        tags,
        summary:
          'Chuyển yêu cầu quan tâm đang chờ đến chủ sở hữu sản phẩm, người đăng nhu cầu { note? } (422 khi sản phẩm do Sở đăng, không có tài khoản chủ sở hữu; 409 khi không còn chờ)',
        params: AdminIdParamsSchema,
        body: InterestForwardInputSchema,
        response: { 200: AdminInterestSchema },
      },
    },
    async (request) => interests.forward(staffOf(request).user, request.params.id, request.body.note),
  );

  serve(
    routes,
    interestsApi.admin.close,
    {
      config,
      schema: {
        tags,
        summary:
          'Đóng yêu cầu quan tâm đang chờ { note } (thư rác, không đúng chủ đề, hoặc Sở đã tự liên hệ); 409 khi không còn chờ',
        params: AdminIdParamsSchema,
        body: InterestCloseInputSchema,
        response: { 200: AdminInterestSchema },
      },
    },
    async (request) => interests.close(staffOf(request).user, request.params.id, request.body.note),
  );
}
