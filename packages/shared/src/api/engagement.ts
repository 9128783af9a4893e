import type * as engagement from '../engagement.ts';
import { endpoint } from './endpoint.ts';

type Sent = typeof engagement.SubmissionResponseSchema;

/** Hỏi đáp and Liên hệ: the published FAQs, their topics, a visitor's question and feedback. */
export const engagementApi = {
  faqs: endpoint<{
    query: typeof engagement.ListFaqsQuerySchema;
    response: { 200: typeof engagement.FaqListResponseSchema };
  }>()('GET', '/api/faqs'),
  faqTopics: endpoint<{ response: { 200: typeof engagement.FaqTopicsResponseSchema } }>()('GET', '/api/faqs/topics'),
  ask: endpoint<{ body: typeof engagement.AskQuestionSchema; response: { 201: Sent } }>()('POST', '/api/questions'),
  feedback: endpoint<{ body: typeof engagement.FeedbackSchema; response: { 201: Sent } }>()('POST', '/api/feedback'),
};
