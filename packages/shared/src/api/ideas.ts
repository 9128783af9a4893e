import type * as ideas from '../ideas.ts';
import type { TransitionRequestSchema } from '../submissions.ts';
import { endpoint } from './endpoint.ts';

type Idea = typeof ideas.IdeaResponseSchema;
type IdeaId = typeof ideas.IdeaIdParamsSchema;

/**
 * Ý tưởng: the author's own (`/mine`; there is no public list), and the steps staff take beyond
 * the back office's list and record calls (those follow react-admin's dialect:
 * packages/admin/src/providers).
 */
export const ideasApi = {
  create: endpoint<{ body: typeof ideas.IdeaInputSchema; response: { 200: Idea; 201: Idea } }>()('POST', '/api/ideas'),
  listMine: endpoint<{
    query: typeof ideas.IdeaListQuerySchema;
    response: { 200: typeof ideas.IdeaListResponseSchema };
  }>()('GET', '/api/ideas/mine'),
  mine: endpoint<{ params: IdeaId; response: { 200: Idea } }>()('GET', '/api/ideas/mine/:id'),
  update: endpoint<{ params: IdeaId; body: typeof ideas.IdeaUpdateSchema; response: { 200: Idea } }>()(
    'PUT',
    '/api/ideas/mine/:id',
  ),
  submit: endpoint<{ params: IdeaId; response: { 200: Idea } }>()('POST', '/api/ideas/mine/:id/submit'),
  withdraw: endpoint<{ params: IdeaId; response: { 200: Idea } }>()('POST', '/api/ideas/mine/:id/withdraw'),
  transition: endpoint<{
    params: IdeaId;
    body: typeof TransitionRequestSchema;
    response: { 200: typeof ideas.AdminIdeaAnswerSchema };
  }>()('POST', '/api/admin/ideas/:id/transitions'),
};
