import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Fonts, loadFonts, pdfBytes } from '../lib/pdf-fonts.ts';
import type { UploadStore } from '../storage/uploads.ts';
import type { Database } from './client.ts';
import { demoDocuments } from './demo/documents.ts';
import { documents } from './schema/catalogue.ts';

type DocumentRow = Pick<
  typeof documents.$inferSelect,
  'id' | 'number' | 'title' | 'type' | 'issuingBody' | 'signer' | 'issuedAt' | 'field' | 'summary'
>;

/**
 * The demo documents come without files. Each one that staff have not touched gets a PDF laid
 * out like a Vietnamese administrative document (Nghị định 30/2020/NĐ-CP): issuing body and
 * national motto, number and place-date line, type and title, the summary as the body and a
 * signature block. The file says it is a summary, not the issuing body's original.
 */
export async function seedDocumentFiles(db: Database, uploads: UploadStore): Promise<number> {
  const rows = await db
    .select({
      id: documents.id,
      number: documents.number,
      title: documents.title,
      type: documents.type,
      issuingBody: documents.issuingBody,
      signer: documents.signer,
      issuedAt: documents.issuedAt,
      field: documents.field,
      summary: documents.summary,
    })
    .from(documents)
    .where(
      and(
        inArray(
          documents.number,
          demoDocuments.map((document) => document.number),
        ),
        sql`${documents.files} = '[]'::jsonb`,
        // Never edited since the seed inserted it: a document staff emptied stays empty.
        sql`${documents.updatedAt} = ${documents.createdAt}`,
      ),
    );
  if (rows.length === 0) return 0;

  // Loaded only when there is something to draw: every later start skips pdfkit altogether.
  const { default: PDFDocument } = await import('pdfkit');
  const fonts = loadFonts();
  await Promise.all(
    rows.map(async (row) => {
      const content = await renderDocumentPdf(PDFDocument, row, fonts);
      const file = await uploads.store('documents', content, {
        name: `${row.number.replaceAll('/', '-')}.pdf`,
        mime: 'application/pdf',
        extension: 'pdf',
      });
      await db
        .update(documents)
        .set({ files: [file] })
        .where(eq(documents.id, row.id));
    }),
  );
  return rows.length;
}

/** Page geometry in points: A4, margins of the decree (left 30 mm, right 20 mm, top and bottom 20 mm). */
const PAGE = { width: 595.28, left: 85, right: 57, top: 57, bottom: 57 } as const;
const CONTENT_WIDTH = PAGE.width - PAGE.left - PAGE.right;
const LEFT_COLUMN = 185;
const RIGHT_COLUMN = 255;
const RIGHT_X = PAGE.width - PAGE.right - RIGHT_COLUMN;
const INK = '#111111';

const upper = (text: string) => text.toLocaleUpperCase('vi-VN');

/** "Sông Lam, ngày 05 tháng 02 năm 2025": days below 10 and months below 3 take a leading zero. */
export function placeAndDate(issuingBody: string, issuedAt: string): string {
  const [year, month, day] = issuedAt.split('-').map(Number) as [number, number, number];
  const place = issuingBody.includes('Sông Lam') ? 'Sông Lam' : 'Hà Nội';
  const dd = String(day).padStart(2, '0');
  const mm = month < 3 ? String(month).padStart(2, '0') : String(month);
  return `${place}, ngày ${dd} tháng ${mm} năm ${year}`;
}

/** The title under the type heading: "Nghị quyết về X" is headed NGHỊ QUYẾT, then "Về X". */
export function headingOf(type: string, title: string): { heading: string; subject: string } {
  const rest = title.toLocaleLowerCase('vi-VN').startsWith(type.toLocaleLowerCase('vi-VN'))
    ? title.slice(type.length).trim()
    : title;
  const subject = rest ? `${upper(rest.charAt(0))}${rest.slice(1)}` : title;
  return { heading: upper(type), subject };
}

