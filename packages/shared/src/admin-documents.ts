import { z } from 'zod';
import {
  adminCatalogueMessages,
  dayField,
  nq57GroupsField,
  optionalText,
  PUBLICATION_STATUSES,
  requiredDay,
  requiredText,
} from './admin-catalogue.ts';
import { AdminFileSchema, DOCUMENT_MAX_FILES, fileRefs } from './admin-files.ts';
import { DocumentSchema, documentValidities } from './documents.ts';

/** Văn bản, as staff edit them; evaluation reports are documents with is_report (admin-catalogue.ts). */

export const DocumentInputSchema = z
  .object({
    number: requiredText('số hiệu', 1, 100),
    title: requiredText('trích yếu', 5, 1000),
    /** One of documentTypes (shared/documents.ts) in practice; free text for older kinds. */
    type: requiredText('loại văn bản', 2, 100),
    issuing_body: requiredText('cơ quan ban hành', 2, 300),
    signer: optionalText('người ký', 200),
    issued_at: requiredDay('ngày ban hành'),
    effective_at: dayField.nullable().default(null),
    validity: z.enum(documentValidities, { error: 'Tình trạng hiệu lực không hợp lệ' }).default('active'),
    field: requiredText('lĩnh vực', 2, 100),
    /** Plain text. */
    summary: optionalText('tóm tắt', 5000),
    files: fileRefs(DOCUMENT_MAX_FILES),
    /** Only signed-in users see an internal document. */
    internal: z.boolean({ error: 'Giá trị không hợp lệ' }).default(false),
    /** An evaluation report (báo cáo đánh giá), listed on the monitoring page. */
    is_report: z.boolean({ error: 'Giá trị không hợp lệ' }).default(false),
    status: z.enum(PUBLICATION_STATUSES, { error: 'Trạng thái không hợp lệ' }).default('published'),
    nq57_groups: nq57GroupsField,
  })
  .refine((document) => !document.effective_at || document.effective_at >= document.issued_at, {
    message: adminCatalogueMessages.effectiveBeforeIssued,
    path: ['effective_at'],
  });
export type DocumentInput = z.infer<typeof DocumentInputSchema>;

/** A document as staff see it: the public record, its files opened through the admin, and its settings. */
export const AdminDocumentSchema = DocumentSchema.extend({
  files: z.array(AdminFileSchema),
  internal: z.boolean(),
  is_report: z.boolean(),
  status: z.enum(PUBLICATION_STATUSES),
  nq57_groups: z.array(z.number()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminDocument = z.infer<typeof AdminDocumentSchema>;
