import { staticPagePath } from '@portal/shared/routes';
import {
  SEARCH_COUNT_CAP,
  SEARCH_KIND_LABELS,
  SEARCH_KINDS,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
} from '@portal/shared/search';
import { and, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { decodeEntities } from '../../content/html-text.ts';
import type { Database } from '../../db/client.ts';
import { bigProblems, documents, products } from '../../db/schema/catalogue.ts';
import { categories, htmlText, posts, staticPages } from '../../db/schema/content.ts';
import { searchPattern } from '../../db/search.ts';
import { cachedTotal } from '../../http/pagination.ts';
import type { PublicCache } from '../../http/public-cache.ts';
import { listedProduct } from '../products/products.service.ts';

interface KindQuery {
  table: PgTable;
  columns: { id: PgColumn; slug: PgColumn | SQL; title: PgColumn; summary: PgColumn | SQL; date: PgColumn };
  visible: () => SQL | undefined;
  searchText: PgColumn;
  url: (row: { id: number; slug: string }) => string;
}

interface Row {
  id: number;
  slug: string;
  title: string;
  summary: string;
  date: Date | string | null;
}

/**
 * The site search: the same diacritics- and case-insensitive match as every list (`search_text`
 * with its trigram index), over news, products, big problems, public documents and the department's
 * pages, newest first.
 * Totals stop at SEARCH_COUNT_CAP so that a common word costs no more than a rare one.
 *
 * Each kind's total is counted first (and kept with the answers), and it chooses how the page is
 * read (docs/PERFORMANCE.md):
 * - many matches (the total reaches the cap): down the list's date index, testing each row, which
 *   meets the newest matches within a few hundred rows;
 * - fewer: the trigram index's matches, at most the cap, sorted by date; the planner, which
 *   expects matches spread evenly, would otherwise walk the date index for a word that the newest
 *   thousands of rows do not hold.
 */
export function createSearchService(db: Database, now: () => Date, cache: Pick<PublicCache, 'total'>) {
  const kinds: Record<SearchKind, KindQuery> = {
    posts: {
      table: posts,
      columns: { id: posts.id, slug: posts.slug, title: posts.title, summary: posts.summary, date: posts.publishedAt },
      visible: () => and(eq(posts.status, 'published'), lte(posts.publishedAt, now()), eq(categories.visible, true)),
      searchText: posts.searchText,
      url: (row) => `/posts/${row.slug}`,
    },
    products: {
      table: products,
      columns: {
        id: products.id,
        slug: products.slug,
        title: products.name,
        summary: products.summary,
        date: products.publishedAt,
      },
      // An expired product or need leaves the search.
      visible: () => listedProduct(now()),
      searchText: products.searchText,
      url: (row) => `/products/${row.slug}`,
    },
    big_problems: {
      table: bigProblems,
      columns: {
        id: bigProblems.id,
        slug: bigProblems.slug,
        title: bigProblems.title,
        summary: bigProblems.orderingBody,
        date: bigProblems.publishedAt,
      },
      visible: () => and(eq(bigProblems.visible, true), lte(bigProblems.publishedAt, now())),
      searchText: bigProblems.searchText,
      url: (row) => `/big-problem/${row.slug}`,
    },
    documents: {
      table: documents,
      columns: {
        id: documents.id,
        slug: documents.number,
        title: documents.title,
        summary: documents.summary,
        date: documents.issuedAt,
      },
      visible: () => and(eq(documents.status, 'published'), eq(documents.internal, false)),
      searchText: documents.searchText,
      url: (row) => `/documents?id=${row.id}`,
    },
    pages: {
      table: staticPages,
      columns: {
        id: staticPages.id,
        slug: staticPages.slug,
        title: staticPages.title,
        // The opening words of its text, as a page has no summary of its own.
        summary: sql<string>`left(btrim(regexp_replace(${htmlText(sql`${staticPages.body}`)}, '[[:space:]]+', ' ', 'g')), 240)`,
        date: staticPages.updatedAt,
      },
      visible: () => eq(staticPages.visible, true),
      searchText: staticPages.searchText,
      url: (row) => staticPagePath(row.slug),
    },
  };

  /** Posts also need their category's visibility. */
  const from = (kind: SearchKind, select: ReturnType<Database['select']>) => {
    const spec = kinds[kind];
    const base = select.from(spec.table);
    return kind === 'posts' ? base.innerJoin(categories, eq(categories.id, posts.categoryId)) : base;
  };
  const where = (kind: SearchKind, q: string) =>
    and(kinds[kind].visible(), sql`${kinds[kind].searchText} like ${searchPattern(q)}`);

  /**
   * A kind's matches, newest first. Walking the date index suits a common word; for fewer matches
   * the order is an expression that index cannot give, so the planner gathers the matches (by the
   * trigram index) and sorts them.
   */
  const newestMatches = (kind: SearchKind, q: string, walk: boolean) => {
    const spec = kinds[kind];
    const date = walk ? spec.columns.date : sql`${spec.columns.date} + interval '0 s'`;
    return from(kind, db.select(spec.columns as never))
      .where(where(kind, q))
      .orderBy(desc(date), desc(spec.columns.id));
  };

  async function hits(
    kind: SearchKind,
    q: string,
    counted: { total: number; capped: boolean },
    limit: number,
    offset: number,
  ): Promise<SearchHit[]> {
    if (offset >= counted.total) return [];
    const rows = (await newestMatches(kind, q, counted.capped).limit(limit).offset(offset)) as unknown as Row[];
    const spec = kinds[kind];
    return rows.map((row) => ({
      kind,
      id: row.id,
      title: row.title,
      // A page's opening words come from its HTML: its entities (&amp;) as the characters.
      summary: kind === 'pages' ? decodeEntities(row.summary) : row.summary,
      date: row.date instanceof Date ? row.date.toISOString() : row.date,
      url: spec.url(row),
    }));
  }

  async function cappedTotal(kind: SearchKind, q: string): Promise<{ total: number; capped: boolean }> {
    // Kept like the lists' totals: a rare word otherwise reads the whole table to count to zero.
    const count = await cachedTotal(cache, `search:${kind}`, { q }, () => {
      const inner = from(kind, db.select({ one: sql`1` }))
        .where(where(kind, q))
        .limit(SEARCH_COUNT_CAP + 1)
        .as('matches');
      return db.select({ total: sql<number>`count(*)::int` }).from(inner);
    });
    return { total: Math.min(count, SEARCH_COUNT_CAP), capped: count > SEARCH_COUNT_CAP };
  }

  return {
    /** The first `perKind` results of every kind, with their totals. */
    async groups(q: string, perKind = 5): Promise<SearchGroup[]> {
      return Promise.all(
        SEARCH_KINDS.map(async (kind) => {
          const counted = await cappedTotal(kind, q);
          const items = await hits(kind, q, counted, perKind, 0);
          return { kind, label: SEARCH_KIND_LABELS[kind], ...counted, items };
        }),
      );
    },

    /** One kind's results, a page at a time (pages stop at the count cap). */
    async page(kind: SearchKind, q: string, page: number, perPage: number) {
      const counted = await cappedTotal(kind, q);
      // Past the last page the count allows there is nothing to read: no deep OFFSET scan.
      const data = await hits(kind, q, counted, perPage, (page - 1) * perPage);
      return {
        data,
        meta: {
          page,
          per_page: perPage,
          total: counted.total,
          last_page: Math.max(1, Math.ceil(counted.total / perPage)),
          capped: counted.capped,
        },
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
