import { mkdir, mkdtemp, readdir, readFile, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { FileBackend } from '../storage/backend.ts';
import type { PortalLocation } from './backup.ts';
import {
  assertPgliteNotInUse,
  knownMigrations,
  loadPglite,
  postgresObjectCount,
  restorePostgres,
  type TableCounts,
} from './database.ts';
import {
  BackupError,
  closeToOthers,
  exists,
  isEmptyDir,
  listFiles,
  PGLITE_FOLDER,
  runTool,
  sha256File,
  WORK_PREFIX,
} from './files.ts';
import { DATABASE_FOLDER, FILES_FOLDER, MANIFEST_NAME, type Manifest, ManifestSchema } from './manifest.ts';
import { describeStore, putInStore, sha256Stored, storeIsEmpty, storeOf, UPLOADS_FOLDER } from './stored-files.ts';

export interface RestoreSummary {
  manifest: Manifest;
  tables: number;
  rows: number;
  files: number;
  seconds: number;
}

const unchanged = 'Nothing was changed.';

/**
 * Restores an archive of `createBackup` into the configured place: an empty DATA_DIR (PGlite) or an
 * empty database plus DATA_DIR (PostgreSQL), and the uploaded files into the store the portal uses
 * (DATA_DIR/uploads, or an empty S3 bucket: whichever store the archive came from); a target that
 * holds anything is refused unless `force`, and then replaced. The archive is unpacked and
 * checked whole (every hash, and for PGlite the row counts of the loaded database) in a working
 * folder inside DATA_DIR before the target is touched.
 */
export async function restoreBackup(
  location: PortalLocation,
  from: string,
  { force = false } = {},
  log: (line: string) => void = () => {},
): Promise<RestoreSummary> {
  const archive = path.resolve(from);
  const dataDir = path.resolve(location.dataDir);
  if (!(await exists(archive))) throw new BackupError(`${archive} does not exist.`);
  // The bucket, when the files go to S3; DATA_DIR/uploads is moved in place with the rest of DATA_DIR.
  const bucket = location.s3 ? storeOf(dataDir, location.s3) : undefined;
  try {
    return await restoreInto(location, archive, dataDir, bucket, force, log);
  } finally {
    bucket?.close();
  }
}

async function restoreInto(
  location: PortalLocation,
  archive: string,
  dataDir: string,
  bucket: FileBackend | undefined,
  force: boolean,
  log: (line: string) => void,
): Promise<RestoreSummary> {
  const started = performance.now();
  await checkTargets(location, dataDir, force, { bucket });

  const madeDataDir = !(await exists(dataDir));
  await mkdir(dataDir, { recursive: true });
  const work = await mkdtemp(path.join(dataDir, WORK_PREFIX));
  let done = false;
  try {
    const unpacked = path.join(work, 'archive');
    await mkdir(unpacked);
    log(`Unpacking and checking ${archive}…`);
    await runTool(
      'tar',
      [
        '--extract',
        '--gzip',
        `--file=${archive}`,
        `--directory=${unpacked}`,
        '--no-same-owner',
        '--no-same-permissions',
      ],
      'Reading the archive (tar)',
    ).catch((error: Error) => {
      throw new BackupError(`The archive is damaged or truncated and cannot be read. ${unchanged}\n${error.message}`);
    });
    const manifest = await readManifest(unpacked);
    await verifyArchive(unpacked, manifest);
    await closeToOthers(unpacked);

    const kind = location.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database.kind !== kind) {
      throw new BackupError(
        `This archive holds ${manifest.database.kind === 'pglite' ? 'an embedded (PGlite)' : 'a PostgreSQL'} database ` +
          `but the target is ${kind === 'pglite' ? 'the embedded database (no DATABASE_URL)' : 'PostgreSQL (DATABASE_URL)'}; ` +
          `restore it with the same kind of database. ${unchanged}`,
      );
    }
    const migration = manifest.database.latestMigration;
    if (migration && !knownMigrations().has(migration.createdAt)) {
      throw new BackupError(
        `The archive was made by a newer version of the portal (migration ${migration.tag ?? migration.createdAt} is unknown here); ` +
          `install that version first. ${unchanged}`,
      );
    }

    const dumpFile = path.join(unpacked, DATABASE_FOLDER, manifest.database.file);
    let restored: { tables: TableCounts };
    if (location.databaseUrl) {
      await checkTargets(location, dataDir, force, { bucket });
      log('Loading the database into PostgreSQL (one transaction)…');
      restored = await restorePostgres(location.databaseUrl, dumpFile, work, force);
      compareCounts(manifest.database.tables, restored.tables, 'The database was restored but its');
    } else {
      log('Loading the embedded database…');
      restored = await loadPglite(path.join(work, PGLITE_FOLDER), dumpFile);
      compareCounts(manifest.database.tables, restored.tables, `${unchanged} The loaded database's`);
    }

    await checkTargets(location, dataDir, force, { databaseDone: true, bucket });
    // Into the bucket first: should it fail, DATA_DIR (and an embedded database) are still untouched.
    if (bucket) await putInStore(bucket, path.join(unpacked, FILES_FOLDER), manifest.files, force, log);
    const incoming = (await readdir(path.join(unpacked, FILES_FOLDER)))
      .filter((name) => !(bucket && name === UPLOADS_FOLDER))
      .map((name) => path.join(unpacked, FILES_FOLDER, name));
    if (!location.databaseUrl) incoming.push(path.join(work, PGLITE_FOLDER));
    await putInPlace(dataDir, work, incoming);

    // Read back from their final place: what the portal will serve is what was backed up.
    for (const file of manifest.files) {
      const stored = bucket && file.path.startsWith(`${UPLOADS_FOLDER}/`) ? bucket : undefined;
      const found = stored
        ? await sha256Stored(stored, file.path.slice(UPLOADS_FOLDER.length + 1))
        : await sha256File(path.join(dataDir, file.path));
      if (found !== file.sha256) {
        const where = stored ? describeStore(stored) : 'the disk';
        throw new BackupError(`${file.path} differs from the archive after it was put in place; check ${where}.`);
      }
    }
    done = true;
    const summary: RestoreSummary = {
      manifest,
      tables: Object.keys(restored.tables).length,
      rows: Object.values(restored.tables).reduce((sum, n) => sum + n, 0),
      files: manifest.files.length,
      seconds: (performance.now() - started) / 1000,
    };
    log(
      `Restored the backup of ${manifest.createdAt} (${manifest.database.kind}, migration ${migration?.tag ?? 'none'}) ` +
        `into ${location.databaseUrl ? 'the PostgreSQL database and ' : ''}${dataDir}` +
        `${bucket ? ` and ${describeStore(bucket)}` : ''}.\n` +
        `Verified: ${summary.tables} tables and ${summary.rows} rows match the manifest; ` +
        `${summary.files} files match their sizes and SHA-256. Took ${summary.seconds.toFixed(1)} s.`,
    );
    if (!manifest.files.some((file) => file.path === 'data-key')) {
      log(
        'Note: the archive holds no data-key: set DATA_KEY to the value the backed-up portal used, ' +
          'or the personal data in the database cannot be read.',
      );
    }
    return summary;
  } finally {
    await rm(work, { recursive: true, force: true });
    if (!done && madeDataDir) await rmdir(dataDir).catch(() => {});
  }
}

