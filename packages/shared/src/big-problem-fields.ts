// Without zod: the back office's field names come from it before its first screen (field-labels.ts).
import { defineCatalogue } from './catalogue.ts';
import { createdAtField, nq57GroupsField, openText as text, updatedAtField } from './common-fields.ts';
import { bigProblemStatusLabels } from './status-labels.ts';

const PLAIN = 'Văn bản thuần (đã bỏ định dạng)';
const AS_PUBLISHED = 'Như Sở công bố';

const richText = (column: string, label: string) =>
  ({ column, label, audience: 'public', value: 'text', show: 'html', openData: { about: PLAIN } }) as const;

/**
 * Bài toán lớn, each field once (catalogue.ts): the back office's record, form and Excel headers,
 * the problem page's facts and headings, and the open dataset's columns read it. Its criteria and
 * published results (challenges.ts) are beside it.
 */
export const bigProblemCatalogue = defineCatalogue({
  title: text('title', 'Tên bài toán', ''),
  slug: { column: 'slug', label: 'Đường dẫn', audience: 'public', value: 'text', show: 'text' },
  field: text('field', 'Lĩnh vực', ''),
  ordering_body: text('orderingBody', 'Đơn vị đặt hàng', ''),
  status: {
    column: 'status',
    label: 'Trạng thái',
    audience: 'public',
    value: 'text',
    show: 'choice',
    choices: bigProblemStatusLabels,
    openData: { about: '“Đang tìm giải pháp”, “Đã đóng” hoặc “Đã có giải pháp”' },
  },
  description: richText('description', 'Mô tả'),
  requirements: richText('requirements', 'Yêu cầu đối với giải pháp'),
  expected_results: richText('expectedResults', 'Kết quả mong đợi'),
  budget_range: text('budgetRange', 'Kinh phí dự kiến', AS_PUBLISHED),
  deadline: {
    column: 'deadline',
    label: 'Hạn nhận giải pháp',
    audience: 'public',
    value: 'text?',
    show: 'day',
    openData: { about: 'Ngày theo ISO 8601 (yyyy-mm-dd); để trống khi không có' },
  },
  visible: { column: 'visible', label: 'Hiển thị trên Cổng', audience: 'staff', value: 'boolean', show: 'yes-no' },
  published_at: {
    column: 'publishedAt',
    label: 'Ngày đăng',
    audience: 'public',
    value: 'text',
    show: 'date',
  },
  nq57_groups: {
    ...nq57GroupsField,
    openData: {
      about: 'Số thứ tự các nhóm nhiệm vụ của Nghị quyết 57 (1–7), cách nhau bởi dấu chấm phẩy',
      codes: true,
    },
  },
  ip_terms: text(
    'ipTerms',
    'Quyền sở hữu trí tuệ',
    'Điều khoản về quyền sở hữu trí tuệ đối với giải pháp, như Sở công bố',
  ),
  reward: text('reward', 'Hỗ trợ, giải thưởng', 'Giải thưởng hoặc hỗ trợ cho giải pháp được chọn, như Sở công bố'),
  implementation: text(
    'implementation',
    'Sau khi lựa chọn',
    'Việc tiếp theo với giải pháp được chọn (triển khai, thương mại hóa), như Sở công bố',
  ),
  view_count: { column: 'viewCount', label: 'Lượt xem', audience: 'staff', value: 'integer', show: 'text' },
  created_at: createdAtField,
  updated_at: updatedAtField,
});
