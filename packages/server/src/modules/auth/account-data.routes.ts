import { AccountDataSchema, accountMessages, DeleteAccountSchema } from '@portal/shared/account-data';
import { MessageAnswerSchema } from '@portal/shared/answers';
import { authApi } from '@portal/shared/api/auth';
import { vietnamToday } from '@portal/shared/format';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { serve } from '../../http/contract.ts';
import { personThrottle } from '../../http/throttle.ts';
import { createAccountDataService } from './account-data.service.ts';
import { REFRESH_COOKIE, refreshCookieOptions } from './auth.routes.ts';
import { authenticate } from './guard.ts';

/** A person's own data: download it all, or delete the account ("Personal data"). */
export function registerAccountDataRoutes(app: FastifyInstance, context: AppContext): void {
  const { auth, tokens, config } = context;
  const accountData = createAccountDataService(context);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const throttled = personThrottle(config);

  serve(
    routes,
    authApi.myData,
    {
      config: { ...throttled, signedIn: true },
      schema: {
        tags: ['auth'],
        summary: 'Tải về (JSON) toàn bộ dữ liệu cổng thông tin lưu về người dùng đang đăng nhập',
        response: { 200: AccountDataSchema },
      },
    },
    async (request, reply) => {
      const { user } = await authenticate(request, tokens, auth);
      // The day in Vietnam (at 00:30 on 03/12 there it is still 02/12 in UTC).
      const day = vietnamToday(context.now());
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="du-lieu-ca-nhan-${day}.json"`)
        .send(await accountData.export(user));
    },
  );

  serve(
    routes,
    authApi.deleteAccount,
    {
      config: { ...throttled, signedIn: true },
      schema: {
        tags: ['auth'],
        summary:
          'Xóa tài khoản (mật khẩu, hoặc gõ xác nhận với tài khoản VNeID): dữ liệu cá nhân bị xóa, hồ sơ đã gửi được giữ ở dạng ẩn danh',
        body: DeleteAccountSchema,
        response: { 200: MessageAnswerSchema },
      },
    },
    async (request, reply) => {
      const { user } = await authenticate(request, tokens, auth);
      await accountData.delete(user, request.body);
      const { maxAge: _, ...options } = refreshCookieOptions(config);
      reply.clearCookie(REFRESH_COOKIE, options);
      return { message: accountMessages.deleted };
    },
  );
}
