import type { StaffArea } from '@portal/shared/roles';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordStaffWrite } from '../../back-office/audit.ts';
import { type ExportLabels, type ExtraColumns, registerExport } from '../../back-office/export.ts'; // Excel export (admin-people)
import { AdminListQuerySchema, idsOf, orderOf, pageOf, sendPage } from '../../back-office/list-dialect.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { notFound, unprocessable } from '../../errors.ts';
import { staffOf } from '../auth/staff-guard.ts';

type Row = Record<string, unknown>;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * One back-office resource on one table, in the react-admin dialect (dialect.ts): list with
 * sort, range and filters, show, create, update and delete, each write in one transaction with
 * its audit line, and the public cache emptied after writes to public content.
 */
export interface AdminResource<Input> {
  /** The URL segment and the resource name of `Content-Range` (`categories`). */
  name: string;
  /** Vietnamese name for the API documentation ("chuyên mục tin"). */
  label: string;
  /** The list's filters and sorts for the API documentation ("lọc: q, status; sắp xếp: title"). */
  listHelp?: string;
  area: StaffArea;
  table: PgTable;
  id: PgColumn;
  /** What the admin receives for one row. */
  record: z.ZodType;
  present: (row: Row) => Row;
  /**
   * Fields computed for a page of presented records at once (follower counts): one query per
   * page, never one per row. Applied to every answer: list, export, show and each write.
   */
  complete?: (db: Database, records: Row[]) => Promise<Row[]>;
  /** Columns react-admin may sort by, by the record's field names. */
  sortable: Record<string, PgColumn | SQL>;
  order: SQL[];
  /** `filter.q`: the condition of a free-text search (use searchPattern on a search_text column). */
  search?: (q: string) => SQL;
  /** Other filters by field name; a filter answers undefined to be ignored. */
  filters?: Record<string, (value: unknown) => SQL | undefined>;
  /** The body of a create and an update (the same form), and the row it becomes. */
  input?: z.ZodType<Input>;
  /** `current`: on an update, the row as it is now (a product accepts the files it already holds). */
  toRow?: (input: Input, at: Date, current?: Row) => Row | Promise<Row>;
  /** Unique constraints as the field and message the form shows (`categories_slug_unique`). */
  unique?: Record<string, [field: string, message: string]>;
  /** Deleting is allowed (otherwise staff hide the record through its status). */
  deletable?: boolean;
  /** A foreign key that keeps a row from being deleted, as the message shown. */
  inUse?: string;
  /**
   * Inside a delete's transaction, before the row goes: refuses it (throws a 409 whose message
   * says why, in Vietnamese) or deletes what has no foreign key to cascade (follows of it).
   */
  beforeDelete?: (tx: Transaction, row: Row) => Promise<void>;
  /** Writes change what visitors see. */
  publicContent?: boolean;
  /**
   * Excel export: the Vietnamese header of every field of `record` (shared/field-labels.ts, the
   * labels the back office shows); a missing field stops the server at start-up.
   */
  columns: Record<string, string>;
  /**
   * Excel export: Vietnamese labels of stored codes by field name (a role, a state), or a lookup
   * that reads the labels it needs once per export (a category id as the category's name).
   */
  exportLabels?: ExportLabels | ((db: Database) => Promise<ExportLabels>);
  /** Excel export: columns after the record's, read for the exported rows (see ExportSpec.more). */
  exportMore?: (db: Database, rows: Row[]) => Promise<ExtraColumns>;
  /**
   * After an update has committed: what else follows from it (news for the item's followers).
   * Runs outside the transaction, so it may queue mail; it must not throw.
   */
  afterUpdate?: (before: Row, after: Row) => Promise<void>;
  /** After a create has committed, the same way. */
  afterCreate?: (row: Row) => Promise<void>;
}

const IdParams = z.object({ id: z.coerce.number().int().positive() });

