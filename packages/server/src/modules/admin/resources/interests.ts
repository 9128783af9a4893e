import { AdminIdParamsSchema } from '@portal/shared/admin';
import { interestsApi } from '@portal/shared/api/interests';
import { AdminInterestSchema, InterestCloseInputSchema, InterestForwardInputSchema } from '@portal/shared/interests';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminListQuerySchema, pageOf, sendPage } from '../../../back-office/list-dialect.ts';
import type { AppContext } from '../../../context.ts';
import { serve } from '../../../http/contract.ts';
import { staffOf } from '../../auth/staff-guard.ts';
import { ADMIN_INTEREST_SORTABLE } from '../../interests/interest-queue.ts';

/**
 * Quan tâm sản phẩm, nhu cầu: reviewers read each interest before its owner does
 * (the product's, or the need's author), forward it (with an optional note) or close it (spam,
 * off-topic, or a product staff made, whose organisation they contact themselves) with a note.
 * Every step has its audit line.
 */
export function registerInterestsAdmin(app: FastifyInstance, context: AppContext): void {
  const { interests } = context;
  const _db = context.database.db;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { staffArea: 'moderation' as const };
  const tags = ['admin'];

  routes.get(
    '/api/admin/interests',
    {
      config: { ...config, sortable: [...ADMIN_INTEREST_SORTABLE] },
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
      const { rows, total } = await interests.adminList(request.query, offset, limit);
      return sendPage(reply, 'interests', rows, total, offset);
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
