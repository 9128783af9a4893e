import { SessionUserSchema, VneidLinkConfirmSchema } from '@portal/shared/auth';
import { vneidMessages } from '@portal/shared/messages';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { publicOrigin } from '../../http/origin.ts';
import { REFRESH_COOKIE, refreshCookieOptions } from '../auth/auth.routes.ts';
import { authenticate } from '../auth/guard.ts';
import { REQUEST_TTL_MS } from './vneid.service.ts';

/**
 * The cookie that binds a VNeID flow to the browser that started it (login CSRF, issue 18):
 * HttpOnly, SameSite=Lax, sent only to /api/auth, living as long as the flow, cleared once used.
 */
export const VNEID_FLOW_COOKIE = 'vneid_flow';

const ReturnQuerySchema = z.record(z.string(), z.string().max(4000));

export function registerVneidRoutes(app: FastifyInstance, context: AppContext): void {
  const { vneid, config, auth, tokens } = context;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const throttled = { rateLimit: { max: config.AUTH_RATE_LIMIT, timeWindow: 60_000 } };
  const flowCookie = {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.PUBLIC_URL?.startsWith('https:') ?? false,
  };
  const setFlowCookie = (reply: FastifyReply, binding: string) =>
    reply.setCookie(VNEID_FLOW_COOKIE, binding, { ...flowCookie, maxAge: REQUEST_TTL_MS / 1000 });
  const clearFlowCookie = (reply: FastifyReply) => reply.clearCookie(VNEID_FLOW_COOKIE, flowCookie);

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
    async (request, reply) => {
      const { url, binding } = await vneid.start(publicOrigin(config), {
        purpose: 'sign_in',
        redirectPath: request.query.redirect,
      });
      setFlowCookie(reply, binding);
      return { data: { url } };
    },
  );

  routes.post(
    '/api/auth/login-vneid',
    {
      config: throttled,
      schema: {
        tags: ['auth'],
        summary: 'Hoàn tất đăng nhập VNeID với các tham số trả về (code, state), từ trình duyệt đã bắt đầu',
        body: ReturnQuerySchema,
        response: {
          200: z.object({
            data: z.object({ access_token: z.string(), user: SessionUserSchema, redirect_path: z.string() }),
          }),
        },
      },
    },
    async (request, reply) => {
      // The flow cookie is used once, whatever the outcome.
      clearFlowCookie(reply);
      const session = await vneid.login(
        publicOrigin(config),
        request.body,
        request.cookies[VNEID_FLOW_COOKIE],
        request.ip,
      );
      reply.setCookie(REFRESH_COOKIE, session.refreshToken, refreshCookieOptions(config));
      return { data: { access_token: session.accessToken, user: session.user, redirect_path: session.redirectPath } };
    },
  );

  routes.post(
    '/api/auth/vneid/link/start',
    {
      config: { ...throttled, signedIn: true },
      schema: {
        tags: ['auth'],
        summary: 'Bắt đầu liên kết tài khoản đang đăng nhập với VNeID: địa chỉ VNeID cho trình duyệt chuyển tới',
        response: { 200: z.object({ data: z.object({ url: z.string() }) }) },
      },
    },
    async (request, reply) => {
      const { user } = await authenticate(request, tokens, auth);
      const { url, binding } = await vneid.start(publicOrigin(config), {
        purpose: 'link',
        userId: user.id,
      });
      setFlowCookie(reply, binding);
      return { data: { url } };
    },
  );

  routes.post(
    '/api/auth/vneid/link/return',
    {
      config: { ...throttled, signedIn: true },
      schema: {
        tags: ['auth'],
        summary: 'VNeID trả về (code, state) khi liên kết: danh tính được xác thực chờ mật khẩu tài khoản',
        body: ReturnQuerySchema,
        response: {
          200: z.object({
            data: z.object({ full_name: z.string(), citizen_pid_masked: z.string().nullable() }),
          }),
        },
      },
    },
    async (request, reply) => {
      const { user } = await authenticate(request, tokens, auth);
      clearFlowCookie(reply);
      const proved = await vneid.proveForLink(
        publicOrigin(config),
        request.body,
        request.cookies[VNEID_FLOW_COOKIE],
        user,
      );
      return { data: proved };
    },
  );

  routes.post(
    '/api/auth/vneid/link',
    {
      config: { ...throttled, signedIn: true },
      schema: {
        tags: ['auth'],
        summary: 'Xác nhận liên kết VNeID bằng mật khẩu của tài khoản',
        body: VneidLinkConfirmSchema,
        response: { 200: z.object({ message: z.string(), data: z.object({ user: SessionUserSchema }) }) },
      },
    },
    async (request) => {
      const { user, method } = await authenticate(request, tokens, auth);
      const linked = await vneid.confirmLink(user, request.body.password, request.ip);
      return { message: vneidMessages.linked, data: { user: auth.present(linked, method) } };
    },
  );
}
