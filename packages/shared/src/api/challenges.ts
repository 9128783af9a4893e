import type { ErrorAnswerSchema } from '../answers.ts';
import type * as challenges from '../challenges.ts';
import { endpoint } from './endpoint.ts';

type ProblemParams = typeof challenges.ProblemParamsSchema;
type Failure = typeof ErrorAnswerSchema;

/**
 * Bài toán lớn as challenges (shared/challenges.ts). Staff with the content area assign judges,
 * see the scores side by side and publish the results; a judge (reviewer) scores the solutions
 * of the problems they judge. The judge's list and one problem (`/api/admin/judging`,
 * `/api/admin/judging/:id`) are react-admin's dialect (resource `judging`).
 */
export const challengesApi = {
  judges: {
    list: endpoint<{ params: ProblemParams; response: { 200: typeof challenges.JudgeListSchema } }>()(
      'GET',
      '/api/admin/big-problems/:id/judges',
    ),
    candidates: endpoint<{ params: ProblemParams; response: { 200: typeof challenges.JudgeCandidateListSchema } }>()(
      'GET',
      '/api/admin/big-problems/:id/judge-candidates',
    ),
    add: endpoint<{
      params: ProblemParams;
      body: typeof challenges.JudgeInputSchema;
      response: { 201: typeof challenges.JudgeSchema; 422: Failure };
    }>()('POST', '/api/admin/big-problems/:id/judges'),
    remove: endpoint<{
      params: typeof challenges.JudgeParamsSchema;
      response: { 204: typeof challenges.RemovedSchema; 404: Failure };
    }>()('DELETE', '/api/admin/big-problems/:id/judges/:userId'),
  },
  /** Each solution with each judge's scores, totals, averages and ranks. */
  sideBySide: endpoint<{ params: ProblemParams; response: { 200: typeof challenges.SideBySideSchema } }>()(
    'GET',
    '/api/admin/big-problems/:id/scores',
  ),
  results: {
    publish: endpoint<{
      params: ProblemParams;
      body: typeof challenges.ResultsInputSchema;
      response: { 200: typeof challenges.ResultsAnswerSchema; 422: Failure };
    }>()('POST', '/api/admin/big-problems/:id/results'),
    withdraw: endpoint<{ params: ProblemParams; response: { 204: typeof challenges.RemovedSchema; 404: Failure } }>()(
      'DELETE',
      '/api/admin/big-problems/:id/results',
    ),
  },
  /** A judge's score of one solution (kind `solutions`: the department's; `proposals`: a citizen's), or their declared conflict of interest on it. */
  score: endpoint<{
    params: typeof challenges.SolutionScoreParamsSchema;
    body: typeof challenges.ScoreInputSchema;
    response: { 200: typeof challenges.ScoreSchema; 409: Failure; 422: Failure };
  }>()('PUT', '/api/admin/judging/:id/:kind/:entryId'),
};
