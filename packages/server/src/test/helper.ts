import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type DatabaseHandle, migratedPgliteTemplate, openDatabase } from '../db/client.ts';
import { users } from '../db/schema/users.ts';
import { demoSettings, seedDatabase, seedSettings } from '../db/seed.ts';
import { loggerOptions } from '../http/logger.ts';
import type { MailQueueOptions } from '../mail/queue.ts';
import { migrationsDir } from '../paths.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** The app's clock: codes and tokens a test makes must be made on it. */
  now: () => Date;
  close(): Promise<void>;
}

/** A short name for the migrations as they are: a template made for them is still good while it holds. */
function migrationsKey(): string {
  const migrations = readdirSync(migrationsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return `${path.relative(migrationsDir, file)}:${createHash('sha256').update(readFileSync(file)).digest('hex')}`;
    })
    .sort()
    .join('\n');
  return createHash('sha256').update(migrations).digest('hex').slice(0, 16);
}

/** Where the PGlite template is kept between runs: the project's own cache, never /tmp. */
const templateCache = path.resolve(import.meta.dirname, '../../../../node_modules/.cache/portal-test');

/**
 * The migrated empty database every PGlite test starts from, made once for the migrations as
 * they are and kept in the project's cache, where every test worker and the next run find it
 * (and within a worker, whose files share modules, the variable keeps it; a failure is not kept).
 * Making one for new migrations removes those made for older ones.
 */
let template: Promise<Blob> | undefined;
function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const name = `pglite-${migrationsKey()}.tar`;
    const file = path.join(templateCache, name);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const made = await migratedPgliteTemplate();
    mkdirSync(templateCache, { recursive: true });
    // Written under a name of its own, then renamed: a worker never reads half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await made.arrayBuffer()));
    renameSync(partial, file);
    for (const old of readdirSync(templateCache)) {
      if (/^pglite-[0-9a-f]{16}\.tar$/.test(old) && old !== name)
        rmSync(path.join(templateCache, old), { force: true });
    }
    return made;
  })();
  template.catch(() => {
    template = undefined;
  });
  return template;
}

/**
 * What a database fresh from the template holds, read from the first one a worker opens: the
 * tables and sequences the migrations made, the rows they put in (pg-boss's queue and version),
 * and a fingerprint of the schema.
 */
interface Baseline {
  fingerprint: string;
  /** Empties every table, puts the migrations' rows back and sets every sequence back where the template had it. */
  reset: string;
}

/** The schema's objects and columns: a test that changed them leaves a database no other may reuse. */
const FINGERPRINT = `
  select md5(coalesce(string_agg(c.oid::text || ':' || c.relname::text || ':' || c.relkind::text || ':' || (
    select string_agg(a.attname::text || a.attisdropped::text, ',' order by a.attnum)
    from pg_attribute a where a.attrelid = c.oid and a.attnum > 0), ';' order by c.oid), '')
    || (select count(*)::text from pg_proc p join pg_namespace pn on pn.oid = p.pronamespace where pn.nspname in ('public', 'pgboss'))
    || (select count(*)::text from pg_trigger)) as fingerprint
  from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'pgboss')`;

const quoted = (schema: string, name: string) => `"${schema}"."${name}"`;

