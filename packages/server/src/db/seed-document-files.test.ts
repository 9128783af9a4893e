import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createUploadStore } from '../storage/uploads.ts';
import { useTestDatabase } from '../test/helper.ts';
import { documents } from './schema/catalogue.ts';
import { seedCatalogue } from './seed-content.ts';
import { headingOf, issuerLines, placeAndDate, seedDocumentFiles, signatureOf } from './seed-document-files.ts';

describe('the layout of a generated document', () => {
  it('writes the place and date as the decree does: zero-padded days, and months below March', () => {
    expect(placeAndDate('Ủy ban nhân dân tỉnh Sông Lam', '2025-02-05')).toBe('Sông Lam, ngày 05 tháng 02 năm 2025');
    expect(placeAndDate('Quốc hội', '2025-12-11')).toBe('Hà Nội, ngày 11 tháng 12 năm 2025');
    expect(placeAndDate('Bộ Chính trị', '2024-03-22')).toBe('Hà Nội, ngày 22 tháng 3 năm 2024');
  });

  it('heads the title with its type', () => {
    expect(headingOf('Nghị quyết', 'Nghị quyết về đột phá phát triển khoa học')).toEqual({
      heading: 'NGHỊ QUYẾT',
      subject: 'Về đột phá phát triển khoa học',
    });
    expect(headingOf('Luật', 'Luật Chuyển đổi số')).toEqual({ heading: 'LUẬT', subject: 'Chuyển đổi số' });
    expect(headingOf('Báo cáo', 'Kết quả quý I')).toEqual({ heading: 'BÁO CÁO', subject: 'Kết quả quý I' });
  });

  it('signs for the body, or on behalf of the head for a deputy', () => {
    expect(signatureOf('Thủ tướng Chính phủ', 'Phó Thủ tướng Nguyễn Chí Dũng')).toEqual({
      authority: ['KT. THỦ TƯỚNG', 'PHÓ THỦ TƯỚNG'],
      name: 'Nguyễn Chí Dũng',
    });
    expect(signatureOf('Chính phủ', 'Thủ tướng Phạm Minh Chính')).toEqual({
      authority: ['TM. CHÍNH PHỦ', 'THỦ TƯỚNG'],
      name: 'Phạm Minh Chính',
    });
    expect(signatureOf('Quốc hội', 'Chủ tịch Quốc hội Trần Thanh Mẫn')).toEqual({
      authority: ['CHỦ TỊCH QUỐC HỘI'],
      name: 'Trần Thanh Mẫn',
    });
    expect(signatureOf('Ủy ban nhân dân tỉnh Sông Lam', 'Lê Quang Hưng')).toEqual({
      authority: ['TM. ỦY BAN NHÂN DÂN'],
      name: 'Lê Quang Hưng',
    });
    expect(signatureOf('Sở Khoa học và Công nghệ tỉnh Sông Lam', 'Võ Thanh Tùng')).toEqual({
      authority: ['GIÁM ĐỐC'],
      name: 'Võ Thanh Tùng',
    });
  });

  it("heads a department's documents with the province's people's committee", () => {
    expect(issuerLines('Sở Khoa học và Công nghệ tỉnh Sông Lam')).toEqual({
      parent: 'UBND TỈNH SÔNG LAM',
      body: 'SỞ KHOA HỌC VÀ CÔNG NGHỆ',
    });
    expect(issuerLines('Hội đồng nhân dân tỉnh Sông Lam')).toEqual({
      parent: null,
      body: 'HỘI ĐỒNG NHÂN DÂN\nTỈNH SÔNG LAM',
    });
    expect(issuerLines('Quốc hội')).toEqual({ parent: null, body: 'QUỐC HỘI' });
  });
});

describe('seedDocumentFiles', () => {
  const test = useTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-document-files-'));
  const uploads = createUploadStore(dataDir);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('gives each demo document a PDF in DejaVu Sans, named after its number', async () => {
    const db = test.current().db;
    await seedCatalogue(db);
    expect(await seedDocumentFiles(db, uploads)).toBe(40);

    const rows = await db.select({ number: documents.number, files: documents.files }).from(documents);
    expect(rows).toHaveLength(40);
    for (const row of rows) {
      expect(row.files).toHaveLength(1);
      expect(row.files[0]).toMatchObject({ name: `${row.number.replaceAll('/', '-')}.pdf`, mime: 'application/pdf' });
      expect(row.files[0]?.key).toMatch(/^documents\/[0-9a-f]{32}\.pdf$/);
    }
    const resolution = rows.find((row) => row.number === '57-NQ/TW')?.files[0];
    expect(resolution?.name).toBe('57-NQ-TW.pdf');
    const pdf = (await uploads.read(resolution?.key ?? '')) ?? Buffer.alloc(0);
    expect(pdf.length).toBe(resolution?.size);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdf.toString('latin1');
    // Both faces are embedded (as subsets), and the document is marked Vietnamese.
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold\b/);
    expect(text).toContain('/Lang (vi-VN)');
  });

  it('changes nothing on the next start, and leaves a document staff emptied without files', async () => {
    const db = test.current().db;
    const before = await db.select({ id: documents.id, files: documents.files }).from(documents);
    expect(await seedDocumentFiles(db, uploads)).toBe(0);
    expect(await db.select({ id: documents.id, files: documents.files }).from(documents)).toEqual(before);

    await db
      .update(documents)
      .set({ files: [], updatedAt: sql`now() + interval '1 minute'` })
      .where(eq(documents.number, '57-NQ/TW'));
    expect(await seedDocumentFiles(db, uploads)).toBe(0);
  });
});
