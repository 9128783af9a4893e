import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../test/helper.ts';

/** How many requests each route gets: FUZZ_RUNS (the `npm run fuzz` run sets 1000), or a small default. */
export function fuzzRuns(fallback: number): number {
  const runs = Number(process.env.FUZZ_RUNS);
  return Number.isSafeInteger(runs) && runs > 0 ? runs : fallback;
}

/** Signs of an internal detail in an answer: a stack trace, a file path, SQL, an error class. */
const LEAKS: [string, RegExp][] = [
  ['stack trace', / {4}at |\bat [\w.<>]+ \(/],
  ['file path', /(\/work\/|\/home\/|\/usr\/|\/tmp\/|node_modules|[A-Za-z]:\\|\.(ts|js|mjs|cjs):\d+)/],
  [
    'SQL',
    /(\bselect\b[^"]{0,80}\bfrom\b|\binsert into\b|\bupdate\b\s+"?\w+"?\s+set\b|\bdelete from\b|syntax error at|violates|duplicate key|relation "|column "|invalid input syntax|Failed query|PGlite|drizzle|pg_catalog|unterminated)/i,
  ],
  ['error class', /\b(?:[A-Z]\w*)?Error\b(?::|\s*\{)|\bFST_ERR|\bERR_[A-Z_]+\b|\bE[A-Z]{3,}\b: |\bat Object\./],
];

/** The leaks found in an answer body (none for a good answer). */
export function leaksIn(body: string): string[] {
  return LEAKS.filter(([, pattern]) => pattern.test(body)).map(([name]) => name);
}

/** What is wrong with an answer: a 5xx, or a leak in an error answer or a stack trace in any. */
export function problemsOf(response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`status ${response.statusCode}`);
  const type = String(response.headers['content-type'] ?? '');
  // Successful answers carry content (pages, feeds) that may mention anything; errors may not.
  if (response.statusCode >= 400) problems.push(...leaksIn(response.body));
  else if (type.includes('json') && / {4}at /.test(response.body)) problems.push('stack trace');
  return problems;
}

/**
 * The seed of a fuzz run: FUZZ_SEED when set (CI sets one, so that it judges the commit and not
 * the draw; set fast-check's reported seed to replay a failure), otherwise a new one each run,
 * which keeps looking further.
 */
export function fuzzSeed(): number | undefined {
  const seed = Number(process.env.FUZZ_SEED);
  return process.env.FUZZ_SEED && Number.isSafeInteger(seed) ? seed : undefined;
}

export type Fingerprint = Map<string, string>;

/**
 * A cheap fingerprint of the whole database: for every table its row count and the sum of the
 * rows' transaction ids (xmin), so an insert, a delete and an update all change it. Pending view
 * counts are written first: they are flushed on a timer and would otherwise land at random.
 */
export async function fingerprint(t: TestApp, tables: string[]): Promise<Fingerprint> {
  await t.app.context.views.flush();
  const query = tables
    .map(
      (table) =>
        `select '${table}' as t, count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text as f from "${table}"`,
    )
    .join(' union all ');
  const result = (await t.database.db.execute(sql.raw(query))) as unknown as { rows: { t: string; f: string }[] };
  return new Map(result.rows.map((row) => [row.t, row.f]));
}

export async function publicTables(t: TestApp): Promise<string[]> {
  const result = (await t.database.db.execute(
    sql.raw(
      // mail_deliveries: the mail queue's worker records there, whenever it delivers them, the
      // mails that earlier requests accepted; no request writes it.
      `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'mail_deliveries' order by 1`,
    ),
  )) as unknown as { rows: { table_name: string }[] };
  return result.rows.map((row) => row.table_name);
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...after.keys()].filter((table) => before.get(table) !== after.get(table));
}
