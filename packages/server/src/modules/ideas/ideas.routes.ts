import { ideasApi } from '@portal/shared/api/ideas';
import { updatedAtField } from '@portal/shared/common-fields';
import { followThroughMessages } from '@portal/shared/follow-through-answers';
import { ideaCatalogue } from '@portal/shared/idea-fields';
import {
  AdminIdeaAnswerSchema,
  AdminIdeaSummarySchema,
  IdeaIdParamsSchema,
  IdeaInputSchema,
  IdeaListQuerySchema,
  IdeaListResponseSchema,
  IdeaResponseSchema,
  IdeaUpdateSchema,
  ideaMessages,
} from '@portal/shared/ideas';
import { doneMessages } from '@portal/shared/messages';
import { submissionMessages, submissionStateLabels, TransitionRequestSchema } from '@portal/shared/submissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerExport } from '../../back-office/export.ts';
import { AdminListQuerySchema, pageOf, sendPage } from '../../back-office/list-dialect.ts';
import type { AppContext } from '../../context.ts';
import { notFound, unprocessable } from '../../errors.ts';
import { serve } from '../../http/contract.ts';
import { authenticate, authorizeStaff } from '../auth/guard.ts';
import { ideasAdminSortable } from './ideas.service.ts';

/** The columns of the queue's Excel export, in order, with their Vietnamese headers. */
const ideaExportColumns: Record<string, string> = {
  id: 'Số',
  tracking_code: 'Mã hồ sơ',
  title: ideaCatalogue.title.label,
  field: ideaCatalogue.field.label,
  status: 'Trạng thái',
  attachment_count: 'Số tệp đính kèm',
  author_name: 'Người gửi',
  author_email: 'Email người gửi',
  submitted_at: 'Ngày gửi',
  updated_at: updatedAtField.label,
};
const IdeaExportRecord = z.object(Object.fromEntries(Object.keys(ideaExportColumns).map((key) => [key, z.unknown()])));

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
  const { ideas, tokens, auth } = context;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = (request: Parameters<typeof authenticate>[0]) => authenticate(request, tokens, auth);
  const staff = (request: Parameters<typeof authenticate>[0]) => authorizeStaff(request, tokens, auth, 'moderation');

  serve(
    routes,
    ideasApi.create,
    {
      config: { signedIn: true },
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

  serve(
    routes,
    ideasApi.listMine,
    {
      config: { signedIn: true },
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

  serve(
    routes,
    ideasApi.mine,
    {
      config: { signedIn: true },
      schema: {
        tags: ['ideas'],
        summary: 'Một ý tưởng của tôi, kèm tệp đính kèm, quá trình xử lý và các thao tác được phép',
        params: IdeaIdParamsSchema,
        response: { 200: IdeaResponseSchema },
      },
    },
    async (request) => {
      const { user } = await signedIn(request);
      return { data: await ideas.detail(user.id, ideaId(request.params.id)) };
    },
  );

  serve(
    routes,
    ideasApi.update,
    {
      config: { signedIn: true },
      schema: {
        tags: ['ideas'],
        summary: 'Sửa ý tưởng khi còn là bản nháp hoặc cần bổ sung (409 ở trạng thái khác); submit = true để gửi lại',
        params: IdeaIdParamsSchema,
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

  serve(
    routes,
    ideasApi.submit,
    {
      config: { signedIn: true },
      schema: {
        tags: ['ideas'],
        summary: 'Gửi ý tưởng (bản nháp hoặc cần bổ sung); cấp mã hồ sơ ở lần gửi đầu tiên',
        params: IdeaIdParamsSchema,
        response: { 200: IdeaResponseSchema },
      },
    },
    async (request) => {
      const { user } = await signedIn(request);
      return { data: await ideas.submit(user.id, ideaId(request.params.id)), message: ideaMessages.sent };
    },
  );

  serve(
    routes,
    ideasApi.withdraw,
    {
      config: { signedIn: true },
      schema: {
        tags: ['ideas'],
        summary: 'Rút ý tưởng trước khi được duyệt',
        params: IdeaIdParamsSchema,
        response: { 200: IdeaResponseSchema },
      },
    },
    async (request) => {
      const { user } = await signedIn(request);
      return { data: await ideas.withdraw(user.id, ideaId(request.params.id)), message: doneMessages.ideaWithdrawn };
    },
  );

  routes.get(
    '/api/admin/ideas',
    {
      config: { staffArea: 'moderation', sortable: Object.keys(ideasAdminSortable) },
      schema: {
        tags: ['admin'],
        summary:
          'Hàng chờ ý tưởng cho cán bộ kiểm duyệt (sort, range, filter; tổng số trong Content-Range). Lọc: status (một hoặc nhiều), q (tên hoặc mã hồ sơ), id; sắp xếp: submitted_at, updated_at, created_at, title, status, tracking_code. Không bao giờ gồm bản nháp, kể cả khi lọc status=draft',
        querystring: AdminListQuerySchema,
        response: { 200: z.array(AdminIdeaSummarySchema) },
      },
    },
    async (request, reply) => {
      await staff(request);
      const page = pageOf(request.query);
      const { data, total } = await ideas.adminList(request.query, page);
      return sendPage(reply, 'ideas', data, total, page.offset);
    },
  );

  registerExport(app, context, {
    name: 'ideas',
    label: 'ý tưởng',
    area: 'moderation',
    record: IdeaExportRecord,
    columns: ideaExportColumns,
    sortable: Object.keys(ideasAdminSortable),
    rows: async (query, limit) => {
      const { data } = await ideas.adminList(query, { offset: 0, limit });
      return data.map((row) => ({
        id: row.id,
        tracking_code: row.tracking_code,
        title: row.title,
        field: row.field,
        status: submissionStateLabels[row.status],
        attachment_count: row.attachment_count,
        author_name: row.author?.full_name ?? null,
        author_email: row.author?.email ?? null,
        submitted_at: row.submitted_at,
        updated_at: row.updated_at,
      }));
    },
  });

  routes.get(
    '/api/admin/ideas/:id',
    {
      config: { staffArea: 'moderation' },
      schema: {
        tags: ['admin'],
        summary: 'Một ý tưởng cho cán bộ: nội dung, tác giả, tệp, toàn bộ quá trình xử lý',
        params: IdeaIdParamsSchema,
        response: { 200: AdminIdeaAnswerSchema },
      },
    },
    async (request) => {
      await staff(request);
      return { data: await ideas.adminDetail(ideaId(request.params.id)) };
    },
  );

  serve(
    routes,
    ideasApi.transition,
    {
      config: { staffArea: 'moderation' },
      schema: {
        tags: ['admin'],
        summary:
          'Một bước xử lý của cán bộ: start_review, approve, reject (cần ghi chú), request_revision (cần ghi chú), publish',
        params: IdeaIdParamsSchema,
        body: TransitionRequestSchema,
        response: { 200: AdminIdeaAnswerSchema },
      },
    },
    async (request) => {
      const { user } = await staff(request);
      const { action, note, answer } = request.body;
      // Only a proposal has a public page to answer on; an idea stays private.
      if (answer) throw unprocessable({ answer: [followThroughMessages.answerNotForIdeas] });
      return { data: await ideas.adminTransition(user.id, ideaId(request.params.id), action, note) };
    },
  );
}
