import { auditActionLabels, auditFieldLabels } from '@portal/shared/field-labels';
import { vietnamToday } from '@portal/shared/format';
import { nq57GroupName } from '@portal/shared/monitoring';
import { type StaffArea, USER_ROLES, type UserRole, userRoleLabels } from '@portal/shared/roles';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Cell, SheetData } from 'write-excel-file/node';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { staffAudit } from '../db/schema/admin.ts';
import { auditFilters, auditOrder, auditSortable, presentAuditLine } from './audit.ts';
import { type AdminListQuery, AdminListQuerySchema, orderOf } from './list-dialect.ts';

/**
 * Excel export of the back office's lists: `GET /api/admin/<resource>/export.xlsx` with the
 * list's own `sort` and `filter` (no `range`: up to EXPORT_MAX_ROWS rows), one sheet whose first
 * row holds the column headers (Vietnamese where the resource names them), dates as date cells
 * shown dd/mm/yyyy (times as Vietnam's clock), stored codes (roles, states) as their labels,
 * booleans as Có/Không, and each column as wide as its content.
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

/** Date cells as Vietnamese staff read them; Excel sorts and filters them as dates, not text. */
export const DAY_FORMAT = 'dd/mm/yyyy';
export const MOMENT_FORMAT = 'dd/mm/yyyy hh:mm';
/** Vietnam's offset: Excel's dates have no zone, so a moment is written as Vietnam's wall clock. */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

const dayCell = (day: string): Cell => ({ type: Date, value: new Date(`${day}T00:00:00Z`), format: DAY_FORMAT });
const momentCell = (moment: Date): Cell =>
  Number.isNaN(moment.getTime())
    ? null
    : { type: Date, value: new Date(moment.getTime() + VIETNAM_OFFSET_MS), format: MOMENT_FORMAT };

/** One value of a record as an Excel cell: days and moments as date cells, booleans as Có/Không. */
export function cellOf(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? 'Có' : 'Không';
  if (value instanceof Date) return momentCell(value);
  if (typeof value === 'string') {
    if (DAY.test(value)) return dayCell(value);
    if (TIMESTAMP.test(value)) return momentCell(new Date(value));
    return clip(value);
  }
  if (Array.isArray(value) && value.every((item) => ['string', 'number'].includes(typeof item))) {
    return clip(value.join('; '));
  }
  return clip(JSON.stringify(value));
}

/** How many characters a cell shows: a date its format, text its longest line. */
function shownLength(cell: Cell): number {
  if (cell === null || cell === undefined) return 0;
  if (typeof cell === 'number') return cell.toLocaleString('vi-VN').length;
  if (typeof cell === 'string') return Math.max(...cell.split('\n').map((line) => Array.from(line).length));
  if (typeof cell === 'object' && 'format' in cell && typeof cell.format === 'string') return cell.format.length;
  if (typeof cell === 'object' && 'value' in cell) return shownLength(cell.value as Cell);
  return 0;
}

/** Column widths in characters that fit the header and the longest value, between 8 and 60. */
export const WIDTH_MIN = 8;
export const WIDTH_MAX = 60;
export function widthsOf(data: SheetData): number[] {
  const widths: number[] = [];
  for (const row of data) {
    row.forEach((cell, index) => {
      widths[index] = Math.max(widths[index] ?? 0, shownLength(cell as Cell));
    });
  }
  return widths.map((width) => Math.min(WIDTH_MAX, Math.max(WIDTH_MIN, width + 2)));
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
  labels: ExportLabels = {},
): Promise<Buffer> {
  const shown = (field: string, value: unknown) => {
    const label = labels[field];
    return label && value !== null && value !== undefined ? label(value) : value;
  };
  const data: SheetData = [
    fields.map((field) => ({ value: headers[field] ?? field, fontWeight: 'bold' as const })),
    ...rows.map((row) => fields.map((field) => cellOf(shown(field, row[field])))),
  ];
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  return writeXlsxFile(data, {
    // Sheet names: at most 31 characters, none of []:*?/\
    sheet: sheet.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31),
    stickyRowsCount: 1,
    columns: widthsOf(data).map((width) => ({ width })),
  }).toBuffer();
}

/** `<resource>-<yyyy-mm-dd>.xlsx`, the day in Vietnam. */
export const exportFileName = (resource: string, at: Date) => `${resource}-${vietnamToday(at)}.xlsx`;

export function sendXlsx(reply: FastifyReply, resource: string, file: Buffer, at: Date): FastifyReply {
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${exportFileName(resource, at)}"`)
    .header('cache-control', 'no-store')
    .send(file);
}

/** Per field, the Vietnamese label of a stored code (a role `editor` → "Biên tập viên"). */
export type ExportLabels = Record<string, (value: unknown) => unknown>;

/**
 * Labels that need the database (a post's category id as the category's name): read once per
 * export, before its rows are written.
 */
export type ExportLookups = () => Promise<ExportLabels>;

/** A stored code as its label from one of shared's label maps; an unknown code as it is. */
export const codeLabel =
  <Code extends string | number>(labels: Record<Code, string>) =>
  (value: unknown): unknown =>
    Object.hasOwn(labels, value as PropertyKey) ? labels[value as Code] : value;

/** Resolution 57 task groups (`[1, 6]`) by number and name, one after the other. */
export const nq57GroupsLabel = (value: unknown): unknown =>
  Array.isArray(value) ? value.map((group) => `${group}. ${nq57GroupName(Number(group))}`).join('; ') : value;

/** Stored files (`[{ name, url, … }]`) by their names. */
export const fileNamesLabel = (value: unknown): unknown =>
  Array.isArray(value)
    ? value
        .map((file) => (file && typeof file === 'object' && 'name' in file ? String(file.name) : ''))
        .filter(Boolean)
        .join('; ')
    : value;

