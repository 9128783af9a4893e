import { and, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** How many of the newest rows a search reads through before it asks the trigram index. */
export const RECENT_ROWS = 500;

export interface NewestMatchesQuery {
  /** The key of a row, e.g. `posts.id`. */
  id: PgColumn;
  /** Newest first, the order of a list index, e.g. `[desc(posts.publishedAt), desc(posts.id)]`. */
  order: SQL[];
  /** The rows a visitor may see, with `where` as their condition (joins included). */
  rows: (
    fields: Record<string, PgColumn | SQL.Aliased>,
    where: SQL | undefined,
  ) => SQLWrapper & {
    orderBy(...order: SQL[]): { limit(n: number | Placeholder): SQLWrapper };
  };
  /** The list's own filters, without the search. */
  where: SQL | undefined;
  /** The search condition, e.g. `search_text like '%khoa hoc%'`. */
  match: SQL;
  /** How many matches the page needs from the top: its offset plus its size. */
  want: number | Placeholder;
  /** How many of the newest rows to read first (tests make it small). */
  recent?: number;
}

/**
 * The ids of the newest `want` rows that match a search, as a subquery for `id in (…)`.
 *
 * A common word is found among the newest rows at once, walking the list index and reading
 * the search text from it (`posts_recent_search` covers it); a rare word would walk the whole
 * index, so when the newest RECENT_ROWS rows hold fewer than `want` matches the trigram index
 * answers instead and its matches are sorted. Both run in one statement; the fallback sits behind
 * a one-time filter, skipped when the first part suffices (docs/PERFORMANCE.md).
 */
export function newestMatchIds(query: NewestMatchesQuery): SQL {
  const { id, order, rows, where, match, want, recent: recentRows = RECENT_ROWS } = query;
  const rank = sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('n');
  const recent = rows({ id, hit: sql<boolean>`${match}`.as('hit'), n: rank }, where)
    .orderBy(...order)
    .limit(recentRows);
  // Unordered and unlimited so that the planner takes the trigram index: it runs only when the
  // word is rare among the newest rows. The outer LIMIT keeps its estimate small for the join back.
  const fallback = rows({ id, n: rank }, and(sql`(select count(*) from head) < ${want}::int`, where, match));
  return sql`with recent as (${recent}),
    head as materialized (select id from recent where hit order by n limit ${want}::int),
    fallback as materialized (${fallback})
    select id from head union (select id from fallback where n <= ${want}::int limit ${want}::int)`;
}
