import { bigProblemCatalogue } from '@portal/shared/big-problem-fields';
import { openDataValuesOf } from '@portal/shared/catalogue';
import type { Criterion, RankedSolution } from '@portal/shared/challenges';
import { documentCatalogue } from '@portal/shared/document-fields';
import { documentFileUrl } from '@portal/shared/documents';
import { formatVietnameseNumber } from '@portal/shared/format';
import { indicatorCatalogue } from '@portal/shared/indicator-fields';
import {
  OPEN_DATA_BATCH_SIZE,
  type OpenDataDataset,
  type OpenDataQuery,
  type OpenDataRow,
  openDataDefinitions,
} from '@portal/shared/open-data';
import { postCatalogue } from '@portal/shared/post-fields';
import { demandTypeLabel } from '@portal/shared/products';
import { proposalCatalogue } from '@portal/shared/proposal-fields';
import { href } from '@portal/shared/routes';
import { PUBLIC_STATES, submissionStateLabels } from '@portal/shared/submissions';
import { vietnamIso } from '@portal/shared/vietnam-time';
import { and, asc, eq, gt, inArray, isNull, lte, max, type SQL, sql } from 'drizzle-orm';
import { htmlToText } from '../../content/html-text.ts';
import type { Database } from '../../db/client.ts';
import { bigProblems, documents, indicators, indicatorValues, products } from '../../db/schema/catalogue.ts';
import { categories, posts } from '../../db/schema/content.ts';
import { proposals } from '../../db/schema/submissions.ts';
import { resultsOf } from '../challenges/challenges.service.ts';
import { fileKeyOf } from '../documents/documents.presenter.ts';
import { listedProduct } from '../products/products.service.ts';
import { proposalNotExpired } from '../proposals/proposals-public.service.ts';

/**
 * The datasets of /open-data, each read from the database in batches of OPEN_DATA_BATCH_SIZE rows
 * by keyset (the last key of a batch starts the next), so a download never holds a whole table.
 * Each holds exactly what the portal's public pages show: the same visibility rules as their lists.
 */

export interface DatasetSource {
  /** The rows, a batch at a time, each with the dataset's columns in order. */
  batches(query: OpenDataQuery): AsyncGenerator<OpenDataRow[]>;
  /** The newest change of the data it holds; null when it holds nothing. */
  updatedAt(): Promise<Date | null>;
}

/** Times in Vietnam's, with their offset (2026-11-23T09:00:00+07:00). */
const iso = (value: Date | string | null | undefined) => vietnamIso(value);
const list = (values: readonly (string | number)[]) => values.join('; ');
const demandTypes = (values: readonly number[]) => list(values.map(demandTypeLabel).filter(Boolean));
const newest = (...dates: (Date | string | null | undefined)[]) => {
  const times = dates.filter((date) => date != null).map((date) => new Date(date as Date | string).getTime());
  return times.length > 0 ? new Date(Math.max(...times)) : null;
};

/** "Tính mới (30%); Tính khả thi (40%)": a problem's criteria in one cell. */
const criteriaCell = (criteria: readonly Criterion[]) =>
  list(criteria.map((criterion) => `${criterion.name} (${criterion.weight}%)`));

/** "1. Tên – Đơn vị (73,5 điểm)": the published ranking in one cell. */
const rankingCell = (ranking: readonly RankedSolution[]) =>
  list(
    ranking.map((entry) => {
      const by = entry.organisation ? ` – ${entry.organisation}` : '';
      const score = entry.average === null ? 'chưa chấm điểm' : `${formatVietnameseNumber(entry.average)} điểm`;
      return `${entry.rank}. ${entry.title}${by} (${score})`;
    }),
  );

/**
 * A challenge's terms and its published results (the problem's page shows the same): empty
 * results columns until they are published, and again once withdrawn.
 */
function challengeColumns(row: typeof bigProblems.$inferSelect): OpenDataRow {
  const results = resultsOf(row);
  return {
    criteria: criteriaCell(row.criteria),
    ip_terms: row.ipTerms,
    reward: row.reward,
    implementation: row.implementation,
    results_text: results?.text ?? null,
    results_published_at: iso(results?.published_at),
    results_ranking: results ? rankingCell(results.ranking) : null,
  };
}

/** Reads batches by an increasing numeric key until one comes back short. */
async function* byId<T extends { id: number }>(read: (after: number) => Promise<T[]>): AsyncGenerator<T[]> {
  let after = 0;
  for (;;) {
    const rows = await read(after);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < OPEN_DATA_BATCH_SIZE) return;
    after = last.id;
  }
}

