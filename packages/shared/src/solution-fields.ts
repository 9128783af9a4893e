// Without zod: the back office's field names come from it before its first screen (field-labels.ts).
import { defineCatalogue } from './catalogue.ts';
import {
  contactEmailField,
  contactNameField,
  contactPhoneField,
  createdAtField,
  summaryField,
  updatedAtField,
} from './common-fields.ts';
import { submissionStateLabels } from './submission-states.ts';

/**
 * Giải pháp of a big problem that the department lists itself, each field once (catalogue.ts):
 * what the back office's record, its Excel export and the data download of a citizen who sent one
 * show. The content is rich text (HTML the server sanitises).
 */
export const solutionCatalogue = defineCatalogue({
  big_problem_id: { column: 'bigProblemId', label: 'Bài toán', audience: 'staff', value: 'integer', show: 'text' },
  title: { column: 'title', label: 'Tên giải pháp', audience: 'public', value: 'text', show: 'text', editable: true },
  organisation: {
    column: 'organisation',
    label: 'Đơn vị đề xuất',
    audience: 'public',
    value: 'text',
    show: 'text',
    editable: true,
  },
  summary: summaryField,
  content: { column: 'content', label: 'Nội dung', audience: 'public', value: 'text', show: 'html', editable: true },
  contact_name: contactNameField,
  contact_phone: { ...contactPhoneField, audience: 'author' },
  contact_email: { ...contactEmailField, audience: 'author' },
  status: {
    column: 'status',
    label: 'Trạng thái',
    audience: 'staff',
    value: 'text',
    show: 'choice',
    choices: submissionStateLabels,
  },
  approved_at: { column: 'approvedAt', label: 'Ngày duyệt', audience: 'staff', value: 'text?', show: 'date' },
  published_at: { column: 'publishedAt', label: 'Ngày công bố', audience: 'staff', value: 'text?', show: 'date' },
  created_at: createdAtField,
  updated_at: updatedAtField,
});
