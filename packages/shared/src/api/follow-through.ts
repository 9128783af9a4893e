import type * as followThrough from '../follow-through-answers.ts';
import { endpoint } from './endpoint.ts';

type Answer = typeof followThrough.PublicAnswerResponseSchema;
type Progress = typeof followThrough.ProgressResponseSchema;
type StepParams = typeof followThrough.ProgressStepParamsSchema;

/**
 * Kết quả thực hiện: staff write a proposal's public answer after the decision and keep
 * the progress record of adopted proposals and ideas; visitors read the adopted ones with their
 * progress. The answer written with a decision goes with the step itself (proposalsApi.transition).
 */
export const followThroughApi = {
  setProposalAnswer: endpoint<{ body: typeof followThrough.PublicAnswerInputSchema; response: { 200: Answer } }>()(
    'PUT',
    '/api/admin/proposals/:id/answer',
  ),
  removeProposalAnswer: endpoint<{ response: { 200: Answer } }>()('DELETE', '/api/admin/proposals/:id/answer'),
  addProposalProgress: endpoint<{ body: typeof followThrough.ProgressStepInputSchema; response: { 200: Progress } }>()(
    'POST',
    '/api/admin/proposals/:id/progress',
  ),
  deleteProposalProgress: endpoint<{ params: StepParams; response: { 200: Progress } }>()(
    'DELETE',
    '/api/admin/proposals/:id/progress/:stepId',
  ),
  addIdeaProgress: endpoint<{ body: typeof followThrough.ProgressStepInputSchema; response: { 200: Progress } }>()(
    'POST',
    '/api/admin/ideas/:id/progress',
  ),
  deleteIdeaProgress: endpoint<{ params: StepParams; response: { 200: Progress } }>()(
    'DELETE',
    '/api/admin/ideas/:id/progress/:stepId',
  ),
  results: endpoint<{
    query: typeof followThrough.ResultsQuerySchema;
    response: { 200: typeof followThrough.ResultsResponseSchema };
  }>()('GET', '/api/results'),
};
