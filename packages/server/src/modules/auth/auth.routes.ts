import { MessageAnswerSchema } from '@portal/shared/answers';
import { authApi } from '@portal/shared/api/auth';
import {
  authMessages,
  CaptchaResponseSchema,
  ChangePasswordSchema,
  CompleteRegistrationSchema,
  ConfirmEmailSchema,
  ForgotPasswordQuerySchema,
  LoginResponseSchema,
  LoginSchema,
  LogoutAnswerSchema,
  NewPasswordAnswerSchema,
  ProfileUpdateSchema,
  RefreshAnswerSchema,
  RegisterSchema,
  ResendConfirmationSchema,
  SetPasswordSchema,
  TokenResponseSchema,
  TwoFactorAnswerSchema,
  TwoFactorQrSchema,
  TwoFactorSchema,
  UserAnswerSchema,
  UserIdParamsSchema,
  VerifySchema,
} from '@portal/shared/auth';
import { doneMessages, messages } from '@portal/shared/messages';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { HttpError, notFound } from '../../errors.ts';
import { serve } from '../../http/contract.ts';
import { publicOrigin } from '../../http/origin.ts';
import { personThrottle } from '../../http/throttle.ts';
import type { SignedIn } from './auth.service.ts';
import { authenticate, sessionOf } from './guard.ts';

export const REFRESH_COOKIE = 'refresh_token';

/** The refresh credential's cookie: HttpOnly, SameSite=Strict, sent only to /api/auth. */
export const refreshCookieOptions = (config: Config) => ({
  path: '/api/auth',
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: config.PUBLIC_URL?.startsWith('https:') ?? false,
  maxAge: config.SESSION_MAX_AGE,
});

