import type { DocumentFile } from '@portal/shared/documents';
import { api } from './api.ts';

/** "850 B", "26,6 KB", "1,2 MB": one formatter for every file list (shared/uploads.ts). */
export { formatFileSize } from '@portal/shared/format';

/** What a person recognises the file as: "PDF", "DOCX". */
export function fileKind(file: Pick<DocumentFile, 'mime' | 'name'>): string {
  if (file.mime === 'application/pdf') return 'PDF';
  const extension = /\.([a-z0-9]{1,8})$/i.exec(file.name)?.[1];
  return extension ? extension.toUpperCase() : 'Tệp';
}

/**
 * Downloads a file that needs the access token (an internal document's): a link cannot carry
 * the Authorization header, so the file is fetched through `api` (token, refresh on 412) and
 * handed to the browser as a download under its name.
 */
export async function downloadWithToken(file: DocumentFile): Promise<void> {
  const blob = await api(file.url, {}, (response) => response.blob());
  const address = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = address;
  link.download = file.name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the address only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(address), 60_000);
}
