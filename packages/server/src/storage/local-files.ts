import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileBackend } from './backend.ts';

/**
 * Files in a folder (DATA_DIR/uploads): one machine's disk, or a mount every process shares (NFS).
 * Only this backend joins keys to a path; the store checked each key (STORED_KEY) before.
 */
export function createLocalFiles(root: string): FileBackend {
  const locate = (key: string) => path.join(root, key);
  return {
    kind: 'local',
    location: root,
    async put(key, content) {
      await mkdir(path.dirname(locate(key)), { recursive: true });
      await writeFile(locate(key), content, { mode: 0o640 });
    },
    async open(key) {
      const info = await stat(locate(key)).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { size: info.size, body: createReadStream(locate(key)) };
    },
    async size(key) {
      const info = await stat(locate(key)).catch(() => undefined);
      return info?.isFile() ? info.size : undefined;
    },
    async delete(key) {
      await rm(locate(key), { force: true });
    },
    async *list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        },
      );
      const keys: string[] = [];
      for (const entry of entries) {
        const relative = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        if (entry.isFile()) keys.push(relative);
        // A link or a socket is no upload: a backup would copy what it points to, or fail on it.
        else if (!entry.isDirectory()) throw new Error(`${locate(relative)} is not a regular file or folder`);
      }
      for (const key of keys.sort()) {
        const size = (await stat(locate(key))).size;
        yield { key, size };
      }
    },
    async check() {},
    close() {},
  };
}
