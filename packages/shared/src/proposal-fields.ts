// Without zod (the portal's proposal page reads it): the schemas made from it are in
// proposal-answers.ts and proposals.ts.
import { defineCatalogue } from './catalogue.ts';
import {
  contactEmailField,
  contactNameField,
  contactPhoneField,
  demandTypesField,
  nq57GroupsField,
  readinessField,
  scienceField,
  summaryField,
} from './common-fields.ts';
import { OFFERED_DEMAND_TYPES } from './product-labels.ts';
import { budgetLabels, ipAdviceLabels, proposalKindLabels } from './proposal-labels.ts';

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
  field: { ...scienceField, openData: { about: '' } },
  summary: { ...summaryField, openData: { about: '' } },
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
    ...readinessField,
    openData: { about: 'TRL từ 1 đến 9; để trống khi không khai', codes: true },
  },
  demand_types: {
    ...demandTypesField,
    offered: OFFERED_DEMAND_TYPES,
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
    openData: { about: 'Hình thức đánh giá người gửi chọn: đánh giá và công bố ngay, hoặc tư vấn bảo hộ trước' },
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
  contact_name: { ...contactNameField, openData: { about: 'Luôn công khai khi đề xuất được duyệt' } },
  contact_phone: {
    ...contactPhoneField,
    publishedBy: 'publish_phone',
    openData: { about: 'Chỉ có khi người gửi chọn công khai; để trống nếu không' },
  },
  contact_email: {
    ...contactEmailField,
    publishedBy: 'publish_email',
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
    ...nq57GroupsField,
    openData: {
      about: 'Số thứ tự các nhóm nhiệm vụ của Nghị quyết 57 (1–7), cách nhau bởi dấu chấm phẩy',
      codes: true,
    },
  },
});
export type ProposalCatalogue = typeof proposalCatalogue;
