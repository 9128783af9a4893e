import type { Settings } from '@portal/shared/settings';
import { formatDateTime } from '@portal/shared/vietnam-time';
import { type Fonts, loadFonts, pdfBytes } from '../../lib/pdf-fonts.ts';
import { agencyOf } from '../../mail/letter.ts';

/** What a receipt says: no person's name nor contact, only the dossier and how to look it up. */
export interface Receipt {
  /** "Đề xuất", "Ý tưởng" or "Giải pháp". */
  kind: string;
  code: string;
  key: string;
  title: string;
  submittedAt: Date | null;
  status: string;
  /** The absolute address of Tra cứu hồ sơ. */
  lookupAddress: string;
}

const PAGE = { left: 70, right: 57, top: 57, width: 595.28 } as const;
const WIDTH = PAGE.width - PAGE.left - PAGE.right;
const INK = '#111111';

let fonts: Fonts | undefined;

/**
 * Phiếu tiếp nhận: an A4 page in the department's name (its settings), the national heading, the
 * dossier's kind, code, lookup key, title, day of receipt and state, and how to look it up.
 * pdfkit and the fonts load on the first receipt only.
 */
export async function receiptPdf(site: Settings, receipt: Receipt): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  fonts ??= loadFonts();
  const agency = agencyOf(site);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.top, bottom: 57, left: PAGE.left, right: PAGE.right },
    lang: 'vi-VN',
    displayTitle: true,
    info: { Title: `Phiếu tiếp nhận ${receipt.code}`, Author: agency, Subject: receipt.title },
  });
  const finished = pdfBytes(doc);
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.fillColor(INK);

  // The agency on the left, the national heading on the right, as an administrative document has them.
  const left = 190;
  const right = WIDTH - left - 8;
  const rightX = PAGE.left + left + 8;
  doc.font('bold').fontSize(10).text(agency.toLocaleUpperCase('vi-VN'), PAGE.left, PAGE.top, {
    width: left,
    align: 'center',
  });
  const leftBottom = doc.y;
  doc.text('CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM', rightX, PAGE.top, { width: right, align: 'center' });
  doc.fontSize(10.5).text('Độc lập - Tự do - Hạnh phúc', rightX, doc.y + 1, { width: right, align: 'center' });
  let y = Math.max(leftBottom, doc.y) + 36;

  doc.fontSize(15).text('PHIẾU TIẾP NHẬN HỒ SƠ', PAGE.left, y, { width: WIDTH, align: 'center' });
  doc
    .font('regular')
    .fontSize(11)
    .text(`${site.site_name} đã tiếp nhận hồ sơ dưới đây.`, PAGE.left, doc.y + 6, { width: WIDTH, align: 'center' });
  y = doc.y + 24;

  const line = (label: string, value: string) => {
    doc.font('bold').fontSize(12).text(`${label}: `, PAGE.left, y, { continued: true, width: WIDTH, lineGap: 4 });
    doc.font('regular').text(value, { width: WIDTH, lineGap: 4 });
    y = doc.y + 6;
  };
  line('Loại hồ sơ', receipt.kind);
  line('Mã hồ sơ', receipt.code);
  line('Mã tra cứu', receipt.key);
  line('Tên hồ sơ', receipt.title);
  line('Thời điểm tiếp nhận', receipt.submittedAt ? formatDateTime(receipt.submittedAt) : 'Chưa gửi');
  line('Trạng thái khi in phiếu', receipt.status);

  y += 12;
  doc.font('bold').fontSize(12).text('Cách tra cứu tình trạng hồ sơ', PAGE.left, y, { width: WIDTH });
  doc
    .font('regular')
    .fontSize(11.5)
    .text(
      `Vào ${receipt.lookupAddress}, nhập mã hồ sơ và mã tra cứu ở trên. Không cần đăng nhập; giữ kín mã tra cứu, chỉ cho người được Ông/Bà nhờ theo dõi hồ sơ biết. Mọi thư Sở gửi về hồ sơ đều ghi mã hồ sơ.`,
      PAGE.left,
      doc.y + 4,
      { width: WIDTH, lineGap: 4, align: 'justify' },
    );

  const contact = [site.address, site.phone && `Điện thoại: ${site.phone}`, site.email && `Email: ${site.email}`]
    .filter(Boolean)
    .join(' · ');
  doc.moveDown(2);
  doc.font('bold').fontSize(10.5).text(agency, PAGE.left, doc.y, { width: WIDTH });
  if (contact) doc.font('regular').fontSize(10).text(contact, { width: WIDTH });
  doc.end();
  return finished;
}
