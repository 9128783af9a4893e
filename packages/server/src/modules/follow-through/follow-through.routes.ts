import { followThroughApi } from '@portal/shared/api/follow-through';
import {
  followThroughMessages,
  ProgressResponseSchema,
  ProgressStepInputSchema,
  ProgressStepParamsSchema,
  PublicAnswerInputSchema,
  PublicAnswerResponseSchema,
  ResultsQuerySchema,
  ResultsResponseSchema,
} from '@portal/shared/follow-through-answers';
import { submissionMessages } from '@portal/shared/submissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { serve } from '../../http/contract.ts';
import { type authenticate, authorizeStaff } from '../auth/guard.ts';
import { createFollowThroughService } from './follow-through.service.ts';

/** A number from the path; anything else names nothing (404, not 422). */
function idOf(raw: string, message: string = submissionMessages.notFound): number {
  const id = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw notFound(message);
  return id;
}

/**
 * Kết quả thực hiện: the public answer of a proposal after the decision, the progress
 * record of adopted proposals and ideas (staff who moderate), and the public list of results.
 */
export function registerFollowThroughRoutes(app: FastifyInstance, context: AppContext): void {
  const { tokens, auth, publicCache } = context;
  const service = createFollowThroughService(context, app.log);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staff = (request: Parameters<typeof authenticate>[0]) => authorizeStaff(request, tokens, auth, 'moderation');

  serve(
    routes,
    followThroughApi.setProposalAnswer,
    {
      config: { staffArea: 'moderation' },
      schema: {
        tags: ['admin'],
        summary:
          'Ghi hoặc sửa trả lời công khai của Sở cho đề xuất đã duyệt, đã công bố hoặc không được duyệt { text, unit } ' +
          '(unit trống: cơ quan chủ quản trong cấu hình)',
        body: PublicAnswerInputSchema,
        response: { 200: PublicAnswerResponseSchema },
      },
    },
    async (request) => {
      const { user } = await staff(request);
      const data = await service.setAnswer(user, idOf(request.params.id), request.body);
      return { data, message: followThroughMessages.answerSaved };
    },
  );

  serve(
    routes,
    followThroughApi.removeProposalAnswer,
    {
      config: { staffArea: 'moderation' },
      schema: {
        tags: ['admin'],
        summary: 'Gỡ trả lời công khai của đề xuất',
        response: { 200: PublicAnswerResponseSchema },
      },
    },
    async (request) => {
      const { user } = await staff(request);
      const data = await service.removeAnswer(user, idOf(request.params.id));
      return { data, message: followThroughMessages.answerRemoved };
    },
  );

  const progressEntries = [
    {
      kind: 'proposal',
      noun: 'đề xuất',
      add: followThroughApi.addProposalProgress,
      remove: followThroughApi.deleteProposalProgress,
    },
    {
      kind: 'idea',
      noun: 'ý tưởng',
      add: followThroughApi.addIdeaProgress,
      remove: followThroughApi.deleteIdeaProgress,
    },
  ] as const;
  for (const { kind, noun, add, remove } of progressEntries) {
    serve(
      routes,
      add,
      {
        config: { staffArea: 'moderation' },
        schema: {
          tags: ['admin'],
          summary: `Thêm một bước tiến độ thực hiện ${noun} đã duyệt hoặc đã công bố { stage, percent, note, happened_on (dd/mm/yyyy hoặc yyyy-mm-dd) }`,
          body: ProgressStepInputSchema,
          response: { 200: ProgressResponseSchema },
        },
      },
      async (request) => {
        const { user } = await staff(request);
        const { progress, updated } = await service.addStep(user, kind, idOf(request.params.id), request.body);
        return {
          data: progress,
          message: updated ? followThroughMessages.stepUpdated : followThroughMessages.stepAdded,
        };
      },
    );

    serve(
      routes,
      remove,
      {
        config: { staffArea: 'moderation' },
        schema: {
          tags: ['admin'],
          summary: `Xóa một bước tiến độ ghi nhầm của ${noun}`,
          params: ProgressStepParamsSchema,
          response: { 200: ProgressResponseSchema },
        },
      },
      async (request) => {
        const { user } = await staff(request);
        const id = idOf(request.params.id);
        const stepId = idOf(request.params.stepId, followThroughMessages.stepNotFound);
        const data = await service.deleteStep(user, kind, id, stepId);
        return { data, message: followThroughMessages.stepDeleted };
      },
    );
  }

  serve(
    routes,
    followThroughApi.results,
    {
      schema: {
        tags: ['follow-through'],
        summary:
          'Kết quả thực hiện: đề xuất và ý tưởng đã duyệt có tiến độ, bước mới nhất trước; lọc theo giai đoạn (stage) và loại (kind). ' +
          'Của ý tưởng chỉ có tên, lĩnh vực, nhóm nhiệm vụ và tiến độ',
        querystring: ResultsQuerySchema,
        response: { 200: ResultsResponseSchema },
      },
    },
    async (request, reply) => publicCache.send(request, reply, () => service.results(request.query)),
  );
}