/**
 * The issuing body as documents head it: a provincial body on two lines ("ỦY BAN NHÂN DÂN" over
 * "TỈNH SÔNG LAM"), a department (Sở) under its province's committee ("UBND TỈNH SÔNG LAM").
 */
export function issuerLines(issuingBody: string): { parent: string | null; body: string } {
  const provincial = /^(.+?) ((?:tỉnh|thành phố) .+)$/u.exec(issuingBody);
  if (!provincial?.[1] || !provincial[2]) return { parent: null, body: upper(issuingBody) };
  const [, organ, province] = provincial;
  if (organ.startsWith('Sở ')) return { parent: `UBND ${upper(province)}`, body: upper(organ) };
  return { parent: null, body: `${upper(organ)}\n${upper(province)}` };
}

/** Bodies that decide together sign "TM." (thay mặt) for the body; a department's head signs as its director. */
const COLLECTIVE = /^(Ủy ban|Hội đồng|Chính phủ|Bộ Chính trị|Quốc hội)/u;

/**
 * Who signs for whom: "Phó Thủ tướng X" for the Prime Minister signs "KT. THỦ TƯỚNG / PHÓ THỦ
 * TƯỚNG"; a head signing for a collective body signs "TM. <BODY> / <TITLE>"; a signer without a
 * title signs for a collective body, or as a department's director.
 */
export function signatureOf(issuingBody: string, signer: string): { authority: string[]; name: string } {
  // "TM. ỦY BAN NHÂN DÂN": the province is already in the heading.
  const body = upper(issuingBody.replace(/ (tỉnh|thành phố) .+$/u, ''));
  const match = /^(Tổng Bí thư|Phó Thủ tướng|Thủ tướng|Chủ tịch Quốc hội)\s+(.+)$/u.exec(signer);
  if (!match?.[1] || !match[2]) {
    return { authority: [COLLECTIVE.test(issuingBody) ? `TM. ${body}` : 'GIÁM ĐỐC'], name: signer };
  }
  const [, title, name] = match;
  if (title.startsWith('Phó ')) return { authority: [`KT. ${upper(title.slice(4))}`, upper(title)], name };
  if (title.includes(issuingBody)) return { authority: [upper(title)], name };
  return { authority: [`TM. ${body}`, upper(title)], name };
}

/** A horizontal rule `width` wide, centred in the column starting at `x`. */
function centredRule(doc: PDFKit.PDFDocument, x: number, columnWidth: number, width: number, y: number) {
  const start = x + (columnWidth - width) / 2;
  doc
    .moveTo(start, y)
    .lineTo(start + width, y)
    .lineWidth(0.6)
    .strokeColor(INK)
    .stroke();
}