async function readBaseline(database: DatabaseHandle): Promise<Baseline> {
  const tables = (
    await database.executeSql(`
      select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname in ('public', 'pgboss') and not c.relispartition`)
  ).rows as { schema: string; name: string }[];
  // Where each sequence stands in the template: a migration's own rows (static pages) have used some.
  const sequences = (
    await database.executeSql(
      `select schemaname as schema, sequencename as name, last_value::text as last from pg_sequences where schemaname in ('public', 'pgboss')`,
    )
  ).rows as { schema: string; name: string; last: string | null }[];
  const restore: string[] = [];
  for (const table of tables) {
    const name = quoted(table.schema, table.name);
    const rows = (await database.executeSql(`select coalesce(json_agg(t), '[]')::text as rows from ${name} t`, []))
      .rows as { rows: string }[];
    if (rows[0]?.rows === '[]') continue;
    const columns = (
      await database.executeSql(
        `select attname as name from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
        [name],
      )
    ).rows as { name: string }[];
    const list = columns.map((column) => `"${column.name}"`).join(', ');
    const literal = `'${(rows[0]?.rows ?? '[]').replaceAll("'", "''")}'::json`;
    restore.push(
      `insert into ${name} (${list}) overriding system value select ${list} from json_populate_recordset(null::${name}, ${literal});`,
    );
  }
  const [read] = (await database.executeSql(FINGERPRINT, [])).rows as { fingerprint: string }[];
  return {
    fingerprint: read?.fingerprint ?? '',
    reset: [
      'reset all;',
      'select pg_advisory_unlock_all();',
      // Foreign keys and triggers wait while every table is emptied (PGlite runs as a superuser).
      'set session_replication_role = replica;',
      ...tables.map((table) => `delete from ${quoted(table.schema, table.name)};`),
      ...restore,
      ...sequences.map((sequence) =>
        sequence.last === null
          ? `alter sequence ${quoted(sequence.schema, sequence.name)} restart;`
          : `select setval('${quoted(sequence.schema, sequence.name)}', ${Number(sequence.last)}, true);`,
      ),
      'set session_replication_role = default;',
    ].join('\n'),
  };
}

/**
 * A worker's PGlite databases not in use, each as fresh as the template. Opening one from the
 * template costs about a second of CPU (the archive into memory, PostgreSQL's start, a cold
 * catalogue); emptying one that a test file used costs a tenth of that (measured: 56–83 ms with
 * 46 tables, against 1.2 s per open, across the 108 apps of the server project).
 */
const idleDatabases: DatabaseHandle[] = [];
let baseline: Promise<Baseline> | undefined;

async function pooledPglite(): Promise<DatabaseHandle> {
  const database = idleDatabases.pop() ?? (await openDatabase({ pgliteTemplate: await pgliteTemplate() }));
  baseline ??= readBaseline(database);
  const { fingerprint, reset } = await baseline;
  let released = false;
  const open = () => {
    if (released) throw new Error('this test database was closed (given back to the pool)');
  };
  return {
    ...database,
    async ping() {
      open();
      await database.ping();
    },
    executeSql(text, values) {
      open();
      return database.executeSql(text, values);
    },
    /** Gives the database back to the worker's pool once emptied, or closes it if its schema changed. */
    async close() {
      if (released) return;
      released = true;
      try {
        // A script without parameters runs in one transaction (executeSql): all of it or none.
        await database.executeSql(reset);
        const [now] = (await database.executeSql(FINGERPRINT, [])).rows as { fingerprint: string }[];
        if (now?.fingerprint === fingerprint) {
          idleDatabases.push(database);
          return;
        }
      } catch {
        // Closed or broken by the test: it is not reused.
      }
      await database.close().catch(() => {});
    },
  };
}

/** Any number a process would not otherwise hold; one worker makes the PostgreSQL template. */
const TEMPLATE_LOCK = 5_705_701;

/** `serverUrl` with another database name. */
function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * On PostgreSQL, the same idea: a migrated empty database made once for the migrations as they
 * are, which every test database copies (`create database … template …`) instead of migrating.
 * It stays on the server for the next run; another set of migrations makes another.
 */
async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `portal_test_template_${migrationsKey()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      // Made under a name of its own, then renamed: no test copies a half-migrated database.
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building}`);
      await admin.query(`create database ${building}`);
      const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, building) });
      await database.close();
      await admin.query(`alter database ${building} rename to ${name}`);
    }
    return name;
  } finally {
    await admin.end();
  }
}

/**
 * A fresh database for one test file: in-memory PGlite by default (from the worker's pool: its
 * `close()` empties it for the next file), or, when DATABASE_URL names a PostgreSQL server, a new
 * database on it that is dropped afterwards. The same suite runs on both (CI runs it twice).
 * `own`: a PGlite database out of the pool, which `close()` really closes (a test of what the app
 * does once its database is gone).
 */
