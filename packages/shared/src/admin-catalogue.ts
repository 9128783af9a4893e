import { z } from 'zod';
import { slugField } from './admin.ts';
import { BIG_PROBLEM_STATUSES } from './big-problems.ts';
import { documentValidities } from './documents.ts';
import { numberError, WHOLE_NUMBER_INVALID_MESSAGE } from './format.ts';
import { NQ57_GROUPS } from './monitoring.ts';
import { OFFERED_DEMAND_TYPES } from './products.ts';

/**
 * The back office's catalogue (issue 6): products, big problems and the department's solutions,
 * Resolution 57 indicators and their values, documents, and the files staff upload for them.
 * One input schema per form (create and update share it) and one record schema per resource,
 * field names as the API elsewhere (snake_case), messages in Vietnamese.
 */

export const PUBLICATION_STATUSES = ['draft', 'published', 'hidden'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];
export const publicationStatusLabels: Record<PublicationStatus, string> = {
  draft: 'Bản nháp',
  published: 'Đã đăng',
  hidden: 'Đã ẩn',
};

/**
 * The states a department's own solution may be in. They are entered already approved (the
 * department wrote them; no review), published when announced, and withdrawn to take them off
 * the portal: all three are submission states (shared/submissions.ts), so the lifecycle's
 * public rule (approved and published are public) holds for them unchanged.
 */
export const DEPARTMENT_SOLUTION_STATUSES = ['approved', 'published', 'withdrawn'] as const;
export type DepartmentSolutionStatus = (typeof DEPARTMENT_SOLUTION_STATUSES)[number];

