import { fileCheckMessages } from '@portal/shared/messages';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES, type UploadKind, uploadMessages } from '@portal/shared/uploads';
import type { FastifyRequest } from 'fastify';
import type { ResizeOptions } from 'sharp';
import { HttpError, unprocessable } from '../../errors.ts';
import { scanUpload } from './clamav.ts';
import { readCompoundDirectory } from './compound-file.ts';
import { inflatedWithin, readZipDirectory } from './zip-directory.ts';

/**
 * The one way a file comes in over HTTP: citizens' uploads, staff files for products
 * and documents, staff images for posts and the avatar all read their file with `takeFile`, which
 * reads the multipart file within its limit (413), refuses a missing or empty one (422), asks
 * ClamAV when configured (422 infected, 503 unsure), then checks the bytes (`accept`: the type by
 * content, images decoded within a pixel bound and re-encoded, Office ZIP and OLE containers
 * inspected) and hands back the checked file. What differs between callers is only the options.
 */

/** Images larger than this many pixels are refused before decoding (a small file can hold a huge image). */
export const MAX_PIXELS = 50_000_000;
/** The long side of a re-encoded image. */
const IMAGE_MAX_SIDE = 1600;

/** A file whose bytes were checked: what to store, with the extension and type its bytes say. */
export interface Accepted {
  content: Buffer;
  extension: string;
  mime: string;
}

const wrongType = (kind: UploadKind) => unprocessable({ file: [uploadMessages.wrongType[kind]] });

/**
 * An image (JPEG, PNG or WebP by its bytes) re-encoded as WebP: only the pixels are kept. Fits in
 * 1600 px unless `resize` says otherwise; a file that is no such image is `refused` (422).
 */
export async function acceptImage(
  content: Buffer,
  {
    resize = { width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true },
    refused = () => wrongType('image'),
  }: { resize?: ResizeOptions; refused?: () => Error } = {},
): Promise<Accepted> {
  const { default: sharp } = await import('sharp');
  const format = await sharp(content, { limitInputPixels: MAX_PIXELS })
    .metadata()
    .then(
      (metadata) => metadata.format,
      () => undefined,
    );
  if (format !== 'jpeg' && format !== 'png' && format !== 'webp') throw refused();
  const encoded = await sharp(content, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize(resize)
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      throw refused();
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
 * Checked against what the entries declare (a 1 MB `.docx` declaring 992 MiB was
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
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(content).catch(() => undefined);
  let extension: string | undefined = detected?.ext;
  if (extension === 'cfb') extension = compoundDocumentType(content);
  if (extension === 'macros') throw unprocessable({ file: [uploadMessages.macros] });
  if (!extension || !Object.hasOwn(UPLOAD_TYPES.attachment, extension)) throw wrongType('attachment');
  const type = extension as keyof typeof UPLOAD_TYPES.attachment;
  if (ZIP_TYPES.has(type)) await checkZipOffice(content, type);
  if (type === 'jpg' || type === 'png') {
    const { default: sharp } = await import('sharp');
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

/** What `takeFile` needs to know of one route. */
export interface IntakeOptions<T> {
  /** The multipart field that holds the file, and the key of a 422's errors. */
  field: string;
  /** Bytes the file may have; a larger one is 413 `messages.tooLarge`. */
  maxBytes: number;
  messages: {
    /** No file under `field`. */
    required: string;
    /** A file of no bytes. */
    empty: string;
    tooLarge: string;
  };
  /**
   * Whether a body that is no multipart form at all counts as no file (422 `messages.required`);
   * when false it is the multipart plugin's own refusal (406).
   */
  formlessIsMissing: boolean;
  /** Checks the bytes and answers what to store (throws the 422 for a refused file). */
  accept: (content: Buffer) => Promise<T>;
}

/** The checked file, with the name the client gave it (to be shown, never to name a stored file). */
export interface TakenFile<T> {
  filename: string;
  accepted: T;
}

/**
 * The intake of a citizen's upload or a staff file (`kind` from the query): the field `file`, the
 * kind's size limit and messages, images re-encoded as WebP, attachments by their bytes.
 */
export function intakeOf(kind: UploadKind): IntakeOptions<Accepted> {
  return {
    field: 'file',
    maxBytes: UPLOAD_MAX_BYTES[kind],
    messages: {
      required: uploadMessages.fileRequired,
      empty: uploadMessages.empty,
      tooLarge: uploadMessages.tooLarge[kind],
    },
    formlessIsMissing: true,
    accept: kind === 'image' ? (content) => acceptImage(content) : acceptAttachment,
  };
}

/**
 * Reads the one file of a multipart request and checks it, in this order: present under
 * `field` (422), within `maxBytes` (413), not empty (422), clean for ClamAV when configured (422,
 * 503), accepted by its bytes (`accept`). Nothing is stored here: the caller stores what it gets.
 */
export async function takeFile<T>(
  request: FastifyRequest,
  config: Parameters<typeof scanUpload>[0],
  options: IntakeOptions<T>,
): Promise<TakenFile<T>> {
  const { field, messages } = options;
  const file = await request
    .file({ limits: { fileSize: options.maxBytes, files: 1 } })
    .catch((error: { code?: string }) => {
      if (options.formlessIsMissing && error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return undefined;
      throw error;
    });
  if (file?.fieldname !== field) throw unprocessable({ [field]: [messages.required] });
  const content = await file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'payload_too_large', messages.tooLarge);
    throw error;
  });
  if (content.length === 0) throw unprocessable({ [field]: [messages.empty] });
  await scanUpload(config, content, { field, log: request.log });
  return { filename: file.filename, accepted: await options.accept(content) };
}
