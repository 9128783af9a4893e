import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Files people upload, stored under DATA_DIR/uploads with names the server makes up:
 * nothing of the uploaded name reaches the disk or a URL.
 */
export function createUploadStore(dataDir: string) {
  const root = path.join(dataDir, 'uploads');
  return {
    root,
    /** Saves `content` in `folder` and answers its public path, e.g. `/uploads/avatars/ab12….webp`. */
    async save(folder: 'avatars', content: Buffer, extension: string): Promise<string> {
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(path.join(root, folder, name), content, { mode: 0o640 });
      return `/uploads/${folder}/${name}`;
    },
    /** Removes a file saved earlier, given its public path; other paths are ignored. */
    async remove(publicPath: string | null): Promise<void> {
      const match = publicPath?.match(/^\/uploads\/(avatars)\/([0-9a-f]{32}\.[a-z]+)$/);
      if (match) await rm(path.join(root, match[1] ?? '', match[2] ?? ''), { force: true });
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
