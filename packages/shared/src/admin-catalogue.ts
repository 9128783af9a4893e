import { z } from 'zod';
import { formatInteger } from './format.ts';
import { NQ57_GROUPS } from './monitoring.ts';

export { PUBLICATION_STATUSES, type PublicationStatus, publicationStatusLabels } from './status-labels.ts';

/**
 * The back office's catalogue: products (admin-products.ts), big problems and the
 * department's solutions (admin-big-problems.ts), Resolution 57 indicators and their values
 * (admin-indicators.ts), documents (admin-documents.ts), and the files staff upload for them
 * (admin-files.ts). One input schema per form (create and update share it) and one record schema
 * per resource, field names as the API elsewhere (snake_case), messages in Vietnamese. Here: what
 * they share, the publication states, the messages and the fields' building blocks.
 */

export const adminCatalogueMessages = {
  bigProblemHasSolutions:
    'Bài toán đã có giải pháp hoặc đề xuất gửi đến nên không xóa được. Để gỡ bài toán khỏi Cổng, hãy bỏ chọn “Hiển thị trên Cổng”; để dừng nhận giải pháp, hãy chuyển trạng thái sang “Đã đóng”.',
  demandTypeRetired: 'Nhu cầu “Tìm khách hàng” không còn được sử dụng, vui lòng bỏ chọn nhu cầu này',
  demandTypeInvalid: 'Nhu cầu không hợp lệ',
  groupsInvalid: 'Nhóm nhiệm vụ Nghị quyết 57 không hợp lệ',
  dateInvalid: 'Ngày không hợp lệ, hãy nhập theo dạng ngày/tháng/năm (ví dụ 20/11/2026)',
  dateTimeInvalid: 'Thời điểm không hợp lệ, hãy nhập theo dạng ngày/tháng/năm giờ:phút (ví dụ 20/11/2026 08:30)',
  fileInvalid: 'Tệp không hợp lệ, vui lòng tải lại',
  fileMissing: 'Không tìm thấy tệp đã tải lên, vui lòng tải lại',
  filesTooMany: (max: number) => `Chỉ được đính kèm tối đa ${max} tệp`,
  fileNameInvalid: 'Tên tệp phải có từ 1 đến 200 ký tự',
  productDeleteNotDraft:
    'Chỉ xóa được sản phẩm ở trạng thái bản nháp; sản phẩm đã đăng hãy chuyển sang trạng thái “Đã ẩn”',
  productSlugTaken: 'Đường dẫn này đã được dùng cho sản phẩm khác',
  bigProblemSlugTaken: 'Đường dẫn này đã được dùng cho bài toán khác',
  bigProblemMissing: 'Bài toán không tồn tại',
  indicatorCodeTaken: 'Mã chỉ tiêu này đã được dùng cho chỉ tiêu khác',
  indicatorMissing: 'Chỉ tiêu không tồn tại',
  periodTaken: 'Chỉ tiêu đã có giá trị cho kỳ này',
  periodInvalid: 'Kỳ báo cáo không hợp lệ (ví dụ: 2025, 2025-Q1, 2025-H1, 2025-06)',
  effectiveBeforeIssued: 'Ngày hiệu lực không được trước ngày ban hành',
} as const;

export const requiredText = (label: string, min: number, max: number) =>
  z
    .string({ error: `Vui lòng nhập ${label}` })
    .trim()
    .min(1, { message: `Vui lòng nhập ${label}`, abort: true })
    .min(min, `${capitalise(label)} phải có từ ${formatInteger(min)} đến ${formatInteger(max)} ký tự`)
    .max(max, `${capitalise(label)} phải có từ ${formatInteger(min)} đến ${formatInteger(max)} ký tự`);

export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${capitalise(label)} không hợp lệ` })
    .trim()
    .max(max, `${capitalise(label)} tối đa ${formatInteger(max)} ký tự`)
    .default('');

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A calendar day, yyyy-mm-dd, that exists (no 2026-02-30). */
const isDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
/**
 * A day as yyyy-mm-dd (what the date inputs send), or as people write it, dd/mm/yyyy: the
 * message asks for the latter, so a caller who follows it is understood. Stored as yyyy-mm-dd.
 */
export const dayField = z
  .string({ error: adminCatalogueMessages.dateInvalid })
  .trim()
  .transform((value) => {
    const written = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
    return written ? `${written[3]}-${written[2]?.padStart(2, '0')}-${written[1]?.padStart(2, '0')}` : value;
  })
  .refine(isDay, adminCatalogueMessages.dateInvalid);

/** A day that must be given: left empty, it asks for it by name ("Vui lòng nhập ngày ban hành"). */
export const requiredDay = (name: string) =>
  z
    .string({ error: `Vui lòng nhập ${name}` })
    .trim()
    .min(1, `Vui lòng nhập ${name}`)
    .pipe(dayField);

/** An ISO time (react-admin's DateTimeInput sends one), or null. */
export const momentField = z
  .string({ error: adminCatalogueMessages.dateTimeInvalid })
  .refine(
    (value) => !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}/.test(value),
    adminCatalogueMessages.dateTimeInvalid,
  )
  .nullable()
  .default(null);

export const contactEmail = z
  .string({ error: 'Địa chỉ e-mail không hợp lệ' })
  .trim()
  .max(200, 'Địa chỉ e-mail tối đa 200 ký tự')
  .refine((value) => value === '' || z.email().safeParse(value).success, 'Địa chỉ e-mail không hợp lệ')
  .default('');

export const contactPhone = z
  .string({ error: 'Số điện thoại không hợp lệ' })
  .trim()
  .refine((value) => value === '' || /^\+?[0-9 .()-]{8,20}$/.test(value), 'Số điện thoại không hợp lệ')
  .default('');

export const nq57GroupsField = z
  .array(
    z
      .number({ error: adminCatalogueMessages.groupsInvalid })
      .int(adminCatalogueMessages.groupsInvalid)
      .min(1, adminCatalogueMessages.groupsInvalid)
      .max(NQ57_GROUPS.length, adminCatalogueMessages.groupsInvalid),
    { error: adminCatalogueMessages.groupsInvalid },
  )
  .max(NQ57_GROUPS.length, adminCatalogueMessages.groupsInvalid)
  .transform((groups) => [...new Set(groups)].sort((a, b) => a - b))
  .default([]);
