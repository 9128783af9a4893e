import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PORTAL_VERSION } from '@portal/shared/release';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { committedMigrations, DatabaseNewerThanReleaseError, recordRelease } from '../db/releases.ts';
import { migrationsDir } from '../paths.ts';
import { testConfig } from '../test/helper.ts';
import type { PortalLocation } from './backup.ts';
import { countRows } from './database.ts';
import { PGLITE_FOLDER } from './files.ts';
import { restoreBackup } from './restore.ts';
import { upgradePortal } from './upgrade.ts';

/**
 * Release 1.0.0 (commit ec7e566, CHANGELOG.md): its newest migration, and its data. The fixture is
 * the demo content as that release seeded it on PostgreSQL, dumped with
 * `pg_dump --data-only --column-inserts --exclude-schema=drizzle --exclude-schema=pgboss`
 * (psql's \restrict lines taken out; kept as text, 367 KB): named columns load into the release's tables on both engines.
 */
const RELEASE_1_0_0_NEWEST = '0032_first_admin_initial_password';
/** A fixed clock after the fixture's content was written (07/12/2026). */
const afterRelease100 = () => new Date('2026-12-08T02:00:00Z');
const release100Data = () =>
  // The rows some migrations write (the fixed pages) are in the dump too: the tables are emptied first.
  `DO $$ DECLARE t record; BEGIN
     FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
       EXECUTE 'TRUNCATE TABLE public.' || quote_ident(t.tablename) || ' CASCADE';
     END LOOP;
   END $$;
   ${readFileSync(path.join(import.meta.dirname, 'fixtures/release-1.0.0.sql'), 'utf8')}`;

/** The migrations folder as release 1.0.0 shipped it: the journal up to its newest migration. */
function release100Migrations(dir: string): string {
  const folder = path.join(dir, 'migrations-1.0.0');
  cpSync(migrationsDir, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === RELEASE_1_0_0_NEWEST);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

const serverUrl = process.env.DATABASE_URL;
const kinds = serverUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

/** A database as release 1.0.0 left it: its migrations, then its data. */
async function release100Database(kind: 'pglite' | 'postgres', work: string, cleanup: (() => Promise<void>)[]) {
  const dataDir = path.join(work, 'data');
  const migrationsFolder = release100Migrations(work);
  mkdirSync(dataDir, { recursive: true });
  if (kind === 'pglite') {
    const client = await PGlite.create(path.join(dataDir, PGLITE_FOLDER), { extensions: { unaccent, pg_trgm } });
    await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    await client.exec(release100Data());
    await client.close();
    return { dataDir } satisfies PortalLocation;
  }
  const name = `portal_upgrade_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanup.push(async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const url = new URL(serverUrl ?? '');
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
  await client.query(release100Data());
  await client.end();
  return { dataDir, databaseUrl: url.toString() } satisfies PortalLocation;
}

/** Rows per table, read without migrating (PGlite opened on its folder, or a client on the server). */
async function counts(location: PortalLocation): Promise<Record<string, number>> {
  if (location.databaseUrl) {
    const client = new pg.Client({ connectionString: location.databaseUrl });
    await client.connect();
    try {
      return await countRows(client);
    } finally {
      await client.end();
    }
  }
  const client = await PGlite.create(path.join(location.dataDir, PGLITE_FOLDER), { extensions: { unaccent, pg_trgm } });
  try {
    return await countRows(client);
  } finally {
    await client.close();
  }
}

describe.each(kinds)('an upgrade from release 1.0.0 (%s)', (kind) => {
  const work = mkdtempSync(path.join(tmpdir(), 'portal-upgrade-test-'));
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
    rmSync(work, { recursive: true, force: true });
  });
  const newerTags = committedMigrations()
    .map((migration) => migration.tag)
    .filter((tag) => tag > RELEASE_1_0_0_NEWEST);

  // Migrations, a backup, an app and a restore: past the 30 s of one test on two busy cores.
  it('backs up, applies only the newer migrations, keeps every row, and can be rolled back', async () => {
    const location = await release100Database(kind, work, cleanup);
    const before = await counts(location);
    expect(before['public.posts']).toBe(60);
    expect(before['public.documents']).toBe(40);
    const lines: string[] = [];
    const backupDir = path.join(work, 'backups');

    const report = await upgradePortal(location, { backupDir, now: () => new Date('2026-12-07T08:30:00Z') }, (line) =>
      lines.push(line),
    );

    expect(report.applied).toEqual(newerTags);
    expect(report.from).toBeNull();
    expect(report.backup).toBe(path.join(backupDir, `before-${PORTAL_VERSION}-20261207-083000.tar.gz`));
    expect(existsSync(report.backup ?? '')).toBe(true);
    expect(lines.at(-1)).toContain(`npm run restore -- --from ${report.backup} --force`);
    const after = await counts(location);
    for (const [table, rows] of Object.entries(before)) {
      if (table === 'drizzle.__drizzle_migrations') expect(after[table]).toBe(rows + newerTags.length);
      else expect([table, after[table]]).toEqual([table, rows]);
    }

    // The upgraded portal serves the release's content, and its administrator signs in with the same password.
    const database = await openDatabase(location);
    const app = await buildApp({
      config: testConfig({ DATA_DIR: location.dataDir }),
      database,
      logger: false,
      now: afterRelease100,
    });
    try {
      const posts = await app.inject({ method: 'GET', url: '/api/posts?page=1&limit=1' });
      expect(posts.statusCode).toBe(200);
      expect(posts.json().meta.total).toBe(before['public.posts']);
      await recordRelease(database.db, PORTAL_VERSION);
    } finally {
      await app.close();
      await database.close();
    }

    // Again: nothing to do, no second backup.
    const again = await upgradePortal(location, { backupDir }, () => {});
    expect([again.applied, again.backup, again.from]).toEqual([[], null, PORTAL_VERSION]);

    // Rolling back: the backup taken before the upgrade brings release 1.0.0's database back.
    await restoreBackup(location, report.backup ?? '', { force: true }, () => {});
    expect(await counts(location)).toEqual(before);
  }, 120_000);

  it('refuses a database that a newer release migrated, at start and on upgrade', async () => {
    const location = await release100Database(kind, path.join(work, 'newer'), cleanup);
    (await openDatabase(location)).close();
    const newest = committedMigrations().at(-1)?.when ?? 0;
    const insert = `insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-release', ${newest + 1000})`;
    if (location.databaseUrl) {
      const client = new pg.Client({ connectionString: location.databaseUrl });
      await client.connect();
      await client.query(insert);
      await client.end();
    } else {
      const client = await PGlite.create(path.join(location.dataDir, PGLITE_FOLDER));
      await client.query(insert);
      await client.close();
    }
    await expect(openDatabase(location)).rejects.toThrow(DatabaseNewerThanReleaseError);
    await expect(openDatabase(location)).rejects.toThrow(/Khôi phục bản sao lưu lấy trước khi nâng cấp/);
    await expect(upgradePortal(location, { backupDir: path.join(work, 'backups-newer') })).rejects.toThrow(
      DatabaseNewerThanReleaseError,
    );
  }, 60_000);
});