export const adminCatalogueMessages = {
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

const required = (label: string, min: number, max: number) =>
  z
    .string({ error: `Vui lòng nhập ${label}` })
    .trim()
    .min(1, { message: `Vui lòng nhập ${label}`, abort: true })
    .min(min, `${capitalise(label)} phải có từ ${min} đến ${max} ký tự`)
    .max(max, `${capitalise(label)} phải có từ ${min} đến ${max} ký tự`);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${capitalise(label)} không hợp lệ` })
    .trim()
    .max(max, `${capitalise(label)} tối đa ${max} ký tự`)
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
export const dayField = z
  .string({ error: adminCatalogueMessages.dateInvalid })
  .refine(isDay, adminCatalogueMessages.dateInvalid);

/** An ISO time (react-admin's DateTimeInput sends one), or null. */
const momentField = z
  .string({ error: adminCatalogueMessages.dateTimeInvalid })
  .refine(
    (value) => !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}/.test(value),
    adminCatalogueMessages.dateTimeInvalid,
  )
  .nullable()
  .default(null);

const email = z
  .string({ error: 'Địa chỉ e-mail không hợp lệ' })
  .trim()
  .max(200, 'Địa chỉ e-mail tối đa 200 ký tự')
  .refine((value) => value === '' || z.email().safeParse(value).success, 'Địa chỉ e-mail không hợp lệ')
  .default('');

const phone = z
  .string({ error: 'Số điện thoại không hợp lệ' })
  .trim()
  .refine((value) => value === '' || /^\+?[0-9 .()-]{8,20}$/.test(value), 'Số điện thoại không hợp lệ')
  .default('');

const nq57Groups = z
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

// ---------------------------------------------------------------------------------------------
// Files staff upload: `POST /api/admin/files?kind=image|attachment&for=products|documents`.

export const ADMIN_FILE_FOLDERS = ['products', 'documents'] as const;
export type AdminFileFolder = (typeof ADMIN_FILE_FOLDERS)[number];

/**
 * `products/ab12….webp`: the folder and the name the server made up when the file was stored.
 * `submissions/…` is a citizen's file a product published from a proposal took over: the server
 * keeps such a key only on the record that already holds it (products-files.ts, storedFilesOf).
 */
export const ADMIN_FILE_KEY = /^(products|documents|submissions)\/[0-9a-f]{32}\.[a-z0-9]{1,8}$/;

export const AdminFileQuerySchema = z.object({
  kind: z
    .enum(['image', 'attachment'], { error: 'Loại tệp phải là "image" hoặc "attachment"' })
    .describe(
      'image: JPG, PNG, WebP ≤ 5 MB, mã hóa lại thành WebP; attachment: PDF, Word, Excel, PowerPoint, OpenDocument, JPG, PNG ≤ 20 MB',
    ),
  for: z
    .enum(ADMIN_FILE_FOLDERS, { error: 'Tệp phải dành cho "products" hoặc "documents"' })
    .default('products')
    .describe('Thư mục lưu: products (ảnh, tài liệu sản phẩm; mặc định) hoặc documents (tệp văn bản)'),
});

/** A stored file as records carry it in the admin: `url` opens it for staff (drafts included). */
export const AdminFileSchema = z.object({
  key: z.string(),
  name: z.string(),
  size: z.number(),
  mime: z.string(),
  /** GET /api/admin/files/<key>. */
  url: z.string(),
});
export type AdminFile = z.infer<typeof AdminFileSchema>;

/** The answer of an upload: the stored file. */
export const AdminFileAnswerSchema = z.object({ data: AdminFileSchema });

/** `GET /api/admin/files/:folder/:name`: a key's two parts (`submissions` only for a product's file). */
export const AdminFileParamsSchema = z.object({
  folder: z.enum([...ADMIN_FILE_FOLDERS, 'submissions']),
  name: z.string().max(60),
});

/** A file in a form: its key (from the upload's answer, or the record) and the name shown. */
export const AdminFileRefSchema = z.object(
  {
    key: z
      .string({ error: adminCatalogueMessages.fileInvalid })
      .regex(ADMIN_FILE_KEY, adminCatalogueMessages.fileInvalid),
    name: z
      .string({ error: adminCatalogueMessages.fileNameInvalid })
      .trim()
      .min(1, adminCatalogueMessages.fileNameInvalid)
      .max(200, adminCatalogueMessages.fileNameInvalid),
  },
  { error: adminCatalogueMessages.fileInvalid },
);
export type AdminFileRef = z.infer<typeof AdminFileRefSchema>;

const files = (max: number) =>
  z
    .array(AdminFileRefSchema, { error: adminCatalogueMessages.fileInvalid })
    .max(max, adminCatalogueMessages.filesTooMany(max))
    .refine((list) => new Set(list.map((file) => file.key)).size === list.length, adminCatalogueMessages.fileInvalid)
    .default([]);

export const PRODUCT_MAX_IMAGES = 10;
export const PRODUCT_MAX_ATTACHMENTS = 10;
export const DOCUMENT_MAX_FILES = 10;

// ---------------------------------------------------------------------------------------------
// Sản phẩm.

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
  name: required('tên sản phẩm', 2, 300),
  slug: slugField,
  summary: optionalText('tóm tắt', 1000),
  /** Rich HTML, sanitised by the server. */
  description: optionalText('mô tả', 100_000),
  field: required('lĩnh vực', 2, 100),
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
  contact_phone: phone,
  contact_email: email,
  status: z.enum(PUBLICATION_STATUSES, { error: 'Trạng thái không hợp lệ' }).default('draft'),
  /** ISO time; null when publishing means "now". A future time shows the product from then. */
  published_at: momentField,
  images: files(PRODUCT_MAX_IMAGES),
  attachments: files(PRODUCT_MAX_ATTACHMENTS),
  nq57_groups: nq57Groups,
});
export type ProductInput = z.infer<typeof ProductInputSchema>;

export const AdminProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  summary: z.string(),
  description: z.string(),
  field: z.string(),
  readiness_level: z.number(),
  demand_types: z.array(z.number()),
  price: z.number().nullable(),
  owner_organisation: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
  contact_email: z.string(),
  status: z.enum(PUBLICATION_STATUSES),
  published_at: z.string().nullable(),
  images: z.array(AdminFileSchema),
  attachments: z.array(AdminFileSchema),
  nq57_groups: z.array(z.number()),
  view_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

// ---------------------------------------------------------------------------------------------
// Bài toán lớn and the department's solutions.

export const BigProblemInputSchema = z.object({
  title: required('tên bài toán', 5, 300),
  slug: slugField,
  field: required('lĩnh vực', 2, 100),
  ordering_body: optionalText('đơn vị đặt hàng', 300),
  /** Rich HTML, sanitised by the server (also requirements and expected_results). */
  description: optionalText('mô tả', 100_000),
  requirements: optionalText('yêu cầu', 100_000),
  expected_results: optionalText('kết quả mong đợi', 100_000),
  budget_range: optionalText('kinh phí dự kiến', 200),
  /** yyyy-mm-dd, the last day solutions are received; null for none. */
  deadline: dayField.nullable().default(null),
  status: z.enum(BIG_PROBLEM_STATUSES, { error: 'Trạng thái không hợp lệ' }).default('open'),
  /** false hides the problem from the portal (kept for staff). */
  visible: z.boolean({ error: 'Giá trị không hợp lệ' }).default(true),
  /** ISO time; null means now. */
  published_at: momentField,
  nq57_groups: nq57Groups,
});
export type BigProblemInput = z.infer<typeof BigProblemInputSchema>;

export const AdminBigProblemSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  field: z.string(),
  ordering_body: z.string(),
  description: z.string(),
  requirements: z.string(),
  expected_results: z.string(),
  budget_range: z.string(),
  deadline: z.string().nullable(),
  status: z.enum(BIG_PROBLEM_STATUSES),
  visible: z.boolean(),
  published_at: z.string(),
  nq57_groups: z.array(z.number()),
  view_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminBigProblem = z.infer<typeof AdminBigProblemSchema>;

export const SolutionInputSchema = z.object({
  big_problem_id: z
    .number({ error: 'Vui lòng chọn bài toán' })
    .int('Vui lòng chọn bài toán')
    .positive('Vui lòng chọn bài toán'),
  title: required('tên giải pháp', 5, 300),
  organisation: optionalText('đơn vị đề xuất', 300),
  summary: optionalText('tóm tắt', 2000),
  /** Rich HTML, sanitised by the server. */
  content: optionalText('nội dung', 100_000),
  contact_name: optionalText('người liên hệ', 200),
  contact_phone: phone,
  contact_email: email,
  status: z
    .enum(DEPARTMENT_SOLUTION_STATUSES, { error: 'Trạng thái phải là đã duyệt, đã công bố hoặc đã rút' })
    .default('approved'),
  /** ISO time of approval; null means now. */
  approved_at: momentField,
});
export type SolutionInput = z.infer<typeof SolutionInputSchema>;

export const AdminSolutionSchema = z.object({
  id: z.number(),
  big_problem_id: z.number(),
  title: z.string(),
  organisation: z.string(),
  summary: z.string(),
  content: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
  contact_email: z.string(),
  /** A submission state; the department's own rows use approved, published or withdrawn. */
  status: z.string(),
  approved_at: z.string().nullable(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminSolution = z.infer<typeof AdminSolutionSchema>;

// ---------------------------------------------------------------------------------------------
// Chỉ tiêu (Resolution 57 indicators) and their values.

export const IndicatorInputSchema = z.object({
  code: z
    .string({ error: 'Vui lòng nhập mã chỉ tiêu' })
    .trim()
    .min(1, 'Vui lòng nhập mã chỉ tiêu')
    .max(40, 'Mã chỉ tiêu tối đa 40 ký tự')
    .regex(/^[A-Za-z0-9._-]+$/, 'Mã chỉ tiêu chỉ gồm chữ không dấu, số và các dấu . _ -'),
  name: required('tên chỉ tiêu', 3, 300),
  unit: required('đơn vị tính', 1, 50),
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
  sort_order: z
    .number({ error: numberError('Thứ tự không hợp lệ') })
    .int('Thứ tự không hợp lệ')
    .min(0, 'Thứ tự không hợp lệ')
    .max(10_000, 'Thứ tự không hợp lệ')
    .default(0),
  visible: z.boolean({ error: 'Giá trị không hợp lệ' }).default(true),
});
export type IndicatorInput = z.infer<typeof IndicatorInputSchema>;

export const AdminIndicatorSchema = IndicatorInputSchema.extend({
  id: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
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

// ---------------------------------------------------------------------------------------------
// Văn bản (evaluation reports are documents with is_report).

export const DocumentInputSchema = z
  .object({
    number: required('số hiệu', 1, 100),
    title: required('trích yếu', 5, 1000),
    /** One of documentTypes (shared/documents.ts) in practice; free text for older kinds. */
    type: required('loại văn bản', 2, 100),
    issuing_body: required('cơ quan ban hành', 2, 300),
    signer: optionalText('người ký', 200),
    issued_at: dayField,
    effective_at: dayField.nullable().default(null),
    validity: z.enum(documentValidities, { error: 'Tình trạng hiệu lực không hợp lệ' }).default('active'),
    field: required('lĩnh vực', 2, 100),
    /** Plain text. */
    summary: optionalText('tóm tắt', 5000),
    files: files(DOCUMENT_MAX_FILES),
    /** Only signed-in users see an internal document. */
    internal: z.boolean({ error: 'Giá trị không hợp lệ' }).default(false),
    /** An evaluation report (báo cáo đánh giá), listed on the monitoring page. */
    is_report: z.boolean({ error: 'Giá trị không hợp lệ' }).default(false),
    status: z.enum(PUBLICATION_STATUSES, { error: 'Trạng thái không hợp lệ' }).default('published'),
    nq57_groups: nq57Groups,
  })
  .refine((document) => !document.effective_at || document.effective_at >= document.issued_at, {
    message: adminCatalogueMessages.effectiveBeforeIssued,
    path: ['effective_at'],
  });
export type DocumentInput = z.infer<typeof DocumentInputSchema>;

export const AdminDocumentSchema = z.object({
  id: z.number(),
  number: z.string(),
  title: z.string(),
  type: z.string(),
  issuing_body: z.string(),
  signer: z.string(),
  issued_at: z.string(),
  effective_at: z.string().nullable(),
  validity: z.enum(documentValidities),
  field: z.string(),
  summary: z.string(),
  files: z.array(AdminFileSchema),
  internal: z.boolean(),
  is_report: z.boolean(),
  status: z.enum(PUBLICATION_STATUSES),
  nq57_groups: z.array(z.number()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminDocument = z.infer<typeof AdminDocumentSchema>;
