import { NeedExpiryInputSchema } from '@portal/shared/admin-products';
import { MessageAnswerSchema } from '@portal/shared/answers';
import { proposalsApi } from '@portal/shared/api/proposals';
import { cellsOf, labelsFor } from '@portal/shared/catalogue';
import { updatedAtField } from '@portal/shared/common-fields';
import {
  AdminProposalResponseSchema,
  AdminProposalSummarySchema,
  ListProposalsQuerySchema,
  MyProposalListResponseSchema,
  MyProposalResponseSchema,
  MyProposalsQuerySchema,
  PublicProposalAnswerSchema,
  PublicProposalListResponseSchema,
} from '@portal/shared/proposal-answers';
import { proposalCatalogue } from '@portal/shared/proposal-fields';
import { proposalMessages } from '@portal/shared/proposal-labels';
import { ProposalCorrectionSchema, ProposalInputSchema, ProposalUpdateSchema } from '@portal/shared/proposals';
import { submissionStateLabels, TransitionRequestSchema, VisibilityRequestSchema } from '@portal/shared/submissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerExport } from '../../back-office/export.ts';
import { AdminListQuerySchema, pageOf, sendPage } from '../../back-office/list-dialect.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { serve } from '../../http/contract.ts';
import { authenticate, authorizeStaff } from '../auth/guard.ts';
import { correctProposal } from './proposals-correction.ts';
import { proposalsAdminSortable } from './proposals-staff.service.ts';
import { changeNeedExpiry, changeProposalVisibility } from './proposals-visibility.ts';

/**
 * The id in the path: any text, so that one not made of digits is an unknown proposal (404), not a
 * malformed request (422). `proposalId` reads it.
 */
const idParams = z.object({ id: z.string() });

/** The columns of the queue's Excel export, in order, with their Vietnamese headers: every field of the catalogue. */
const proposalExportColumns: Record<string, string> = {
  id: 'Số',
  tracking_code: 'Mã hồ sơ',
  status: 'Trạng thái',
  big_problem: 'Bài toán lớn',
  ...labelsFor(proposalCatalogue, 'staff'),
  author_name: 'Người gửi',
  author_email: 'Email người gửi',
  submitted_at: 'Ngày gửi',
  updated_at: updatedAtField.label,
};
const ProposalExportRecord = z.object(
  Object.fromEntries(Object.keys(proposalExportColumns).map((key) => [key, z.unknown()])),
);

/** A proposal id from the path; 404 for anything that cannot be one. */
function proposalId(raw: string): number {
  const id = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw notFound(proposalMessages.notFound);
  return id;
}

/**
 * Đề xuất: citizens make, edit, send and withdraw their own (`/api/proposals`, `/api/proposals/mine`),
 * visitors read the approved ones, staff who moderate decide (`/api/admin/proposals`).
 */
