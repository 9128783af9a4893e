import { z } from 'zod';
import { emailField, LoginSchema } from './auth.ts';
import { PageMetaSchema, PaginationQuerySchema, SearchTextSchema } from './content.ts';

/**
 * Hỏi đáp (/FAQ) and Liên hệ (/contacts): the FAQ list, a visitor's question and the
 * contact feedback. One schema per operation, used by the portal's forms and the server.
 */
/**
 * What the department promises about replies: the same sentence on the screen after sending and
 * in the acknowledgement mail (server/modules/engagement/mail.ts).
 */
export const replyPromise = {
  question: 'Sở sẽ trả lời qua email trong thời gian sớm nhất.',
  feedback: 'Sở sẽ xem xét và phản hồi qua email trong thời gian sớm nhất.',
} as const;

export const engagementMessages = {
  nameRequired: 'Vui lòng nhập họ tên',
  nameLength: 'Họ tên phải có từ 2 đến 100 ký tự',
  phoneInvalid: 'Số điện thoại không hợp lệ (ví dụ 0912 345 678 hoặc 0238 3844 557)',
  topicInvalid: 'Chủ đề không hợp lệ',
  questionRequired: 'Vui lòng nhập câu hỏi',
  questionTooShort: 'Câu hỏi phải có ít nhất 10 ký tự',
  questionTooLong: 'Câu hỏi không được vượt quá 2.000 ký tự',
  subjectRequired: 'Vui lòng nhập tiêu đề',
  subjectLength: 'Tiêu đề phải có từ 5 đến 200 ký tự',
  messageRequired: 'Vui lòng nhập nội dung',
  messageTooShort: 'Nội dung phải có ít nhất 10 ký tự',
  messageTooLong: 'Nội dung không được vượt quá 5.000 ký tự',
  questionSent: `Câu hỏi đã được gửi. ${replyPromise.question}`,
  feedbackSent: `Cảm ơn Ông/Bà đã gửi góp ý. ${replyPromise.feedback}`,
  faqsOff: 'Mục Hỏi đáp hiện không hoạt động',
  contactOff: 'Mục Liên hệ hiện không hoạt động',
  receiptStopInvalid: 'Liên kết ngừng nhận thư không hợp lệ hoặc đã bị thay đổi.',
  receiptsStopped:
    'Cổng thông tin sẽ không gửi thư báo tiếp nhận câu hỏi, góp ý tới địa chỉ email này nữa. Câu hỏi, góp ý gửi từ địa chỉ này vẫn được tiếp nhận.',
} as const;

/**
 * Text as a person typed it, kept as plain text (never HTML): Unicode NFC (so a letter
 * counts once however the keyboard composed it), Windows line ends as `\n`, control
 * characters other than line breaks and tabs dropped, surrounding space trimmed.
 */
export function plainText(value: string): string {
  return value
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\n\t]/gu, '')
    .trim();
}

/** One line of plain text (a name, a subject): every run of white space becomes one space. */
export const singleLine = (value: string) => plainText(value).replace(/\s+/g, ' ');

/** A text field with one message per problem: empty, too short, too long (never two at once). */
function textField(options: {
  multiline?: boolean;
  min: number;
  max: number;
  required: string;
  tooShort: string;
  tooLong: string;
}) {
  return z
    .string({ error: options.required })
    .transform(options.multiline ? plainText : singleLine)
    .pipe(
      z
        .string()
        .min(1, { error: options.required, abort: true })
        .min(options.min, { error: options.tooShort, abort: true })
        .max(options.max, options.tooLong),
    );
}

/**
 * A Vietnamese phone number: a mobile (0 then 3, 5, 7, 8 or 9, ten digits) or a landline
 * (02 then nine digits), written with spaces, dots, hyphens or +84 as people do; kept as
 * digits. Empty is allowed: the phone is optional wherever this is used.
 */
export const phoneField = z
  .string({ error: engagementMessages.phoneInvalid })
  .max(30, engagementMessages.phoneInvalid)
  .transform((phone) => phone.replace(/[\s.\-()]/g, '').replace(/^\+84/, '0'))
  .refine((phone) => phone === '' || /^0(?:[35789]\d{8}|2\d{9})$/.test(phone), engagementMessages.phoneInvalid);

const nameField = textField({
  min: 2,
  max: 100,
  required: engagementMessages.nameRequired,
  tooShort: engagementMessages.nameLength,
  tooLong: engagementMessages.nameLength,
});

/** The captcha and its key, as the login form sends them. */
const captchaFields = { captcha: LoginSchema.shape.captcha, key: LoginSchema.shape.key };

/** POST /api/questions: a visitor asks a question from /FAQ. */
export const AskQuestionSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField.optional().default(''),
  /** One of the FAQ topics (the server checks which exist), or empty. */
  topic: z
    .string({ error: engagementMessages.topicInvalid })
    .max(100, engagementMessages.topicInvalid)
    .transform(singleLine)
    .optional()
    .default(''),
  question: textField({
    multiline: true,
    min: 10,
    max: 2000,
    required: engagementMessages.questionRequired,
    tooShort: engagementMessages.questionTooShort,
    tooLong: engagementMessages.questionTooLong,
  }),
  ...captchaFields,
});
export type AskQuestionInput = z.input<typeof AskQuestionSchema>;
export type AskQuestion = z.output<typeof AskQuestionSchema>;

