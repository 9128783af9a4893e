import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, onPostgres } from '../test/empty-database.ts';
import { testConfig } from '../test/helper.ts';
import { type Database, openDatabase, queryRows } from './client.ts';
import { seedDatabase } from './seed.ts';

const silentLog = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, level: 'silent' } as never;

/** Rows of every table of the portal (schema public), by table name. */
async function tableCounts(db: Database): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from ${sql.identifier(name)}`,
    );
    counts[name] = Number(row?.count);
  }
  return counts;
}

/** Opens (migrating) and seeds with the demo content, as main.ts does at every start. */
async function openAndSeed(url: string) {
  const database = await openDatabase({ databaseUrl: url });
  try {
    const config = testConfig({ SEED_DEMO_CONTENT: 'true' });
    await database.withMigrationLock(() => seedDatabase(database.db, config, silentLog));
    return await tableCounts(database.db);
  } finally {
    await database.close();
  }
}

describe.runIf(onPostgres)(
  'processes starting at once on an empty database (PostgreSQL only: PGlite allows one process)',
  () => {
    const drops: Array<() => Promise<void>> = [];
    afterAll(async () => {
      for (const drop of drops) await drop();
    });

    it('four opening and seeding at once all succeed, and the demo content is there once', async () => {
      const single = await createEmptyDatabase();
      drops.push(single.drop);
      const once = await openAndSeed(single.url);
      expect(once.posts).toBeGreaterThan(0);
      expect(once.documents).toBeGreaterThan(0);
      expect(once.users).toBe(1);

      const shared = await createEmptyDatabase();
      drops.push(shared.drop);
      const results = await Promise.allSettled([1, 2, 3, 4].map(() => openAndSeed(shared.url)));
      // A failed query's message lists every value it inserted: its first line says enough.
      const failures = results.flatMap((result) =>
        result.status === 'rejected' ? [String(result.reason).split('\n')[0]?.slice(0, 300)] : [],
      );
      expect(failures).toEqual([]);
      for (const result of results) if (result.status === 'fulfilled') expect(result.value).toEqual(once);
    }, 180_000);
  },
);
