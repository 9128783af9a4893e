// Without zod (the portal's proposal page reads it): the schemas made from it are in
// proposal-answers.ts and proposals.ts.
import { defineCatalogue } from './catalogue.ts';
import { SUBMISSION_FIELDS } from './fields.ts';
import { NQ57_GROUPS } from './nq57-groups.ts';
import { demandTypeLabels, READINESS_LEVELS, readinessLabel } from './product-labels.ts';
import { budgetLabels, ipAdviceLabels, proposalKindLabels } from './proposal-labels.ts';

const fieldNames = Object.fromEntries(SUBMISSION_FIELDS.map((field) => [field, field]));
const groupNames = Object.fromEntries(NQ57_GROUPS.map((name, index) => [index + 1, name]));
const readinessNames = Object.fromEntries(READINESS_LEVELS.map((level) => [level, readinessLabel(level)]));

/**
 * Đề xuất: what its author writes, each field once (catalogue.ts). The organisation and the
 * contact's name are public once it is approved; the phone and the e-mail only when the author
 * publishes them.
 */
export const proposalCatalogue = defineCatalogue({
  proposal_kind: {
    column: 'proposalKind',
    label: 'Loại đề xuất',
    audience: 'public',
    value: 'text',
    show: 'choice',
    choices: proposalKindLabels,
    editable: true,
    openData: { name: 'kind', about: '“Sản phẩm”, “Giải pháp” hoặc “Nhu cầu”' },
  },
  title: {
    column: 'title',
    label: 'Tên đề xuất',
    audience: 'public',
    value: 'text',
    show: 'text',
    editable: true,
    openData: { about: '' },
  },
  field: {
    column: 'field',
    label: 'Lĩnh vực',
    audience: 'public',
    value: 'text',
    show: 'choice',
    choices: fieldNames,
    editable: true,
    openData: { about: '' },
  },
  summary: {
    column: 'summary',
    label: 'Tóm tắt',
    audience: 'public',
    value: 'text',
    show: 'paragraphs',
    editable: true,
    openData: { about: '' },
  },
  description: {
    column: 'description',
    label: 'Mô tả chi tiết',
    audience: 'public',
    value: 'text',
    show: 'paragraphs',
    editable: true,
    openData: { about: 'Như người gửi viết' },
  },
  readiness_level: {
    column: 'readinessLevel',
    label: 'Mức độ sẵn sàng công nghệ',
    audience: 'public',
    value: 'integer?',
    show: 'choice',
    choices: readinessNames,
    editable: true,
    openData: { about: 'TRL từ 1 đến 9; để trống khi không khai', codes: true },
  },
  demand_types: {
    column: 'demandTypes',
    label: 'Nhu cầu kết nối',
    audience: 'public',
    value: 'integers',
    show: 'choices',
    choices: demandTypeLabels,
    editable: true,
    openData: { about: 'Cách nhau bởi dấu chấm phẩy' },
  },
  budget: {
    column: 'budget',
    label: 'Kinh phí',
    audience: 'public',
    value: 'integer',
    show: 'choice',
    choices: budgetLabels,
    editable: true,
    openData: { about: '“Sử dụng ngân sách nhà nước” hoặc “Không sử dụng ngân sách nhà nước”' },
  },
  ip_advice: {
    column: 'ipAdvice',
    label: 'Tư vấn sở hữu trí tuệ',
    audience: 'public',
    value: 'integer',
    show: 'choice',
    choices: ipAdviceLabels,
    editable: true,
  },
  price: {
    column: 'price',
    label: 'Giá',
    audience: 'public',
    value: 'integer?',
    show: 'money',
    editable: true,
    openData: { about: 'Giá tham khảo bằng đồng Việt Nam; để trống là “Liên hệ”' },
  },
  organisation: {
    column: 'organisation',
    label: 'Tổ chức/cá nhân sở hữu',
    audience: 'public',
    value: 'text',
    show: 'text',
    editable: true,
    openData: { about: 'Luôn công khai khi đề xuất được duyệt' },
  },
  contact_name: {
    column: 'contactName',
    label: 'Người liên hệ',
    audience: 'public',
    value: 'text',
    show: 'text',
    editable: true,
    openData: { about: 'Luôn công khai khi đề xuất được duyệt' },
  },
  contact_phone: {
    column: 'contactPhone',
    label: 'Số điện thoại liên hệ',
    audience: 'public',
    value: 'text',
    show: 'text',
    publishedBy: 'publish_phone',
    editable: true,
    openData: { about: 'Chỉ có khi người gửi chọn công khai; để trống nếu không' },
  },
  contact_email: {
    column: 'contactEmail',
    label: 'Email liên hệ',
    audience: 'public',
    value: 'text',
    show: 'email',
    publishedBy: 'publish_email',
    editable: true,
    openData: { about: 'Chỉ có khi người gửi chọn công khai; để trống nếu không' },
  },
  website: {
    column: 'website',
    label: 'Trang web',
    audience: 'public',
    value: 'text?',
    show: 'link',
    editable: true,
    input: { kind: 'url', max: 500, section: 'contact' },
    openData: { about: 'Địa chỉ trang web của tổ chức, cá nhân; để trống khi không có' },
  },
  publish_phone: {
    column: 'publishPhone',
    label: 'Công khai số điện thoại',
    audience: 'author',
    value: 'boolean',
    show: 'yes-no',
    editable: true,
  },
  publish_email: {
    column: 'publishEmail',
    label: 'Công khai email',
    audience: 'author',
    value: 'boolean',
    show: 'yes-no',
    editable: true,
  },
  nq57_groups: {
    column: 'nq57Groups',
    label: 'Nhóm nhiệm vụ Nghị quyết 57',
    audience: 'public',
    value: 'integers',
    show: 'choices',
    choices: groupNames,
    editable: true,
    openData: {
      about: 'Số thứ tự các nhóm nhiệm vụ của Nghị quyết 57 (1–7), cách nhau bởi dấu chấm phẩy',
      codes: true,
    },
  },
});
export type ProposalCatalogue = typeof proposalCatalogue;
