import { bigProblemsApi } from '@portal/shared/api/big-problems';
import {
  BigProblemAnswerSchema,
  BigProblemFieldsAnswerSchema,
  BigProblemListResponseSchema,
  BigProblemParamsSchema,
  ListBigProblemsQuerySchema,
  SolutionListResponseSchema,
} from '@portal/shared/big-problems';
import { PaginationQuerySchema } from '@portal/shared/content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { serve } from '../../http/contract.ts';

/** Bài toán lớn: the public list, a problem's page, and its approved solutions (/solution/{id}). */
export function registerBigProblemsRoutes(app: FastifyInstance, { bigProblems, publicCache, views }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  serve(
    routes,
    bigProblemsApi.list,
    {
      schema: {
        tags: ['big-problems'],
        summary: 'Bài toán lớn đang công bố, mới nhất trước; lọc theo trạng thái, lĩnh vực; tìm không phân biệt dấu',
        querystring: ListBigProblemsQuerySchema,
        response: { 200: BigProblemListResponseSchema },
      },
    },
    async (request, reply) => publicCache.send(request, reply, () => bigProblems.list(request.query)),
  );

  serve(
    routes,
    bigProblemsApi.fields,
    {
      schema: {
        tags: ['big-problems'],
        summary: 'Các lĩnh vực của bài toán lớn đang công bố, cho bộ lọc',
        response: { 200: BigProblemFieldsAnswerSchema },
      },
    },
    async (request, reply) => publicCache.send(request, reply, async () => ({ data: await bigProblems.fields() })),
  );

  serve(
    routes,
    bigProblemsApi.detail,
    {
      schema: {
        tags: ['big-problems'],
        summary: 'Một bài toán lớn (theo số hoặc đường dẫn), kèm các giải pháp đã được duyệt',
        params: BigProblemParamsSchema,
        response: { 200: BigProblemAnswerSchema },
      },
    },
    async (request, reply) =>
      publicCache.send(request, reply, async () => ({ data: await bigProblems.detail(request.params.id) }), {
        idOf: (answer) => answer.data.id,
        onServed: (id) => views.add('big_problems', id),
      }),
  );

  serve(
    routes,
    bigProblemsApi.solutions,
    {
      schema: {
        tags: ['big-problems'],
        summary: 'Các giải pháp đã được duyệt của một bài toán lớn, đầy đủ nội dung, kèm tóm tắt bài toán',
        params: BigProblemParamsSchema,
        querystring: PaginationQuerySchema,
        response: { 200: SolutionListResponseSchema },
      },
    },
    async (request, reply) =>
      publicCache.send(request, reply, () => bigProblems.solutions(request.params.id, request.query)),
  );
}
