import { followsApi } from '@portal/shared/api/follows';
import {
  FollowListResponseSchema,
  FollowStateResponseSchema,
  FollowTargetSchema,
  ListFollowsQuerySchema,
} from '@portal/shared/follows';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { serve } from '../../http/contract.ts';
import { authenticate, sessionOf } from '../auth/guard.ts';

/**
 * Theo dõi: the signed-in person follows a big problem, a product or a public
 * proposal. A follow changes no public content, so the public cache is left alone: the detail
 * answers' `followers` may lag for its short life, and the button reads the fresh count here.
 */
export function registerFollowsRoutes(app: FastifyInstance, context: AppContext): void {
  const { tokens, auth, follows } = context;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = (request: Parameters<typeof authenticate>[0]) => authenticate(request, tokens, auth);

  serve(
    routes,
    followsApi.follow,
    {
      config: { signedIn: true },
      schema: {
        tags: ['follows'],
        summary: 'Theo dõi một bài toán lớn, sản phẩm hoặc đề xuất công khai (201; đã theo dõi: 200, không đổi gì)',
        body: FollowTargetSchema,
        response: { 200: FollowStateResponseSchema, 201: FollowStateResponseSchema },
      },
    },
    async (request, reply) => {
      const { user } = await signedIn(request);
      const { target_kind, target_id } = request.body;
      const { created, state } = await follows.follow(user.id, target_kind, target_id);
      return reply.code(created ? 201 : 200).send({ data: state });
    },
  );

  serve(
    routes,
    followsApi.unfollow,
    {
      config: { signedIn: true },
      schema: {
        tags: ['follows'],
        summary: 'Bỏ theo dõi (không theo dõi thì không đổi gì)',
        body: FollowTargetSchema,
        response: { 200: FollowStateResponseSchema },
      },
    },
    async (request) => {
      const { user } = await signedIn(request);
      const { target_kind, target_id } = request.body;
      return { data: await follows.unfollow(user.id, target_kind, target_id) };
    },
  );

  // Open to visitors too (the count, `following: false`). A call that carries a session is read
  // as that person's, and one whose token has expired answers 412 so that the portal refreshes it.
  serve(
    routes,
    followsApi.state,
    {
      schema: {
        tags: ['follows'],
        summary: 'Tôi có theo dõi nội dung này không, và số người theo dõi (khách chưa đăng nhập: following false)',
        querystring: FollowTargetSchema,
        response: { 200: FollowStateResponseSchema },
      },
    },
    async (request) => {
      const user = request.headers.authorization ? (await sessionOf(request, tokens, auth)).user : null;
      const { target_kind, target_id } = request.query;
      return { data: await follows.state(user?.id ?? null, target_kind, target_id) };
    },
  );

  serve(
    routes,
    followsApi.list,
    {
      config: { signedIn: true },
      schema: {
        tags: ['follows'],
        summary: 'Những gì tôi đang theo dõi (còn công khai), mới theo dõi trước, kèm tên và đường dẫn',
        querystring: ListFollowsQuerySchema,
        response: { 200: FollowListResponseSchema },
      },
    },
    async (request) => {
      const { user } = await signedIn(request);
      return follows.list(user.id, request.query);
    },
  );
}
