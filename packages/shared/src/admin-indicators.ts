import { z } from 'zod';
import { recordStamps, sortOrderField } from './admin.ts';
import { adminCatalogueMessages, optionalText, requiredText } from './admin-catalogue.ts';
import { numberError } from './format.ts';
import { NQ57_GROUPS } from './monitoring.ts';

/** Chỉ tiêu (Resolution 57 indicators) and their values, as staff edit them (admin-catalogue.ts). */

export const IndicatorInputSchema = z.object({
  code: z
    .string({ error: 'Vui lòng nhập mã chỉ tiêu' })
    .trim()
    .min(1, 'Vui lòng nhập mã chỉ tiêu')
    .max(40, 'Mã chỉ tiêu tối đa 40 ký tự')
    .regex(/^[A-Za-z0-9._-]+$/, 'Mã chỉ tiêu chỉ gồm chữ không dấu, số và các dấu . _ -'),
  name: requiredText('tên chỉ tiêu', 3, 300),
  unit: requiredText('đơn vị tính', 1, 50),
  target: z
    .number({ error: numberError('Vui lòng nhập giá trị mục tiêu') })
    .refine(Number.isFinite, 'Giá trị mục tiêu không hợp lệ'),
  target_year: z
    .number({ error: numberError('Vui lòng nhập năm mục tiêu') })
    .int('Năm mục tiêu không hợp lệ')
    .min(2000, 'Năm mục tiêu không hợp lệ')
    .max(2100, 'Năm mục tiêu không hợp lệ'),
  source: optionalText('nguồn số liệu', 300),
  /** The Resolution 57 task group (1–7) it measures. */
  nq57_group: z
    .number({ error: 'Vui lòng chọn nhóm nhiệm vụ' })
    .int(adminCatalogueMessages.groupsInvalid)
    .min(1, adminCatalogueMessages.groupsInvalid)
    .max(NQ57_GROUPS.length, adminCatalogueMessages.groupsInvalid),
  sort_order: sortOrderField,
  visible: z.boolean({ error: 'Giá trị không hợp lệ' }).default(true),
});
export type IndicatorInput = z.infer<typeof IndicatorInputSchema>;

export const AdminIndicatorSchema = IndicatorInputSchema.extend(recordStamps);
export type AdminIndicator = z.infer<typeof AdminIndicatorSchema>;

/** '2025', '2025-Q1', '2025-H1', '2025-06' (the periods shared/periods.ts reads). */
export const PERIOD_PATTERN = /^(\d{4})(?:-(Q[1-4]|H[12]|0[1-9]|1[0-2]))?$/;

export const IndicatorValueInputSchema = z.object({
  indicator_id: z
    .number({ error: 'Vui lòng chọn chỉ tiêu' })
    .int('Vui lòng chọn chỉ tiêu')
    .positive('Vui lòng chọn chỉ tiêu'),
  period: z
    .string({ error: adminCatalogueMessages.periodInvalid })
    .trim()
    .toUpperCase()
    .regex(PERIOD_PATTERN, adminCatalogueMessages.periodInvalid),
  value: z.number({ error: numberError('Vui lòng nhập giá trị') }).refine(Number.isFinite, 'Giá trị không hợp lệ'),
});
export type IndicatorValueInput = z.infer<typeof IndicatorValueInputSchema>;

/** A value's id is `<indicator_id>:<period>` (the table's key has two columns). */
export const indicatorValueId = (indicatorId: number, period: string) => `${indicatorId}:${period}`;

export const AdminIndicatorValueSchema = z.object({
  id: z.string(),
  indicator_id: z.number(),
  period: z.string(),
  value: z.number(),
});
export type AdminIndicatorValue = z.infer<typeof AdminIndicatorValueSchema>;
