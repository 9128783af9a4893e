import { z } from 'zod';
import { numberError } from './format.ts';

/**
 * The back office's own contract: the records react-admin edits and their forms, one schema per
 * operation, with Vietnamese messages (shown under the field by react-admin and by the portal).
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slugField = z
  .string({ message: 'Vui lòng nhập đường dẫn' })
  .trim()
  .min(1, 'Vui lòng nhập đường dẫn')
  .max(120, 'Đường dẫn tối đa 120 ký tự')
  .regex(SLUG_PATTERN, 'Đường dẫn chỉ gồm chữ thường không dấu, số và dấu gạch ngang (ví dụ: tin-khoa-hoc)');

/** `:id` of a back-office record with a numeric key (a 422 when it is not a positive integer). */
export const AdminIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** A list's place, smallest first (categories, indicators). */
export const sortOrderField = z
  .number({ error: numberError('Thứ tự không hợp lệ', 'Thứ tự không hợp lệ') })
  .int('Thứ tự không hợp lệ')
  .min(0, 'Thứ tự không hợp lệ')
  .max(10_000, 'Thứ tự không hợp lệ')
  .default(0);

/** What a stored record adds to its form's input: its key and when it was made and last changed. */
export const recordStamps = { id: z.number(), created_at: z.string(), updated_at: z.string() };

/** Chuyên mục tin, as staff edit it. */
export const CategoryInputSchema = z.object({
  name: z
    .string({ message: 'Vui lòng nhập tên chuyên mục' })
    .trim()
    .min(2, 'Tên chuyên mục phải có từ 2 đến 120 ký tự')
    .max(120, 'Tên chuyên mục phải có từ 2 đến 120 ký tự'),
  slug: slugField,
  parent_id: z.number().int().positive().nullable().default(null),
  sort_order: sortOrderField,
  visible: z.boolean().default(true),
});
export type CategoryInput = z.infer<typeof CategoryInputSchema>;

export const AdminCategorySchema = CategoryInputSchema.extend(recordStamps);
export type AdminCategory = z.infer<typeof AdminCategorySchema>;

/** One line of the audit log (nhật ký thao tác). */
export const AuditLineSchema = z.object({
  id: z.number(),
  actor_id: z.number().nullable(),
  actor_email: z.string(),
  actor_role: z.string(),
  action: z.string(),
  resource: z.string(),
  record_id: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  at: z.string(),
});
export type AuditLine = z.infer<typeof AuditLineSchema>;