/** POST /api/feedback: the contact form of /contacts. */
export const FeedbackSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField.optional().default(''),
  subject: textField({
    min: 5,
    max: 200,
    required: engagementMessages.subjectRequired,
    tooShort: engagementMessages.subjectLength,
    tooLong: engagementMessages.subjectLength,
  }),
  message: textField({
    multiline: true,
    min: 10,
    max: 5000,
    required: engagementMessages.messageRequired,
    tooShort: engagementMessages.messageTooShort,
    tooLong: engagementMessages.messageTooLong,
  }),
  ...captchaFields,
});
export type FeedbackInput = z.input<typeof FeedbackSchema>;
export type Feedback = z.output<typeof FeedbackSchema>;

/** Both forms answer 201 with a short confirmation. */
export const SubmissionResponseSchema = z.object({ message: z.string() });

/**
 * The signed token of a receipt mail's stop link: it names the address only by a keyed digest,
 * so neither the link nor a log of it shows whose address it is.
 */
export const StopReceiptsQuerySchema = z.object({
  token: z
    .string()
    .trim()
    .min(1, engagementMessages.receiptStopInvalid)
    .max(200, engagementMessages.receiptStopInvalid),
});

export const StopReceiptsResponseSchema = z.object({ message: z.string() });

export const ListFaqsQuerySchema = PaginationQuerySchema.extend({
  q: SearchTextSchema,
  topic: z.string().trim().max(100, engagementMessages.topicInvalid).optional(),
});
export type ListFaqsQuery = z.input<typeof ListFaqsQuerySchema>;

export const FaqSchema = z.object({
  id: z.number(),
  topic: z.string(),
  question: z.string(),
  /** Sanitised HTML. */
  answer: z.string(),
});
export type Faq = z.infer<typeof FaqSchema>;

export const FaqListResponseSchema = z.object({ data: z.array(FaqSchema), meta: PageMetaSchema });

export const FaqTopicSchema = z.object({ topic: z.string(), count: z.number() });
export type FaqTopic = z.infer<typeof FaqTopicSchema>;

export const FaqTopicsResponseSchema = z.object({ data: z.array(FaqTopicSchema) });

// ---------------------------------------------------------------------------------------------
// Câu hỏi và góp ý của tôi (follow-through): what a signed-in person asked and sent,
// with the answer and the staff replies, readable on the portal even when the mail was stopped.

/** Where a question stands, as its asker reads it (staff's own labels are questionStatusLabels). */
export const myQuestionStatusLabels = {
  new: 'Đang chờ trả lời',
  answered: 'Đã trả lời',
  published: 'Đã trả lời và công bố trong mục Hỏi đáp',
  hidden: 'Đã đóng',
} as const;

/**
 * Where a feedback stands, as its sender reads it: waiting, answered by staff (a reply, while staff
 * have not yet marked it handled), handled (the try-out read "Chưa xử lý" right above a reply).
 */
export const myFeedbackStatusLabels = {
  new: 'Đang chờ phản hồi',
  replied: 'Đã phản hồi',
  handled: 'Đã xử lý',
} as const;

export const MyMessagesQuerySchema = PaginationQuerySchema;

export const MyQuestionSchema = z.object({
  id: z.number(),
  topic: z.string(),
  question: z.string(),
  created_at: z.string(),
  status: z.enum(['new', 'answered', 'published', 'hidden']),
  status_label: z.string(),
  /** Null until staff answer. */
  answer: z
    .object({
      /** Sanitised HTML (cleaned when staff saved it). */
      html: z.string(),
      answered_at: z.string(),
      /** The answering unit: the managing agency of the settings, when set. */
      unit: z.string().nullable(),
      /** Whether the question and its answer are shown in Hỏi đáp. */
      published: z.boolean(),
    })
    .nullable(),
});
export type MyQuestion = z.infer<typeof MyQuestionSchema>;

export const MyQuestionListResponseSchema = z.object({ data: z.array(MyQuestionSchema), meta: PageMetaSchema });

export const MyFeedbackReplySchema = z.object({
  id: z.number(),
  subject: z.string(),
  /** Plain text, as staff typed it. */
  body: z.string(),
  sent_at: z.string(),
});

export const MyFeedbackSchema = z.object({
  id: z.number(),
  subject: z.string(),
  message: z.string(),
  created_at: z.string(),
  status: z.enum(['new', 'handled']),
  status_label: z.string(),
  handled_at: z.string().nullable(),
  /** The staff replies, oldest first. */
  replies: z.array(MyFeedbackReplySchema),
});
export type MyFeedback = z.infer<typeof MyFeedbackSchema>;

export const MyFeedbackListResponseSchema = z.object({ data: z.array(MyFeedbackSchema), meta: PageMetaSchema });
