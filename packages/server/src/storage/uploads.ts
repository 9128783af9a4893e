import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { IMAGE_WIDTHS, type ImageWidth } from '@portal/shared/images';
import { messages } from '@portal/shared/messages';
import { uploadMessages } from '@portal/shared/uploads';
import type { FastifyReply } from 'fastify';
import type { StoredFile } from '../db/schema/catalogue.ts';
import { HttpError, notFound } from '../errors.ts';
import type { FileBackend } from './backend.ts';
import { createLocalFiles } from './local-files.ts';
import { createS3Files, type S3Settings } from './s3-files.ts';

/**
 * Folders of the stored files (DATA_DIR/uploads/<folder>, or key prefixes in S3), one per kind of
 * owner (`images`: public images staff upload, e.g. post covers).
 */
export type UploadFolder = 'avatars' | 'products' | 'documents' | 'submissions' | 'images';

/**
 * Headers of every answer that is an uploaded or stored file. `nosniff`: the
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
export const STORED_KEY = /^(avatars|products|documents|submissions|images)\/[0-9a-f]{32}\.[a-z0-9]{1,8}$/;

/** The key of a public image `save` made (an avatar, a post's picture): WebP, served to anyone. */
const PUBLIC_IMAGE_KEY = /^(avatars|images)\/[0-9a-f]{32}\.webp$/;

/** What `save` keeps (re-encoded images): the type an S3 object is labelled with. */
const PUBLIC_IMAGE_TYPES: Record<string, string> = { webp: 'image/webp' };

/**
 * Files people upload, kept with names the server makes up (nothing of the uploaded name reaches
 * a key or a URL): under DATA_DIR/uploads, or in an S3-compatible bucket when `s3` is given
 * (config.ts: S3_BUCKET) so that every process of the portal sees every file. Callers never
 * reach the files but through these methods.
 */
