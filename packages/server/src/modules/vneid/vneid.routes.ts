import { SessionUserSchema } from '@portal/shared/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { publicOrigin } from '../../http/origin.ts';
import { REFRESH_COOKIE, refreshCookieOptions } from '../auth/auth.routes.ts';

export function registerVneidRoutes(app: FastifyInstance, { vneid, config }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const throttled = { rateLimit: { max: config.AUTH_RATE_LIMIT, timeWindow: 60_000 } };

  routes.get(
    '/api/auth/vneid/authorize',
    {
      config: throttled,
      schema: {
        tags: ['auth'],
        summary: 'Địa chỉ đăng nhập VNeID (có state, nonce và PKCE) cho trình duyệt chuyển tới',
        querystring: z.object({ redirect: z.string().max(500).optional() }),
        response: { 200: z.object({ data: z.object({ url: z.string() }) }) },
      },
    },
    async (request) => ({
      data: { url: await vneid.authorizationUrl(publicOrigin(config), request.query.redirect) },
    }),
  );

  routes.post(
    '/api/auth/login-vneid',
    {
      config: throttled,
      schema: {
        tags: ['auth'],
        summary: 'Hoàn tất đăng nhập VNeID với các tham số trả về (code, state)',
        body: z.record(z.string(), z.string().max(4000)),
        response: {
          200: z.object({
            data: z.object({ access_token: z.string(), user: SessionUserSchema, redirect_path: z.string() }),
          }),
        },
      },
    },
    async (request, reply) => {
      const session = await vneid.login(publicOrigin(config), request.body, request.ip);
      reply.setCookie(REFRESH_COOKIE, session.refreshToken, refreshCookieOptions(config));
      return { data: { access_token: session.accessToken, user: session.user, redirect_path: session.redirectPath } };
    },
  );
}
