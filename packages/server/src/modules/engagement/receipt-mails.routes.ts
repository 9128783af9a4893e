import { engagementApi } from '@portal/shared/api/engagement';
import { engagementMessages, StopReceiptsQuerySchema, StopReceiptsResponseSchema } from '@portal/shared/engagement';
import { href } from '@portal/shared/routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { serve } from '../../http/contract.ts';
import { personThrottle } from '../../http/throttle.ts';
import { receiptMailsOf } from './receipt-mails.ts';

const tags = ['contact'];

/**
 * The stop link of a receipt mail, without a session: opened in a browser it leads to the
 * portal's page, which asks before it stops (a GET stops nothing, so a scanner that follows every
 * link of a mail stops no mail); the page and a mail client's one-click (RFC 8058) POST.
 */
export async function registerReceiptMailRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const receipts = receiptMailsOf(context);

  serve(
    app.withTypeProvider<ZodTypeProvider>(),
    engagementApi.stopReceiptsLink,
    {
      schema: {
        tags,
        summary:
          'Mở liên kết ngừng nhận thư báo tiếp nhận (List-Unsubscribe) trong trình duyệt: chuyển (303) đến trang ngừng nhận thư của Cổng',
        querystring: StopReceiptsQuerySchema,
      },
    },
    async (request, reply) =>
      reply.redirect(`${href('ReceiptsStop')}?token=${encodeURIComponent(request.query.token)}`, 303),
  );

  // A mail client's one-click sends `List-Unsubscribe=One-Click`, form-encoded, and the token in
  // the address says all: the body is ignored. The parser lives in this scope only.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, { form: String(body) }),
    );
    serve(
      scope.withTypeProvider<ZodTypeProvider>(),
      engagementApi.stopReceipts,
      {
        // Anyone may call it: the throttle of the public forms keeps guessing slow (the HMAC keeps it futile).
        config: personThrottle(context.config),
        schema: {
          tags,
          summary:
            'Ngừng nhận thư báo tiếp nhận câu hỏi, góp ý bằng liên kết đã ký trong thư (không cần đăng nhập; RFC 8058 List-Unsubscribe-Post)',
          querystring: StopReceiptsQuerySchema,
          response: { 200: StopReceiptsResponseSchema },
        },
      },
      async (request) => {
        await receipts.stop(request.query.token);
        return { message: engagementMessages.receiptsStopped };
      },
    );
  });
}