/** Refuses a target that holds anything (unless `force`) and, always, an embedded database in use. */
async function checkTargets(
  location: PortalLocation,
  dataDir: string,
  force: boolean,
  { databaseDone = false, bucket }: { databaseDone?: boolean; bucket?: FileBackend } = {},
): Promise<void> {
  if (!location.databaseUrl) await assertPgliteNotInUse(dataDir);
  if (force) return;
  if (!(await isEmptyDir(dataDir))) {
    throw new BackupError(
      `DATA_DIR (${dataDir}) is not empty. Restore into an empty folder, or add --force to replace what it holds. ${unchanged}`,
    );
  }
  if (bucket && !(await storeIsEmpty(bucket))) {
    throw new BackupError(
      `${describeStore(bucket)} (S3_BUCKET) is not empty. Restore into an empty bucket, or add --force to replace ` +
        `what it holds. ${unchanged}`,
    );
  }
  if (location.databaseUrl && !databaseDone && (await postgresObjectCount(location.databaseUrl)) > 0) {
    throw new BackupError(
      `The PostgreSQL database of DATABASE_URL is not empty. Restore into a new database (createdb), ` +
        `or add --force to replace its content. ${unchanged}`,
    );
  }
}

async function readManifest(unpacked: string): Promise<Manifest> {
  const text = await readFile(path.join(unpacked, MANIFEST_NAME), 'utf8').catch(() => undefined);
  if (text === undefined)
    throw new BackupError(`This is not a backup of the portal: it has no ${MANIFEST_NAME}. ${unchanged}`);
  let parsed: ReturnType<typeof ManifestSchema.safeParse>;
  try {
    parsed = ManifestSchema.safeParse(JSON.parse(text));
  } catch {
    throw new BackupError(`${MANIFEST_NAME} of the archive is damaged (not JSON). ${unchanged}`);
  }
  if (!parsed.success) {
    const where = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ');
    throw new BackupError(
      `${MANIFEST_NAME} of the archive is damaged or of an unknown version (${where}). ${unchanged}`,
    );
  }
  return parsed.data;
}