export function registerAuthRoutes(app: FastifyInstance, context: AppContext): void {
  const { auth, tokens, captcha, config, vneid } = context;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Each sign-in, registration, verification and recovery call: so many a minute from one address.
  const throttled = personThrottle(config);

  const setRefreshCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(REFRESH_COOKIE, token, refreshCookieOptions(config));
  const clearRefreshCookie = (reply: FastifyReply) => {
    const { maxAge: _, ...options } = refreshCookieOptions(config);
    reply.clearCookie(REFRESH_COOKIE, options);
  };
  const signedIn = (reply: FastifyReply, session: SignedIn) => {
    setRefreshCookie(reply, session.refreshToken);
    return { access_token: session.accessToken, user: session.user };
  };

  serve(
    routes,
    authApi.captcha,
    {
      config: throttled,
      schema: {
        tags: ['auth'],
        summary: 'Ảnh mã xác nhận mới và khóa của nó',
        response: { 200: CaptchaResponseSchema },
      },
    },
    async () => ({ data: await captcha.create() }),
  );

  serve(
    routes,
    authApi.login,
    {
      config: throttled,
      schema: {
        tags: ['auth'],
        summary: 'Đăng nhập bằng email, mật khẩu và mã xác nhận',
        body: LoginSchema,
        response: { 200: LoginResponseSchema, 401: LoginResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await auth.login(request.body, request.ip);
      if (result.kind === 'invalid') {
        return reply.status(401).send({
          valid: false,
          session_key: null,
          google_auththen_check: false,
          message: authMessages.wrongCredentials,
        });
      }
      if (result.kind === 'second_step') {
        return { valid: true, session_key: result.sessionKey, google_auththen_check: true };
      }
      return { valid: true, session_key: null, google_auththen_check: false, data: signedIn(reply, result.session) };
    },
  );

  serve(
    routes,
    authApi.verify,
    {
      config: throttled,
      schema: {
        tags: ['auth'],
        summary: 'Bước hai của đăng nhập: mã xác thực từ ứng dụng',
        body: VerifySchema,
        response: { 200: TokenResponseSchema },
      },
    },
    async (request, reply) => signedIn(reply, await auth.verify(request.body, request.ip)),
  );

  serve(
    routes,
    authApi.register,
    {
      config: throttled,
      schema: {
        tags: ['auth'],
        summary: 'Đăng ký tài khoản (có hoặc không có xác thực hai bước)',
        body: RegisterSchema,
        response: { 200: TwoFactorQrSchema, 201: MessageAnswerSchema },
      },
    },
    async (request, reply) => {
      const result = await auth.register(request.body, request.ip);
      return 'secret' in result ? result : reply.status(201).send(result);
    },
  );

  serve(
    routes,
    authApi.completeRegistration,
    {
      config: throttled,
      schema: {
        tags: ['auth'],
        summary: 'Hoàn tất đăng ký có xác thực hai bước bằng mã đầu tiên',
        body: CompleteRegistrationSchema,
        response: { 201: MessageAnswerSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await auth.completeRegistration(request.body, request.ip)),
  );

  serve(
    routes,
    authApi.confirmEmail,
    {
      config: throttled,
      schema: {
        tags: ['auth'],
        summary: 'Xác nhận địa chỉ email bằng mã trong liên kết của thư đăng ký (dùng một lần, trong 24 giờ)',
        body: ConfirmEmailSchema,
        response: { 200: MessageAnswerSchema },
      },
    },
    async (request) => {
      await auth.confirmEmail(request.body.token, request.ip);
      return { message: authMessages.emailConfirmed };
    },
  );

  serve(
    routes,
    authApi.resendConfirmation,
    {
      config: throttled,
      schema: {
        tags: ['auth'],
        summary: 'Gửi lại thư xác nhận, bằng khóa mà lần đăng nhập bị từ chối (email chưa xác nhận) trả về',
        body: ResendConfirmationSchema,
        response: { 200: MessageAnswerSchema },
      },
    },
    async (request) => {
      await auth.resendConfirmation(request.body.resend_key, request.ip);
      return { message: authMessages.confirmationResent };
    },
  );

  serve(
    routes,
    authApi.forgotPassword,
    {
      config: throttled,
      schema: {
        tags: ['auth'],
        summary: 'Gửi mật khẩu tạm thời vào email (trả lời như nhau dù email có tài khoản hay không)',
        querystring: ForgotPasswordQuerySchema,
        response: { 200: MessageAnswerSchema },
      },
    },
    async (request) => {
      const { emailForget } = request.query;
      // Answered at once; the work (hashing, mail) runs afterwards so its duration reveals nothing.
      setImmediate(() => {
        auth.forgotPassword(emailForget, request.ip).catch((error: unknown) => {
          request.log.error({ err: error }, 'password reset failed');
        });
      });
      return { message: authMessages.passwordSent };
    },
  );

  serve(
    routes,
    authApi.refresh,
    {
      schema: {
        tags: ['auth'],
        summary: 'Đổi thông tin làm mới (cookie) lấy access token mới; cần X-Requested-With',
        response: { 200: RefreshAnswerSchema },
      },
    },
    async (request, reply) => {
      // A cross-site page cannot send this header without a CORS preflight, which this server refuses.
      if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
        throw new HttpError(403, 'forbidden', messages.forbidden);
      }
      try {
        return { data: signedIn(reply, await auth.refresh(request.cookies[REFRESH_COOKIE], request.ip)) };
      } catch (error) {
        clearRefreshCookie(reply);
        throw error;
      }
    },
  );

  serve(
    routes,
    authApi.me,
    {
      config: { signedIn: true, beforePasswordChange: true },
      schema: {
        tags: ['auth'],
        summary: 'Người dùng đang đăng nhập',
        response: { 200: UserAnswerSchema },
      },
    },
    async (request) => {
      const { user, method } = await authenticate(request, tokens, auth);
      return { data: { user: auth.present(user, method) } };
    },
  );

  serve(
    routes,
    authApi.logout,
    {
      schema: {
        tags: ['auth'],
        summary: 'Đăng xuất: thu hồi thông tin làm mới; người dùng VNeID nhận địa chỉ đăng xuất của VNeID',
        response: { 200: LogoutAnswerSchema },
      },
    },
    async (request, reply) => {
      const signedIn = await sessionOf(request, tokens, auth, { beforePasswordChange: true }).catch(() => undefined);
      await auth.logout(signedIn?.user.id, request.cookies[REFRESH_COOKIE], request.ip);
      clearRefreshCookie(reply);
      if (signedIn?.method === 'vneid' && vneid.enabled) {
        return {
          message: doneMessages.signedOut,
          end_session_url: await vneid.endSessionUrl(publicOrigin(config)),
        };
      }
      return { message: doneMessages.signedOut };
    },
  );

  serve(
    routes,
    authApi.changePassword,
    {
      config: { ...throttled, signedIn: true, beforePasswordChange: true },
      schema: {
        tags: ['auth'],
        summary: 'Đổi mật khẩu; các phiên khác bị đăng xuất',
        body: ChangePasswordSchema,
        response: { 200: NewPasswordAnswerSchema },
      },
    },
    async (request, reply) => {
      const { user, method } = await authenticate(request, tokens, auth);
      const session = await auth.changePassword(user, method, request.body, request.ip);
      return { message: authMessages.passwordChanged, data: signedIn(reply, session) };
    },
  );

  serve(
    routes,
    authApi.setPassword,
    {
      config: { ...throttled, signedIn: true },
      schema: {
        tags: ['auth'],
        summary:
          'Đặt mật khẩu đầu tiên cho tài khoản tạo bằng VNeID (phiên đăng nhập bằng VNeID); các phiên khác bị đăng xuất',
        body: SetPasswordSchema,
        response: { 200: NewPasswordAnswerSchema },
      },
    },
    async (request, reply) => {
      const { user, method } = await authenticate(request, tokens, auth);
      const session = await auth.setPassword(user, method, request.body, request.ip);
      return { message: authMessages.passwordSet, data: signedIn(reply, session) };
    },
  );

  serve(
    routes,
    authApi.twoFactor,
    {
      config: { ...throttled, signedIn: true },
      schema: {
        tags: ['auth'],
        summary: 'Bật (lấy mã QR, rồi xác nhận bằng mã) hoặc tắt xác thực hai bước',
        params: UserIdParamsSchema,
        body: TwoFactorSchema,
        response: { 200: TwoFactorAnswerSchema },
      },
    },
    async (request, reply) => {
      const { user, method } = await authenticate(request, tokens, auth);
      if (user.id !== request.params.id) throw notFound();
      const { session, ...result } = await auth.setTwoFactor(user, method, request.body, request.ip);
      return session ? { ...result, data: signedIn(reply, session) } : result;
    },
  );

  serve(
    routes,
    authApi.profile,
    {
      config: { signedIn: true, duringFirstVisit: true },
      schema: {
        tags: ['auth'],
        summary: 'Cập nhật họ tên',
        body: ProfileUpdateSchema,
        response: { 200: UserAnswerSchema },
      },
    },
    async (request) => {
      const { user, method } = await authenticate(request, tokens, auth);
      const updated = await auth.updateProfile(user, request.body.full_name);
      return { data: { user: auth.present(updated, method) } };
    },
  );
}
