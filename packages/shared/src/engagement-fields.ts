// Without zod: the back office's field names come from it before its first screen (field-labels.ts).
import { type Catalogue, defineCatalogue } from './catalogue.ts';

/** Who sent a question or feedback, as they typed it. */
const sender = {
  name: { column: 'name', label: 'Họ tên', audience: 'author', value: 'text', show: 'text' },
  email: { column: 'email', label: 'Email', audience: 'author', value: 'text', show: 'email' },
  phone: { column: 'phone', label: 'Điện thoại', audience: 'author', value: 'text', show: 'text' },
} as const satisfies Catalogue;

/**
 * What a person sends from /FAQ (a question) and from /contacts (feedback), each field once
 * (catalogue.ts): the back office's records and Excel exports and the sender's data download read
 * them. The "author" is the sender; staff see what they did with it.
 */
export const questionCatalogue = defineCatalogue({
  ...sender,
  topic: { column: 'topic', label: 'Chủ đề', audience: 'author', value: 'text', show: 'text' },
  question: { column: 'question', label: 'Câu hỏi', audience: 'author', value: 'text', show: 'paragraphs' },
  status: { column: 'status', label: 'Trạng thái', audience: 'author', value: 'text', show: 'text' },
  answer: { column: 'answer', label: 'Câu trả lời', audience: 'author', value: 'text?', show: 'html' },
  answered_at: { column: 'answeredAt', label: 'Ngày trả lời', audience: 'author', value: 'text?', show: 'date' },
  faq_id: { column: 'faqId', label: 'Mã hỏi đáp', audience: 'staff', value: 'integer?', show: 'text' },
  created_at: { column: 'createdAt', label: 'Ngày gửi', audience: 'author', value: 'text', show: 'date' },
});

export const feedbackCatalogue = defineCatalogue({
  ...sender,
  subject: { column: 'subject', label: 'Tiêu đề', audience: 'author', value: 'text', show: 'text' },
  message: { column: 'message', label: 'Nội dung', audience: 'author', value: 'text', show: 'paragraphs' },
  status: { column: 'status', label: 'Trạng thái', audience: 'author', value: 'text', show: 'text' },
  handled_at: { column: 'handledAt', label: 'Ngày xử lý', audience: 'staff', value: 'text?', show: 'date' },
  handled_note: {
    column: 'handledNote',
    label: 'Ghi chú xử lý',
    audience: 'staff',
    value: 'text?',
    show: 'paragraphs',
  },
  created_at: { column: 'createdAt', label: 'Ngày gửi', audience: 'staff', value: 'text', show: 'date' },
});
