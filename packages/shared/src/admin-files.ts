import { z } from 'zod';
import { adminCatalogueMessages } from './admin-catalogue.ts';
import { uploadMessages } from './uploads.ts';

/** Files staff upload: `POST /api/admin/files?kind=image|attachment&for=products|documents` (admin-catalogue.ts). */

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
    .enum(['image', 'attachment'], { error: uploadMessages.kindInvalid })
    .describe(
      'image: JPG, PNG, WebP ≤ 5 MB, mã hóa lại thành WebP; attachment: PDF, Word, Excel, PowerPoint, OpenDocument, JPG, PNG ≤ 20 MB',
    ),
  for: z
    .enum(ADMIN_FILE_FOLDERS, {
      error: 'Chỉ tải lên được tệp cho sản phẩm hoặc văn bản, vui lòng tải lại trang và thử lại',
    })
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

/** A form's list of files, each once. */
export const fileRefs = (max: number) =>
  z
    .array(AdminFileRefSchema, { error: adminCatalogueMessages.fileInvalid })
    .max(max, adminCatalogueMessages.filesTooMany(max))
    .refine((list) => new Set(list.map((file) => file.key)).size === list.length, adminCatalogueMessages.fileInvalid)
    .default([]);

export const PRODUCT_MAX_IMAGES = 10;
export const PRODUCT_MAX_ATTACHMENTS = 10;
export const DOCUMENT_MAX_FILES = 10;
