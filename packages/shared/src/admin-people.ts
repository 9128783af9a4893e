import { z } from 'zod';
import { fullNameField } from './auth.ts';
import { answerShape } from './catalogue-schemas.ts';
import { feedbackCatalogue, questionCatalogue } from './engagement-fields.ts';
import { USER_ROLES } from './roles.ts';
import { DEADLINE_QUEUES, type DeadlineQueue } from './settings.ts';
import { SETUP_STEPS } from './setup.ts';
import { SUBMISSION_STATES } from './submissions.ts';

/**
 * The back office's contract for people's messages and accounts: asked questions (câu hỏi),
 * feedback (góp ý, phản ánh), users (người dùng) and the dashboard (bảng điều khiển).
 * Field names are snake_case as everywhere in the API; the labels are the Vietnamese column
 * headers of the Excel export and of the react-admin screens.
 */

// ---------------------------------------------------------------------------------------------
// Asked questions

export const QUESTION_STATUSES = ['new', 'answered', 'published', 'hidden'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

export const questionStatusLabels: Record<QuestionStatus, string> = {
  new: 'Mới',
  answered: 'Đã trả lời',
  published: 'Đã công bố',
  hidden: 'Đã ẩn',
};

/** A question as the back office reads it: its id and every field of its catalogue (engagement-fields.ts). */
export const AdminQuestionSchema = z.object({
  id: z.number(),
  ...answerShape(questionCatalogue, 'staff'),
  status: z.enum(QUESTION_STATUSES),
});
export type AdminQuestion = z.infer<typeof AdminQuestionSchema>;

export const ANSWER_MAX = 20_000;

/** `POST /api/admin/questions/:id/answer`: the answer (HTML, sanitised by the server). */
export const AnswerQuestionInputSchema = z.object({
  answer: z
    .string({ message: 'Vui lòng nhập câu trả lời' })
    .trim()
    .min(1, 'Vui lòng nhập câu trả lời')
    .max(ANSWER_MAX, `Câu trả lời tối đa ${ANSWER_MAX.toLocaleString('vi-VN')} ký tự`),
  /** Publish as an FAQ on /FAQ (true) or only answer the asker (false). */
  publish: z.boolean({ message: 'Giá trị công bố không hợp lệ' }).default(false),
  /** The FAQ's topic; defaults to the topic the asker chose (required when they chose none). */
  topic: z.string({ message: 'Chủ đề không hợp lệ' }).trim().max(120, 'Chủ đề tối đa 120 ký tự').optional(),
});
export type AnswerQuestionInput = z.infer<typeof AnswerQuestionInputSchema>;

export const questionMessages = {
  topicRequired: 'Vui lòng chọn chủ đề để công bố câu hỏi trong mục Hỏi đáp',
  answerEmpty: 'Câu trả lời không có nội dung hiển thị được',
  alreadyHidden: 'Câu hỏi đã được ẩn',
};

// ---------------------------------------------------------------------------------------------
// Feedback

export const FEEDBACK_STATUSES = ['new', 'handled'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const feedbackStatusLabels: Record<FeedbackStatus, string> = {
  new: 'Chưa xử lý',
  handled: 'Đã xử lý',
};

/** Feedback as the back office reads it: its id, every field of its catalogue and who handled it. */
export const AdminFeedbackSchema = z.object({
  id: z.number(),
  ...answerShape(feedbackCatalogue, 'staff'),
  status: z.enum(FEEDBACK_STATUSES),
  /** The staff member's full name, or their e-mail when the account has no name. */
  handled_by: z.string().nullable(),
});
export type AdminFeedback = z.infer<typeof AdminFeedbackSchema>;

/** `POST /api/admin/feedback/:id/handle`. */
export const HandleFeedbackInputSchema = z.object({
  note: z
    .string({ message: 'Vui lòng nhập ghi chú xử lý' })
    .trim()
    .min(1, 'Vui lòng nhập ghi chú xử lý')
    .max(2000, 'Ghi chú tối đa 2.000 ký tự'),
});
export type HandleFeedbackInput = z.infer<typeof HandleFeedbackInputSchema>;

export const feedbackMessages = {
  alreadyHandled: 'Góp ý này đã được xử lý',
  replyRequired: 'Vui lòng nhập nội dung trả lời',
  replyTooLong: 'Nội dung trả lời tối đa 5.000 ký tự',
  replySubjectTooLong: 'Tiêu đề thư tối đa 200 ký tự',
  replyNotSent: 'Chưa gửi được thư trả lời, vui lòng thử lại sau',
};

/**
 * `POST /api/admin/feedback/:id/replies`: staff answer the sender by e-mail; the answer is kept
 * with the feedback. An empty subject becomes "Trả lời: <the feedback's subject>".
 */
export const FeedbackReplyInputSchema = z.object({
  subject: z.string().trim().max(200, feedbackMessages.replySubjectTooLong).default(''),
  body: z
    .string({ message: feedbackMessages.replyRequired })
    .trim()
    .min(1, feedbackMessages.replyRequired)
    .max(5000, feedbackMessages.replyTooLong),
});
export type FeedbackReplyInput = z.input<typeof FeedbackReplyInputSchema>;

/** One answer mailed to the sender: what it said, who sent it (their e-mail then) and when. */
export const FeedbackReplySchema = z.object({
  id: z.number(),
  subject: z.string(),
  body: z.string(),
  sent_by: z.string(),
  sent_at: z.string(),
});
export type FeedbackReply = z.infer<typeof FeedbackReplySchema>;

/** The answers mailed about one feedback, oldest first. */
export const FeedbackRepliesAnswerSchema = z.object({ data: z.array(FeedbackReplySchema) });
/** The answer just mailed. */
export const FeedbackReplyAnswerSchema = z.object({ data: FeedbackReplySchema });

// ---------------------------------------------------------------------------------------------
// Users

/** An account as staff see it: never a password hash, secret, token or full citizen ID. */
export const AdminUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  full_name: z.string(),
  role: z.enum(USER_ROLES),
  /** Only the last four digits (`********1234`), or null. */
  citizen_pid_masked: z.string().nullable(),
  two_factor: z.boolean(),
  /** Locked by staff (disabled_at set): no sign-in at all. */
  locked: z.boolean(),
  disabled_at: z.string().nullable(),
  /** Locked for a while after too many failed logins (not by staff). */
  locked_until: z.string().nullable(),
  must_change_password: z.boolean(),
  vneid_linked: z.boolean(),
  /** The citizen ID was proved by VNeID (not only declared at registration). */
  citizen_pid_verified: z.boolean(),
  /** A VNeID-verified identity proved the declared citizen ID belongs to someone else: staff look into it. */
  citizen_pid_disputed: z.boolean(),
  consent_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** `PUT /api/admin/users/:id`. */
export const UpdateUserInputSchema = z.object({
  role: z.enum(USER_ROLES, { message: 'Vai trò không hợp lệ' }),
  full_name: fullNameField,
});
export type UpdateUserInput = z.infer<typeof UpdateUserInputSchema>;

export const userMessages = {
  selfDemote: 'Không thể tự thay đổi vai trò quản trị viên của chính mình',
  selfLock: 'Không thể tự khóa tài khoản của chính mình',
  selfResetTwoFactor:
    'Không thể tự tắt xác thực hai bước của chính mình; vui lòng nhờ một quản trị viên khác nếu mất thiết bị xác thực',
  lastAdmin: 'Đây là quản trị viên cuối cùng còn hoạt động: hãy chỉ định quản trị viên khác trước',
  alreadyLocked: 'Tài khoản đã bị khóa',
  notLocked: 'Tài khoản không bị khóa',
  noTwoFactor: 'Tài khoản chưa bật xác thực hai bước',
};

// ---------------------------------------------------------------------------------------------
// Dashboard

const StateCountsSchema = z.record(z.enum(SUBMISSION_STATES), z.number());

export const DASHBOARD_CONTENT_KINDS = ['posts', 'products', 'big_problems', 'documents', 'faqs'] as const;

export const dashboardContentLabels: Record<(typeof DASHBOARD_CONTENT_KINDS)[number], string> = {
  posts: 'Tin bài',
  products: 'Sản phẩm',
  big_problems: 'Bài toán lớn',
  documents: 'Văn bản',
  faqs: 'Hỏi đáp',
};

export const DASHBOARD_QUEUES = [
  'proposals_submitted',
  'proposals_under_review',
  'ideas_submitted',
  'ideas_under_review',
  'solutions_submitted',
  'solutions_under_review',
  'interests_pending',
  'questions_new',
  'feedback_new',
] as const;

export const dashboardQueueLabels: Record<(typeof DASHBOARD_QUEUES)[number], string> = {
  proposals_submitted: 'Đề xuất chờ tiếp nhận',
  proposals_under_review: 'Đề xuất đang xem xét',
  ideas_submitted: 'Ý tưởng chờ tiếp nhận',
  ideas_under_review: 'Ý tưởng đang xem xét',
  solutions_submitted: 'Giải pháp chờ tiếp nhận',
  solutions_under_review: 'Giải pháp đang xem xét',
  interests_pending: 'Yêu cầu quan tâm chờ xem xét',
  questions_new: 'Câu hỏi chưa trả lời',
  feedback_new: 'Góp ý chưa xử lý',
};

/**
 * `GET /api/admin/dashboard`. Months and days are Vietnam's (UTC+7), oldest first. Each part is
 * only for a role that may open what it counts: submissions and queues for those who
 * moderate (otherwise null and empty), content for those who edit it (otherwise empty).
 * "Giải pháp" are citizens' proposals linked to a big problem; "Đề xuất" are the other proposals.
 */
/** How many of the oldest overdue dossiers of each queue the dashboard names. */
export const DASHBOARD_OVERDUE_SHOWN = 5;

export const dashboardDeadlineLabels: Record<DeadlineQueue, string> = {
  proposals: 'Đề xuất',
  ideas: 'Ý tưởng',
  solutions: 'Giải pháp',
  questions: 'Câu hỏi',
  feedback: 'Góp ý, phản ánh',
};

/**
 * Dossiers waiting longer than their queue's deadline (settings `deadline_days_*`): proposals,
 * ideas and solutions submitted or under review, counted from their latest submission;
 * questions and feedback still new, counted from their arrival.
 */
export const OverdueQueueSchema = z.object({
  queue: z.enum(DEADLINE_QUEUES),
  label: z.string(),
  deadline_days: z.number(),
  count: z.number(),
  /** The oldest few (at most DASHBOARD_OVERDUE_SHOWN), oldest first. */
  oldest: z.array(
    z.object({
      id: z.number(),
      /** The tracking code of a proposal, idea or solution; '' for a question or feedback. */
      code: z.string(),
      /**
       * The back office's resource that opens it: a citizen's solution is a proposal, the
       * department's own solutions (under review for a challenge) are `solutions`.
       */
      resource: z.enum(['proposals', 'ideas', 'solutions', 'questions', 'feedback']),
      title: z.string(),
      days_waiting: z.number(),
    }),
  ),
});
export type OverdueQueue = z.infer<typeof OverdueQueueSchema>;

export const DashboardSchema = z.object({
  /** Submissions by state (every state present, 0 when none). */
  by_state: z
    .object({ proposals: StateCountsSchema, ideas: StateCountsSchema, solutions: StateCountsSchema })
    .nullable(),
  /** First submissions per month, the last 12 months (current month last), `yyyy-mm`. */
  by_month: z.array(z.object({ month: z.string(), proposals: z.number(), ideas: z.number(), solutions: z.number() })),
  /** Content by kind: every row, and those visitors see. */
  content: z.array(
    z.object({ kind: z.enum(DASHBOARD_CONTENT_KINDS), label: z.string(), total: z.number(), published: z.number() }),
  ),
  /** Visits per day for the last 30 days (today last), `yyyy-mm-dd`. */
  visits: z.array(z.object({ day: z.string(), count: z.number() })),
  /** What waits for staff. */
  queues: z.array(z.object({ key: z.enum(DASHBOARD_QUEUES), label: z.string(), count: z.number() })),
  /** Per queue, what waits longer than its deadline (moderation only, like the queues). */
  overdue: z.array(OverdueQueueSchema),
  /** Administrators only: what the first run still misses (setup.ts), empty once done; null for others. */
  setup: z.array(z.enum(SETUP_STEPS)).nullable(),
  generated_at: z.string(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