/** Orders a row's values by the dataset's columns (and keeps only those). */
function shaped(dataset: OpenDataDataset, values: OpenDataRow): OpenDataRow {
  return Object.fromEntries(openDataDefinitions[dataset].columns.map(({ name }) => [name, values[name] ?? null]));
}

export function openDataSources(db: Database, now: () => Date, origin: string): Record<OpenDataDataset, DatasetSource> {
  const link = (path: string) => `${origin}${path}`;

  /** Published, due and not expired: as the lists (an expired listing leaves them). */
  const visibleProduct = () => listedProduct(now());
  /** Public proposals (approved or published, not hidden by staff, not an expired need), as on /propose. */
  const publicProposal = () =>
    and(inArray(proposals.status, [...PUBLIC_STATES]), isNull(proposals.hiddenAt), proposalNotExpired(now())) as SQL;
  /** Needs published as a product are on the marketplace already: listed once, as the product. */
  const publicNeed = () =>
    and(publicProposal(), eq(proposals.proposalKind, 'need'), isNull(proposals.productId)) as SQL;
  const visibleProblem = () => and(eq(bigProblems.visible, true), lte(bigProblems.publishedAt, now())) as SQL;
  const publicDocument = and(eq(documents.status, 'published'), eq(documents.internal, false)) as SQL;
  const visiblePost = () =>
    and(eq(posts.status, 'published'), lte(posts.publishedAt, now()), eq(categories.visible, true)) as SQL;

  return {
    products: {
      async *batches() {
        for await (const rows of byId((after) =>
          db
            .select()
            .from(products)
            .where(and(visibleProduct(), gt(products.id, after)))
            .orderBy(asc(products.id))
            .limit(OPEN_DATA_BATCH_SIZE),
        )) {
          yield rows.map((row) =>
            shaped('products', {
              type: 'Sản phẩm',
              id: row.id,
              name: row.name,
              summary: row.summary,
              field: row.field,
              readiness_level: row.readinessLevel,
              organisation: row.ownerOrganisation,
              demand_types: demandTypes(row.demandTypes),
              price: row.price,
              nq57_groups: list(row.nq57Groups),
              url: link(href('ProductDetail', { id: row.slug })),
              published_at: iso(row.publishedAt),
              updated_at: iso(row.updatedAt),
            }),
          );
        }
        for await (const rows of byId((after) =>
          db
            .select()
            .from(proposals)
            .where(and(publicNeed(), gt(proposals.id, after)))
            .orderBy(asc(proposals.id))
            .limit(OPEN_DATA_BATCH_SIZE),
        )) {
          yield rows.map((row) =>
            shaped('products', {
              type: 'Nhu cầu',
              id: row.id,
              name: row.title,
              summary: row.summary,
              field: row.field,
              readiness_level: row.readinessLevel,
              organisation: row.organisation,
              demand_types: demandTypes(row.demandTypes),
              price: row.price,
              url: link(href('ProposeDetail', { id: row.id })),
              published_at: iso(row.decidedAt ?? row.publishedAt),
              updated_at: iso(row.updatedAt),
            }),
          );
        }
      },
      async updatedAt() {
        const [product] = await db
          .select({ at: max(products.updatedAt) })
          .from(products)
          .where(visibleProduct());
        const [need] = await db
          .select({ at: max(proposals.updatedAt) })
          .from(proposals)
          .where(publicNeed());
        return newest(product?.at, need?.at);
      },
    },

    'big-problems': {
      async *batches() {
        for await (const rows of byId((after) =>
          db
            .select()
            .from(bigProblems)
            .where(and(visibleProblem(), gt(bigProblems.id, after)))
            .orderBy(asc(bigProblems.id))
            .limit(OPEN_DATA_BATCH_SIZE),
        )) {
          yield rows.map((row) =>
            shaped('big-problems', {
              id: row.id,
              ...openDataValuesOf(bigProblemCatalogue, row, htmlToText),
              ...challengeColumns(row),
              url: link(href('BigProblemDetail', { id: row.slug })),
              published_at: iso(row.publishedAt),
              updated_at: iso(row.updatedAt),
            }),
          );
        }
      },
      async updatedAt() {
        const [row] = await db
          .select({ at: max(bigProblems.updatedAt) })
          .from(bigProblems)
          .where(visibleProblem());
        return newest(row?.at);
      },
    },

    proposals: {
      async *batches() {
        for await (const rows of byId((after) =>
          db
            .select()
            .from(proposals)
            .where(and(publicProposal(), gt(proposals.id, after)))
            .orderBy(asc(proposals.id))
            .limit(OPEN_DATA_BATCH_SIZE),
        )) {
          yield rows.map((row) =>
            shaped('proposals', {
              id: row.id,
              ...openDataValuesOf(proposalCatalogue, row),
              status: submissionStateLabels[row.status],
              url: link(href('ProposeDetail', { id: row.id })),
              approved_at: iso(row.decidedAt ?? row.publishedAt),
              updated_at: iso(row.updatedAt),
            }),
          );
        }
      },
      async updatedAt() {
        const [row] = await db
          .select({ at: max(proposals.updatedAt) })
          .from(proposals)
          .where(publicProposal());
        return newest(row?.at);
      },
    },

    indicators: {
      // One row per value, by indicator then period; an indicator without values has one row
      // with its period and value empty. The key is (indicator, period), '' standing for none.
      async *batches(query) {
        const period = sql<string>`coalesce(${indicatorValues.period}, '')`;
        let after: { id: number; period: string } = { id: 0, period: '' };
        let first = true;
        for (;;) {
          const rows = await db
            .select({ indicator: indicators, period: indicatorValues.period, value: indicatorValues.value })
            .from(indicators)
            .leftJoin(indicatorValues, eq(indicatorValues.indicatorId, indicators.id))
            .where(
              and(
                eq(indicators.visible, true),
                query.indicator === undefined ? undefined : eq(indicators.id, query.indicator),
                first ? undefined : sql`(${indicators.id}, ${period}) > (${after.id}, ${after.period})`,
              ),
            )
            .orderBy(asc(indicators.id), asc(period))
            .limit(OPEN_DATA_BATCH_SIZE);
          if (rows.length > 0) {
            yield rows.map(({ indicator, period: rowPeriod, value }) =>
              shaped('indicators', {
                indicator_id: indicator.id,
                ...openDataValuesOf(indicatorCatalogue, indicator),
                period: rowPeriod,
                value,
              }),
            );
          }
          const last = rows.at(-1);
          if (!last || rows.length < OPEN_DATA_BATCH_SIZE) return;
          after = { id: last.indicator.id, period: last.period ?? '' };
          first = false;
        }
      },
      async updatedAt() {
        const [row] = await db
          .select({ at: max(indicators.updatedAt) })
          .from(indicators)
          .where(eq(indicators.visible, true));
        return newest(row?.at);
      },
    },

    documents: {
      async *batches() {
        for await (const rows of byId((after) =>
          db
            .select()
            .from(documents)
            .where(and(publicDocument, gt(documents.id, after)))
            .orderBy(asc(documents.id))
            .limit(OPEN_DATA_BATCH_SIZE),
        )) {
          yield rows.map((row) =>
            shaped('documents', {
              id: row.id,
              ...openDataValuesOf(documentCatalogue, row),
              files: list(row.files.map((file) => link(documentFileUrl(row.id, fileKeyOf(file))))),
              updated_at: iso(row.updatedAt),
            }),
          );
        }
      },
      async updatedAt() {
        const [row] = await db
          .select({ at: max(documents.updatedAt) })
          .from(documents)
          .where(publicDocument);
        return newest(row?.at);
      },
    },

    news: {
      async *batches() {
        for await (const rows of byId(async (after) =>
          (
            await db
              .select({ post: posts, category: categories.name })
              .from(posts)
              .innerJoin(categories, eq(categories.id, posts.categoryId))
              .where(and(visiblePost(), gt(posts.id, after)))
              .orderBy(asc(posts.id))
              .limit(OPEN_DATA_BATCH_SIZE)
          ).map(({ post, category }) => ({ ...post, category })),
        )) {
          yield rows.map((row) =>
            shaped('news', {
              id: row.id,
              category: row.category,
              ...openDataValuesOf(postCatalogue, row),
              url: link(href('PostDetail', { id: row.slug })),
              published_at: iso(row.publishedAt),
              updated_at: iso(row.updatedAt),
            }),
          );
        }
      },
      async updatedAt() {
        const [row] = await db
          .select({ at: max(posts.updatedAt) })
          .from(posts)
          .innerJoin(categories, eq(categories.id, posts.categoryId))
          .where(visiblePost());
        return newest(row?.at);
      },
    },
  };
}
