import type * as engagement from '../engagement.ts';
import { endpoint } from './endpoint.ts';

type Sent = typeof engagement.SubmissionResponseSchema;

/**
 * Hỏi đáp and Liên hệ: the published FAQs, their topics, a visitor's question and feedback, and a
 * signed-in person's own questions and feedback with their answers (Câu hỏi và góp ý của tôi).
 */
export const engagementApi = {
  faqs: endpoint<{
    query: typeof engagement.ListFaqsQuerySchema;
    response: { 200: typeof engagement.FaqListResponseSchema };
  }>()('GET', '/api/faqs'),
  faqTopics: endpoint<{ response: { 200: typeof engagement.FaqTopicsResponseSchema } }>()('GET', '/api/faqs/topics'),
  ask: endpoint<{ body: typeof engagement.AskQuestionSchema; response: { 201: Sent } }>()('POST', '/api/questions'),
  feedback: endpoint<{ body: typeof engagement.FeedbackSchema; response: { 201: Sent } }>()('POST', '/api/feedback'),
  /**
   * The stop link of a receipt mail: no receipt goes to its address again. The mail's
   * List-Unsubscribe-Post (RFC 8058) and the portal's stop page both POST here, without a session.
   */
  stopReceipts: endpoint<{
    query: typeof engagement.StopReceiptsQuerySchema;
    response: { 200: typeof engagement.StopReceiptsResponseSchema };
  }>()('POST', '/api/receipts/stop'),
  /** The same address opened in a browser: 303 to the portal's stop page, which asks before it stops. */
  stopReceiptsLink: endpoint<{ query: typeof engagement.StopReceiptsQuerySchema; response: Record<never, never> }>()(
    'GET',
    '/api/receipts/stop',
  ),
  /** The signed-in person's own questions, newest first, each with its answer once staff answered. */
  myQuestions: endpoint<{
    query: typeof engagement.MyMessagesQuerySchema;
    response: { 200: typeof engagement.MyQuestionListResponseSchema };
  }>()('GET', '/api/questions/mine'),
  /** The signed-in person's own feedback, newest first, each with the staff replies. */
  myFeedback: endpoint<{
    query: typeof engagement.MyMessagesQuerySchema;
    response: { 200: typeof engagement.MyFeedbackListResponseSchema };
  }>()('GET', '/api/feedback/mine'),
};