export function registerAdminResource<Input>(
  app: FastifyInstance,
  context: AppContext,
  resource: AdminResource<Input>,
): void {
  const { database, now, publicCache } = context;
  const db = database.db;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { staffArea: resource.area };
  const base = `/api/admin/${resource.name}`;
  const tags = ['admin'];

  const where = (filter: Record<string, unknown> | undefined): SQL | undefined => {
    const conditions: (SQL | undefined)[] = [];
    const ids = idsOf(filter);
    if (ids) conditions.push(ids.length ? inArray(resource.id, ids) : sql`false`);
    const q = typeof filter?.q === 'string' ? filter.q.trim() : '';
    if (q && resource.search) conditions.push(resource.search(q));
    for (const [field, condition] of Object.entries(resource.filters ?? {})) {
      const value = filter?.[field];
      if (value !== undefined && value !== '' && value !== null) conditions.push(condition(value));
    }
    return and(...conditions);
  };

  const find = async (executor: Pick<Database, 'select'>, id: number): Promise<Row> => {
    const [row] = await executor.select().from(resource.table).where(eq(resource.id, id));
    if (!row) throw notFound();
    return row as Row;
  };

  /** A database refusal the form can show: a taken unique value (422) or a row still in use. */
  const explained = (error: unknown): never => {
    const { code, constraint } = (error as { code?: string; constraint?: string; cause?: unknown }).code
      ? (error as { code?: string; constraint?: string })
      : ((error as { cause?: { code?: string; constraint?: string } }).cause ?? {});
    const unique = constraint ? resource.unique?.[constraint] : undefined;
    if (code === '23505' && unique) throw unprocessable({ [unique[0]]: [unique[1]] });
    if ((code === '23503' || code === '23001') && resource.inUse)
      throw unprocessable({ id: [resource.inUse] }, resource.inUse);
    throw error;
  };

  const completed = async (records: Row[]): Promise<Row[]> =>
    resource.complete ? resource.complete(db, records) : records;
  const completedOne = async (row: Row): Promise<Row> => {
    const [record] = await completed([resource.present(row)]);
    return record as Row;
  };

  const write = async <T>(work: (tx: Transaction) => Promise<T>): Promise<T> => {
    const result = await db.transaction(work).catch(explained);
    if (resource.publicContent) publicCache.invalidate();
    return result;
  };

  routes.get(
    base,
    {
      config: { ...config, sortable: Object.keys(resource.sortable) },
      schema: {
        tags,
        summary: `Danh sách ${resource.label} (sort, range, filter; tổng số trong Content-Range)${resource.listHelp ? `. ${resource.listHelp}` : ''}`,
        querystring: AdminListQuerySchema,
        response: { 200: z.array(resource.record) },
      },
    },
    async (request, reply) => {
      const { offset, limit } = pageOf(request.query);
      const condition = where(request.query.filter);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(resource.table)
          .where(condition)
          .orderBy(...orderOf(request.query, resource.sortable, resource.order))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(resource.table).where(condition),
      ]);
      const records = await completed((rows as Row[]).map(resource.present));
      return sendPage(reply, resource.name, records, Number(counted?.total ?? 0), offset);
    },
  );

  // ---- Excel export (admin-people brief, export.ts) ------------------------------------------
  // GET <base>/export.xlsx: the list's sort and filter, up to EXPORT_MAX_ROWS rows, same area.
  // registerExport throws when `columns` misses a field of the record.
  const { exportLabels } = resource;
  registerExport(app, context, {
    name: resource.name,
    label: resource.label,
    area: resource.area,
    record: resource.record,
    columns: resource.columns,
    labels: typeof exportLabels === 'function' ? () => exportLabels(db) : exportLabels,
    more: resource.exportMore && ((rows) => (resource.exportMore as NonNullable<typeof resource.exportMore>)(db, rows)),
    sortable: Object.keys(resource.sortable),
    rows: async (query, limit) =>
      completed(
        (
          (await db
            .select()
            .from(resource.table)
            .where(where(query.filter))
            .orderBy(...orderOf(query, resource.sortable, resource.order))
            .limit(limit)) as Row[]
        ).map(resource.present),
      ),
  });
  // ---- end of the Excel export block ------------------------------------------------------------

  routes.get(
    `${base}/:id`,
    {
      config,
      schema: { tags, summary: `Một ${resource.label}`, params: IdParams, response: { 200: resource.record } },
    },
    async (request) => completedOne(await find(db, request.params.id)),
  );

  const { input, toRow } = resource;
  if (input && toRow) {
    routes.post(
      base,
      {
        config,
        schema: { tags, summary: `Thêm ${resource.label}`, body: input, response: { 201: resource.record } },
      },
      async (request, reply) => {
        const staff = staffOf(request).user;
        const at = now();
        const values = await toRow(request.body as Input, at);
        const created = await write(async (tx) => {
          const [row] = (await tx.insert(resource.table).values(values).returning()) as Row[];
          if (!row) throw new Error('insert returned no row');
          await recordStaffWrite(
            tx,
            staff,
            { action: 'create', resource: resource.name, recordId: String(row.id), after: row },
            at,
          );
          return row;
        });
        await resource.afterCreate?.(created);
        return reply.code(201).send(await completedOne(created));
      },
    );

    routes.put(
      `${base}/:id`,
      {
        config,
        schema: {
          tags,
          summary: `Sửa ${resource.label}`,
          params: IdParams,
          body: input,
          response: { 200: resource.record },
        },
      },
      async (request) => {
        const staff = staffOf(request).user;
        const at = now();
        // toRow may read other tables through the pool (never inside the transaction: PGlite has
        // one connection), so the record it checks against is read just before.
        const values = await toRow(request.body as Input, at, await find(db, request.params.id));
        const { before, updated } = await write(async (tx) => {
          const before = await find(tx, request.params.id);
          const [row] = (await tx
            .update(resource.table)
            .set({ ...values, ...('updatedAt' in before ? { updatedAt: at } : {}) })
            .where(eq(resource.id, request.params.id))
            .returning()) as Row[];
          await recordStaffWrite(
            tx,
            staff,
            { action: 'update', resource: resource.name, recordId: request.params.id, before, after: row },
            at,
          );
          return { before, updated: row as Row };
        });
        await resource.afterUpdate?.(before, updated);
        return completedOne(updated);
      },
    );
  }

  if (resource.deletable) {
    routes.delete(
      `${base}/:id`,
      {
        config,
        schema: { tags, summary: `Xóa ${resource.label}`, params: IdParams, response: { 200: resource.record } },
      },
      async (request) => {
        const staff = staffOf(request).user;
        const at = now();
        const removed = await write(async (tx) => {
          const before = await find(tx, request.params.id);
          await resource.beforeDelete?.(tx, before);
          await tx.delete(resource.table).where(eq(resource.id, request.params.id));
          await recordStaffWrite(
            tx,
            staff,
            { action: 'delete', resource: resource.name, recordId: request.params.id, before },
            at,
          );
          return before;
        });
        return completedOne(removed);
      },
    );
  }
}
