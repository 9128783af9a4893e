import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { committedMigrations, type Queryable } from '../db/releases.ts';
import { BackupError, exists, PGLITE_FOLDER, runTool } from './files.ts';
import type { Manifest } from './manifest.ts';

export type TableCounts = Manifest['database']['tables'];
export type LatestMigration = Manifest['database']['latestMigration'];

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Rows in every table of the database (the application's and drizzle's migration journal). */
export async function countRows(db: Queryable): Promise<TableCounts> {
  const { rows: tables } = await db.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by 1, 2`,
  );
  const counts: TableCounts = {};
  for (const table of tables) {
    const { rows } = await db.query<{ n: number | string }>(
      `select count(*) as n from ${quote(table.schema)}.${quote(table.name)}`,
    );
    counts[`${table.schema}.${table.name}`] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

/** Tags of the migrations this version of the server knows, by their `when` (drizzle's created_at). */
export function knownMigrations(): Map<number, string> {
  return new Map(committedMigrations().map((entry) => [entry.when, entry.tag]));
}

export async function latestMigration(db: Queryable): Promise<LatestMigration> {
  const { rows } = await db
    .query<{ created_at: number | string }>(
      'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    )
    .catch(() => ({ rows: [] as { created_at: number | string }[] }));
  const row = rows[0];
  if (!row) return null;
  const createdAt = Number(row.created_at);
  return { tag: knownMigrations().get(createdAt) ?? null, createdAt };
}

// ---------------------------------------------------------------- PGlite

const pgliteExtensions = { unaccent, pg_trgm };

/**
 * PGlite writes `postmaster.pid` into its folder while a process has it open and removes it on a
 * clean close. Two processes on one folder corrupt it, so backup and restore refuse to start
 * while the file is there (a server that is running, or one that stopped without closing).
 */
export async function assertPgliteNotInUse(dataDir: string): Promise<void> {
  if (await exists(path.join(dataDir, PGLITE_FOLDER, 'postmaster.pid'))) {
    throw new BackupError(
      `The embedded database in ${path.join(dataDir, PGLITE_FOLDER)} is in use (postmaster.pid is present). ` +
        'Stop the server first and run the command again. If no server is running, the last one stopped ' +
        'without closing the database: start the server once, stop it with Ctrl+C or SIGTERM, and retry.',
    );
  }
}

/** Dumps DATA_DIR/pglite into `file` (an uncompressed tar of the data folder) and reads its row counts. */
export async function dumpPglite(dataDir: string, file: string) {
  await assertPgliteNotInUse(dataDir);
  if (!(await exists(path.join(dataDir, PGLITE_FOLDER, 'PG_VERSION')))) {
    throw new BackupError(`There is no embedded database in ${path.join(dataDir, PGLITE_FOLDER)}: nothing to back up.`);
  }
  const client = await PGlite.create(path.join(dataDir, PGLITE_FOLDER), { extensions: pgliteExtensions });
  try {
    const tables = await countRows(client);
    const migration = await latestMigration(client);
    const dump = await client.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    return { tables, latestMigration: migration };
  } finally {
    await client.close();
  }
}

/** Creates a PGlite data folder at `dir` from a dump and reads back what it holds. */
export async function loadPglite(dir: string, file: string) {
  const dump = new Blob([await readFile(file)], { type: 'application/x-tar' });
  const client = await PGlite.create(dir, { extensions: pgliteExtensions, loadDataDir: dump });
  try {
    return { tables: await countRows(client), latestMigration: await latestMigration(client) };
  } finally {
    await client.close();
  }
}

// ---------------------------------------------------------------- PostgreSQL

/** The connection for libpq's tools: the URL without its password, which goes in PGPASSWORD (not on `ps`). */
function libpqTarget(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** A client of its own on `databaseUrl` for `work`; a refused connection is told as a BackupError. */
export async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot connect to the PostgreSQL database: ${(error as Error).message}`);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * `pg_dump -Fc` into `file`. The row counts are read in a repeatable-read transaction whose
 * snapshot pg_dump shares (`--snapshot`), so they match the dump even while the server runs.
 */
export async function dumpPostgres(databaseUrl: string, file: string) {
  const target = libpqTarget(databaseUrl);
  return withClient(databaseUrl, async (client) => {
    await client.query('begin isolation level repeatable read read only');
    try {
      const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
      const tables = await countRows(client);
      const migration = await latestMigration(client);
      await runTool(
        'pg_dump',
        ['--format=custom', `--snapshot=${rows[0]?.snapshot}`, `--file=${file}`, `--dbname=${target.url}`],
        'pg_dump',
        target.env,
      );
      return { tables, latestMigration: migration };
    } finally {
      await client.query('commit');
    }
  });
}

/** Objects of the database that a restore would collide with (tables, sequences, views… outside pg_catalog). */
export async function postgresObjectCount(databaseUrl: string): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
         and n.nspname not like 'pg_temp%'`,
    );
    return Number(rows[0]?.n ?? 0);
  });
}

/** Drops every schema but the system ones and gives back an empty `public` (only with --force). */
const CLEAR_DATABASE = `
do $$ declare s record; begin
  for s in select nspname from pg_namespace where nspname not in ('pg_catalog', 'information_schema')
    and nspname not like 'pg_toast%' and nspname not like 'pg_temp%' loop
    execute format('drop schema %I cascade', s.nspname);
  end loop;
end $$;
create schema public;
`;

/**
 * Restores a `pg_dump -Fc` file (pg_restore --no-owner --no-acl) in ONE transaction through psql:
 * if anything fails, the database is left as it was. With `clear`, the old content is dropped in
 * that same transaction.
 */
export async function restorePostgres(databaseUrl: string, file: string, workDir: string, clear: boolean) {
  const target = libpqTarget(databaseUrl);
  const script = path.join(workDir, 'restore.sql');
  await runTool('pg_restore', ['--no-owner', '--no-acl', `--file=${script}`, file], 'pg_restore', target.env);
  const clearScript = path.join(workDir, 'clear.sql');
  await writeFile(clearScript, clear ? CLEAR_DATABASE : '');
  await runTool(
    'psql',
    [
      '--no-psqlrc',
      '--quiet',
      '--set=ON_ERROR_STOP=1',
      '--single-transaction',
      `--dbname=${target.url}`,
      `--file=${clearScript}`,
      `--file=${script}`,
    ],
    'Loading the database (psql)',
    target.env,
  );
  return withClient(databaseUrl, async (client) => ({
    tables: await countRows(client),
    latestMigration: await latestMigration(client),
  }));
}
