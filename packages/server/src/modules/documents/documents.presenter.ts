import path from 'node:path';
import { valuesOf } from '@portal/shared/catalogue';
import { documentCatalogue } from '@portal/shared/document-fields';
import { type DocumentFile, type DocumentItem, documentFileUrl } from '@portal/shared/documents';
import type { documents, StoredFile } from '../../db/schema/catalogue.ts';

/**
 * A document row as every audience sees it: the public and internal lists and pages,
 * the back office (which adds its own fields and shows files at staff addresses) and the
 * monitoring page's evaluation reports (which show some of the fields) all start from here.
 */

export type DocumentRow = typeof documents.$inferSelect;

/** A file's key in URLs: its stored name without the folder (`documents/ab12….pdf` -> `ab12….pdf`). */
export const fileKeyOf = (file: StoredFile) => path.posix.basename(file.key);

/** A document's file with the public address it downloads from (`/api/documents/<id>/files/<key>`). */
export function presentDocumentFile(documentId: number, file: StoredFile): DocumentFile {
  const key = fileKeyOf(file);
  return { key, name: file.name, size: file.size, mime: file.mime, url: documentFileUrl(documentId, key) };
}

/** What a document says of itself, without its files. */
export function documentFields(row: DocumentRow): Omit<DocumentItem, 'files'> {
  return { id: row.id, ...valuesOf(documentCatalogue, row, 'public') } as Omit<DocumentItem, 'files'>;
}

/** A document on the portal (public or internal), its files at their download addresses. */
export function presentDocument(row: DocumentRow): DocumentItem {
  return { ...documentFields(row), files: row.files.map((file) => presentDocumentFile(row.id, file)) };
}
