import type * as bigProblems from '../big-problems.ts';
import type { PaginationQuerySchema } from '../content.ts';
import { endpoint } from './endpoint.ts';

type ProblemParams = typeof bigProblems.BigProblemParamsSchema;

/** Bài toán lớn: the published problems and their approved solutions, for everyone. */
export const bigProblemsApi = {
  list: endpoint<{
    query: typeof bigProblems.ListBigProblemsQuerySchema;
    response: { 200: typeof bigProblems.BigProblemListResponseSchema };
  }>()('GET', '/api/big-problems'),
  fields: endpoint<{ response: { 200: typeof bigProblems.BigProblemFieldsAnswerSchema } }>()(
    'GET',
    '/api/big-problem-fields',
  ),
  /** One problem, by number or slug, with its newest approved solutions. */
  detail: endpoint<{ params: ProblemParams; response: { 200: typeof bigProblems.BigProblemAnswerSchema } }>()(
    'GET',
    '/api/big-problems/:id',
  ),
  /** Every approved solution of a problem in full, a page at a time (/solution/{id}). */
  solutions: endpoint<{
    params: ProblemParams;
    query: typeof PaginationQuerySchema;
    response: { 200: typeof bigProblems.SolutionListResponseSchema };
  }>()('GET', '/api/big-problems/:id/solutions'),
};
