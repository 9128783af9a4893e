import { chmod, copyFile, mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PORTAL_VERSION } from '@portal/shared/release';
import type { S3Settings } from '../storage/s3-files.ts';
import { dumpPglite, dumpPostgres } from './database.ts';
import { BackupError, exists, listFiles, PGLITE_FOLDER, runTool, sha256File, WORK_PREFIX } from './files.ts';
import { DATABASE_FOLDER, FILES_FOLDER, MANIFEST_NAME, type Manifest } from './manifest.ts';
import { copyStoredFiles, storeOf, UPLOADS_FOLDER } from './stored-files.ts';

export interface PortalLocation {
  /** DATA_DIR: uploads, outbox, generated secrets and, without databaseUrl, the embedded database. */
  dataDir: string;
  /** DATABASE_URL when the portal runs on PostgreSQL. */
  databaseUrl?: string;
  /** The bucket of S3_BUCKET when uploaded files are kept in S3 instead of DATA_DIR/uploads. */
  s3?: S3Settings;
}

/**
 * Writes one tar.gz archive to `out`: manifest.json, the database dump, every file of DATA_DIR
 * (but the embedded database's own folder) and the uploaded files, read from the store the portal
 * uses (DATA_DIR/uploads or the S3 bucket) into `uploads/` either way. The files are copied and
 * hashed into a working folder beside `out` first, so the manifest describes exactly the bytes
 * archived even while the server writes new uploads; the archive appears at `out` only once it is
 * complete.
 */
export async function createBackup(
  location: PortalLocation,
  out: string,
  log: (line: string) => void = () => {},
): Promise<Manifest> {
  const started = performance.now();
  const target = path.resolve(out);
  if (await exists(target)) throw new BackupError(`${target} already exists; choose another name.`);
  const dataDir = path.resolve(location.dataDir);
  const fromDataDir = path.relative(dataDir, target);
  if (fromDataDir !== '..' && !fromDataDir.startsWith(`..${path.sep}`) && !path.isAbsolute(fromDataDir)) {
    // Archives kept there would be copied into every later archive.
    throw new BackupError(`Write the archive outside DATA_DIR (${dataDir}).`);
  }
  await mkdir(path.dirname(target), { recursive: true });
  const work = await mkdtemp(path.join(path.dirname(target), WORK_PREFIX));
  try {
    await mkdir(path.join(work, DATABASE_FOLDER));
    await mkdir(path.join(work, FILES_FOLDER));

    // The database first: every file a row of the dump names exists by then and is copied after.
    const kind = location.databaseUrl ? 'postgres' : 'pglite';
    const dumpName = kind === 'postgres' ? 'postgres.dump' : 'pglite.tar';
    const dumpFile = path.join(work, DATABASE_FOLDER, dumpName);
    log(`Dumping the ${kind === 'postgres' ? 'PostgreSQL' : 'embedded (PGlite)'} database…`);
    const database = location.databaseUrl
      ? await dumpPostgres(location.databaseUrl, dumpFile)
      : await dumpPglite(location.dataDir, dumpFile);

    const leaveOut = (relative: string) =>
      relative === PGLITE_FOLDER || relative === UPLOADS_FOLDER || path.basename(relative).startsWith(WORK_PREFIX);
    const names = (await exists(dataDir)) ? await listFiles(dataDir, leaveOut) : [];
    log(`Copying ${names.length} files of ${dataDir}…`);
    const files: Manifest['files'] = [];
    for (const name of names) {
      const copy = path.join(work, FILES_FOLDER, name);
      await mkdir(path.dirname(copy), { recursive: true });
      await copyFile(path.join(dataDir, name), copy);
      files.push({ path: name, size: (await stat(copy)).size, sha256: await sha256File(copy) });
    }
    const store = storeOf(location.dataDir, location.s3);
    try {
      files.push(...(await copyStoredFiles(store, path.join(work, FILES_FOLDER), log)));
    } finally {
      store.close();
    }
    files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));

    const manifest: Manifest = {
      format: 'portal-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      appVersion: PORTAL_VERSION,
      database: {
        kind,
        file: dumpName,
        size: (await stat(dumpFile)).size,
        sha256: await sha256File(dumpFile),
        latestMigration: database.latestMigration,
        tables: database.tables,
      },
      files,
    };
    await writeFile(path.join(work, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);

    const partial = path.join(work, 'archive.tar.gz');
    await runTool(
      'tar',
      ['--create', '--gzip', `--file=${partial}`, `--directory=${work}`, MANIFEST_NAME, DATABASE_FOLDER, FILES_FOLDER],
      'Writing the archive (tar)',
    );
    // The archive holds the generated secrets and personal data: readable by its owner only.
    await chmod(partial, 0o600);
    await rename(partial, target);
    const rows = Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0);
    log(
      `Backup written to ${target}: ${(await stat(target)).size} bytes, ${Object.keys(manifest.database.tables).length} tables, ` +
        `${rows} rows, ${files.length} files, in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
    if (!files.some((file) => file.path === 'data-key')) {
      log(
        'Note: DATA_KEY is not in DATA_DIR (it comes from the environment), so it is not in the archive. ' +
          'Keep it with the archive: without it the personal data in the database cannot be read.',
      );
    }
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