export async function openTestDatabase(
  options: { own?: boolean } = {},
): Promise<{ database: DatabaseHandle; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl && options.own)
    return { database: await openDatabase({ pgliteTemplate: await pgliteTemplate() }), drop: async () => {} };
  if (!serverUrl) return { database: await pooledPglite(), drop: async () => {} };

  const templateName = await postgresTemplate(serverUrl);
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${templateName}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
  return {
    database,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A fresh database for the tests of one `describe`, opened before them and dropped after:
 * read `current()` inside the tests.
 */
export function useTestDatabase(): { current: () => DatabaseHandle } {
  let opened: { database: DatabaseHandle; drop(): Promise<void> } | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase();
  });
  afterAll(async () => {
    await opened?.database.close();
    await opened?.drop();
  });
  return {
    current() {
      if (!opened) throw new Error('the test database is not open yet');
      return opened.database;
    },
  };
}

/** The moment every test app's clock starts from: no test depends on the day the suite runs. */
export const TEST_START = new Date('2026-11-23T02:00:00Z');

/**
 * The default clock of a test app: it starts at TEST_START and runs at the real pace, so dates
 * (tracking codes, years, dd/mm/yyyy) are fixed while waits and expiries still pass.
 */
export function runningClock(start = TEST_START): () => Date {
  const offset = start.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}

/** A clock the tests move by hand: no test sleeps. */
export function movableClock(start = TEST_START) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: 'admin@sokhcn.test',
    ADMIN_PASSWORD: 'Quantri@2026',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    DATA_KEY: 'test-data-key-that-is-long-enough-for-aes-256',
    CAPTCHA_TEST_TEXT: 'abcde',
    AUTH_RATE_LIMIT: '1000',
    // Tests register many people from one address; the daily limit is tested on its own.
    REGISTRATION_DAILY_LIMIT: '1000',
    // Each test makes the content it needs; the demo content is tested on its own.
    SEED_DEMO_CONTENT: 'false',
    WEB_DIST: path.join(dataDir, 'no-portal-build'),
    ...overrides,
  });
}

/**
 * Builds the whole app on a fresh, seeded database, as `main.ts` does, on `runningClock()` unless
 * given a clock; silent unless given a log (the server's own logger at that level, into that stream).
 */
export async function buildTestApp(
  overrides: Record<string, string> = {},
  options: { now?: () => Date; log?: { level: string; stream: DestinationStream }; mail?: MailQueueOptions } = {},
): Promise<TestApp> {
  const config = testConfig(overrides);
  const { database, drop } = await openTestDatabase();
  const now = options.now ?? runningClock();
  const logger = options.log ? loggerOptions(config, options.log) : false;
  const app = await buildApp({ config, database, logger, now, mail: options.mail });
  // The tests' department is the demo's, whose names the mails and pages are checked against.
  await seedSettings(database.db, demoSettings);
  await seedDatabase(database.db, config, app.log);
  // The tests' first administrator has been through the first visit (a new password and name):
  // first-admin.test.ts tests that visit.
  await database.db
    .update(users)
    .set({ mustChangePassword: false, initialPassword: false })
    .where(eq(users.role, 'admin'));
  await app.ready();
  return {
    app,
    database,
    config,
    now,
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(config.DATA_DIR, { recursive: true, force: true });
    },
  };
}

/**
 * A test app (buildTestApp) for the tests of one `describe`, built before them and closed after
 * them: read `.t` inside the tests. With `webBuild`, the app serves the portal build it writes
 * (its folder as WEB_DIST), removed after the tests.
 */
export function useTestApp(
  overrides: Record<string, string> = {},
  options: { now?: () => Date; webBuild?: () => string } = {},
): { t: TestApp } {
  const handle = {} as { t: TestApp };
  let dist: string | undefined;
  beforeAll(async () => {
    dist = options.webBuild?.();
    handle.t = await buildTestApp(dist ? { WEB_DIST: dist, ...overrides } : overrides, { now: options.now });
  });
  afterAll(async () => {
    await handle.t?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });
  return handle;
}
