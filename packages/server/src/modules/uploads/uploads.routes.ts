import { uploadsApi } from '@portal/shared/api/uploads';
import { fileCheckMessages } from '@portal/shared/messages';
import { UploadedFileSchema } from '@portal/shared/submissions';
import {
  shownFileName,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
  type UploadKind,
  UploadQuerySchema,
  uploadMessages,
} from '@portal/shared/uploads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { HttpError, notFound, unprocessable } from '../../errors.ts';
import { serve } from '../../http/contract.ts';
import { authenticate } from '../auth/guard.ts';
import { scanUpload } from './clamav.ts';
import { readCompoundDirectory } from './compound-file.ts';
import { inflatedWithin, readZipDirectory } from './zip-directory.ts';

/** Uploads a user may make in UPLOAD_WINDOW_MS. */
export const UPLOAD_RATE_LIMIT = 60;
const UPLOAD_WINDOW_MS = 10 * 60 * 1000;
/** Images larger than this many pixels are refused before decoding (a small file can hold a huge image). */
export const MAX_PIXELS = 50_000_000;
/** The long side of a re-encoded image. */
const IMAGE_MAX_SIDE = 1600;

const ErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

interface Accepted {
  content: Buffer;
  extension: string;
  mime: string;
}

const wrongType = (kind: UploadKind) => unprocessable({ file: [uploadMessages.wrongType[kind]] });

/** An image (JPEG, PNG or WebP by its bytes) re-encoded as WebP: only the pixels are kept. */
export async function acceptImage(content: Buffer): Promise<Accepted> {
  const format = await sharp(content, { limitInputPixels: MAX_PIXELS })
    .metadata()
    .then(
      (metadata) => metadata.format,
      () => undefined,
    );
  if (format !== 'jpeg' && format !== 'png' && format !== 'webp') throw wrongType('image');
  const encoded = await sharp(content, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      throw wrongType('image');
    });
  return { content: encoded, extension: 'webp', mime: UPLOAD_TYPES.image.webp };
}

/** Storages and streams that hold VBA code (Word's `Macros`, Excel's `_VBA_PROJECT_CUR`, …). */
const MACRO_ENTRIES = ['_VBA_PROJECT', '_VBA_PROJECT_CUR', 'VBA', 'MACROS'];

/**
 * Old Office files are one container format (CFB); a stream at the container's top says which
 * program made it. PowerPoint first: a slide show may embed a workbook (whose `Workbook` stream
 * sits in a storage of its own). Answers 'macros' for a container carrying VBA code anywhere.
 */
function compoundDocumentType(content: Buffer): 'doc' | 'xls' | 'ppt' | 'macros' | undefined {
  const directory = readCompoundDirectory(content);
  if (!directory) return undefined;
  if (MACRO_ENTRIES.some((name) => directory.all.has(name))) return 'macros';
  if (directory.top.has('POWERPOINT DOCUMENT')) return 'ppt';
  if (directory.top.has('WORDDOCUMENT')) return 'doc';
  if (directory.top.has('WORKBOOK') || directory.top.has('BOOK')) return 'xls';
  return undefined;
}

/** OOXML and OpenDocument types: ZIP containers, checked by their directory as well. */
const ZIP_TYPES = new Set(['docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp']);
/** Entries of a ZIP office file: far more than any real document has, far less than a bomb's. */
const ZIP_MAX_ENTRIES = 10_000;
/**
 * What the entries of a ZIP office file may inflate to in all. A 20 MB document of XML and
 * pictures rarely inflates past 100 MB; a zip bomb (deflate reaches about 1000:1) far more.
 * Checked against what the entries declare (issue 18: a 1 MB `.docx` declaring 992 MiB was
 * accepted under the former 1 GiB bound), then against what they really inflate to (a `.docx`
 * declaring 4,000 bytes that inflated to 150 MiB was accepted on its declaration alone).
 */
export const ZIP_MAX_UNCOMPRESSED = 100 * 1024 * 1024;
/**
 * How many times its own size a ZIP office file may inflate to. Text compresses about 5–20 times
 * and pictures not at all, so real documents stay far below; runs of one byte (a bomb) reach 1000.
 * Below ZIP_RATIO_FROM a high ratio is harmless (an empty template of a few KB) and not checked.
 */
export const ZIP_MAX_RATIO = 100;
const ZIP_RATIO_FROM = 10 * 1024 * 1024;

/**
 * Office files made of a ZIP (OOXML, OpenDocument): refused when the central directory is
 * unreadable, holds too many entries or declares a zip bomb's size, or carries a macro project
 * (VBA's `vbaProject.bin`, OpenDocument's `Basic/` and `Scripts/`) whatever the content types
 * say; then, these cheap checks passed, when an entry inflates to more than it declares or the
 * entries to more than the limits. Inflating is bounded by the declared total, which the
 * directory check has already held to the limits, so a normal document costs one pass over it.
 */
async function checkZipOffice(content: Buffer, extension: string): Promise<void> {
  const directory = readZipDirectory(content, ZIP_MAX_ENTRIES);
  if (!directory.ok) {
    if (directory.reason === 'malformed') throw wrongType('attachment');
    throw unprocessable({ file: [fileCheckMessages.zipBomb] });
  }
  // The ratio counts only past ZIP_RATIO_FROM: below that a small file may inflate as it likes.
  const limit = Math.min(ZIP_MAX_UNCOMPRESSED, Math.max(ZIP_RATIO_FROM, ZIP_MAX_RATIO * content.length));
  if (directory.uncompressedTotal > limit) throw unprocessable({ file: [fileCheckMessages.zipBomb] });
  const macros = directory.entries.some(({ name }) => {
    const lower = name.toLowerCase();
    if (lower.endsWith('vbaproject.bin')) return true;
    return extension.startsWith('od') && (lower.startsWith('basic/') || lower.startsWith('scripts/'));
  });
  if (macros) throw unprocessable({ file: [uploadMessages.macros] });
  if ((await inflatedWithin(content, directory.entries, limit)) !== 'ok') {
    throw unprocessable({ file: [fileCheckMessages.zipBomb] });
  }
}

