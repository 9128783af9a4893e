import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from './client.ts';

/**
 * What is copied of each kind: the column that tells copies apart (it gets a `-b<n>` suffix),
 * the date moved back by n days, and the other columns taken as they are.
 */
const COPIED: { table: string; key: string; date: string; columns: string[] }[] = [
  {
    table: 'posts',
    key: 'slug',
    date: 'published_at',
    columns: ['category_id', 'title', 'summary', 'body', 'author', 'source', 'tags', 'status', 'nq57_groups'],
  },
  {
    table: 'products',
    key: 'slug',
    date: 'published_at',
    columns: [
      'name',
      'summary',
      'description',
      'field',
      'readiness_level',
      'owner_organisation',
      'demand_types',
      'price',
      'contact_name',
      'contact_phone',
      'contact_email',
      'status',
      'nq57_groups',
    ],
  },
  {
    table: 'big_problems',
    key: 'slug',
    date: 'published_at',
    columns: [
      'title',
      'field',
      'ordering_body',
      'description',
      'requirements',
      'expected_results',
      'budget_range',
      'deadline',
      'status',
      'visible',
      'nq57_groups',
    ],
  },
  {
    // Documents have no slug: copies are told apart by their number.
    table: 'documents',
    key: 'number',
    date: 'issued_at',
    columns: [
      'title',
      'type',
      'issuing_body',
      'signer',
      'effective_at',
      'validity',
      'field',
      'summary',
      'files',
      'internal',
      'is_report',
      'status',
      'nq57_groups',
    ],
  },
];

const BATCH = 50;

/**
 * Benchmark volume: the demo news, products, big problems and documents `scale` times over
 * (scale 1000 gives 60,000 posts). Copies are made inside the database by INSERT … SELECT over
 * generate_series, 50 copies per statement, so no row crosses the wire. Running it again with a
 * higher scale adds only what is missing. Table and column names are the fixed ones above.
 */
export async function seedScale(db: Database, scale: number, log: (line: string) => void = () => {}): Promise<void> {
  if (!Number.isInteger(scale) || scale < 1 || scale > 10_000) {
    throw new Error('--scale must be an integer from 1 to 10000');
  }
  const started = Date.now();
  for (const kind of COPIED) {
    const table = sql.identifier(kind.table);
    const key = sql.identifier(kind.key);
    const original: SQL = sql`${key} !~ '-b[0-9]+$'`;
    const [all] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${table}`);
    const [originals] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${table} where ${original}`,
    );
    if (!originals || originals.n === 0) continue;
    const have = Math.floor(Number(all?.n ?? 0) / originals.n);
    const columns = sql.join(
      kind.columns.map((column) => sql.identifier(column)),
      sql`, `,
    );
    for (let first = Math.max(1, have); first <= scale - 1; first += BATCH) {
      const last = Math.min(scale - 1, first + BATCH - 1);
      const date = sql.identifier(kind.date);
      await db.execute(sql`
        insert into ${table} (${key}, ${date}, ${columns})
        select t.${key} || '-b' || g, t.${date} - make_interval(days => g), ${sql.join(
          kind.columns.map((column) => sql`t.${sql.identifier(column)}`),
          sql`, `,
        )}
        from ${table} t cross join generate_series(${first}::int, ${last}::int) g
        where t.${key} !~ '-b[0-9]+$'`);
    }
  }
  await db.execute(sql`vacuum analyze`);
  log(`scale ${scale}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