export function createUploadStore(dataDir: string, s3?: S3Settings) {
  const backend: FileBackend = s3 ? createS3Files(s3) : createLocalFiles(path.join(dataDir, 'uploads'));
  const files = answering(backend);
  /** The bytes of the file `key`, or undefined when there is none. */
  const readAll = async (key: string): Promise<Buffer | undefined> => {
    const opened = await files.open(key);
    if (!opened) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  return {
    /** `local` or `s3`. */
    kind: backend.kind,
    /** Where the files are (a folder or a bucket), for logs; never a secret. */
    location: backend.location,
    /** The backend itself, without the key checks and the 503: listing every file, tests. */
    files: backend,
    /** Saves `content` in `folder` and answers its public path, e.g. `/uploads/avatars/ab12….webp`. */
    async save(folder: UploadFolder, content: Buffer, extension: string): Promise<string> {
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      await files.put(`${folder}/${name}`, content, PUBLIC_IMAGE_TYPES[extension]);
      return `/uploads/${folder}/${name}`;
    },
    /** Saves a file people will download, answering what a record keeps of it (`StoredFile`). */
    async store(folder: UploadFolder, content: Buffer, file: { name: string; mime: string; extension: string }) {
      const key = `${folder}/${randomBytes(16).toString('hex')}.${file.extension}`;
      await files.put(key, content, file.mime);
      return { key, name: file.name, size: content.length, mime: file.mime } satisfies StoredFile;
    },
    /** The size of the stored file `key`, or undefined when there is none (or `key` is no stored key). */
    async size(key: string): Promise<number | undefined> {
      return STORED_KEY.test(key) ? files.size(key) : undefined;
    },
    /** The bytes of the stored file `key`, or undefined when there is none. */
    async read(key: string): Promise<Buffer | undefined> {
      return STORED_KEY.test(key) ? readAll(key) : undefined;
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
      const opened = await files.open(file.key);
      if (!opened) throw notFound(uploadMessages.notFound);
      const asciiName =
        file.name
          .replace(/đ/g, 'd')
          .replace(/Đ/g, 'D')
          .normalize('NFD')
          .replace(/[^\x20-\x7e]/g, '')
          .replace(/["\\]/g, '') || 'tep';
      return reply
        .type(file.mime)
        .header('content-length', opened.size)
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
        .send(opened.body);
    },
    /**
     * Sends a public WebP image saved by `save` (an avatar, a post's picture) under `shownName`,
     * cached for a year: its name changes whenever its content does. 404 when it is missing.
     */
    async sendImage(reply: FastifyReply, key: string, shownName: string): Promise<FastifyReply> {
      const opened = PUBLIC_IMAGE_KEY.test(key) ? await files.open(key) : undefined;
      if (!opened) throw notFound();
      return sendWebp(reply, opened, shownName);
    },
    /**
     * Sends the public image `key` (`images/…`) `width` pixels wide, like `sendImage`: the first
     * request makes that size from the upload (sharp) and keeps it beside it, at `images/<name>-w<width>.webp`.
     */
    async sendImageAt(reply: FastifyReply, key: string, width: ImageWidth, shownName: string): Promise<FastifyReply> {
      if (!PUBLIC_IMAGE_KEY.test(key) || !IMAGE_WIDTHS.includes(width)) throw notFound();
      const sized = key.replace(/\.webp$/, `-w${width}.webp`);
      const kept = await files.open(sized);
      if (kept) return sendWebp(reply, kept, shownName);
      const upload = await readAll(key);
      if (!upload) throw notFound();
      const { default: sharp } = await import('sharp');
      const resized = await sharp(upload).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
      await files.put(sized, resized, 'image/webp');
      return sendWebp(reply, { size: resized.length, body: resized }, shownName);
    },
    /** Removes a file saved earlier, given its public path, and the sizes made of an image; other paths are ignored. */
    async remove(publicPath: string | null): Promise<void> {
      const key = publicPath?.replace(/^\/uploads\//, '');
      if (!key || !STORED_KEY.test(key)) return;
      await files.delete(key);
      if (PUBLIC_IMAGE_KEY.test(key)) {
        for (const width of IMAGE_WIDTHS) await files.delete(key.replace(/\.webp$/, `-w${width}.webp`));
      }
    },
    /** Resolves when the files can be reached (S3: the bucket answers). */
    check: () => backend.check(),
    /** Releases the store's connections (S3); call once the app has stopped using it. */
    close: () => backend.close(),
  };
}

/**
 * The backend's calls as the routes make them: a store that does not answer (S3 down or refusing
 * the keys, a disk error) is a 503 "try again later" whose cause goes to the log, never a 500.
 */
function answering(backend: FileBackend): Pick<FileBackend, 'put' | 'open' | 'size' | 'delete'> {
  const unavailable = (error: unknown): never => {
    const failure = new HttpError(503, 'service_unavailable', messages.serviceUnavailable, undefined, {
      'retry-after': '5',
    });
    failure.cause = error;
    throw failure;
  };
  return {
    put: (key, content, mime) => backend.put(key, content, mime).catch(unavailable),
    open: (key) => backend.open(key).catch(unavailable),
    size: (key) => backend.size(key).catch(unavailable),
    delete: (key) => backend.delete(key).catch(unavailable),
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;

/** RFC 8187 value characters: encodeURIComponent leaves `'()*!` as they are, which it does not allow. */
const encodeRfc8187 = (name: string) =>
  encodeURIComponent(name).replace(/['()*!]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/** A public WebP image's answer: cached for a year (its name changes whenever its content does). */
function sendWebp(
  reply: FastifyReply,
  opened: { size: number; body: NodeJS.ReadableStream | Buffer },
  shownName: string,
): FastifyReply {
  return reply
    .type('image/webp')
    .header('content-length', opened.size)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('content-disposition', `inline; filename="${shownName}"`)
    .headers(FILE_ANSWER_HEADERS)
    .send(opened.body);
}
