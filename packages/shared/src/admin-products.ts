import { z } from 'zod';
import { slugField } from './admin.ts';
import {
  adminCatalogueMessages,
  contactEmail,
  contactPhone,
  momentField,
  nq57GroupsField,
  optionalText,
  PUBLICATION_STATUSES,
  requiredText,
} from './admin-catalogue.ts';
import { AdminFileSchema, fileRefs, PRODUCT_MAX_ATTACHMENTS, PRODUCT_MAX_IMAGES } from './admin-files.ts';
import { answerShape } from './catalogue-schemas.ts';
import { numberError, WHOLE_NUMBER_INVALID_MESSAGE } from './format.ts';
import { productCatalogue } from './product-fields.ts';
import { OFFERED_DEMAND_TYPES } from './products.ts';

/** Sản phẩm, as staff edit them (the back office's catalogue, admin-catalogue.ts). */

export const productExpiryMessages = {
  invalid: 'Ngày hết hạn hiển thị không hợp lệ (dd/mm/yyyy)',
  past: 'Ngày hết hạn hiển thị phải sau ngày hôm nay',
  tooFar: 'Ngày hết hạn hiển thị không được quá 12 tháng kể từ hôm nay (như khi gia hạn)',
  required: 'Vui lòng nhập ngày hết hạn hiển thị: tin đăng từ đề xuất luôn có hạn hiển thị',
} as const;

const WRITTEN_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instant an expiry field names, or null when it names none: a day (dd/mm/yyyy as staff write
 * it, or yyyy-mm-dd) is the start of that day in Vietnam (UTC+7, no summer time), so the listing
 * shows until the day before; an ISO time (the record's own value, sent back untouched) is itself.
 */
export function expiryInstant(value: string): Date | null {
  const written = WRITTEN_DAY.exec(value);
  const iso = ISO_DAY.exec(value);
  const [day, month, year] = written
    ? [Number(written[1]), Number(written[2]), Number(written[3])]
    : iso
      ? [Number(iso[3]), Number(iso[2]), Number(iso[1])]
      : [0, 0, 0];
  if (written || iso) {
    const date = new Date(Date.UTC(year, month - 1, day));
    const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    return real ? new Date(date.getTime() - 7 * 60 * 60 * 1000) : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time;
}

/**
 * `PUT /api/admin/proposals/{id}/expiry`: staff move a need's end, a day to come
 * as for a product (dd/mm/yyyy or yyyy-mm-dd); 422 under `expires_at` otherwise.
 */
export const NeedExpiryInputSchema = z.object({
  expires_at: z
    .string({ error: productExpiryMessages.required })
    .trim()
    .min(1, productExpiryMessages.required)
    // One message under the field: an empty one is only "required".
    .refine((value) => value === '' || expiryInstant(value) !== null, productExpiryMessages.invalid),
});
export type NeedExpiryInput = z.infer<typeof NeedExpiryInputSchema>;

/** Why a need's end cannot be moved (409). */
export const needExpiryMessages = {
  notListed: 'Chỉ đổi được hạn hiển thị của nhu cầu đã duyệt và chưa đăng thành sản phẩm',
} as const;

/**
 * Hạn hiển thị as staff set it: absent keeps it; a day in the future, checked
 * against the app's clock by the server (422 under expires_at otherwise).
 */
const expiryField = z
  .string({ error: productExpiryMessages.invalid })
  .trim()
  .refine((value) => expiryInstant(value) !== null, productExpiryMessages.invalid)
  .nullable()
  .optional();

const demandTypes = z
  .array(z.unknown(), { error: adminCatalogueMessages.demandTypeInvalid })
  .superRefine((values, context) => {
    for (const value of values) {
      if (value === 2) {
        context.addIssue({ code: 'custom', message: adminCatalogueMessages.demandTypeRetired });
        return;
      }
      if (typeof value !== 'number' || !(OFFERED_DEMAND_TYPES as readonly number[]).includes(value)) {
        context.addIssue({ code: 'custom', message: adminCatalogueMessages.demandTypeInvalid });
        return;
      }
    }
  })
  .transform((values) => [...new Set(values as number[])].sort((a, b) => a - b))
  .default([]);

export const ProductInputSchema = z.object({
  name: requiredText('tên sản phẩm', 2, 300),
  slug: slugField,
  summary: optionalText('tóm tắt', 1000),
  /** Rich HTML, sanitised by the server. */
  description: optionalText('mô tả', 100_000),
  field: requiredText('lĩnh vực', 2, 100),
  readiness_level: z
    .number({ error: 'Vui lòng chọn mức độ sẵn sàng công nghệ (1–9)' })
    .int('Mức độ sẵn sàng công nghệ từ 1 đến 9')
    .min(1, 'Mức độ sẵn sàng công nghệ từ 1 đến 9')
    .max(9, 'Mức độ sẵn sàng công nghệ từ 1 đến 9'),
  /** 1, 3, 4, 5 (OFFERED_DEMAND_TYPES); 2 "Tìm khách hàng" is refused. */
  demand_types: demandTypes,
  /** VND; null = "Liên hệ". */
  price: z
    .number({ error: numberError('Giá không hợp lệ', WHOLE_NUMBER_INVALID_MESSAGE) })
    .int('Giá phải là số đồng nguyên')
    .min(0, 'Giá không được âm')
    .max(1e15, 'Giá quá lớn')
    .nullable()
    .default(null),
  owner_organisation: optionalText('tổ chức sở hữu', 300),
  contact_name: optionalText('người liên hệ', 200),
  contact_phone: contactPhone,
  contact_email: contactEmail,
  status: z.enum(PUBLICATION_STATUSES, { error: 'Trạng thái không hợp lệ' }).default('draft'),
  /** ISO time; null when publishing means "now". A future time shows the product from then. */
  published_at: momentField,
  /** dd/mm/yyyy, yyyy-mm-dd or the ISO time the record gave; absent or unchanged keeps it. */
  expires_at: expiryField,
  images: fileRefs(PRODUCT_MAX_IMAGES),
  attachments: fileRefs(PRODUCT_MAX_ATTACHMENTS),
  nq57_groups: nq57GroupsField,
});
export type ProductInput = z.infer<typeof ProductInputSchema>;

/**
 * A product as the back office reads it: its id, every field of its catalogue (product-fields.ts),
 * its files and what the portal counts.
 */
export const AdminProductSchema = z.object({
  id: z.number(),
  ...answerShape(productCatalogue, 'staff'),
  status: z.enum(PUBLICATION_STATUSES),
  images: z.array(AdminFileSchema),
  attachments: z.array(AdminFileSchema),
  view_count: z.number(),
  /** How many people follow it on the portal (Theo dõi): the count only, never who. */
  followers: z.number(),
  /** Bày tỏ quan tâm: how many interests it received, and how many its owner accepted. */
  interests: z.number(),
  interests_accepted: z.number(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;