/** The unpacked archive holds exactly what its manifest lists, byte for byte. */
async function verifyArchive(unpacked: string, manifest: Manifest): Promise<void> {
  const damaged = (what: string) => new BackupError(`The archive is damaged: ${what}. ${unchanged}`);
  const expected = new Map<string, { size: number; sha256: string }>([
    [`${DATABASE_FOLDER}/${manifest.database.file}`, manifest.database],
    ...manifest.files.map((file) => [`${FILES_FOLDER}/${file.path}`, file] as const),
  ]);
  if (manifest.files.some((file) => file.path === PGLITE_FOLDER || file.path.startsWith(`${PGLITE_FOLDER}/`))) {
    throw damaged(`it lists files inside ${PGLITE_FOLDER}/`);
  }
  const found = await listFiles(unpacked).catch((error: Error) => {
    throw damaged(error.message);
  });
  for (const name of found) {
    if (name !== MANIFEST_NAME && !expected.has(name)) throw damaged(`${name} is not in the manifest`);
  }
  const present = new Set(found);
  for (const [name, entry] of expected) {
    if (!present.has(name)) throw damaged(`${name} is missing`);
    if ((await sha256File(path.join(unpacked, name))) !== entry.sha256)
      throw damaged(`${name} does not match its SHA-256`);
  }
  // The folders the file list needs exist even when the archive holds no file.
  await mkdir(path.join(unpacked, FILES_FOLDER), { recursive: true });
}

function compareCounts(expected: TableCounts, actual: TableCounts, lead: string): void {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  const wrong = names.filter((name) => expected[name] !== actual[name]);
  if (wrong.length > 0) {
    const detail = wrong.map((name) => `${name}: ${actual[name] ?? 'missing'} instead of ${expected[name] ?? 'none'}`);
    throw new BackupError(`${lead} row counts differ from the manifest:\n  ${detail.join('\n  ')}`);
  }
}

/**
 * Moves the restored entries into DATA_DIR. With --force the old entries go aside into the
 * working folder first and come back if a move fails; they are deleted with it at the end.
 */
async function putInPlace(dataDir: string, work: string, incoming: string[]): Promise<void> {
  const aside = path.join(work, 'replaced');
  await mkdir(aside);
  const old = (await readdir(dataDir)).filter((name) => !name.startsWith(WORK_PREFIX));
  const movedOld: string[] = [];
  const movedNew: string[] = [];
  try {
    for (const name of old) {
      await rename(path.join(dataDir, name), path.join(aside, name));
      movedOld.push(name);
    }
    for (const source of incoming) {
      const name = path.basename(source);
      await rename(source, path.join(dataDir, name));
      movedNew.push(name);
    }
  } catch (error) {
    for (const name of movedNew) await rm(path.join(dataDir, name), { recursive: true, force: true });
    for (const name of movedOld) await rename(path.join(aside, name), path.join(dataDir, name));
    throw new BackupError(`Could not put the restored files in ${dataDir}: ${(error as Error).message}`);
  }
}
