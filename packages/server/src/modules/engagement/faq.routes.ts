import { engagementApi } from '@portal/shared/api/engagement';
import {
  AskQuestionSchema,
  engagementMessages,
  FaqListResponseSchema,
  FaqTopicsResponseSchema,
  ListFaqsQuerySchema,
  SubmissionResponseSchema,
} from '@portal/shared/engagement';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { serve } from '../../http/contract.ts';
import { personThrottle } from '../../http/throttle.ts';
import { createFaqService } from './faq.service.ts';
import { requireFlag } from './flags.ts';
import { asSentBy, optionalAuthor } from './public-form.ts';
import { receiptMailsOf } from './receipt-mails.ts';
import { staffBell } from './staff-bell.ts';

/** Hỏi đáp: the published FAQs and the visitors' questions; all of it only while the flag is on. */
export function registerFaqRoutes(app: FastifyInstance, context: AppContext): void {
  const { database, now, captcha, mailer, settings, publicCache, config } = context;
  const receipts = receiptMailsOf(context);
  const bell = staffBell({ ...context, log: app.log });
  const faqs = createFaqService({ db: database.db, now, captcha, mailer, settings, receipts, log: app.log, bell });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const open = requireFlag(settings, 'question_and_answer', engagementMessages.faqsOff);

  serve(
    routes,
    engagementApi.faqs,
    {
      onRequest: open,
      schema: {
        tags: ['faqs'],
        summary: 'Câu hỏi thường gặp đang hiển thị, theo chủ đề rồi thứ tự; tìm không phân biệt dấu',
        querystring: ListFaqsQuerySchema,
        response: { 200: FaqListResponseSchema },
      },
    },
    async (request, reply) => publicCache.send(request, reply, () => faqs.list(request.query)),
  );

  serve(
    routes,
    engagementApi.faqTopics,
    {
      onRequest: open,
      schema: {
        tags: ['faqs'],
        summary: 'Các chủ đề hỏi đáp và số câu hỏi của mỗi chủ đề',
        response: { 200: FaqTopicsResponseSchema },
      },
    },
    async (request, reply) => publicCache.send(request, reply, async () => ({ data: await faqs.topics() })),
  );

  serve(
    routes,
    engagementApi.ask,
    {
      onRequest: open,
      // Both public forms: as many a minute from one address as the sign-in calls, each sending two mails.
      config: personThrottle(config),
      schema: {
        tags: ['faqs'],
        summary: 'Gửi câu hỏi (có mã xác nhận); cán bộ trả lời qua email',
        body: AskQuestionSchema,
        response: { 201: SubmissionResponseSchema },
      },
    },
    async (request, reply) => {
      const author = await optionalAuthor(request, context);
      await faqs.ask(asSentBy(request.body, author), author?.id ?? null, author?.fullName);
      return reply.status(201).send({ message: engagementMessages.questionSent });
    },
  );
}
