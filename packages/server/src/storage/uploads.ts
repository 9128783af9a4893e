import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { uploadMessages } from '@portal/shared/uploads';
import type { FastifyReply } from 'fastify';
import type { StoredFile } from '../db/schema/catalogue.ts';
import { notFound } from '../errors.ts';

/** Folders of DATA_DIR/uploads, one per kind of owner (`images`: public images staff upload, e.g. post covers). */
export type UploadFolder = 'avatars' | 'products' | 'documents' | 'submissions' | 'images';

/**
 * Headers of every answer that is an uploaded or stored file (issue 18, item 17). `nosniff`: the
 * browser never guesses another type. The CSP replaces the portal's own for the file: should a
 * file still be read as a page (opened in a tab, a type a browser renders), it runs in a sandbox
 * (a unique origin: no script, no form, no access to the portal's storage or cookies) and may load
 * nothing (`default-src 'none'`); inline styles stay for the browser's own image viewer. A CSP on
 * an image does nothing to the page that shows it in an <img>.
 */
export const FILE_ANSWER_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
} as const;

/** The stored key of a file: its folder and a server-made name, e.g. `documents/ab12….pdf`. */
const STORED_KEY = /^(avatars|products|documents|submissions|images)\/[0-9a-f]{32}\.[a-z0-9]{1,8}$/;

/**
 * Files people upload, stored under DATA_DIR/uploads with names the server makes up:
 * nothing of the uploaded name reaches the disk or a URL.
 */
export function createUploadStore(dataDir: string) {
  const root = path.join(dataDir, 'uploads');
  return {
    root,
    /** Saves `content` in `folder` and answers its public path, e.g. `/uploads/avatars/ab12….webp`. */
    async save(folder: UploadFolder, content: Buffer, extension: string): Promise<string> {
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(path.join(root, folder, name), content, { mode: 0o640 });
      return `/uploads/${folder}/${name}`;
    },
    /** Saves a file people will download, answering what a record keeps of it (`StoredFile`). */
    async store(folder: UploadFolder, content: Buffer, file: { name: string; mime: string; extension: string }) {
      const key = `${folder}/${randomBytes(16).toString('hex')}.${file.extension}`;
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(path.join(root, key), content, { mode: 0o640 });
      return { key, name: file.name, size: content.length, mime: file.mime } satisfies StoredFile;
    },
    /**
     * Sends a stored file as a download under its shown name (`inline` to open it in the browser),
     * with nosniff so the browser never guesses another type; 404 when it is missing. A `private`
     * file (one only signed-in users may have) is kept by no cache.
     */
    async send(
      reply: FastifyReply,
      file: StoredFile,
      { inline = false, private: personal = false } = {},
    ): Promise<FastifyReply> {
      if (!STORED_KEY.test(file.key)) throw notFound(uploadMessages.notFound);
      const location = path.join(root, file.key);
      const info = await stat(location).catch(() => undefined);
      if (!info?.isFile()) throw notFound(uploadMessages.notFound);
      const asciiName =
        file.name
          .replace(/đ/g, 'd')
          .replace(/Đ/g, 'D')
          .normalize('NFD')
          .replace(/[^\x20-\x7e]/g, '')
          .replace(/["\\]/g, '') || 'tep';
      return reply
        .type(file.mime)
        .header('content-length', info.size)
        .header(
          'content-disposition',
          `${inline ? 'inline' : 'attachment'}; filename="${asciiName}"; filename*=UTF-8''${encodeRfc8187(file.name)}`,
        )
        .headers(FILE_ANSWER_HEADERS)
        .header(
          'cache-control',
          // Revalidated each time: a file whose record becomes internal or hidden stops being served at once.
          personal ? 'private, no-store' : 'no-cache',
        )
        .send(createReadStream(location));
    },
    /** Removes a file saved earlier, given its public path; other paths are ignored. */
    async remove(publicPath: string | null): Promise<void> {
      const key = publicPath?.replace(/^\/uploads\//, '');
      if (key && STORED_KEY.test(key)) await rm(path.join(root, key), { force: true });
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;

/** RFC 8187 value characters: encodeURIComponent leaves `'()*!` as they are, which it does not allow. */
const encodeRfc8187 = (name: string) =>
  encodeURIComponent(name).replace(/['()*!]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
