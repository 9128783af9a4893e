import type * as follows from '../follows.ts';
import { endpoint } from './endpoint.ts';

type State = { 200: typeof follows.FollowStateResponseSchema };

/**
 * Theo dõi: a signed-in person follows a big problem, a product or a public proposal. The
 * public detail answers carry the count only (they are cached for everyone); whether the caller
 * follows is the signed-in `state` call.
 */
export const followsApi = {
  /** Follows; following again changes nothing (200 instead of 201). */
  follow: endpoint<{
    body: typeof follows.FollowTargetSchema;
    response: State & { 201: typeof follows.FollowStateResponseSchema };
  }>()('POST', '/api/follows'),
  /** Stops following; idempotent. */
  unfollow: endpoint<{ body: typeof follows.FollowTargetSchema; response: State }>()('DELETE', '/api/follows'),
  state: endpoint<{ query: typeof follows.FollowTargetSchema; response: State }>()('GET', '/api/follows/state'),
  /** What the person follows, newest first. */
  list: endpoint<{
    query: typeof follows.ListFollowsQuerySchema;
    response: { 200: typeof follows.FollowListResponseSchema };
  }>()('GET', '/api/follows'),
};
