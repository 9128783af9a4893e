import { bearer } from '../../test/auth-helpers.ts';
import type { TestApp } from '../../test/helper.ts';
import { multipart } from '../../test/multipart.ts';

/**
 * Every HTTP path that takes a file, for tests that try the same hostile file on each: the
 * citizens' uploads (image and attachment), staff files for products and documents, staff
 * images for posts and the avatar.
 */
export interface UploadPath {
  name: string;
  url: string;
  field: string;
  kind: 'image' | 'attachment';
  as: 'citizen' | 'editor';
  /** Whether the path keeps the uploaded name (shown and sent back in Content-Disposition). */
  keepsName: boolean;
}

export const UPLOAD_PATHS: readonly UploadPath[] = [
  {
    name: 'citizen image',
    url: '/api/uploads?kind=image',
    field: 'file',
    kind: 'image',
    as: 'citizen',
    keepsName: true,
  },
  {
    name: 'citizen attachment',
    url: '/api/uploads?kind=attachment',
    field: 'file',
    kind: 'attachment',
    as: 'citizen',
    keepsName: true,
  },
  {
    name: 'staff product image',
    url: '/api/admin/files?kind=image&for=products',
    field: 'file',
    kind: 'image',
    as: 'editor',
    keepsName: true,
  },
  {
    name: 'staff document file',
    url: '/api/admin/files?kind=attachment&for=documents',
    field: 'file',
    kind: 'attachment',
    as: 'editor',
    keepsName: true,
  },
  { name: 'staff post image', url: '/api/admin/images', field: 'file', kind: 'image', as: 'editor', keepsName: false },
  { name: 'avatar', url: '/api/auth/avatar', field: 'avatar', kind: 'image', as: 'citizen', keepsName: false },
];

/**
 * The CSP of every answer that is an uploaded or stored file: sandboxed,
 * loading nothing. Written out here, not imported, so a change to the server's shows in tests.
 */
export const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Sends `content` named `filename` to one upload path as the given signed-in user. */
export function uploadTo(
  t: TestApp,
  target: UploadPath,
  token: string,
  filename: string,
  content: Buffer,
  type = 'application/octet-stream',
) {
  const form = multipart(filename, type, content, target.field);
  return t.app.inject({
    method: 'POST',
    url: target.url,
    headers: { ...form.headers, ...bearer(token) },
    payload: form.payload,
  });
}

/** Where the file an upload answered is served (for the avatar: the user's new avatar). */
export function servedAt(target: UploadPath, body: Record<string, unknown>): string {
  if (target.name === 'avatar') return (body.data as { user: { avatar: string } }).user.avatar;
  if (target.name === 'staff post image') return body.url as string;
  return (body.data as { url: string }).url;
}

/** The key of every stored file (`submissions/ab12….pdf`), whichever store the app uses, sorted. */
export async function storedFiles(t: TestApp): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of t.app.context.uploads.files.list()) keys.push(key);
  return keys;
}
