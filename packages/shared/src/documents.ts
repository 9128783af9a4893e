import { z } from 'zod';
import { documentsApi } from './api/documents.ts';
import { pathOf } from './api/endpoint.ts';
import { PageMetaSchema, PaginationQuerySchema, SearchTextSchema } from './content.ts';
import { documentValidities, FIRST_DOCUMENT_YEAR } from './status-labels.ts';

export { type DocumentValidity, documentValidities, FIRST_DOCUMENT_YEAR, validityLabels } from './status-labels.ts';

/** Văn bản: legal and guidance documents, looked up as on Vietnamese state portals (docs/DOMAIN.md, "Documents"). */

/** The kinds of document staff pick from (the lookup offers those in use, from the facets). */
export const documentTypes = [
  'Luật',
  'Nghị quyết',
  'Nghị định',
  'Quyết định',
  'Chỉ thị',
  'Thông tư',
  'Kế hoạch',
  'Hướng dẫn',
  'Thông báo',
  'Công văn',
  'Báo cáo',
] as const;
export type DocumentType = (typeof documentTypes)[number];

/** An empty form field (`type=`) is no filter at all. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const facetText = (message: string) => optional(z.string().trim().max(200, message));

export const ListDocumentsQuerySchema = PaginationQuerySchema.extend({
  /** Over số hiệu, trích yếu and summary; diacritics and case are ignored. */
  q: SearchTextSchema,
  /** Số hiệu, or part of it ("57-NQ"); case and diacritics are ignored. */
  number: facetText('Số hiệu tối đa 200 ký tự'),
  type: facetText('Loại văn bản không hợp lệ'),
  issuing_body: facetText('Cơ quan ban hành không hợp lệ'),
  field: facetText('Lĩnh vực không hợp lệ'),
  /** Năm ban hành; checked against the current year when the query is read. */
  year: optional(
    z.coerce
      .number({ message: 'Năm ban hành không hợp lệ' })
      .int('Năm ban hành không hợp lệ')
      .min(FIRST_DOCUMENT_YEAR, 'Năm ban hành không hợp lệ')
      .refine((year) => year <= new Date().getFullYear() + 1, 'Năm ban hành không hợp lệ'),
  ),
  validity: optional(z.enum(documentValidities, { message: 'Tình trạng hiệu lực không hợp lệ' })),
  /** `true`: evaluation reports only (the monitoring page); `false`: everything else. */
  report: optional(
    z.enum(['true', 'false'], { message: 'Giá trị không hợp lệ' }).transform((value) => value === 'true'),
  ),
});
export type ListDocumentsQuery = z.output<typeof ListDocumentsQuerySchema>;

export const DocumentFileSchema = z.object({
  /** The stored file's name, as it appears in `url`. */
  key: z.string(),
  /** The name the download is saved under. */
  name: z.string(),
  size: z.number(),
  mime: z.string(),
  url: z.string(),
});
export type DocumentFile = z.infer<typeof DocumentFileSchema>;

export const DocumentSchema = z.object({
  id: z.number(),
  number: z.string(),
  title: z.string(),
  type: z.string(),
  issuing_body: z.string(),
  signer: z.string(),
  /** yyyy-mm-dd */
  issued_at: z.string(),
  /** yyyy-mm-dd, null when not stated. */
  effective_at: z.string().nullable(),
  validity: z.enum(documentValidities),
  field: z.string(),
  summary: z.string(),
  files: z.array(DocumentFileSchema),
});
export type DocumentItem = z.infer<typeof DocumentSchema>;

export const DocumentListResponseSchema = z.object({ data: z.array(DocumentSchema), meta: PageMetaSchema });
export type DocumentListResponse = z.infer<typeof DocumentListResponseSchema>;

/** The values in use, for the lookup's selects. */
export const DocumentFacetsSchema = z.object({
  types: z.array(z.string()),
  issuing_bodies: z.array(z.string()),
  fields: z.array(z.string()),
  /** Newest first. */
  years: z.array(z.number()),
});
export type DocumentFacets = z.infer<typeof DocumentFacetsSchema>;

export const DocumentAnswerSchema = z.object({ data: DocumentSchema });
export const DocumentFacetsAnswerSchema = z.object({ data: DocumentFacetsSchema });
export const DocumentParamsSchema = z.object({ id: z.string().max(20) });
export const DocumentFileParamsSchema = DocumentParamsSchema.extend({ key: z.string().max(100) });

/** Where a document's file downloads from (internal documents ask for the bearer token there). */
export const documentFileUrl = (documentId: number, key: string) =>
  pathOf(documentsApi.file, { params: { id: documentId, key } });
