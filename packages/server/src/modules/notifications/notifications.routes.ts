import { notificationsApi } from '@portal/shared/api/notifications';
import { notificationKindLabels } from '@portal/shared/follow-through';
import {
  MailPreferencesResponseSchema,
  MailPreferencesSchema,
  NotificationListQuerySchema,
  NotificationListResponseSchema,
  NotificationReadResponseSchema,
  NotificationsReadAllResponseSchema,
  notificationMessages,
  StopMailQuerySchema,
  StopMailResponseSchema,
} from '@portal/shared/notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { serve } from '../../http/contract.ts';
import { personThrottle } from '../../http/throttle.ts';
import { authenticate } from '../auth/guard.ts';
import { STOP_PAGE } from './notifications.service.ts';

const tags = ['notifications'];

/** Thông báo: the bell's list and read calls, the mail choices, and the one-click stop of a kind of mail. */
export async function registerNotificationsRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { notifications, tokens, auth, config } = context;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { signedIn: true as const };
  const userOf = async (request: Parameters<typeof authenticate>[0]) =>
    (await authenticate(request, tokens, auth)).user.id;

  serve(
    routes,
    notificationsApi.list,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Thông báo của người đang đăng nhập, mới trước; meta.unread là số chưa đọc',
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListResponseSchema },
      },
    },
    async (request) => notifications.list(await userOf(request), request.query.page, request.query.per_page),
  );

  serve(
    routes,
    notificationsApi.read,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Đánh dấu một thông báo của mình đã đọc (thông báo của người khác: 404)',
        response: { 200: NotificationReadResponseSchema },
      },
    },
    async (request) => {
      const userId = await userOf(request);
      const id = /^[1-9]\d{0,15}$/.test(request.params.id) ? Number(request.params.id) : undefined;
      if (id === undefined) throw notFound();
      const data = await notifications.markRead(userId, id);
      return { data, meta: { unread: await notifications.unread(userId) } };
    },
  );

  serve(
    routes,
    notificationsApi.readAll,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Đánh dấu mọi thông báo của mình đã đọc',
        response: { 200: NotificationsReadAllResponseSchema },
      },
    },
    async (request) => {
      await notifications.markAllRead(await userOf(request));
      return { meta: { unread: 0 } };
    },
  );

  serve(
    routes,
    notificationsApi.preferences,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Các loại thông báo được gửi kèm email',
        response: { 200: MailPreferencesResponseSchema },
      },
    },
    async (request) => ({ data: { mailed: await notifications.mailed(await userOf(request)) } }),
  );

  serve(
    routes,
    notificationsApi.savePreferences,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Chọn các loại thông báo được gửi kèm thư (các loại khác chỉ hiện ở chuông thông báo)',
        body: MailPreferencesSchema,
        response: { 200: MailPreferencesResponseSchema },
      },
    },
    async (request) => ({
      data: { mailed: await notifications.setMailed(await userOf(request), request.body.mailed) },
    }),
  );

  // A mail client without RFC 8058's one-click opens the List-Unsubscribe address in a browser: it
  // gets the portal's stop page with the same token, which asks before it stops anything (a GET
  // stops nothing, so a scanner that follows every link of a mail stops no mail either).
  serve(
    routes,
    notificationsApi.stopLink,
    {
      schema: {
        tags,
        summary:
          'Mở liên kết ngừng nhận thư (List-Unsubscribe) trong trình duyệt: chuyển (303) đến trang ngừng nhận thư của Cổng',
        querystring: StopMailQuerySchema,
      },
    },
    async (request, reply) => reply.redirect(`${STOP_PAGE}?token=${encodeURIComponent(request.query.token)}`, 303),
  );

  // The stop link's call takes the body a mail client sends for RFC 8058's one-click
  // (`List-Unsubscribe=One-Click`, form-encoded) and ignores it: the token in the address says
  // all. The parser lives in this scope only; no other route takes form-encoded bodies.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, { form: String(body) }),
    );
    serve(
      scope.withTypeProvider<ZodTypeProvider>(),
      notificationsApi.stop,
      {
        // Anyone may call it: the throttle of the public forms keeps guessing slow (the HMAC keeps it futile).
        config: personThrottle(config),
        schema: {
          tags,
          summary:
            'Ngừng nhận một loại thư thông báo bằng liên kết đã ký trong thư (không cần đăng nhập; RFC 8058 List-Unsubscribe-Post)',
          querystring: StopMailQuerySchema,
          response: { 200: StopMailResponseSchema },
        },
      },
      async (request) => {
        const kind = await notifications.stop(request.query.token);
        return { message: notificationMessages.stopped, data: { kind, label: notificationKindLabels[kind] } };
      },
    );
  });
}
