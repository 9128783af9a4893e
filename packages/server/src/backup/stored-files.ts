import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileBackend } from '../storage/backend.ts';
import { createLocalFiles } from '../storage/local-files.ts';
import { createS3Files, type S3Settings } from '../storage/s3-files.ts';
import { BackupError, sha256File } from './files.ts';
import { type Manifest, SafeRelativePath } from './manifest.ts';

/**
 * The uploaded files in an archive: under `files/uploads/<key>` whichever store kept them, so an
 * archive of a portal on the local folder restores into S3 and back. DATA_DIR's own `uploads`
 * folder is copied through the store like a bucket, never walked with the rest of DATA_DIR.
 */
export const UPLOADS_FOLDER = 'uploads';

/** The store of a portal: its S3 bucket, or DATA_DIR/uploads. */
export function storeOf(dataDir: string, s3: S3Settings | undefined): FileBackend {
  return s3 ? createS3Files(s3) : createLocalFiles(path.join(dataDir, UPLOADS_FOLDER));
}

/** What the operator reads about a store: `DATA_DIR/uploads` or the bucket (never its keys). */
export const describeStore = (store: FileBackend) =>
  store.kind === 's3' ? `the bucket ${store.location}` : store.location;

const storeFailure = (store: FileBackend, error: unknown) =>
  new BackupError(`Reading or writing ${describeStore(store)} failed: ${(error as Error).message}`);

/** Copies every file of the store to `<into>/uploads/<key>`, answering the manifest's entries for them. */
export async function copyStoredFiles(
  store: FileBackend,
  into: string,
  log: (line: string) => void,
): Promise<Manifest['files']> {
  const entries: Manifest['files'] = [];
  try {
    const keys: string[] = [];
    for await (const { key } of store.list()) keys.push(key);
    log(`Copying ${keys.length} uploaded files of ${describeStore(store)}…`);
    for (const key of keys) {
      const name = `${UPLOADS_FOLDER}/${key}`;
      if (!SafeRelativePath.safeParse(name).success) {
        throw new BackupError(
          `${describeStore(store)} holds "${key}", which is no file name of the portal; move it away.`,
        );
      }
      const opened = await store.open(key);
      // Deleted since it was listed (an upload swept, an avatar replaced): nothing in the database names it.
      if (!opened) continue;
      const copy = path.join(into, name);
      await mkdir(path.dirname(copy), { recursive: true });
      await pipeline(opened.body, createWriteStream(copy));
      entries.push({ path: name, size: (await stat(copy)).size, sha256: await sha256File(copy) });
    }
  } catch (error) {
    throw error instanceof BackupError ? error : storeFailure(store, error);
  }
  return entries;
}

/** True when the store holds no file. */
export async function storeIsEmpty(store: FileBackend): Promise<boolean> {
  try {
    for await (const _ of store.list()) return false;
    return true;
  } catch (error) {
    throw storeFailure(store, error);
  }
}

/**
 * Writes the archive's uploaded files (unpacked under `from`) into an S3 bucket, then, when
 * replacing (`force`), deletes the bucket's files the archive does not hold.
 */
export async function putInStore(
  store: FileBackend,
  from: string,
  files: Manifest['files'],
  force: boolean,
  log: (line: string) => void,
): Promise<void> {
  const keys = new Set<string>();
  try {
    const uploaded = files.filter((file) => file.path.startsWith(`${UPLOADS_FOLDER}/`));
    log(`Writing ${uploaded.length} uploaded files into ${describeStore(store)}…`);
    for (const file of uploaded) {
      const key = file.path.slice(UPLOADS_FOLDER.length + 1);
      await store.put(key, await readFile(path.join(from, file.path)));
      keys.add(key);
    }
    if (!force) return;
    const extra: string[] = [];
    for await (const { key } of store.list()) if (!keys.has(key)) extra.push(key);
    for (const key of extra) await store.delete(key);
  } catch (error) {
    throw new BackupError(
      `Writing the uploaded files into ${describeStore(store)} failed: ${(error as Error).message}. ` +
        'Run the restore again with --force once it answers.',
    );
  }
}

/** The SHA-256 of a stored file as the store gives it back, or undefined when it is not there. */
export async function sha256Stored(store: FileBackend, key: string): Promise<string | undefined> {
  const opened = await store.open(key).catch((error: unknown) => {
    throw storeFailure(store, error);
  });
  if (!opened) return undefined;
  const hash = createHash('sha256');
  for await (const chunk of opened.body) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
