import { authApi } from '@portal/shared/api/auth';
import {
  VneidAuthorizeQuerySchema,
  VneidConsentAnswerSchema,
  VneidConsentSchema,
  VneidLinkConfirmSchema,
  VneidLinkedAnswerSchema,
  VneidLoginAnswerSchema,
  VneidProvedAnswerSchema,
  VneidReturnSchema,
  VneidUrlAnswerSchema,
} from '@portal/shared/auth';
import { vneidMessages } from '@portal/shared/messages';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { serve } from '../../http/contract.ts';
import { publicOrigin } from '../../http/origin.ts';
import { personThrottle } from '../../http/throttle.ts';
import { REFRESH_COOKIE, refreshCookieOptions } from '../auth/auth.routes.ts';
import type { SignedIn } from '../auth/auth.service.ts';
import { authenticate } from '../auth/guard.ts';
import { REQUEST_TTL_MS } from './vneid.service.ts';

/**
 * The cookie that binds a VNeID flow to the browser that started it (login CSRF):
 * HttpOnly, SameSite=Lax, sent only to /api/auth, living as long as the flow, cleared once used.
 */
export const VNEID_FLOW_COOKIE = 'vneid_flow';

export function registerVneidRoutes(app: FastifyInstance, context: AppContext): void {
  const { vneid, config, auth, tokens } = context;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const throttled = personThrottle(config);
  const flowCookie = {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.PUBLIC_URL?.startsWith('https:') ?? false,
  };
  const setFlowCookie = (reply: FastifyReply, binding: string) =>
    reply.setCookie(VNEID_FLOW_COOKIE, binding, { ...flowCookie, maxAge: REQUEST_TTL_MS / 1000 });
  const clearFlowCookie = (reply: FastifyReply) => reply.clearCookie(VNEID_FLOW_COOKIE, flowCookie);
  /** The refresh cookie of a VNeID session, and what the portal is answered. */
  const signedIn = (reply: FastifyReply, session: SignedIn & { redirectPath: string }) => {
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, refreshCookieOptions(config));
    return { access_token: session.accessToken, user: session.user, redirect_path: session.redirectPath };
  };

  serve(
    routes,
    authApi.vneidAuthorize,
    {
      config: throttled,
      schema: {
        tags: ['auth'],
        summary: 'Địa chỉ đăng nhập VNeID (có state, nonce và PKCE) cho trình duyệt chuyển tới',
        querystring: VneidAuthorizeQuerySchema,
        response: { 200: VneidUrlAnswerSchema },
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

  serve(
    routes,
    authApi.vneidLogin,
    {
      config: throttled,
      schema: {
        tags: ['auth'],
        summary: 'Hoàn tất đăng nhập VNeID với các tham số trả về (code, state), từ trình duyệt đã bắt đầu',
        body: VneidReturnSchema,
        response: { 200: VneidLoginAnswerSchema },
      },
    },
    async (request, reply) => {
      // The flow cookie is used once, whatever the outcome.
      clearFlowCookie(reply);
      const outcome = await vneid.login(
        publicOrigin(config),
        request.body,
        request.cookies[VNEID_FLOW_COOKIE],
        request.ip,
      );
      if (outcome.consentRequired) {
        // The consent step is bound to this browser as the flow was: a new cookie for the answer.
        const { key, fullName, binding } = outcome.consentRequired;
        setFlowCookie(reply, binding);
        return { data: { consent_required: true as const, consent_key: key, full_name: fullName } };
      }
      return { data: signedIn(reply, outcome.signedIn) };
    },
  );

  serve(
    routes,
    authApi.vneidConsent,
    {
      config: throttled,
      schema: {
        tags: ['auth'],
        summary:
          'Lần đầu đăng nhập bằng VNeID: đồng ý (tạo tài khoản, ghi nhận sự đồng ý) hoặc từ chối (không tạo gì) việc xử lý dữ liệu cá nhân, từ trình duyệt đã đăng nhập (410 khi hết hạn hoặc đã dùng)',
        body: VneidConsentSchema,
        response: { 200: VneidConsentAnswerSchema },
      },
    },
    async (request, reply) => {
      vneid.assertEnabled();
      clearFlowCookie(reply);
      const { consent_key: key, consent } = request.body;
      const session = await vneid.consent(key, request.cookies[VNEID_FLOW_COOKIE], consent, request.ip);
      if (!session) return { message: vneidMessages.consentRefused };
      return { message: vneidMessages.consentGiven, data: signedIn(reply, session) };
    },
  );

  serve(
    routes,
    authApi.vneidLinkStart,
    {
      config: { ...throttled, signedIn: true },
      schema: {
        tags: ['auth'],
        summary: 'Bắt đầu liên kết tài khoản đang đăng nhập với VNeID: địa chỉ VNeID cho trình duyệt chuyển tới',
        response: { 200: VneidUrlAnswerSchema },
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

  serve(
    routes,
    authApi.vneidLinkReturn,
    {
      config: { ...throttled, signedIn: true },
      schema: {
        tags: ['auth'],
        summary: 'VNeID trả về (code, state) khi liên kết: danh tính được xác thực chờ mật khẩu tài khoản',
        body: VneidReturnSchema,
        response: { 200: VneidProvedAnswerSchema },
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

  serve(
    routes,
    authApi.vneidLink,
    {
      config: { ...throttled, signedIn: true },
      schema: {
        tags: ['auth'],
        summary: 'Xác nhận liên kết VNeID bằng mật khẩu của tài khoản',
        body: VneidLinkConfirmSchema,
        response: { 200: VneidLinkedAnswerSchema },
      },
    },
    async (request) => {
      const { user, method } = await authenticate(request, tokens, auth);
      const linked = await vneid.confirmLink(user, request.body.password, request.ip);
      return { message: vneidMessages.linked, data: { user: auth.present(linked, method) } };
    },
  );
}
