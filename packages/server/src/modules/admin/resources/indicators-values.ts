import { adminCatalogueMessages } from '@portal/shared/admin-catalogue';
import {
  type AdminIndicatorValue,
  AdminIndicatorValueSchema,
  IndicatorValueInputSchema,
  indicatorValueId,
  PERIOD_PATTERN,
} from '@portal/shared/admin-indicators';
import { notFoundMessages } from '@portal/shared/messages';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordStaffWrite } from '../../../back-office/audit.ts';
import { AdminListQuerySchema, pageOf, sendPage, sortOf } from '../../../back-office/list-dialect.ts';
import type { AppContext } from '../../../context.ts';
import type { Database } from '../../../db/client.ts';
import { indicators, indicatorValues } from '../../../db/schema/catalogue.ts';
import { notFound, unprocessable } from '../../../errors.ts';
import { staffOf } from '../../auth/staff-guard.ts';

type ValueRow = typeof indicatorValues.$inferSelect;
type Executor = Pick<Database, 'select'>;

const NAME = 'indicator-values';

const present = (row: ValueRow): AdminIndicatorValue => ({
  id: indicatorValueId(row.indicatorId, row.period),
  indicator_id: row.indicatorId,
  period: row.period,
  value: row.value,
});

/** `12:2025-Q1` -> the key of the row, or undefined for anything else. */
function keyOf(id: string): { indicatorId: number; period: string } | undefined {
  const match = /^(\d{1,15}):(.{4,10})$/.exec(id);
  if (!match?.[1] || !match[2] || !PERIOD_PATTERN.test(match[2])) return undefined;
  return { indicatorId: Number(match[1]), period: match[2] };
}

const keyCondition = (key: { indicatorId: number; period: string }) =>
  and(eq(indicatorValues.indicatorId, key.indicatorId), eq(indicatorValues.period, key.period)) as SQL;

/**
 * Periods in time order, as the monitoring page reads them (shared/periods.ts comparePeriods):
 * by the month a period ends in, then the shorter first; a year after its fourth quarter.
 */
const periodOrder = sql`case when ${indicatorValues.period} ~ '^[0-9]{4}(-(Q[1-4]|H[12]|0[1-9]|1[0-2]))?$' then
  substr(${indicatorValues.period}, 1, 4)::int * 1000 + case
    when length(${indicatorValues.period}) = 4 then 132
    when substr(${indicatorValues.period}, 6, 1) = 'Q' then substr(${indicatorValues.period}, 7, 1)::int * 30 + 3
    when substr(${indicatorValues.period}, 6, 1) = 'H' then substr(${indicatorValues.period}, 7, 1)::int * 60 + 6
    else substr(${indicatorValues.period}, 6, 2)::int * 10 + 1 end
  else 99999999 end`;

const sortable: Record<string, SQL> = {
  period: periodOrder,
  value: sql`${indicatorValues.value}`,
  indicator_id: sql`${indicatorValues.indicatorId}`,
};

function filtersOf(filter: Record<string, unknown> | undefined): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter?.id !== undefined) {
    const keys = (Array.isArray(filter.id) ? filter.id : [filter.id]).map((id) => keyOf(String(id)));
    const valid = keys.filter((key) => key !== undefined);
    conditions.push(valid.length ? or(...valid.map(keyCondition)) : sql`false`);
  }
  const indicatorIds = filter?.indicator_id;
  if (indicatorIds !== undefined && indicatorIds !== null && indicatorIds !== '') {
    const ids = (Array.isArray(indicatorIds) ? indicatorIds : [indicatorIds])
      .map(Number)
      .filter((id) => Number.isSafeInteger(id) && id > 0);
    conditions.push(ids.length ? inArray(indicatorValues.indicatorId, ids) : sql`false`);
  }
  if (typeof filter?.period === 'string' && filter.period !== '') {
    conditions.push(eq(indicatorValues.period, filter.period.trim().toUpperCase()));
  }
  return and(...conditions);
}

/** The database's refusal of a write as the form's message (the period taken, the indicator gone). */
function explained(error: unknown): never {
  const direct = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const { code } = direct.code ? direct : (direct.cause ?? {});
  if (code === '23505') throw unprocessable({ period: [adminCatalogueMessages.periodTaken] });
  if (code === '23503') throw unprocessable({ indicator_id: [adminCatalogueMessages.indicatorMissing] });
  throw error;
}

async function find(executor: Executor, id: string): Promise<ValueRow> {
  const key = keyOf(id);
  const [row] = key ? await executor.select().from(indicatorValues).where(keyCondition(key)) : [];
  if (!row) throw notFound(notFoundMessages.indicatorValue);
  return row;
}

/**
 * Giá trị chỉ tiêu theo kỳ, a resource nested under indicators (react-admin ReferenceManyField
 * with `filter={"indicator_id":N}`). The table's key is (indicator, period), so a value's id is
 * `<indicator_id>:<period>` (`12:2025-Q1`, URL-encoded in paths); one value per period (422).
 */
