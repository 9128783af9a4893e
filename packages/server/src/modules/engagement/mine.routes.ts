import { engagementApi } from '@portal/shared/api/engagement';
import {
  MyFeedbackListResponseSchema,
  MyMessagesQuerySchema,
  MyQuestionListResponseSchema,
} from '@portal/shared/engagement';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { serve } from '../../http/contract.ts';
import { authenticate } from '../auth/guard.ts';
import { createMyMessagesService } from './mine.service.ts';

/**
 * Câu hỏi và góp ý của tôi: a signed-in person's own questions and feedback with their
 * answers. Open whatever the section flags say (an answer stays its asker's to read once Hỏi đáp
 * or Liên hệ is closed); personal, so never cached (the API's default `no-store`).
 */
export function registerMyMessagesRoutes(app: FastifyInstance, context: AppContext): void {
  const { database, settings, tokens, auth } = context;
  const mine = createMyMessagesService({ db: database.db, settings });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { signedIn: true as const };
  const userOf = async (request: Parameters<typeof authenticate>[0]) =>
    (await authenticate(request, tokens, auth)).user.id;

  serve(
    routes,
    engagementApi.myQuestions,
    {
      config: signedIn,
      schema: {
        tags: ['faqs'],
        summary: 'Câu hỏi của người đang đăng nhập, mới trước, kèm câu trả lời khi cán bộ đã trả lời',
        querystring: MyMessagesQuerySchema,
        response: { 200: MyQuestionListResponseSchema },
      },
    },
    async (request) => mine.questions(await userOf(request), request.query.page, request.query.per_page),
  );

  serve(
    routes,
    engagementApi.myFeedback,
    {
      config: signedIn,
      schema: {
        tags: ['contact'],
        summary: 'Góp ý của người đang đăng nhập, mới trước, kèm các thư trả lời của cán bộ',
        querystring: MyMessagesQuerySchema,
        response: { 200: MyFeedbackListResponseSchema },
      },
    },
    async (request) => mine.feedback(await userOf(request), request.query.page, request.query.per_page),
  );
}
