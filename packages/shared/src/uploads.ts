import { z } from 'zod';
import { UploadedFileSchema } from './submissions.ts';

/**
 * Files citizens upload for their submissions (`POST /api/uploads?kind=…`): what each kind
 * accepts, its limit and the Vietnamese messages, the same for the form and the server. The
 * server decides the type by the content; the form checks the name and size only to answer
 * early.
 */
export const UPLOAD_KINDS = ['image', 'attachment'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

const MB = 1024 * 1024;
export const UPLOAD_MAX_BYTES: Record<UploadKind, number> = { image: 5 * MB, attachment: 20 * MB };

/** Detected type (file-type's `ext`, sharp's format) -> stored extension and MIME. */
export const UPLOAD_TYPES = {
  image: {
    jpg: 'image/jpeg',
    png: 'image/png',
    webp: 'image/webp',
  },
  attachment: {
    pdf: 'application/pdf',
    doc: 'application/msword',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    xls: 'application/vnd.ms-excel',
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ppt: 'application/vnd.ms-powerpoint',
    pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    odt: 'application/vnd.oasis.opendocument.text',
    ods: 'application/vnd.oasis.opendocument.spreadsheet',
    odp: 'application/vnd.oasis.opendocument.presentation',
    jpg: 'image/jpeg',
    png: 'image/png',
  },
} as const satisfies Record<UploadKind, Record<string, string>>;

/** Extensions a name may have, per kind (the form's first check; `jpeg` is a JPEG too). */
const NAME_EXTENSIONS: Record<UploadKind, readonly string[]> = {
  image: ['jpg', 'jpeg', 'png', 'webp'],
  attachment: [...Object.keys(UPLOAD_TYPES.attachment), 'jpeg'],
};

/** The file input's `accept`: extensions and MIME types of the kind. */
export const uploadAccept = (kind: UploadKind): string =>
  [...NAME_EXTENSIONS[kind].map((extension) => `.${extension}`), ...new Set(Object.values(UPLOAD_TYPES[kind]))].join(
    ',',
  );

export const uploadMessages = {
  fileRequired: 'Vui lòng chọn tệp',
  empty: 'Tệp rỗng, vui lòng chọn tệp khác',
  tooLarge: { image: 'Ảnh không được vượt quá 5 MB', attachment: 'Tệp đính kèm không được vượt quá 20 MB' },
  wrongType: {
    image: 'Chỉ nhận ảnh JPG, PNG hoặc WebP',
    attachment: 'Chỉ nhận tệp PDF, Word, Excel, PowerPoint, OpenDocument hoặc ảnh JPG, PNG',
  },
  /** An Office file carrying macros (code that runs when opened). */
  macros: 'Không nhận tệp Office có chứa macro, vui lòng lưu lại tệp không có macro',
  kindInvalid: 'Chỉ tải lên được ảnh hoặc tệp đính kèm, vui lòng chọn lại tệp',
  /** A submission names an upload that is not the author's, not of the kind, or already used. */
  invalidReference: 'Tệp đính kèm không hợp lệ, vui lòng tải lại',
  tooMany: (max: number) => `Chỉ được gửi tối đa ${max} tệp`,
  attached: 'Tệp đã được đính kèm vào hồ sơ, không thể xóa',
  notFound: 'Không tìm thấy tệp',
  sessionExpired: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
  failed: 'Tải tệp lên không thành công, vui lòng thử lại',
  downloadFailed: 'Không tải về được tệp, vui lòng thử lại',
} as const;

export const UploadKindSchema = z.enum(UPLOAD_KINDS, { message: uploadMessages.kindInvalid });

/** `POST /api/uploads?kind=image|attachment` (the kind is in the query, the file in the body). */
export const UploadQuerySchema = z.object({
  kind: UploadKindSchema.describe(
    'image: JPG, PNG hoặc WebP tối đa 5 MB, được mã hóa lại thành WebP; attachment: PDF, Word, Excel, PowerPoint, OpenDocument, JPG, PNG tối đa 20 MB',
  ),
});

/** The answer to an upload: the file as a submission's form lists it. */
export const UploadAnswerSchema = z.object({ data: UploadedFileSchema });

/** The answer to removing an upload: no content. */
export const UploadRemovedSchema = z.null().describe('Đã xóa');

/** An upload's id: 32 lowercase hex characters. */
export const UploadIdSchema = z.string().regex(/^[0-9a-f]{32}$/, uploadMessages.notFound);

/** The lower-case extension of a name (`ban-ve.PDF` -> `pdf`), or '' without one. */
export const nameExtension = (name: string): string => {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(name.trim());
  return match?.[1] ? match[1].toLowerCase() : '';
};

/**
 * The form's check before sending: the size, and the name's extension (the server checks the
 * content again). Answers the message to show, or null when the file may go.
 */
export function checkUploadFile(file: { name: string; size: number }, kind: UploadKind): string | null {
  if (file.size === 0) return uploadMessages.empty;
  if (file.size > UPLOAD_MAX_BYTES[kind]) return uploadMessages.tooLarge[kind];
  if (!NAME_EXTENSIONS[kind].includes(nameExtension(file.name))) return uploadMessages.wrongType[kind];
  return null;
}

/** Extensions that name a type of file (dropped from shown names, whatever the content is). */
const FILE_EXTENSIONS = new Set(
  'pdf doc docx docm xls xlsx xlsm ppt pptx pptm odt ods odp rtf txt csv jpg jpeg png webp gif bmp tif tiff svg heic html htm xhtml xml js mjs exe dll com bat cmd msi scr ps1 vbs jar apk sh php zip rar 7z gz tar'.split(
    ' ',
  ),
);

/**
 * The name shown for a file: the user's base name without any path, control characters or
 * extension(s) of its own, at most 150 characters, ending with the extension of the type the
 * server found (`anh.jpg.html` holding a PNG -> `anh.png`).
 */
export function shownFileName(original: string, extension: string): string {
  const base = (original.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/\p{Cc}|\p{Cf}/gu, '')
    .replace(/[<>:"|?*]/g, '')
    .trim();
  // The last extension goes, and any file-type extension before it (`ban-ve.pdf.exe` -> `ban-ve`,
  // but `Thuyết minh v1.2.docx` -> `Thuyết minh v1.2`).
  let stem = base.replace(/\.[A-Za-z0-9]{1,8}$/, '');
  for (let match = /\.([A-Za-z0-9]{1,8})$/.exec(stem); match; match = /\.([A-Za-z0-9]{1,8})$/.exec(stem)) {
    if (!FILE_EXTENSIONS.has((match[1] ?? '').toLowerCase())) break;
    stem = stem.slice(0, match.index);
  }
  stem = stem.replace(/^[.\s]+|[.\s]+$/g, '').replace(/\s+/g, ' ') || 'tep';
  const suffix = `.${extension}`;
  return (
    [...stem]
      .slice(0, 150 - suffix.length)
      .join('')
      .trimEnd() + suffix
  );
}