/**
 * An attachment of an accepted type by its bytes (file-type), never by its name or declared
 * type. JPEG and PNG are re-encoded in their own format so no metadata (location) is kept.
 */
export async function acceptAttachment(content: Buffer): Promise<Accepted> {
  const detected = await fileTypeFromBuffer(content).catch(() => undefined);
  let extension: string | undefined = detected?.ext;
  if (extension === 'cfb') extension = compoundDocumentType(content);
  if (extension === 'macros') throw unprocessable({ file: [uploadMessages.macros] });
  if (!extension || !Object.hasOwn(UPLOAD_TYPES.attachment, extension)) throw wrongType('attachment');
  const type = extension as keyof typeof UPLOAD_TYPES.attachment;
  if (ZIP_TYPES.has(type)) await checkZipOffice(content, type);
  if (type === 'jpg' || type === 'png') {
    const encoded = await sharp(content, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .toFormat(type === 'jpg' ? 'jpeg' : 'png', type === 'jpg' ? { quality: 90 } : {})
      .toBuffer()
      .catch(() => {
        throw wrongType('attachment');
      });
    return { content: encoded, extension: type, mime: UPLOAD_TYPES.attachment[type] };
  }
  return { content, extension: type, mime: UPLOAD_TYPES.attachment[type] };
}

export function registerUploadsRoutes(app: FastifyInstance, context: AppContext): void {
  const { auth, tokens, uploads, uploadRecords } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  serve(
    api,
    uploadsApi.upload,
    {
      schema: {
        tags: ['uploads'],
        summary:
          'Tải lên một tệp cho hồ sơ (đề xuất, ý tưởng, giải pháp): multipart với trường `file`, loại trong `?kind=`. ' +
          'image: JPG, PNG, WebP tối đa 5 MB, mã hóa lại thành WebP (tối đa 1600 px); attachment: PDF, Word, Excel, ' +
          'PowerPoint, OpenDocument, JPG, PNG tối đa 20 MB. Loại tệp xác định theo nội dung, không theo tên. ' +
          'Tệp chưa gắn vào hồ sơ nào bị xóa sau 24 giờ. Tối đa 60 lần tải trong 10 phút.',
        consumes: ['multipart/form-data'],
        querystring: UploadQuerySchema,
        response: {
          201: z.object({ data: UploadedFileSchema }),
          413: ErrorSchema,
          422: ErrorSchema,
          503: ErrorSchema,
        },
      },
      config: {
        signedIn: true,
        rateLimit: {
          hook: 'preHandler',
          max: UPLOAD_RATE_LIMIT,
          timeWindow: UPLOAD_WINDOW_MS,
          keyGenerator: (request: FastifyRequest) => `uploads:${request.signedIn?.user.id ?? request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const signedIn = await authenticate(request, tokens, auth);
      const { kind } = request.query;
      const file = await request
        .file({ limits: { fileSize: UPLOAD_MAX_BYTES[kind], files: 1 } })
        .catch((error: { code?: string }) => {
          if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return undefined;
          throw error;
        });
      if (file?.fieldname !== 'file') throw unprocessable({ file: [uploadMessages.fileRequired] });
      const content = await file.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, 'payload_too_large', uploadMessages.tooLarge[kind]);
        }
        throw error;
      });
      if (content.length === 0) throw unprocessable({ file: [uploadMessages.empty] });
      await scanUpload(context.config, content, { log: request.log });
      const accepted = kind === 'image' ? await acceptImage(content) : await acceptAttachment(content);
      const record = await uploadRecords.create(signedIn.user.id, kind, accepted.content, {
        name: shownFileName(file.filename, accepted.extension),
        mime: accepted.mime,
        extension: accepted.extension,
      });
      return reply.status(201).send({ data: uploadRecords.present(record) });
    },
  );

  serve(
    api,
    uploadsApi.file,
    {
      config: { signedIn: true },
      schema: {
        tags: ['uploads'],
        summary:
          'Mở một tệp đã tải lên: chỉ người tải lên và cán bộ kiểm duyệt (404 với người khác); ' +
          'ảnh mở trực tiếp, tệp khác tải về (Content-Disposition, nosniff, không lưu cache)',
        // 200 is the file itself (a stream), not JSON.
        response: { 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { user, method } = await authenticate(request, tokens, auth);
      const record = await uploadRecords.canRead(request.params.id, user, method);
      if (!record) throw notFound(uploadMessages.notFound);
      return uploads.send(reply, record, { private: true, inline: record.kind === 'image' });
    },
  );

  serve(
    api,
    uploadsApi.remove,
    {
      config: { signedIn: true },
      schema: {
        tags: ['uploads'],
        summary: 'Xóa một tệp đã tải lên nhưng chưa gắn vào hồ sơ (409 khi đã gắn; 404 với tệp của người khác)',
        response: { 204: z.null().describe('Đã xóa'), 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { user } = await authenticate(request, tokens, auth);
      await uploadRecords.remove(request.params.id, user.id);
      return reply.status(204).send(null);
    },
  );
}
