import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths.ts';
import { assertNotNewerThanRelease, newestAppliedMigration, pendingMigrations } from './releases.ts';
import * as adminTables from './schema/admin.ts';
import * as authTables from './schema/auth.ts';
import * as catalogueTables from './schema/catalogue.ts';
import * as challengeTables from './schema/challenges.ts';
import * as contentTables from './schema/content.ts';
import * as demoTables from './schema/demo.ts';
import * as engagementTables from './schema/engagement.ts';
import * as followThroughTables from './schema/follow-through.ts';
import * as interestTables from './schema/interests.ts';
import * as mailTables from './schema/mail.ts';
import * as privacyTables from './schema/privacy.ts';
import * as releaseTables from './schema/releases.ts';
import * as settingsTables from './schema/settings.ts';
import * as submissionTables from './schema/submissions.ts';
import * as usersTables from './schema/users.ts';
import { type StatementListener, timeMethods } from './statement-timing.ts';

export const schema = {
  ...settingsTables,
  ...usersTables,
  ...authTables,
  ...contentTables,
  ...catalogueTables,
  ...engagementTables,
  ...submissionTables,
  ...adminTables,
  ...privacyTables,
  ...mailTables,
  ...followThroughTables,
  ...interestTables,
  ...challengeTables,
  ...demoTables,
  ...releaseTables,
};

/** The query interface every module uses, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** PostgreSQL: the pool's connections (GET /metrics); PGlite has one and none to count. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** Tells `listener` the duration of every statement from now on (one listener: the app's metrics). */
  observeStatements(listener: StatementListener): void;
  /**
   * Runs `work` while no other process migrates or seeds the same database: on PostgreSQL under
   * the advisory lock the migrations take, so that processes started at once on an empty database
   * seed it one after the other (the first seeds, the others find it seeded). PGlite allows one
   * process anyway: `work` just runs.
   */
  withMigrationLock<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Raw SQL for pg-boss (mail/queue.ts), its `db` adapter's contract: one statement with
   * parameters, or without parameters a script of several (its schema and maintenance run as
   * `BEGIN; …; COMMIT;`). A failed script is rolled back on its own connection, never left open
   * for the next query; the rows are those of its last statement.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** Folder for PGlite's files; without it PGlite lives in memory (tests). */
  dataDir?: string;
  /**
   * PGlite starts from this copy of a migrated database (tests: migrating takes seconds, loading
   * a copy a fraction of that); the migrations still run and find nothing to do.
   */
  pgliteTemplate?: Blob;
  /** PostgreSQL: longest a statement may run (ms) before the server cancels it; no limit without it (CLI). */
  statementTimeoutMs?: number;
}

/**
 * Opens the database and brings its schema up to date with the committed migrations; refuses one
 * that a newer release has migrated (db/releases.ts).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.statementTimeoutMs)
    : openPglite(options.dataDir, options.pgliteTemplate);
}

/** An empty PGlite database with every migration applied, as a tarball (`dumpDataDir`). */
export async function migratedPgliteTemplate(): Promise<Blob> {
  const client = await PGlite.create({ extensions: { unaccent, pg_trgm } });
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: migrationsDir });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/**
 * PGlite's own start parameters (a static its typings leave out), to which we add a smaller buffer
 * pool: PostgreSQL's 128 MB lives inside this process, and touching it at start cost 130 MB of
 * resident memory even for the demo content (docs/PERFORMANCE.md). Any start failing after a PGlite
 * upgrade shows here first.
 */
const pgliteDefaultStartParams = (PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams;

async function openPglite(dataDir: string | undefined, template: Blob | undefined): Promise<DatabaseHandle> {
  const client = await PGlite.create(dataDir ? path.join(dataDir, 'pglite') : undefined, {
    extensions: { unaccent, pg_trgm },
    startParams: [...pgliteDefaultStartParams, '-c', 'shared_buffers=32MB'],
    ...(template ? { loadDataDir: template } : {}),
  });
  const db = drizzlePglite({ client, schema });
  let newestApplied: number | null;
  try {
    newestApplied = await newestAppliedMigration(client);
    assertNotNewerThanRelease(newestApplied);
  } catch (error) {
    await client.close();
    throw error;
  }
  // A restart finds every migration applied: drizzle's own pass (reading and hashing each file)
  // is skipped, ~40 ms of the embedded default's cold start (docs/PERFORMANCE.md).
  if (pendingMigrations(newestApplied).length > 0) await migratePglite(db, { migrationsFolder: migrationsDir });
  // Timed after the migrations: statements of the app only. A transaction's own statements run on
  // the object it hands its callback.
  let listener: StatementListener | undefined;
  timeMethods(client, ['query', 'exec'], () => listener);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      timeMethods(tx, ['query', 'exec'], () => listener);
      return callback(tx);
    });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    observeStatements: (observe) => {
      listener = observe;
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    withMigrationLock: (work) => work(),
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      // `query` takes one statement; `exec` takes a script. PGlite has a single connection, so a
      // script that failed after its own BEGIN would leave every later query of the app in an
      // aborted transaction: `transaction` holds the connection and rolls back on failure. (The
      // script's BEGIN and COMMIT inside it only draw warnings.)
      const results = await client.transaction((tx) => tx.exec(text));
      return results.at(-1) ?? { rows: [] };
    },
    close: () => client.close(),
  };
}

// Any number a process would not otherwise hold; serialises migrations of several processes.
const MIGRATION_LOCK = 5_705_700;

/**
 * Runs `work` on a connection of its own holding the migration lock. The lock belongs to that
 * session: ending the connection releases it, also when `work` throws or the process dies.
 */
async function underMigrationLock<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  // An error on an idle lock holder (the server restarting) surfaces in the query; never a crash.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    return await work(client);
  } finally {
    await client.end();
  }
}

async function openPostgres(connectionString: string, statementTimeoutMs?: number): Promise<DatabaseHandle> {
  await underMigrationLock(connectionString, async (migrator) => {
    assertNotNewerThanRelease(await newestAppliedMigration(migrator));
    await migrateNodePg(drizzleNodePg({ client: migrator }), { migrationsFolder: migrationsDir });
  });

  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // During an outage a request fails fast (503, http/error-handler.ts) instead of waiting.
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 30_000,
    // The server cancels a runaway statement; the client gives up a little later if it never answers.
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + 5_000 } : {}),
  });
  // An idle client losing its server (a restart) must not crash the process: pg drops it from the
  // pool and the next query opens a new connection.
  pool.on('error', () => {});
  // Every client the pool opens is timed: the pool's own queries and a transaction's go through them.
  let listener: StatementListener | undefined;
  pool.on('connect', (client) => timeMethods(client, ['query'], () => listener));
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    observeStatements: (observe) => {
      listener = observe;
    },
    // `work` uses the pool; the lock's own connection only holds the lock meanwhile.
    withMigrationLock: (work) => underMigrationLock(connectionString, () => work()),
    async executeSql(text, values) {
      if (values?.length) return pool.query(text, values as unknown[]);
      // A script runs on a connection of its own, rolled back if it fails part way, so that the
      // connection goes back to the pool outside any transaction.
      const connection = await pool.connect();
      let broken: Error | undefined;
      try {
        const result = (await connection.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
      } catch (error) {
        await connection.query('rollback').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        connection.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
