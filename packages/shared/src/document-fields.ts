// Without zod: the back office's field names come from it before its first screen (field-labels.ts).
import { defineCatalogue } from './catalogue.ts';
import { createdAtField, nq57GroupsField, openText as text, updatedAtField } from './common-fields.ts';
import { publicationStatusLabels, validityLabels } from './status-labels.ts';

const DAY = 'Ngày theo ISO 8601 (yyyy-mm-dd); để trống khi không có';

/**
 * Văn bản, each field once (catalogue.ts): the portal's answer and its document facts, the back
 * office's record, form and Excel headers and the documents dataset's columns read it. Its files
 * are beside it (each answer gives their own addresses).
 */
export const documentCatalogue = defineCatalogue({
  number: text('number', 'Số hiệu'),
  title: text('title', 'Trích yếu'),
  type: text('type', 'Loại văn bản'),
  issuing_body: text('issuingBody', 'Cơ quan ban hành'),
  signer: text('signer', 'Người ký'),
  issued_at: {
    column: 'issuedAt',
    label: 'Ngày ban hành',
    audience: 'public',
    value: 'text',
    show: 'day',
    openData: { about: DAY },
  },
  effective_at: {
    column: 'effectiveAt',
    label: 'Ngày hiệu lực',
    audience: 'public',
    value: 'text?',
    show: 'day',
    openData: { about: DAY },
  },
  validity: {
    column: 'validity',
    label: 'Tình trạng hiệu lực',
    audience: 'public',
    value: 'text',
    show: 'choice',
    choices: validityLabels,
    openData: { about: '“Còn hiệu lực”, “Hết hiệu lực” hoặc “Được sửa đổi, bổ sung”' },
  },
  field: text('field', 'Lĩnh vực'),
  summary: text('summary', 'Tóm tắt'),
  internal: { column: 'internal', label: 'Văn bản nội bộ', audience: 'staff', value: 'boolean', show: 'yes-no' },
  is_report: { column: 'isReport', label: 'Báo cáo đánh giá', audience: 'staff', value: 'boolean', show: 'yes-no' },
  status: {
    column: 'status',
    label: 'Trạng thái',
    audience: 'staff',
    value: 'text',
    show: 'choice',
    choices: publicationStatusLabels,
  },
  nq57_groups: { ...nq57GroupsField, audience: 'staff' },
  created_at: createdAtField,
  updated_at: updatedAtField,
});