export function registerIndicatorValues(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = context.database.db;
  const config = { staffArea: 'content' as const };
  const tags = ['admin'];
  const base = `/api/admin/${NAME}`;
  const IdParams = z.object({ id: z.string().max(40) });

  const write = async <T>(work: (tx: Parameters<Parameters<Database['transaction']>[0]>[0]) => Promise<T>) => {
    const result = await db.transaction(work).catch(explained);
    context.publicCache.invalidate();
    return result;
  };

  /** A value written changes its indicator: the open data's update date (GET /api/open-data) reads it there. */
  const touch = (tx: Parameters<Parameters<Database['transaction']>[0]>[0], ids: number[], at: Date) =>
    tx.update(indicators).set({ updatedAt: at }).where(inArray(indicators.id, ids));

  const indicatorExists = async (id: number) => {
    const [row] = await db.select({ id: indicators.id }).from(indicators).where(eq(indicators.id, id));
    if (!row) throw unprocessable({ indicator_id: [adminCatalogueMessages.indicatorMissing] });
  };

  routes.get(
    base,
    {
      config: { ...config, sortable: Object.keys(sortable) },
      schema: {
        tags,
        summary: 'Danh sách giá trị chỉ tiêu theo kỳ (sort, range, filter; tổng số trong Content-Range)',
        description:
          'filter: indicator_id (số hoặc mảng), period (2025, 2025-Q1, 2025-H1, 2025-06), id (mảng id dạng ' +
          '"<indicator_id>:<period>"). sort: period (theo thời gian), value, indicator_id (mặc định chỉ tiêu rồi kỳ tăng dần).',
        querystring: AdminListQuerySchema,
        response: { 200: z.array(AdminIndicatorValueSchema) },
      },
    },
    async (request, reply) => {
      const { offset, limit } = pageOf(request.query);
      const where = filtersOf(request.query.filter);
      const sort = sortOf(request.query, sortable);
      const fallback = [asc(indicatorValues.indicatorId), asc(periodOrder), asc(indicatorValues.period)];
      const order = sort ? [sort.ascending ? asc(sort.column) : desc(sort.column), ...fallback] : fallback;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(indicatorValues)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(indicatorValues).where(where),
      ]);
      return sendPage(reply, NAME, rows.map(present), Number(counted?.total ?? 0), offset);
    },
  );

  routes.get(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Một giá trị chỉ tiêu (id "<indicator_id>:<period>")',
        params: IdParams,
        response: { 200: AdminIndicatorValueSchema },
      },
    },
    async (request) => present(await find(db, request.params.id)),
  );

  routes.post(
    base,
    {
      config,
      schema: {
        tags,
        summary: 'Thêm giá trị chỉ tiêu cho một kỳ (422 khi kỳ đã có giá trị)',
        body: IndicatorValueInputSchema,
        response: { 201: AdminIndicatorValueSchema },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request).user;
      const at = context.now();
      const input = request.body;
      await indicatorExists(input.indicator_id);
      const created = await write(async (tx) => {
        const [row] = await tx
          .insert(indicatorValues)
          .values({ indicatorId: input.indicator_id, period: input.period, value: input.value })
          .returning();
        if (!row) throw new Error('insert returned no row');
        await touch(tx, [row.indicatorId], at);
        const recordId = indicatorValueId(row.indicatorId, row.period);
        await recordStaffWrite(tx, staff, { action: 'create', resource: NAME, recordId, after: present(row) }, at);
        return row;
      });
      return reply.code(201).send(present(created));
    },
  );

  routes.put(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Sửa giá trị chỉ tiêu (đổi kỳ được; 422 khi kỳ mới đã có giá trị)',
        params: IdParams,
        body: IndicatorValueInputSchema,
        response: { 200: AdminIndicatorValueSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request).user;
      const at = context.now();
      const input = request.body;
      const updated = await write(async (tx) => {
        const before = await find(tx, request.params.id);
        const [row] = await tx
          .update(indicatorValues)
          .set({ indicatorId: input.indicator_id, period: input.period, value: input.value })
          .where(keyCondition({ indicatorId: before.indicatorId, period: before.period }))
          .returning();
        if (!row) throw notFound(notFoundMessages.indicatorValue);
        await touch(tx, [before.indicatorId, row.indicatorId], at);
        await recordStaffWrite(
          tx,
          staff,
          {
            action: 'update',
            resource: NAME,
            recordId: indicatorValueId(before.indicatorId, before.period),
            before: present(before),
            after: present(row),
          },
          at,
        );
        return row;
      });
      return present(updated);
    },
  );

  routes.delete(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Xóa giá trị chỉ tiêu của một kỳ',
        params: IdParams,
        response: { 200: AdminIndicatorValueSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request).user;
      const at = context.now();
      const removed = await write(async (tx) => {
        const before = await find(tx, request.params.id);
        await tx
          .delete(indicatorValues)
          .where(keyCondition({ indicatorId: before.indicatorId, period: before.period }));
        await touch(tx, [before.indicatorId], at);
        await recordStaffWrite(
          tx,
          staff,
          {
            action: 'delete',
            resource: NAME,
            recordId: indicatorValueId(before.indicatorId, before.period),
            before: present(before),
          },
          at,
        );
        return before;
      });
      return present(removed);
    },
  );
}
