import { formatDate, formatDateTime } from '@portal/shared/format';
import type { StaffArea } from '@portal/shared/roles';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import writeXlsxFile, { type Cell, type SheetData } from 'write-excel-file/node';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { staffAudit } from '../../db/schema/admin.ts';
import { vietnamDay } from '../visits/visits.routes.ts';
import { auditFilters, auditOrder } from './audit.ts';
import { type AdminListQuery, AdminListQuerySchema } from './dialect.ts';

/**
 * Excel export of the back office's lists: `GET /api/admin/<resource>/export.xlsx` with the
 * list's own `sort` and `filter` (no `range`: up to EXPORT_MAX_ROWS rows), one sheet whose first
 * row holds the column headers (Vietnamese where the resource names them), dates as dd/mm/yyyy
 * (times in Vietnam's zone), booleans as Có/Không.
 */
export const EXPORT_MAX_ROWS = 10_000;
/** Excel refuses longer cells. */
const CELL_MAX = 32_000;

type Row = Record<string, unknown>;

export const ExportQuerySchema = AdminListQuerySchema.pick({ sort: true, filter: true });
export type ExportQuery = Pick<AdminListQuery, 'sort' | 'filter'>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

const clip = (text: string) => (text.length > CELL_MAX ? `${text.slice(0, CELL_MAX)}…` : text);

/** One value of a record as an Excel cell. */
export function cellOf(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? 'Có' : 'Không';
  if (value instanceof Date) return formatDateTime(value);
  if (typeof value === 'string') {
    if (DAY.test(value)) return formatDate(value);
    if (TIMESTAMP.test(value)) return formatDateTime(value);
    return clip(value);
  }
  if (Array.isArray(value) && value.every((item) => ['string', 'number'].includes(typeof item))) {
    return clip(value.join(', '));
  }
  return clip(JSON.stringify(value));
}

/** The record's fields, in the schema's order when it is an object schema, else the first row's. */
export function fieldsOf(record: z.ZodType, rows: Row[]): string[] {
  if (record instanceof z.ZodObject) return Object.keys(record.shape);
  return Object.keys(rows[0] ?? {});
}

/** The xlsx file of `rows`: a header row, then one row per record. */
export async function xlsxOf(
  rows: Row[],
  fields: string[],
  headers: Record<string, string> = {},
  sheet = 'Dữ liệu',
): Promise<Buffer> {
  const data: SheetData = [
    fields.map((field) => ({ value: headers[field] ?? field, fontWeight: 'bold' as const })),
    ...rows.map((row) => fields.map((field) => cellOf(row[field]))),
  ];
  return writeXlsxFile(data, {
    // Sheet names: at most 31 characters, none of []:*?/\
    sheet: sheet.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31),
    stickyRowsCount: 1,
    columns: fields.map((field) => ({ width: Math.min(60, Math.max(12, (headers[field] ?? field).length + 4)) })),
  }).toBuffer();
}

/** `<resource>-<yyyy-mm-dd>.xlsx`, the day in Vietnam. */
export const exportFileName = (resource: string, at: Date) => `${resource}-${vietnamDay(at)}.xlsx`;

export function sendXlsx(reply: FastifyReply, resource: string, file: Buffer, at: Date): FastifyReply {
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${exportFileName(resource, at)}"`)
    .header('cache-control', 'no-store')
    .send(file);
}

export interface ExportSpec {
  /** The resource's URL segment (`categories`); the route is `/api/admin/<name>/export.xlsx`. */
  name: string;
  /** Vietnamese name for the documentation and the sheet. */
  label: string;
  area: StaffArea;
  record: z.ZodType;
  /** Vietnamese column headers by field name; other fields keep their name. */
  columns?: Record<string, string>;
  /** The presented records of the list with this sort and filter, at most `limit` of them. */
  rows: (query: ExportQuery, limit: number) => Promise<Row[]>;
}

/** Registers `GET /api/admin/<name>/export.xlsx` in the resource's own area. */
export function registerExport(app: FastifyInstance, context: Pick<AppContext, 'now'>, spec: ExportSpec): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `/api/admin/${spec.name}/export.xlsx`,
    {
      config: { staffArea: spec.area },
      schema: {
        tags: ['admin'],
        summary: `Xuất Excel ${spec.label} (cùng sort và filter với danh sách; tối đa ${EXPORT_MAX_ROWS.toLocaleString('vi-VN')} dòng)`,
        querystring: ExportQuerySchema,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) => {
      const at = context.now();
      const rows = await spec.rows(request.query, EXPORT_MAX_ROWS);
      const file = await xlsxOf(rows, fieldsOf(spec.record, rows), spec.columns, spec.label);
      return sendXlsx(reply, spec.name, file, at);
    },
  );
}

export const auditColumns: Record<string, string> = {
  id: 'Số',
  at: 'Thời gian',
  actor_email: 'Người thực hiện',
  actor_role: 'Vai trò',
  action: 'Thao tác',
  resource: 'Đối tượng',
  record_id: 'Mã bản ghi',
  before: 'Trước',
  after: 'Sau',
};

/** The audit log's export: same filters as `GET /api/admin/audit-log`, newest first. */
export function registerAuditLogExport(app: FastifyInstance, context: Pick<AppContext, 'now' | 'database'>): void {
  const db = context.database.db;
  registerExport(app, context, {
    name: 'audit-log',
    label: 'nhật ký thao tác',
    area: 'administration',
    record: z.object(Object.fromEntries(Object.keys(auditColumns).map((key) => [key, z.unknown()]))),
    columns: auditColumns,
    rows: async (query, limit) => {
      const rows = await db
        .select()
        .from(staffAudit)
        .where(auditFilters(query.filter))
        .orderBy(...auditOrder)
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        actor_email: row.actorEmail,
        actor_role: row.actorRole,
        action: row.action,
        resource: row.resource,
        record_id: row.recordId,
        before: row.before,
        after: row.after,
      }));
    },
  });
}
