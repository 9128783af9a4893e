import { PUBLICATION_STATUSES, publicationStatusLabels } from '@portal/shared/admin-catalogue';
import {
  type AdminDocument,
  AdminDocumentSchema,
  type DocumentInput,
  DocumentInputSchema,
} from '@portal/shared/admin-documents';
import { documentValidities, validityLabels } from '@portal/shared/documents';
import { documentFieldLabels } from '@portal/shared/field-labels';
import { notFoundMessages } from '@portal/shared/messages';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordStaffWrite } from '../../../back-office/audit.ts';
import { codeLabel, fileNamesLabel, nq57GroupsLabel } from '../../../back-office/export.ts';
import type { AppContext } from '../../../context.ts';
import { documents } from '../../../db/schema/catalogue.ts';
import { searchPattern } from '../../../db/search.ts';
import { notFound } from '../../../errors.ts';
import { staffOf } from '../../auth/staff-guard.ts';
import { type DocumentRow, documentFields } from '../../documents/documents.presenter.ts';
import { type AdminResource, registerAdminResource } from '../resource.ts';
import { describeList, presentAdminFile, removeUnlisted, storedFilesOf } from './products-files.ts';

const booleanOf = (value: unknown): boolean | undefined =>
  value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined;

/** A document as the back office sees it: the portal's fields, files at staff addresses, and its state. */
export function presentAdminDocument(row: DocumentRow): AdminDocument {
  return {
    ...documentFields(row),
    files: row.files.map(presentAdminFile),
    internal: row.internal,
    is_report: row.isReport,
    status: row.status,
    nq57_groups: row.nq57Groups,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * Văn bản (editors and admins): legal and guidance documents, evaluation reports (`is_report`,
 * shown on the monitoring page) and internal ones (`internal`, for signed-in users only). Files
 * come from `POST /api/admin/files?kind=attachment&for=documents`. Deleting removes the files
 * no other document lists.
 */
export function documentsResource(context: AppContext): AdminResource<DocumentInput> {
  return {
    name: 'documents',
    label: 'văn bản',
    area: 'content',
    table: documents,
    id: documents.id,
    record: AdminDocumentSchema,
    present: (row) => presentAdminDocument(row as DocumentRow),
    sortable: {
      id: documents.id,
      number: documents.number,
      title: sql`lower(f_unaccent(${documents.title})) collate "C"`,
      issued_at: documents.issuedAt,
      effective_at: documents.effectiveAt,
      type: documents.type,
      status: documents.status,
      updated_at: documents.updatedAt,
      issuing_body: documents.issuingBody,
      validity: documents.validity,
      internal: documents.internal,
    },
    order: [sql`${documents.issuedAt} desc`, sql`${documents.id} desc`],
    search: (q) => sql`${documents.searchText} like ${searchPattern(q)}`,
    filters: {
      type: (value) => (text(value) ? eq(documents.type, text(value) as string) : undefined),
      issuing_body: (value) => (text(value) ? eq(documents.issuingBody, text(value) as string) : undefined),
      field: (value) => (text(value) ? eq(documents.field, text(value) as string) : undefined),
      year: (value) => {
        const year = Number(value);
        if (!Number.isSafeInteger(year) || year < 1000 || year > 9999) return sql`false`;
        return and(gte(documents.issuedAt, `${year}-01-01`), lt(documents.issuedAt, `${year + 1}-01-01`));
      },
      internal: (value) => {
        const internal = booleanOf(value);
        return internal === undefined ? undefined : eq(documents.internal, internal);
      },
      is_report: (value) => {
        const report = booleanOf(value);
        return report === undefined ? undefined : eq(documents.isReport, report);
      },
      validity: (value) =>
        (documentValidities as readonly unknown[]).includes(value)
          ? eq(documents.validity, value as (typeof documentValidities)[number])
          : sql`false`,
      status: (value) =>
        (PUBLICATION_STATUSES as readonly unknown[]).includes(value)
          ? eq(documents.status, value as (typeof PUBLICATION_STATUSES)[number])
          : sql`false`,
    },
    input: DocumentInputSchema,
    toRow: async (input) => ({
      number: input.number,
      title: input.title,
      type: input.type,
      issuingBody: input.issuing_body,
      signer: input.signer,
      issuedAt: input.issued_at,
      effectiveAt: input.effective_at,
      validity: input.validity,
      field: input.field,
      summary: input.summary,
      files: await storedFilesOf(context, 'documents', 'attachment', 'files', input.files),
      internal: input.internal,
      isReport: input.is_report,
      status: input.status,
      nq57Groups: input.nq57_groups,
    }),
    deletable: false,
    publicContent: true,
    columns: documentFieldLabels,
    exportLabels: {
      validity: codeLabel(validityLabels),
      status: codeLabel(publicationStatusLabels),
      files: fileNamesLabel,
      nq57_groups: nq57GroupsLabel,
    },
  };
}

export function registerDocumentsAdmin(app: FastifyInstance, context: AppContext): void {
  describeList(
    app,
    'documents',
    'filter: q (số hiệu, trích yếu, tóm tắt; không dấu), type, issuing_body, field (đúng tên), year (năm ban hành), ' +
      'internal (true|false), is_report (true|false: báo cáo đánh giá), validity (active|expired|amended), ' +
      'status (draft|published|hidden), id (mảng). sort: id, number, title, issued_at, effective_at, type, status, ' +
      'updated_at (mặc định issued_at giảm dần). Ngày dạng yyyy-mm-dd.',
  );
  registerAdminResource(app, context, documentsResource(context));

  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/admin/documents/:id',
    {
      config: { staffArea: 'content' },
      schema: {
        tags: ['admin'],
        summary: 'Xóa văn bản (cùng các tệp không văn bản nào khác dùng)',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: AdminDocumentSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request).user;
      const at = context.now();
      const id = request.params.id;
      const removed = await context.database.db.transaction(async (tx) => {
        const [row] = await tx.select().from(documents).where(eq(documents.id, id));
        if (!row) throw notFound(notFoundMessages.document);
        await tx.delete(documents).where(eq(documents.id, id));
        await recordStaffWrite(tx, staff, { action: 'delete', resource: 'documents', recordId: id, before: row }, at);
        return row;
      });
      context.publicCache.invalidate();
      await removeUnlisted(context, removed.files);
      return presentAdminDocument(removed);
    },
  );
}
