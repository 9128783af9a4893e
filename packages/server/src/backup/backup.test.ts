import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { type Database, type DatabaseHandle, openDatabase, queryRows } from '../db/client.ts';
import { seedDatabase } from '../db/seed.ts';
import { bearer, login, registerCitizen } from '../test/auth-helpers.ts';
import { runningClock, testConfig } from '../test/helper.ts';
import { createBackup } from './backup.ts';
import { proposalWithAttachment } from './backup-fixtures.ts';
import { countRows } from './database.ts';
import { listFiles, runTool } from './files.ts';
import type { Manifest } from './manifest.ts';
import { restoreBackup } from './restore.ts';

const serverUrl = process.env.DATABASE_URL;
const kinds = serverUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

/** A new, empty PostgreSQL database on the test server, dropped by `drop`. */
async function freshPostgres() {
  const name = `portal_backup_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl ?? '');
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

const counter = (db: Database) => ({
  query: async <T>(text: string) => ({ rows: await queryRows<T>(db, sql.raw(text)) }),
});

/** The portal of one test: the app on DATA_DIR (and a PostgreSQL database for that kind). */
async function openPortal(config: Config, databaseUrl: string | undefined) {
  const database: DatabaseHandle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: config.DATA_DIR });
  const now = runningClock();
  const app = await buildApp({ config, database, logger: false, now });
  await app.ready();
  return {
    app,
    database,
    now,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

const attachmentBytes = Buffer.concat([Buffer.from('%PDF-1.4 Thuyết minh đề xuất\n'), randomBytes(4096)]);

describe.each(kinds)('backup and restore (%s)', (kind) => {
  const cleanup: (() => Promise<void> | void)[] = [];
  const work = mkdtempSync(path.join(tmpdir(), 'portal-backup-test-'));
  const archive = path.join(work, 'portal.tar.gz');
  let source: Config;
  let sourceUrl: string | undefined;
  let manifest: Manifest;
  let countsBefore: Record<string, number>;
  let proposalId: number;
  let uploadId: string;
  let citizenEmail: string;
  let citizenPassword: string;

  /** An empty target: a new DATA_DIR and, for PostgreSQL, a new database. */
  async function emptyTarget() {
    const config = testConfig({ SEED_DEMO_CONTENT: 'true' });
    cleanup.push(() => rmSync(config.DATA_DIR, { recursive: true, force: true }));
    if (kind === 'pglite') return { config, databaseUrl: undefined };
    const database = await freshPostgres();
    cleanup.push(() => database.drop());
    return { config, databaseUrl: database.url };
  }

  beforeAll(async () => {
    const target = await emptyTarget();
    source = target.config;
    sourceUrl = target.databaseUrl;
    const portal = await openPortal(source, sourceUrl);
    try {
      await seedDatabase(portal.database.db, source, portal.app.log);
      const person = await registerCitizen({ ...portal, config: source }, 1);
      citizenEmail = person.email;
      citizenPassword = person.password;
      const signedIn = await login({ ...portal, config: source }, person.email, person.password);
      const token = signedIn.json().data.access_token as string;
      ({ uploadId, proposalId } = await proposalWithAttachment(
        portal,
        { email: person.email, token },
        attachmentBytes,
      ));
      // The proposal's mail is queued after the answer: counted once the queue has done with it.
      const deadline = performance.now() + 20_000;
      while (performance.now() < deadline) {
        const [mail] = await queryRows<{ pending: number; done: number }>(
          portal.database.db,
          sql`select count(*) filter (where state <> 'completed')::int as pending, count(*)::int as done from pgboss.job`,
        );
        if (mail && mail.pending === 0 && mail.done > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      countsBefore = await countRows(counter(portal.database.db));
    } finally {
      // PGlite allows one process on a folder: the portal closes before it is backed up.
      await portal.close();
    }
    manifest = await createBackup({ dataDir: source.DATA_DIR, databaseUrl: sourceUrl }, archive);
  }, 300_000);

  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
    rmSync(work, { recursive: true, force: true });
  });

  it('writes a manifest with the database, its row counts and every file with its hash', () => {
    expect(manifest.database.kind).toBe(kind);
    expect(manifest.database.latestMigration?.tag).toMatch(/^\d{4}_/);
    expect(manifest.database.tables).toEqual(countsBefore);
    expect(manifest.database.tables['public.proposals']).toBeGreaterThanOrEqual(1);
    expect(manifest.database.tables['public.posts']).toBeGreaterThan(0);
    const attachment = manifest.files.find((file) => file.path.startsWith('uploads/submissions/'));
    expect(attachment).toMatchObject({ size: attachmentBytes.length });
    // The demo document files are there too; the database folder is dumped, never copied.
    expect(manifest.files.some((file) => file.path.startsWith('uploads/documents/'))).toBe(true);
    expect(manifest.files.some((file) => file.path.startsWith('pglite'))).toBe(false);
  });

  it('restores into an empty target where everything is found again', async () => {
    const target = await emptyTarget();
    const summary = await restoreBackup({ dataDir: target.config.DATA_DIR, databaseUrl: target.databaseUrl }, archive);
    expect(summary.files).toBe(manifest.files.length);

    // Every file of the old DATA_DIR, byte for byte.
    const notDatabase = (relative: string) => relative === 'pglite';
    const before = await listFiles(source.DATA_DIR, notDatabase);
    expect(await listFiles(target.config.DATA_DIR, notDatabase)).toEqual(before);
    for (const file of before) {
      const restored = readFileSync(path.join(target.config.DATA_DIR, file));
      expect(restored.equals(readFileSync(path.join(source.DATA_DIR, file))), file).toBe(true);
      // Nobody else's to read, whatever the umask of whoever restored (the secrets the owner's alone).
      const mode = statSync(path.join(target.config.DATA_DIR, file)).mode & 0o777;
      expect([file, mode], file).toEqual([file, /(^|\/)(jwt-secret|data-key)$/.test(file) ? 0o600 : 0o640]);
    }

    const portal = await openPortal(target.config, target.databaseUrl);
    try {
      expect(await countRows(counter(portal.database.db))).toEqual(countsBefore);
      const t = { ...portal, config: target.config };
      const signedIn = await login(t, citizenEmail, citizenPassword);
      expect(signedIn.statusCode).toBe(200);
      const token = signedIn.json().data.access_token as string;
      const mine = await portal.app.inject({ url: `/api/proposals/mine/${proposalId}`, headers: bearer(token) });
      expect(mine.statusCode).toBe(200);
      expect(mine.json().data).toMatchObject({
        title: 'Máy sấy nông sản dùng năng lượng mặt trời',
        attachments: [expect.objectContaining({ id: uploadId, name: 'Thuyết minh.pdf' })],
      });
      const download = await portal.app.inject({ url: `/api/uploads/${uploadId}`, headers: bearer(token) });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(attachmentBytes)).toBe(true);
      const admin = await login(t, target.config.ADMIN_EMAIL, target.config.ADMIN_PASSWORD ?? '');
      expect(admin.statusCode).toBe(200);
    } finally {
      await portal.close();
    }
  }, 300_000);

  it('refuses a target that is not empty unless --force, and then replaces it', async () => {
    const target = await emptyTarget();
    const location = { dataDir: target.config.DATA_DIR, databaseUrl: target.databaseUrl };
    await restoreBackup(location, archive);
    const marker = path.join(target.config.DATA_DIR, 'left-by-the-operator.txt');
    writeFileSync(marker, 'không được xoá khi bị từ chối');
    await expect(restoreBackup(location, archive)).rejects.toThrow(/is not empty.*--force.*Nothing was changed/s);
    expect(readFileSync(marker, 'utf8')).toBe('không được xoá khi bị từ chối');

    const summary = await restoreBackup(location, archive, { force: true });
    expect(summary.rows).toBe(Object.values(countsBefore).reduce((sum, n) => sum + n, 0));
    expect((await readdir(target.config.DATA_DIR)).includes('left-by-the-operator.txt')).toBe(false);
  }, 300_000);

  it('refuses a truncated archive and leaves the target untouched', async () => {
    const truncated = path.join(work, 'truncated.tar.gz');
    const bytes = readFileSync(archive);
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const target = await emptyTarget();
    const location = { dataDir: target.config.DATA_DIR, databaseUrl: target.databaseUrl };
    await expect(restoreBackup(location, truncated)).rejects.toThrow(/damaged or truncated.*Nothing was changed/s);
    expect(await readdir(target.config.DATA_DIR)).toEqual([]);
    if (target.databaseUrl) expect(await countRows(await pgCounter(target.databaseUrl))).toEqual({});
  }, 300_000);

  it('refuses an archive whose content does not match its manifest, and leaves the target untouched', async () => {
    // A well-formed tar.gz with one uploaded file changed: only the hashes can tell.
    const unpacked = path.join(work, 'tampered');
    await mkdir(unpacked);
    await runTool('tar', ['-xzf', archive, '-C', unpacked], 'unpack');
    const attachment = manifest.files.find((file) => file.path.startsWith('uploads/submissions/'));
    const changed = path.join(unpacked, 'files', attachment?.path ?? '');
    const content = readFileSync(changed);
    content[10] = (content[10] ?? 0) ^ 0xff;
    writeFileSync(changed, content);
    const tampered = path.join(work, 'tampered.tar.gz');
    await runTool('tar', ['-czf', tampered, '-C', unpacked, 'manifest.json', 'database', 'files'], 'pack');

    const target = await emptyTarget();
    const location = { dataDir: target.config.DATA_DIR, databaseUrl: target.databaseUrl };
    await expect(restoreBackup(location, tampered)).rejects.toThrow(
      /The archive is damaged: files\/uploads\/submissions\/.* does not match its SHA-256\. Nothing was changed/,
    );
    expect(await readdir(target.config.DATA_DIR)).toEqual([]);
    if (target.databaseUrl) expect(await countRows(await pgCounter(target.databaseUrl))).toEqual({});
  }, 300_000);

  it('refuses to write the archive inside DATA_DIR, where the next backup would copy it', async () => {
    const inside = path.join(source.DATA_DIR, 'backups', 'portal.tar.gz');
    await expect(createBackup({ dataDir: source.DATA_DIR, databaseUrl: sourceUrl }, inside)).rejects.toThrow(
      /Write the archive outside DATA_DIR/,
    );
    expect((await readdir(source.DATA_DIR)).includes('backups')).toBe(false);
  });

  if (kind === 'pglite') {
    it('refuses to back up an embedded database another process has open', async () => {
      const live = await PGlite.create(path.join(source.DATA_DIR, 'pglite'));
      try {
        await expect(createBackup({ dataDir: source.DATA_DIR }, path.join(work, 'live.tar.gz'))).rejects.toThrow(
          /is in use.*Stop the server first/s,
        );
      } finally {
        await live.close();
      }
      expect((await readdir(work)).some((name) => name.startsWith('live'))).toBe(false);
    }, 300_000);
  }

  /** Counts rows of a PostgreSQL database through a client that the next cleanup step closes. */
  async function pgCounter(url: string) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    cleanup.push(() => client.end());
    return client;
  }
});
