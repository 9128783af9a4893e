import {
  BigProblemDetailSchema,
  BigProblemListResponseSchema,
  ListBigProblemsQuerySchema,
  SolutionListResponseSchema,
} from '@portal/shared/big-problems';
import { PaginationQuerySchema } from '@portal/shared/content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';

const ProblemParamsSchema = z.object({ id: z.string().max(120) });

/** Bài toán lớn: the public list, a problem's page, and its approved solutions (/solution/{id}). */
export function registerBigProblemsRoutes(app: FastifyInstance, { bigProblems, publicCache, views }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/big-problems',
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

  routes.get(
    '/api/big-problem-fields',
    {
      schema: {
        tags: ['big-problems'],
        summary: 'Các lĩnh vực của bài toán lớn đang công bố, cho bộ lọc',
        response: { 200: z.object({ data: z.array(z.string()) }) },
      },
    },
    async (request, reply) => publicCache.send(request, reply, async () => ({ data: await bigProblems.fields() })),
  );

  routes.get(
    '/api/big-problems/:id',
    {
      schema: {
        tags: ['big-problems'],
        summary: 'Một bài toán lớn (theo số hoặc đường dẫn), kèm các giải pháp đã được duyệt',
        params: ProblemParamsSchema,
        response: { 200: z.object({ data: BigProblemDetailSchema }) },
      },
    },
    async (request, reply) =>
      publicCache.send(request, reply, async () => ({ data: await bigProblems.detail(request.params.id) }), {
        idOf: (answer) => answer.data.id,
        onServed: (id) => views.add('big_problems', id),
      }),
  );

  routes.get(
    '/api/big-problems/:id/solutions',
    {
      schema: {
        tags: ['big-problems'],
        summary: 'Các giải pháp đã được duyệt của một bài toán lớn, đầy đủ nội dung, kèm tóm tắt bài toán',
        params: ProblemParamsSchema,
        querystring: PaginationQuerySchema,
        response: { 200: SolutionListResponseSchema },
      },
    },
    async (request, reply) =>
      publicCache.send(request, reply, () => bigProblems.solutions(request.params.id, request.query)),
  );
}