/** Ids of another table as that table's names (`names` read once per export); an unknown id as it is. */
export const namesLabel =
  (names: Map<unknown, string>) =>
  (value: unknown): unknown =>
    names.get(value) ?? value;

/**
 * The record's fields that `columns` gives no header: a new resource must name every field in
 * Vietnamese (shared/field-labels.ts), or its export would show `category_id` to staff.
 */
export function unnamedFields(record: z.ZodType, columns: Record<string, string> | undefined): string[] {
  if (!(record instanceof z.ZodObject)) return ['(the record is not an object schema)'];
  return Object.keys(record.shape).filter((field) => !columns?.[field]?.trim());
}

export interface ExportSpec {
  /** The resource's URL segment (`categories`); the route is `/api/admin/<name>/export.xlsx`. */
  name: string;
  /** Vietnamese name for the documentation and the sheet. */
  label: string;
  area: StaffArea;
  record: z.ZodType;
  /** Vietnamese column headers by field name, one for every field of `record` (checked at start-up). */
  columns: Record<string, string>;
  /** Labels of stored codes by field name (roles, states): the export shows words, not codes. */
  labels?: ExportLabels | ExportLookups;
  /** The fields the list may be sorted by (the same as the list's own `config.sortable`). */
  sortable: readonly string[];
  /** The presented records of the list with this sort and filter, at most `limit` of them. */
  rows: (query: ExportQuery, limit: number) => Promise<Row[]>;
  /**
   * Columns after the record's, found from the rows (an indicator's value in each period): their
   * headers by key, and each row's cells by the same keys.
   */
  more?: (rows: Row[]) => Promise<ExtraColumns>;
}

/** Columns an export adds from what its rows hold: headers by key, then the cells of each row. */
export interface ExtraColumns {
  headers: Record<string, string>;
  cells: Record<string, unknown>[];
}

/**
 * The resources' Vietnamese names by URL segment, for the audit log's "Đối tượng" column: each
 * export adds its own at registration; a few resources without an export are named here.
 */
const resourceNames = new Map<string, string>([
  // As the back office's menu names them (its resources' messages), where the export's label differs.
  ['interests', 'Quan tâm sản phẩm, nhu cầu'],
  ['staff-invitations', 'Mời cán bộ'],
  ['static-pages', 'Trang tĩnh'],
  ['indicator-values', 'Giá trị chỉ tiêu'],
  ['settings', 'Cấu hình cổng'],
  ['demo', 'Dữ liệu mẫu'],
  ['images', 'Ảnh tải lên (tin bài, biểu trưng, ảnh bìa)'],
]);
const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase('vi') + text.slice(1);

/**
 * Registers `GET /api/admin/<name>/export.xlsx` in the resource's own area. Throws (the server
 * does not start) when `columns` misses a field of the record: no export ships English headers.
 */
export function registerExport(app: FastifyInstance, context: Pick<AppContext, 'now'>, spec: ExportSpec): void {
  const unnamed = unnamedFields(spec.record, spec.columns);
  if (unnamed.length) {
    throw new Error(
      `/api/admin/${spec.name}/export.xlsx: columns must give a Vietnamese header to every field of the record ` +
        `(shared/field-labels.ts); missing: ${unnamed.join(', ')}`,
    );
  }
  if (!resourceNames.has(spec.name)) resourceNames.set(spec.name, capitalised(spec.label));
  app.withTypeProvider<ZodTypeProvider>().get(
    `/api/admin/${spec.name}/export.xlsx`,
    {
      config: { staffArea: spec.area, sortable: spec.sortable },
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
      const labels = typeof spec.labels === 'function' ? await spec.labels() : spec.labels;
      const extra = spec.more ? await spec.more(rows) : { headers: {}, cells: [] };
      const file = await xlsxOf(
        rows.map((row, index) => ({ ...row, ...extra.cells[index] })),
        [...fieldsOf(spec.record, rows), ...Object.keys(extra.headers)],
        { ...spec.columns, ...extra.headers },
        spec.label,
        labels,
      );
      return sendXlsx(reply, spec.name, file, at);
    },
  );
}

/** A role's Vietnamese name ("citizen" → "Người dân"); an unknown code as it is. */
export const roleLabelOf = (role: unknown) =>
  USER_ROLES.includes(role as UserRole) ? userRoleLabels[role as UserRole] : role;

/** The same headers as the audit log's screen. */
export const auditColumns: Record<string, string> = auditFieldLabels;

/** The audit log's export: same filters as `GET /api/admin/audit-log`, newest first. */
export function registerAuditLogExport(app: FastifyInstance, context: Pick<AppContext, 'now' | 'database'>): void {
  const db = context.database.db;
  registerExport(app, context, {
    name: 'audit-log',
    label: 'nhật ký thao tác',
    area: 'administration',
    record: z.object(Object.fromEntries(Object.keys(auditColumns).map((key) => [key, z.unknown()]))),
    columns: auditColumns,
    labels: {
      actor_role: roleLabelOf,
      action: codeLabel(auditActionLabels),
      resource: (resource) => resourceNames.get(String(resource)) ?? resource,
    },
    sortable: Object.keys(auditSortable),
    rows: async (query, limit) => {
      const rows = await db
        .select()
        .from(staffAudit)
        .where(auditFilters(query.filter))
        .orderBy(...orderOf(query, auditSortable, auditOrder))
        .limit(limit);
      // The columns are auditColumns' (no actor_id), in their order.
      return rows.map(presentAuditLine);
    },
  });
}