export function registerProposalsRoutes(app: FastifyInstance, context: AppContext) {
  const { tokens, auth, publicCache, uploads } = context;
  const service = context.proposals;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = (request: Parameters<typeof authenticate>[0]) => authenticate(request, tokens, auth);
  const staff = (request: Parameters<typeof authenticate>[0]) => authorizeStaff(request, tokens, auth, 'moderation');

  // --- The author -------------------------------------------------------------------------

  serve(
    routes,
    proposalsApi.create,
    {
      config: { signedIn: true },
      schema: {
        tags: ['proposals'],
        summary:
          'Tạo đề xuất (bản nháp, hoặc gửi khi submit = true). Cùng request_id trả lại đề xuất đã tạo (200), không tạo thêm',
        body: ProposalInputSchema,
        response: { 200: MyProposalResponseSchema, 201: MyProposalResponseSchema },
      },
    },
    async (request, reply) => {
      const { user } = await signedIn(request);
      const { created, data } = await service.create(user.id, request.body);
      return reply.code(created ? 201 : 200).send({ data });
    },
  );

  serve(
    routes,
    proposalsApi.listMine,
    {
      config: { signedIn: true },
      schema: {
        tags: ['proposals'],
        summary: 'Đề xuất của tôi, mới cập nhật trước; lọc theo trạng thái, tìm theo từ khóa',
        querystring: MyProposalsQuerySchema,
        response: { 200: MyProposalListResponseSchema },
      },
    },
    async (request) => {
      const { user } = await signedIn(request);
      return service.listMine(user.id, request.query);
    },
  );

  serve(
    routes,
    proposalsApi.mine,
    {
      config: { signedIn: true },
      schema: {
        tags: ['proposals'],
        summary: 'Một đề xuất của tôi, các thao tác được phép và dòng thời gian xử lý',
        response: { 200: MyProposalResponseSchema },
      },
    },
    async (request) => {
      const { user } = await signedIn(request);
      return { data: await service.mine(user.id, proposalId(request.params.id)) };
    },
  );

  serve(
    routes,
    proposalsApi.update,
    {
      config: { signedIn: true },
      schema: {
        tags: ['proposals'],
        summary: 'Sửa đề xuất ở trạng thái Bản nháp hoặc Cần bổ sung (gửi lại khi submit = true)',
        body: ProposalUpdateSchema,
        response: { 200: MyProposalResponseSchema },
      },
    },
    async (request) => {
      const { user } = await signedIn(request);
      return { data: await service.update(user.id, proposalId(request.params.id), request.body) };
    },
  );

  serve(
    routes,
    proposalsApi.deleteDraft,
    {
      config: { signedIn: true },
      schema: {
        tags: ['proposals'],
        summary:
          'Xóa bản nháp đề xuất của tôi cùng các tệp của nó (409 khi đề xuất đã gửi: hãy rút; 404 với đề xuất của người khác)',
        response: { 200: MessageAnswerSchema },
      },
    },
    async (request) => {
      const { user } = await signedIn(request);
      await service.deleteDraft(user.id, proposalId(request.params.id));
      return { message: proposalMessages.deleted };
    },
  );

  for (const action of ['submit', 'withdraw'] as const) {
    serve(
      routes,
      proposalsApi[action],
      {
        config: { signedIn: true },
        schema: {
          tags: ['proposals'],
          summary: action === 'submit' ? 'Gửi (hoặc gửi lại) đề xuất' : 'Rút đề xuất (trước khi được duyệt)',
          response: { 200: MyProposalResponseSchema },
        },
      },
      async (request) => {
        const { user } = await signedIn(request);
        return { data: await service.authorStep(user.id, proposalId(request.params.id), action) };
      },
    );
  }

  // --- Visitors ---------------------------------------------------------------------------

  serve(
    routes,
    proposalsApi.list,
    {
      schema: {
        tags: ['proposals'],
        summary:
          'Đề xuất đã duyệt hoặc đã công bố, mới duyệt trước; tìm kiếm không phân biệt dấu, lọc theo nhu cầu, lĩnh vực, kinh phí',
        querystring: ListProposalsQuerySchema,
        response: { 200: PublicProposalListResponseSchema },
      },
    },
    async (request, reply) => publicCache.send(request, reply, () => service.listPublic(request.query)),
  );

  serve(
    routes,
    proposalsApi.detail,
    {
      schema: {
        tags: ['proposals'],
        summary: 'Một đề xuất đã duyệt hoặc đã công bố, với thông tin liên hệ người gửi chọn công khai',
        response: { 200: PublicProposalAnswerSchema },
      },
    },
    async (request, reply) =>
      publicCache.send(request, reply, async () => ({
        data: await service.publicDetail(proposalId(request.params.id)),
      })),
  );

  serve(
    routes,
    proposalsApi.file,
    {
      schema: {
        tags: ['proposals'],
        summary:
          'Tải một hình ảnh hoặc tệp đính kèm người gửi chọn công khai của đề xuất đã duyệt (tệp không công khai: 404)',
      },
    },
    async (request, reply) => {
      const file = await service.publicFile(proposalId(request.params.id), request.params.fileId);
      return uploads.send(reply, file, { inline: file.kind === 'image' });
    },
  );

  // --- Staff ------------------------------------------------------------------------------

  routes.get(
    '/api/admin/proposals',
    {
      config: { staffArea: 'moderation', sortable: Object.keys(proposalsAdminSortable) },
      schema: {
        tags: ['admin'],
        summary:
          'Hàng đợi đề xuất (sort, range, filter; tổng số trong Content-Range). Lọc: status (một hoặc nhiều), proposal_kind, q, id; sắp xếp: submitted_at, updated_at, created_at, title, status, tracking_code. Không bao giờ gồm bản nháp',
        querystring: AdminListQuerySchema,
        response: { 200: z.array(AdminProposalSummarySchema) },
      },
    },
    async (request, reply) => {
      await staff(request);
      const page = pageOf(request.query);
      const { data, total } = await service.listStaff(request.query, page);
      return sendPage(reply, 'proposals', data, total, page.offset);
    },
  );

  registerExport(app, context, {
    name: 'proposals',
    label: 'đề xuất',
    area: 'moderation',
    record: ProposalExportRecord,
    columns: proposalExportColumns,
    sortable: Object.keys(proposalsAdminSortable),
    rows: async (query, limit) => {
      const { data, stored } = await service.listStaff(query, { offset: 0, limit });
      return data.map((row, index) => ({
        id: row.id,
        tracking_code: row.tracking_code,
        status: submissionStateLabels[row.status],
        big_problem: row.big_problem?.title ?? null,
        ...cellsOf(proposalCatalogue, stored[index] ?? {}, 'staff'),
        author_name: row.author?.full_name ?? null,
        author_email: row.author?.email ?? null,
        submitted_at: row.submitted_at,
        updated_at: row.updated_at,
      }));
    },
  });

  routes.get(
    '/api/admin/proposals/:id',
    {
      config: { staffArea: 'moderation' },
      schema: {
        tags: ['admin'],
        summary: 'Một đề xuất với tác giả, tệp, dòng thời gian đầy đủ và các bước cán bộ được làm',
        params: idParams,
        response: { 200: AdminProposalResponseSchema },
      },
    },
    async (request) => {
      await staff(request);
      return { data: await service.staffDetail(proposalId(request.params.id)) };
    },
  );

  serve(
    routes,
    proposalsApi.expiry,
    {
      config: { staffArea: 'moderation' },
      schema: {
        tags: ['admin'],
        summary:
          'Đặt hoặc đổi hạn hiển thị của một nhu cầu { expires_at: dd/mm/yyyy hoặc yyyy-mm-dd, một ngày sắp tới, ' +
          'không quá 12 tháng }; 409 nếu không phải nhu cầu công khai chưa đăng thành sản phẩm; ghi vào nhật ký thao tác',
        body: NeedExpiryInputSchema,
        response: { 200: AdminProposalResponseSchema },
      },
    },
    async (request) => {
      const { user } = await staff(request);
      const id = proposalId(request.params.id);
      await changeNeedExpiry(context, user, id, request.body.expires_at);
      return { data: await service.staffDetail(id) };
    },
  );

  serve(
    routes,
    proposalsApi.transition,
    {
      config: { staffArea: 'moderation' },
      schema: {
        tags: ['admin'],
        summary:
          'Một bước xử lý đề xuất (tiếp nhận, duyệt, không duyệt, yêu cầu bổ sung, công bố); gửi thư cho người gửi. ' +
          'Khi duyệt, công bố hoặc không duyệt có thể kèm trả lời công khai answer { text, unit }',
        body: TransitionRequestSchema,
        response: { 200: AdminProposalResponseSchema },
      },
    },
    async (request) => {
      const { user } = await staff(request);
      const { action, note, answer } = request.body;
      return { data: await service.staffStep(user.id, proposalId(request.params.id), action, note, answer) };
    },
  );

  serve(
    routes,
    proposalsApi.correct,
    {
      config: { staffArea: 'moderation' },
      schema: {
        tags: ['admin'],
        summary:
          'Chỉnh sửa thông tin đề xuất đã gửi (các trường gửi lên, theo quy tắc của biểu mẫu, và note: lý do): ' +
          'ghi nhật ký thao tác, báo người gửi qua chuông và thư',
        body: ProposalCorrectionSchema,
        response: { 200: AdminProposalResponseSchema },
      },
    },
    async (request) => {
      const { user } = await staff(request);
      const id = proposalId(request.params.id);
      await correctProposal(context, user, id, request.body);
      return { data: await service.staffDetail(id) };
    },
  );

  serve(
    routes,
    proposalsApi.visibility,
    {
      config: { staffArea: 'moderation' },
      schema: {
        tags: ['admin'],
        summary:
          'Ẩn đề xuất đã duyệt hoặc đã công bố khỏi trang công khai { action: "hide", note (bắt buộc) }, hoặc hiện lại ' +
          '{ action: "show", note }: trạng thái giữ nguyên; ghi vào dòng thời gian và nhật ký thao tác',
        body: VisibilityRequestSchema,
        response: { 200: AdminProposalResponseSchema },
      },
    },
    async (request) => {
      const { user } = await staff(request);
      const id = proposalId(request.params.id);
      await changeProposalVisibility(context, user, id, request.body);
      return { data: await service.staffDetail(id) };
    },
  );

  serve(
    routes,
    proposalsApi.publishProduct,
    {
      config: { staffArea: 'moderation' },
      schema: {
        tags: ['admin'],
        summary: 'Công bố đề xuất đã duyệt và đăng thành sản phẩm trên sàn (cùng một giao dịch)',
        response: { 200: AdminProposalResponseSchema },
      },
    },
    async (request) => {
      const { user } = await staff(request);
      return { data: await service.publishAsProduct(user.id, proposalId(request.params.id)) };
    },
  );
}
