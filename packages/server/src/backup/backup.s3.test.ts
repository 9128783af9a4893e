import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedDatabase } from '../db/seed.ts';
import { createS3Files, type S3Settings } from '../storage/s3-files.ts';
import { bearer, login, registerCitizen } from '../test/auth-helpers.ts';
import { runningClock, testConfig } from '../test/helper.ts';
import { useS3Server } from '../test/s3-server.ts';
import { createBackup } from './backup.ts';
import { proposalWithAttachment } from './backup-fixtures.ts';
import { listFiles } from './files.ts';
import type { Manifest } from './manifest.ts';
import { restoreBackup } from './restore.ts';

const server = useS3Server();
const attachmentBytes = Buffer.concat([Buffer.from('%PDF-1.4 Thuyết minh đề xuất\n'), randomBytes(4096)]);

/** The embedded portal of DATA_DIR, its files in `bucket` (or DATA_DIR/uploads without one). */
async function openPortal(config: Config) {
  const database = await openDatabase({ dataDir: config.DATA_DIR });
  const app = await buildApp({ config, database, logger: false, now: runningClock() });
  await app.ready();
  return {
    app,
    database,
    config,
    now: runningClock(),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Every file of a bucket, key → bytes. */
async function bucketFiles(settings: S3Settings): Promise<Map<string, Buffer>> {
  const store = createS3Files(settings);
  try {
    const found = new Map<string, Buffer>();
    for await (const { key } of store.list()) {
      const opened = await store.open(key);
      const chunks: Buffer[] = [];
      for await (const chunk of opened?.body ?? []) chunks.push(chunk as Buffer);
      found.set(key, Buffer.concat(chunks));
    }
    return found;
  } finally {
    store.close();
  }
}

/** Every file of DATA_DIR/uploads, key → bytes. */
async function folderFiles(dataDir: string): Promise<Map<string, Buffer>> {
  const root = path.join(dataDir, 'uploads');
  const names = existsSync(root) ? await listFiles(root) : [];
  return new Map(names.map((name) => [name, readFileSync(path.join(root, name))]));
}

/**
 * Backup and restore with the files in S3: the archive holds the bucket's files
 * under uploads/ as it holds DATA_DIR/uploads, so it restores into a fresh bucket, into a local
 * folder, and a local portal's archive into a bucket.
 */
describe('backup and restore with the files in S3', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'portal-backup-s3-'));
  const dirs: string[] = [];
  const archive = path.join(work, 'portal-s3.tar.gz');
  let source: Config;
  let sourceFiles: Map<string, Buffer>;
  let manifest: Manifest;
  let uploadId: string;
  let person: { email: string; password: string };

  /** An empty DATA_DIR and, with `bucket`, the environment of that bucket. */
  function target(bucket?: string): Config {
    const config = testConfig(bucket ? server.s3.env(bucket) : {});
    dirs.push(config.DATA_DIR);
    return config;
  }
  const locationOf = (config: Config, bucket?: string) => ({
    dataDir: config.DATA_DIR,
    s3: bucket ? server.s3.settings(bucket) : undefined,
  });

  /** Signs in on a restored portal and downloads the attachment: the same bytes as uploaded. */
  async function downloadsTheAttachment(config: Config) {
    const portal = await openPortal(config);
    try {
      const signedIn = await login(portal, person.email, person.password);
      expect(signedIn.statusCode).toBe(200);
      const token = signedIn.json().data.access_token as string;
      const download = await portal.app.inject({ url: `/api/uploads/${uploadId}`, headers: bearer(token) });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(attachmentBytes)).toBe(true);
    } finally {
      await portal.close();
    }
  }

  beforeAll(async () => {
    source = testConfig({ ...server.s3.env(), SEED_DEMO_CONTENT: 'true' });
    dirs.push(source.DATA_DIR);
    const portal = await openPortal(source);
    try {
      await seedDatabase(portal.database.db, source, portal.app.log);
      person = await registerCitizen(portal, 1);
      const token = (await login(portal, person.email, person.password)).json().data.access_token as string;
      ({ uploadId } = await proposalWithAttachment(portal, { email: person.email, token }, attachmentBytes));
    } finally {
      await portal.close();
    }
    sourceFiles = await bucketFiles(server.s3.settings());
    manifest = await createBackup(locationOf(source, server.s3.bucket), archive);
  }, 300_000);

  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  });

  it('archives the bucket’s files under uploads/, with DATA_DIR’s own files', () => {
    expect(existsSync(path.join(source.DATA_DIR, 'uploads'))).toBe(false);
    expect(sourceFiles.size).toBeGreaterThan(40);
    const archived = manifest.files.filter((file) => file.path.startsWith('uploads/'));
    expect(archived.map((file) => file.path)).toEqual([...sourceFiles.keys()].map((key) => `uploads/${key}`));
    expect(manifest.files.some((file) => file.path === 'jwt-secret')).toBe(false);
    expect(manifest.files.map((file) => file.path)).toEqual(manifest.files.map((file) => file.path).sort());
  });

  it('restores into a fresh bucket, where the portal finds every file', async () => {
    const bucket = await server.s3.newBucket();
    const config = target(bucket);
    const summary = await restoreBackup(locationOf(config, bucket), archive);
    expect(summary.files).toBe(manifest.files.length);
    expect(await bucketFiles(server.s3.settings(bucket))).toEqual(sourceFiles);
    expect(existsSync(path.join(config.DATA_DIR, 'uploads'))).toBe(false);
    await downloadsTheAttachment(config);
  }, 300_000);

  it('restores an archive of S3 into DATA_DIR/uploads, and that portal’s archive into a bucket', async () => {
    const local = target();
    await restoreBackup(locationOf(local), archive);
    expect(await folderFiles(local.DATA_DIR)).toEqual(sourceFiles);
    await downloadsTheAttachment(local);

    const localArchive = path.join(work, 'portal-local.tar.gz');
    await createBackup(locationOf(local), localArchive);
    const bucket = await server.s3.newBucket();
    const config = target(bucket);
    await restoreBackup(locationOf(config, bucket), localArchive);
    expect(await bucketFiles(server.s3.settings(bucket))).toEqual(sourceFiles);
    await downloadsTheAttachment(config);
  }, 300_000);

  it('refuses a bucket that is not empty unless --force, and then replaces what it holds', async () => {
    const bucket = await server.s3.newBucket();
    const store = createS3Files(server.s3.settings(bucket));
    const stray = `documents/${'f'.repeat(32)}.pdf`;
    try {
      await store.put(stray, Buffer.from('left by the operator'));
      const config = target(bucket);
      await expect(restoreBackup(locationOf(config, bucket), archive)).rejects.toThrow(
        /the bucket s3:\/\/portal-\w+ at http:\/\/127\.0\.0\.1:\d+ \(S3_BUCKET\) is not empty.*--force.*Nothing was changed/s,
      );
      expect(await store.size(stray)).toBe(20);
      expect(existsSync(path.join(config.DATA_DIR, 'pglite'))).toBe(false);

      await restoreBackup(locationOf(config, bucket), archive, { force: true });
      expect(await store.size(stray)).toBeUndefined();
      expect(await bucketFiles(server.s3.settings(bucket))).toEqual(sourceFiles);
    } finally {
      store.close();
    }
  }, 300_000);
});
