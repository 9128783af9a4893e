import { adminCatalogueMessages } from '@portal/shared/admin-catalogue';
import {
  type AdminIndicator,
  AdminIndicatorSchema,
  type IndicatorInput,
  IndicatorInputSchema,
} from '@portal/shared/admin-indicators';
import { indicatorFieldLabels } from '@portal/shared/field-labels';
import { nq57GroupName } from '@portal/shared/monitoring';
import { comparePeriods, formatPeriod } from '@portal/shared/periods';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ExtraColumns } from '../../../back-office/export.ts';
import type { AppContext } from '../../../context.ts';
import type { Database } from '../../../db/client.ts';
import { indicators, indicatorValues } from '../../../db/schema/catalogue.ts';
import { searchPattern } from '../../../db/search.ts';
import { indicatorFields } from '../../monitoring/monitoring.service.ts';
import { type AdminResource, registerAdminResource } from '../resource.ts';
import { describeList } from './products-files.ts';

type IndicatorRow = typeof indicators.$inferSelect;

const booleanOf = (value: unknown): boolean | undefined =>
  value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined;

export function presentIndicator(row: IndicatorRow): AdminIndicator {
  return {
    ...indicatorFields(row),
    sort_order: row.sortOrder,
    visible: row.visible,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The values of the exported indicators, one column per period (oldest first, "Quý I/2025"):
 * the table a monthly report to the province is made from.
 */
export async function periodColumns(db: Database, rows: { id?: unknown }[]): Promise<ExtraColumns> {
  const ids = rows.map((row) => Number(row.id)).filter(Number.isSafeInteger);
  const values =
    ids.length === 0 ? [] : await db.select().from(indicatorValues).where(inArray(indicatorValues.indicatorId, ids));
  const periods = [...new Set(values.map((value) => value.period))].sort(comparePeriods);
  const key = (period: string) => `period:${period}`;
  return {
    headers: Object.fromEntries(periods.map((period) => [key(period), formatPeriod(period)])),
    cells: rows.map((row) =>
      Object.fromEntries(
        values.filter((value) => value.indicatorId === Number(row.id)).map((value) => [key(value.period), value.value]),
      ),
    ),
  };
}

/**
 * Chỉ tiêu Nghị quyết 57 the monitoring page follows (editors and admins). Deleting one deletes
 * its values; `visible: false` takes it off the page instead. Evaluation reports are documents
 * (`is_report` on /api/admin/documents), nothing here.
 */
export const indicatorsResource: AdminResource<IndicatorInput> = {
  name: 'indicators',
  label: 'chỉ tiêu Nghị quyết 57',
  area: 'content',
  table: indicators,
  id: indicators.id,
  record: AdminIndicatorSchema,
  present: (row) => presentIndicator(row as IndicatorRow),
  exportMore: periodColumns,
  sortable: {
    id: indicators.id,
    code: indicators.code,
    name: sql`lower(f_unaccent(${indicators.name})) collate "C"`,
    sort_order: indicators.sortOrder,
    nq57_group: indicators.nq57Group,
    target_year: indicators.targetYear,
    updated_at: indicators.updatedAt,
    unit: indicators.unit,
    target: indicators.target,
    visible: indicators.visible,
  },
  order: [sql`${indicators.sortOrder} asc`, sql`${indicators.id} asc`],
  search: (q) => sql`lower(f_unaccent(${indicators.code} || ' ' || ${indicators.name})) like ${searchPattern(q)}`,
  filters: {
    nq57_group: (value) => {
      const group = Number(value);
      return Number.isSafeInteger(group) ? eq(indicators.nq57Group, group) : sql`false`;
    },
    visible: (value) => {
      const visible = booleanOf(value);
      return visible === undefined ? undefined : eq(indicators.visible, visible);
    },
  },
  input: IndicatorInputSchema,
  toRow: (input) => ({
    code: input.code,
    name: input.name,
    unit: input.unit,
    target: input.target,
    targetYear: input.target_year,
    source: input.source,
    nq57Group: input.nq57_group,
    sortOrder: input.sort_order,
    visible: input.visible,
  }),
  unique: { indicators_code_unique: ['code', adminCatalogueMessages.indicatorCodeTaken] },
  deletable: true,
  publicContent: true,
  columns: indicatorFieldLabels,
  exportLabels: { nq57_group: (group) => `${group}. ${nq57GroupName(Number(group))}` },
};

export function registerIndicatorsAdmin(app: FastifyInstance, context: AppContext): void {
  describeList(
    app,
    'indicators',
    'filter: q (mã, tên; không dấu), nq57_group (1–7), visible (true|false), id (mảng). sort: id, code, name, ' +
      'sort_order, nq57_group, target_year, updated_at (mặc định sort_order tăng dần). Giá trị theo kỳ: /api/admin/indicator-values.',
  );
  registerAdminResource(app, context, indicatorsResource);
}