export function renderDocumentPdf(
  PDFDocument: typeof import('pdfkit'),
  row: DocumentRow,
  fonts: Fonts,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.left, right: PAGE.right },
    lang: 'vi-VN',
    displayTitle: true,
    info: {
      Title: `${row.type} ${row.number}: ${row.title}`,
      Author: row.issuingBody,
      Subject: row.summary,
      Keywords: row.field,
      CreationDate: new Date(`${row.issuedAt}T08:00:00+07:00`),
    },
  });
  const finished = pdfBytes(doc);

  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.fillColor(INK);
  const isLetter = row.type === 'Công văn';
  const top = PAGE.top;

  // Left column: the issuing body (under its parent), a short rule, the number (and a letter's subject).
  const issuer = issuerLines(row.issuingBody);
  doc.fontSize(10.5);
  if (issuer.parent) {
    doc.font('regular').text(issuer.parent, PAGE.left, top, { width: LEFT_COLUMN, align: 'center' });
  }
  doc.font('bold').text(issuer.body, PAGE.left, issuer.parent ? doc.y : top, { width: LEFT_COLUMN, align: 'center' });
  let leftY = doc.y + 6;
  centredRule(doc, PAGE.left, LEFT_COLUMN, 60, leftY);
  leftY += 7;
  doc.font('regular').fontSize(11).text(`Số: ${row.number}`, PAGE.left, leftY, { width: LEFT_COLUMN, align: 'center' });
  if (isLetter) {
    const subject = row.title.replace(/^Công văn\s+(về việc\s+)?/iu, '');
    doc.moveDown(0.3).fontSize(9.5).text(`V/v ${subject}`, PAGE.left, doc.y, { width: LEFT_COLUMN, align: 'center' });
  }
  leftY = doc.y;

  // Right column: the national name, the motto underlined, the place and date.
  doc.font('bold').fontSize(10.5).text('CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM', RIGHT_X, top, {
    width: RIGHT_COLUMN,
    align: 'center',
  });
  const motto = 'Độc lập - Tự do - Hạnh phúc';
  doc.fontSize(11.5).text(motto, RIGHT_X, doc.y + 1, { width: RIGHT_COLUMN, align: 'center' });
  let rightY = doc.y + 3;
  centredRule(doc, RIGHT_X, RIGHT_COLUMN, doc.widthOfString(motto), rightY);
  rightY += 10;
  doc
    .font('regular')
    .fontSize(11)
    .text(placeAndDate(row.issuingBody, row.issuedAt), RIGHT_X, rightY, { width: RIGHT_COLUMN, align: 'center' });
  rightY = doc.y;

  let y = Math.max(leftY, rightY) + 28;

  // The type and the title (a letter has neither: its subject stands under the number).
  if (!isLetter) {
    const { heading, subject } = headingOf(row.type, row.title);
    doc.font('bold').fontSize(14).text(heading, PAGE.left, y, { width: CONTENT_WIDTH, align: 'center' });
    doc
      .fontSize(12.5)
      .text(subject, PAGE.left + 30, doc.y + 4, { width: CONTENT_WIDTH - 60, align: 'center', lineGap: 2 });
    y = doc.y + 6;
    centredRule(doc, PAGE.left, CONTENT_WIDTH, 110, y);
    y += 22;
  }

  // The body: the summary, justified, first line indented.
  doc.font('regular').fontSize(12.5).text(row.summary, PAGE.left, y, {
    width: CONTENT_WIDTH,
    align: 'justify',
    indent: 28,
    lineGap: 5,
  });
  doc
    .fontSize(12.5)
    .text(`Lĩnh vực: ${row.field}.`, PAGE.left, doc.y + 6, { width: CONTENT_WIDTH, indent: 28, lineGap: 5 });

  // Recipients on the left, the signature on the right, side by side.
  const blockY = doc.y + 30;
  doc.font('bold').fontSize(10).text('Nơi nhận:', PAGE.left, blockY, { width: LEFT_COLUMN });
  doc
    .font('regular')
    .fontSize(9.5)
    .text('- Như trên;\n- Các cơ quan, đơn vị liên quan;\n- Lưu: VT.', PAGE.left, doc.y + 2, { width: LEFT_COLUMN });

  const signature = signatureOf(row.issuingBody, row.signer);
  doc.font('bold').fontSize(11).text(signature.authority.join('\n'), RIGHT_X, blockY, {
    width: RIGHT_COLUMN,
    align: 'center',
  });
  doc
    .font('regular')
    .fontSize(10.5)
    .text('(Đã ký)', RIGHT_X, doc.y + 8, { width: RIGHT_COLUMN, align: 'center' });
  doc
    .font('bold')
    .fontSize(12)
    .text(signature.name, RIGHT_X, doc.y + 30, { width: RIGHT_COLUMN, align: 'center' });

  // Said on the page itself, so that a printed copy says it too.
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor('#333333')
    .text(
      'Bản tóm tắt do Cổng thông tin thực hiện Nghị quyết 57 tạo từ trích yếu của văn bản, dùng để tra cứu; không thay thế văn bản gốc của cơ quan ban hành.',
      PAGE.left,
      doc.y + 48,
      { width: CONTENT_WIDTH, align: 'center' },
    );

  doc.end();
  return finished;
}
