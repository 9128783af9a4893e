// Without zod: the back office's field names come from it before its first screen (field-labels.ts).
import { defineCatalogue } from './catalogue.ts';
import { submissionFieldChoices } from './fields.ts';
import { nq57GroupChoices } from './nq57-groups.ts';
import { demandTypeLabels, READINESS_LEVELS, readinessLabel } from './product-labels.ts';

const readinessChoices = Object.fromEntries(READINESS_LEVELS.map((level) => [level, readinessLabel(level)]));

/**
 * Sản phẩm, giải pháp KH&CN on the marketplace, each field staff write once (catalogue.ts): the
 * back office's record and form labels, its Excel headers and the product page's facts read it.
 * What the portal counts (views, followers, interests) and the files are beside it.
 */
export const productCatalogue = defineCatalogue({
  name: { column: 'name', label: 'Tên sản phẩm', audience: 'public', value: 'text', show: 'text', editable: true },
  slug: { column: 'slug', label: 'Đường dẫn', audience: 'public', value: 'text', show: 'text', editable: true },
  summary: {
    column: 'summary',
    label: 'Tóm tắt',
    audience: 'public',
    value: 'text',
    show: 'paragraphs',
    editable: true,
  },
  description: {
    column: 'description',
    label: 'Mô tả chi tiết',
    audience: 'public',
    value: 'text',
    show: 'html',
    editable: true,
  },
  field: {
    column: 'field',
    label: 'Lĩnh vực',
    audience: 'public',
    value: 'text',
    show: 'choice',
    choices: submissionFieldChoices,
    editable: true,
  },
  readiness_level: {
    column: 'readinessLevel',
    label: 'Mức độ sẵn sàng công nghệ',
    audience: 'public',
    value: 'integer',
    show: 'choice',
    choices: readinessChoices,
    editable: true,
  },
  demand_types: {
    column: 'demandTypes',
    label: 'Nhu cầu kết nối',
    audience: 'public',
    value: 'integers',
    show: 'choices',
    choices: demandTypeLabels,
    editable: true,
  },
  price: { column: 'price', label: 'Giá', audience: 'public', value: 'integer?', show: 'money', editable: true },
  owner_organisation: {
    column: 'ownerOrganisation',
    label: 'Tổ chức/cá nhân sở hữu',
    audience: 'public',
    value: 'text',
    show: 'text',
    editable: true,
  },
  contact_name: {
    column: 'contactName',
    label: 'Người liên hệ',
    audience: 'public',
    value: 'text',
    show: 'text',
    editable: true,
  },
  contact_phone: {
    column: 'contactPhone',
    label: 'Số điện thoại liên hệ',
    audience: 'public',
    value: 'text',
    show: 'text',
    editable: true,
  },
  contact_email: {
    column: 'contactEmail',
    label: 'Email liên hệ',
    audience: 'public',
    value: 'text',
    show: 'email',
    editable: true,
  },
  status: { column: 'status', label: 'Trạng thái', audience: 'staff', value: 'text', show: 'text', editable: true },
  published_at: { column: 'publishedAt', label: 'Ngày đăng', audience: 'public', value: 'text?', show: 'date' },
  nq57_groups: {
    column: 'nq57Groups',
    label: 'Nhóm nhiệm vụ Nghị quyết 57',
    audience: 'public',
    value: 'integers',
    show: 'choices',
    choices: nq57GroupChoices,
    editable: true,
  },
  expires_at: { column: 'expiresAt', label: 'Hạn hiển thị', audience: 'public', value: 'text?', show: 'date' },
  created_at: { column: 'createdAt', label: 'Ngày tạo', audience: 'staff', value: 'text', show: 'date' },
  updated_at: { column: 'updatedAt', label: 'Cập nhật lần cuối', audience: 'staff', value: 'text', show: 'date' },
});
