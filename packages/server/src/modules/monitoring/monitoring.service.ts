import type { PageMeta } from '@portal/shared/content';
import { PROGRESS_STAGES, type ProgressStage } from '@portal/shared/follow-through';
import {
  type Indicator,
  type IndicatorValue,
  KEY_FIGURE_COUNT,
  type MonitoringSummary,
  NQ57_GROUPS,
  nq57GroupName,
  type Report,
  type TaskGroupCount,
} from '@portal/shared/monitoring';
import { comparePeriods, progressOf } from '@portal/shared/periods';
import { PUBLIC_STATES } from '@portal/shared/submissions';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Database, queryRows } from '../../db/client.ts';
import { bigProblems, documents, indicators, indicatorValues, products } from '../../db/schema/catalogue.ts';
import { categories, posts } from '../../db/schema/content.ts';
import { ideas, proposals } from '../../db/schema/submissions.ts';
import { presentDocumentFile } from '../documents/documents.presenter.ts';
import { adoptedLatestSteps } from '../follow-through/progress.ts';

/** An indicator's own fields, as the monitoring page and the back office both show them. */
export const indicatorFields = (row: typeof indicators.$inferSelect) => ({
  id: row.id,
  code: row.code,
  name: row.name,
  unit: row.unit,
  target: row.target,
  target_year: row.targetYear,
  source: row.source,
  nq57_group: row.nq57Group,
});

type CountedKind = Exclude<keyof TaskGroupCount, 'group' | 'name'>;

