// Without zod: the back office's field names come from it before its first screen (field-labels.ts).
import { defineCatalogue } from './catalogue.ts';
import {
  contactEmailField,
  contactNameField,
  contactPhoneField,
  createdAtField,
  demandTypesField,
  nq57GroupsField,
  readinessField,
  scienceField,
  summaryField,
  updatedAtField,
} from './common-fields.ts';

/**
 * Sản phẩm, giải pháp KH&CN on the marketplace, each field staff write once (catalogue.ts): the
 * back office's record and form labels, its Excel headers and the product page's facts read it.
 * What the portal counts (views, followers, interests) and the files are beside it.
 */
export const productCatalogue = defineCatalogue({
  name: { column: 'name', label: 'Tên sản phẩm', audience: 'public', value: 'text', show: 'text', editable: true },
  slug: { column: 'slug', label: 'Đường dẫn', audience: 'public', value: 'text', show: 'text', editable: true },
  summary: summaryField,
  description: {
    column: 'description',
    label: 'Mô tả chi tiết',
    audience: 'public',
    value: 'text',
    show: 'html',
    editable: true,
  },
  field: scienceField,
  readiness_level: { ...readinessField, value: 'integer' },
  demand_types: demandTypesField,
  price: { column: 'price', label: 'Giá', audience: 'public', value: 'integer?', show: 'money', editable: true },
  owner_organisation: {
    column: 'ownerOrganisation',
    label: 'Tổ chức/cá nhân sở hữu',
    audience: 'public',
    value: 'text',
    show: 'text',
    editable: true,
  },
  contact_name: contactNameField,
  contact_phone: contactPhoneField,
  contact_email: contactEmailField,
  status: { column: 'status', label: 'Trạng thái', audience: 'staff', value: 'text', show: 'text', editable: true },
  published_at: { column: 'publishedAt', label: 'Ngày đăng', audience: 'public', value: 'text?', show: 'date' },
  nq57_groups: nq57GroupsField,
  expires_at: { column: 'expiresAt', label: 'Hạn hiển thị', audience: 'public', value: 'text?', show: 'date' },
  created_at: createdAtField,
  updated_at: updatedAtField,
});
