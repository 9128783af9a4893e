import { DocumentSchema } from '@portal/shared/documents';
import { describe, expect, it } from 'vitest';
import { type DocumentRow, documentFields, presentDocument, presentDocumentFile } from './documents.presenter.ts';

const row: DocumentRow = {
  id: 7,
  number: '57-NQ/TW',
  title: 'Nghị quyết về đột phá phát triển khoa học, công nghệ',
  type: 'Nghị quyết',
  issuingBody: 'Bộ Chính trị',
  signer: 'Tô Lâm',
  issuedAt: '2024-12-22',
  effectiveAt: null,
  validity: 'active',
  field: 'Khoa học và công nghệ',
  summary: 'Tóm tắt',
  files: [
    { key: 'documents/0123456789abcdef0123456789abcdef.pdf', name: 'NQ 57.pdf', size: 1234, mime: 'application/pdf' },
  ],
  internal: true,
  isReport: false,
  status: 'published',
  nq57Groups: [1],
  searchText: '57-nq/tw',
  createdAt: new Date('2026-11-23T00:00:00Z'),
  updatedAt: new Date('2026-11-23T00:00:00Z'),
};

describe('the document presenter', () => {
  it('presents a row in the portal’s wire shape, files at their download addresses', () => {
    const item = presentDocument(row);
    expect(DocumentSchema.strict().parse(item)).toEqual(item);
    expect(item.files).toEqual([
      {
        key: '0123456789abcdef0123456789abcdef.pdf',
        name: 'NQ 57.pdf',
        size: 1234,
        mime: 'application/pdf',
        url: '/api/documents/7/files/0123456789abcdef0123456789abcdef.pdf',
      },
    ]);
    expect(presentDocumentFile(row.id, row.files[0] as DocumentRow['files'][number])).toEqual(item.files[0]);
  });

  it('shows no state of the back office (internal, status, report, groups, times) in the shared fields', () => {
    expect(Object.keys(documentFields(row)).sort()).toEqual(
      Object.keys(DocumentSchema.shape)
        .filter((key) => key !== 'files')
        .sort(),
    );
  });
});
