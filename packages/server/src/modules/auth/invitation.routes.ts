import { authApi } from '@portal/shared/api/auth';
import { AcceptInvitationSchema, TokenResponseSchema } from '@portal/shared/auth';
import { InvitationDetailsSchema, InvitationTokenSchema } from '@portal/shared/staff-invitations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { serve } from '../../http/contract.ts';
import { personThrottle } from '../../http/throttle.ts';
import { REFRESH_COOKIE, refreshCookieOptions } from './auth.routes.ts';
import { createInvitationService } from './invitation.service.ts';

/**
 * The invitation page's calls (`/accept-invitation`): the token travels in the body, never in
 * an API URL, so it stays out of every log line.
 */
export function registerInvitationRoutes(app: FastifyInstance, context: AppContext): void {
  const invitations = createInvitationService(context);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const throttled = personThrottle(context.config);

  serve(
    routes,
    authApi.invitation,
    {
      config: throttled,
      schema: {
        tags: ['auth'],
        summary:
          'Lời mời cán bộ theo đường dẫn trong thư: người được mời, vai trò và khóa xác thực hai bước máy chủ cấp cho lời mời này để quét (404 không có, 410 đã dùng, hết hạn hoặc bị thu hồi)',
        body: InvitationTokenSchema,
        response: { 200: InvitationDetailsSchema },
      },
    },
    async (request) => invitations.details(request.body.token),
  );

  serve(
    routes,
    authApi.acceptInvitation,
    {
      config: throttled,
      schema: {
        tags: ['auth'],
        summary:
          'Nhận lời mời: đặt mật khẩu, bật xác thực hai bước bằng khóa của lời mời (422 với khóa khác) và mã đầu tiên; tạo tài khoản cán bộ và đăng nhập',
        body: AcceptInvitationSchema,
        response: { 201: TokenResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await invitations.accept(request.body, request.ip);
      reply.setCookie(REFRESH_COOKIE, session.refreshToken, refreshCookieOptions(context.config));
      return reply.code(201).send({ access_token: session.accessToken, user: session.user });
    },
  );
}