export function createMonitoringService(db: Database, now: () => Date) {
  /** Visible indicators in display order with their values, in two queries whatever their number. */
  async function indicatorList(limit?: number): Promise<Indicator[]> {
    const base = db
      .select()
      .from(indicators)
      .where(eq(indicators.visible, true))
      .orderBy(asc(indicators.sortOrder), asc(indicators.id));
    const rows = limit === undefined ? await base : await base.limit(limit);
    if (rows.length === 0) return [];

    const values = await db
      .select({
        indicatorId: indicatorValues.indicatorId,
        period: indicatorValues.period,
        value: indicatorValues.value,
      })
      .from(indicatorValues)
      .where(
        inArray(
          indicatorValues.indicatorId,
          rows.map((row) => row.id),
        ),
      );
    const valuesOf = new Map<number, IndicatorValue[]>();
    for (const { indicatorId, period, value } of values) {
      const list = valuesOf.get(indicatorId) ?? [];
      list.push({ period, value });
      valuesOf.set(indicatorId, list);
    }

    return rows.map((row) => {
      // Periods are text ('2025-Q1', '2025'); their time order is not their text order.
      const series = (valuesOf.get(row.id) ?? []).sort((a, b) => comparePeriods(a.period, b.period));
      const latest = series.at(-1) ?? null;
      return {
        ...indicatorFields(row),
        nq57_group_name: nq57GroupName(row.nq57Group),
        values: series,
        latest,
        progress: progressOf(latest?.value, row.target),
      };
    });
  }

  /**
   * How many visible items of one table carry each task group: one grouped query over the
   * unnested `nq57_groups` array, whatever the number of groups.
   */
  async function countByGroup(
    table: PgTable,
    groupsColumn: AnyPgColumn,
    visible: SQL | undefined,
    join?: (query: SQL) => SQL,
  ): Promise<Map<number, number>> {
    const from = join ? join(sql`${table}`) : sql`${table}`;
    const rows = await queryRows<{ group: number; count: number }>(
      db,
      sql`select g as "group", count(*)::int as "count"
          from ${from} cross join unnest(${groupsColumn}) as g
          where ${visible ?? sql`true`}
          group by g`,
    );
    return new Map(rows.map((row) => [Number(row.group), Number(row.count)]));
  }

  return {
    indicators: () => indicatorList(),

    /** Published, public evaluation reports, newest issued first. */
    async reports(query: { page: number; per_page: number }): Promise<{ data: Report[]; meta: PageMeta }> {
      const where = and(eq(documents.isReport, true), eq(documents.internal, false), eq(documents.status, 'published'));
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: documents.id,
            number: documents.number,
            title: documents.title,
            issuedAt: documents.issuedAt,
            summary: documents.summary,
            files: documents.files,
          })
          .from(documents)
          .where(where)
          .orderBy(desc(documents.issuedAt), desc(documents.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ total: sql<number>`count(*)::int` }).from(documents).where(where),
      ]);
      const total = Number(counted?.total ?? 0);
      return {
        data: rows.map((row) => ({
          id: row.id,
          number: row.number,
          title: row.title,
          issued_at: row.issuedAt,
          summary: row.summary,
          // The same key and address as the documents list, so one download route serves both.
          files: row.files.map((file) => {
            const { key, name, size, url } = presentDocumentFile(row.id, file);
            return { key, name, size, url };
          }),
        })),
        meta: {
          page: query.page,
          per_page: query.per_page,
          total,
          last_page: Math.max(1, Math.ceil(total / query.per_page)),
        },
      };
    },

    /**
     * The home page's figures: the first indicators, and per task group what visitors can find
     * on the portal (the same visibility rules as the public lists).
     */
    async summary(): Promise<MonitoringSummary> {
      const time = now();
      const [keyFigures, postCounts, productCounts, problemCounts, documentCounts, proposalCounts, ideaCounts, stages] =
        await Promise.all([
          indicatorList(KEY_FIGURE_COUNT),
          countByGroup(
            posts,
            posts.nq57Groups,
            and(eq(posts.status, 'published'), lte(posts.publishedAt, time), eq(categories.visible, true)),
            (from) => sql`${from} join ${categories} on ${categories.id} = ${posts.categoryId}`,
          ),
          countByGroup(
            products,
            products.nq57Groups,
            and(eq(products.status, 'published'), isNotNull(products.publishedAt), lte(products.publishedAt, time)),
          ),
          countByGroup(
            bigProblems,
            bigProblems.nq57Groups,
            and(eq(bigProblems.visible, true), lte(bigProblems.publishedAt, time)),
          ),
          countByGroup(
            documents,
            documents.nq57Groups,
            and(eq(documents.status, 'published'), eq(documents.internal, false)),
          ),
          countByGroup(
            proposals,
            proposals.nq57Groups,
            and(inArray(proposals.status, [...PUBLIC_STATES]), isNull(proposals.hiddenAt)),
          ),
          countByGroup(ideas, ideas.nq57Groups, inArray(ideas.status, [...PUBLIC_STATES])),
          queryRows<{ kind: 'proposal' | 'idea'; stage: ProgressStage; count: number }>(
            db,
            sql`select latest.kind, latest.stage, count(*)::int as "count" from ${adoptedLatestSteps}
              group by latest.kind, latest.stage`,
          ),
        ]);
      const counts: Record<CountedKind, Map<number, number>> = {
        posts: postCounts,
        products: productCounts,
        big_problems: problemCounts,
        documents: documentCounts,
        adopted_proposals: proposalCounts,
        adopted_ideas: ideaCounts,
      };
      const stageCount = (kind: 'proposal' | 'idea', stage: ProgressStage) =>
        Number(stages.find((row) => row.kind === kind && row.stage === stage)?.count ?? 0);
      return {
        key_figures: keyFigures.map(({ code, name, unit, target, target_year, latest, progress }) => ({
          code,
          name,
          unit,
          target,
          target_year,
          latest,
          progress,
        })),
        task_groups: NQ57_GROUPS.map((name, index) => {
          const group = index + 1;
          return {
            group,
            name,
            posts: counts.posts.get(group) ?? 0,
            products: counts.products.get(group) ?? 0,
            big_problems: counts.big_problems.get(group) ?? 0,
            documents: counts.documents.get(group) ?? 0,
            adopted_proposals: counts.adopted_proposals.get(group) ?? 0,
            adopted_ideas: counts.adopted_ideas.get(group) ?? 0,
          };
        }),
        adopted_stages: PROGRESS_STAGES.map((stage) => ({
          stage,
          proposals: stageCount('proposal', stage),
          ideas: stageCount('idea', stage),
        })),
      };
    },
  };
}

export type MonitoringService = ReturnType<typeof createMonitoringService>;
