import {
  AdminIdeaDetailSchema,
  AdminIdeaListResponseSchema,
  IdeaInputSchema,
  IdeaListQuerySchema,
  IdeaListResponseSchema,
  IdeaResponseSchema,
  IdeaUpdateSchema,
  ideaMessages,
} from '@portal/shared/ideas';
import { submissionMessages, TransitionRequestSchema } from '@portal/shared/submissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { authenticate, authorizeStaff } from '../auth/guard.ts';
import { createIdeasService } from './ideas.service.ts';

const IdParams = z.object({
  id: z.string().describe('Mã ý tưởng (số nguyên dương); mã không phải số trả về 404 như mọi ý tưởng không có'),
});

/** The idea's number from the path: anything but a positive integer names no idea (404, not 422). */
function ideaId(raw: string): number {
  const id = /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw notFound(submissionMessages.notFound);
  return id;
}

/**
 * Ý tưởng: a citizen's own ideas under /api/ideas (signed in; another's id answers 404) and the
 * staff queue under /api/admin/ideas (reviewers and admins). There is no public list of ideas.
 */
export function registerIdeasRoutes(app: FastifyInstance, context: AppContext): void {
  const { database, now, lifecycle, uploadRecords, tokens, auth } = context;
  const ideas = createIdeasService({ db: database.db, now, lifecycle, uploadRecords });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = (request: Parameters<typeof authenticate>[0]) => authenticate(request, tokens, auth);
  const staff = (request: Parameters<typeof authenticate>[0]) => authorizeStaff(request, tokens, auth, 'moderation');

  routes.post(
    '/api/ideas',
    {
      schema: {
        tags: ['ideas'],
        summary:
          'Tạo ý tưởng (bản nháp, hoặc gửi ngay khi submit = true). Cùng request_id gửi lại trả về ý tưởng đã tạo (200), không tạo bản thứ hai',
        body: IdeaInputSchema,
        response: { 200: IdeaResponseSchema, 201: IdeaResponseSchema },
      },
    },
    async (request, reply) => {
      const { user } = await signedIn(request);
      const { idea, created } = await ideas.create(user.id, request.body);
      return reply
        .status(created ? 201 : 200)
        .send({ data: idea, message: idea.status === 'draft' ? ideaMessages.saved : ideaMessages.sent });
    },
  );

  routes.get(
    '/api/ideas/mine',
    {
      schema: {
        tags: ['ideas'],
        summary: 'Ý tưởng của tôi: lọc theo trạng thái, tìm theo tên hoặc mã hồ sơ, phân trang',
        querystring: IdeaListQuerySchema,
        response: { 200: IdeaListResponseSchema },
      },
    },
    async (request) => {
      const { user } = await signedIn(request);
      return ideas.listMine(user.id, request.query);
    },
  );

  routes.get(
    '/api/ideas/mine/:id',
    {
      schema: {
        tags: ['ideas'],
        summary: 'Một ý tưởng của tôi, kèm tệp đính kèm, quá trình xử lý và các thao tác được phép',
        params: IdParams,
        response: { 200: IdeaResponseSchema },
      },
    },
    async (request) => {
      const { user } = await signedIn(request);
      return { data: await ideas.detail(user.id, ideaId(request.params.id)) };
    },
  );

  routes.put(
    '/api/ideas/mine/:id',
    {
      schema: {
        tags: ['ideas'],
        summary: 'Sửa ý tưởng khi còn là bản nháp hoặc cần bổ sung (409 ở trạng thái khác); submit = true để gửi lại',
        params: IdParams,
        body: IdeaUpdateSchema,
        response: { 200: IdeaResponseSchema },
      },
    },
    async (request) => {
      const { user } = await signedIn(request);
      const idea = await ideas.update(user.id, ideaId(request.params.id), request.body);
      return { data: idea, message: request.body.submit ? ideaMessages.sent : ideaMessages.saved };
    },
  );

  routes.post(
    '/api/ideas/mine/:id/submit',
    {
      schema: {
        tags: ['ideas'],
        summary: 'Gửi ý tưởng (bản nháp hoặc cần bổ sung); cấp mã hồ sơ ở lần gửi đầu tiên',
        params: IdParams,
        response: { 200: IdeaResponseSchema },
      },
    },
    async (request) => {
      const { user } = await signedIn(request);
      return { data: await ideas.submit(user.id, ideaId(request.params.id)), message: ideaMessages.sent };
    },
  );

  routes.post(
    '/api/ideas/mine/:id/withdraw',
    {
      schema: {
        tags: ['ideas'],
        summary: 'Rút ý tưởng trước khi được duyệt',
        params: IdParams,
        response: { 200: IdeaResponseSchema },
      },
    },
    async (request) => {
      const { user } = await signedIn(request);
      return { data: await ideas.withdraw(user.id, ideaId(request.params.id)), message: 'Đã rút ý tưởng' };
    },
  );

  routes.get(
    '/api/admin/ideas',
    {
      config: { staffArea: 'moderation' },
      schema: {
        tags: ['admin'],
        summary:
          'Hàng chờ ý tưởng cho cán bộ kiểm duyệt (không bao giờ gồm bản nháp, kể cả khi lọc status=draft); header Content-Range cho react-admin',
        querystring: IdeaListQuerySchema,
        response: { 200: AdminIdeaListResponseSchema },
      },
    },
    async (request, reply) => {
      await staff(request);
      const answer = await ideas.adminList(request.query);
      const from = (answer.meta.page - 1) * answer.meta.per_page;
      const range = answer.data.length > 0 ? `${from}-${from + answer.data.length - 1}` : '*';
      reply.header('Content-Range', `ideas ${range}/${answer.meta.total}`);
      return answer;
    },
  );

  routes.get(
    '/api/admin/ideas/:id',
    {
      config: { staffArea: 'moderation' },
      schema: {
        tags: ['admin'],
        summary: 'Một ý tưởng cho cán bộ: nội dung, tác giả, tệp, toàn bộ quá trình xử lý',
        params: IdParams,
        response: { 200: z.object({ data: AdminIdeaDetailSchema }) },
      },
    },
    async (request) => {
      await staff(request);
      return { data: await ideas.adminDetail(ideaId(request.params.id)) };
    },
  );

  routes.post(
    '/api/admin/ideas/:id/transitions',
    {
      config: { staffArea: 'moderation' },
      schema: {
        tags: ['admin'],
        summary:
          'Một bước xử lý của cán bộ: start_review, approve, reject (cần ghi chú), request_revision (cần ghi chú), publish',
        params: IdParams,
        body: TransitionRequestSchema,
        response: { 200: z.object({ data: AdminIdeaDetailSchema }) },
      },
    },
    async (request) => {
      const { user } = await staff(request);
      const { action, note } = request.body;
      return { data: await ideas.adminTransition(user.id, ideaId(request.params.id), action, note) };
    },
  );
}
