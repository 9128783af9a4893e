import { engagementApi } from '@portal/shared/api/engagement';
import { engagementMessages, FeedbackSchema, SubmissionResponseSchema } from '@portal/shared/engagement';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { serve } from '../../http/contract.ts';
import { personThrottle } from '../../http/throttle.ts';
import { createContactService } from './contact.service.ts';

import { requireFlag } from './flags.ts';
import { asSentBy, optionalAuthor } from './public-form.ts';
import { receiptMailsOf } from './receipt-mails.ts';
import { staffBell } from './staff-bell.ts';

/** Liên hệ: the feedback form, only while the flag is on (the agency's data comes with the settings). */
export function registerContactRoutes(app: FastifyInstance, context: AppContext): void {
  const { database, now, captcha, mailer, settings, config } = context;
  const receipts = receiptMailsOf(context);
  const bell = staffBell({ ...context, log: app.log });
  const contact = createContactService({
    db: database.db,
    now,
    captcha,
    mailer,
    settings,
    receipts,
    log: app.log,
    bell,
  });

  serve(
    app.withTypeProvider<ZodTypeProvider>(),
    engagementApi.feedback,
    {
      onRequest: requireFlag(settings, 'contact', engagementMessages.contactOff),
      // Both public forms: as many a minute from one address as the sign-in calls, each sending two mails.
      config: personThrottle(config),
      schema: {
        tags: ['contact'],
        summary: 'Gửi góp ý, phản ánh từ trang Liên hệ (có mã xác nhận)',
        body: FeedbackSchema,
        response: { 201: SubmissionResponseSchema },
      },
    },
    async (request, reply) => {
      const author = await optionalAuthor(request, context);
      await contact.send(asSentBy(request.body, author), author?.id ?? null, author?.fullName);
      return reply.status(201).send({ message: engagementMessages.feedbackSent });
    },
  );
}
