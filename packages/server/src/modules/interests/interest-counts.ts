import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productInterests } from '../../db/schema/interests.ts';

/**
 * Interests and accepted ones of each record, a product or a need (a proposal: none unless it is
 * a need): the back office's lists and records of products and proposals.
 */
export async function withInterestCounts<T extends { id: number }>(
  db: Pick<Database, 'select'>,
  records: T[],
  kind: 'product' | 'need' = 'product',
): Promise<(T & { interests: number; interests_accepted: number })[]> {
  const ids = records.map((record) => record.id);
  const column = kind === 'need' ? productInterests.proposalId : productInterests.productId;
  const rows = ids.length
    ? await db
        .select({
          subjectId: column,
          total: sql<number>`count(*)::int`,
          accepted: sql<number>`(count(*) filter (where ${productInterests.status} = 'accepted'))::int`,
        })
        .from(productInterests)
        .where(inArray(column, ids))
        .groupBy(column)
    : [];
  const counts = new Map(rows.map((row) => [Number(row.subjectId), row]));
  return records.map((record) => ({
    ...record,
    interests: Number(counts.get(record.id)?.total ?? 0),
    interests_accepted: Number(counts.get(record.id)?.accepted ?? 0),
  }));
}
