import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format.ts';
import { checkUploadFile, shownFileName, uploadAccept, uploadMessages } from './uploads.ts';

describe('shownFileName', () => {
  it('keeps the base name with the detected extension', () => {
    expect(shownFileName('Thuyết minh.docx', 'docx')).toBe('Thuyết minh.docx');
    expect(shownFileName('ban-ve.pdf.exe', 'pdf')).toBe('ban-ve.pdf');
    expect(shownFileName('anh.jpg.html', 'png')).toBe('anh.png');
    expect(shownFileName('Thuyết minh v1.2.docx', 'docx')).toBe('Thuyết minh v1.2.docx');
    expect(shownFileName('khong-duoi', 'pdf')).toBe('khong-duoi.pdf');
  });

  it('drops paths, control characters and reserved characters, and keeps at most 150 characters', () => {
    expect(shownFileName('C:\\Users\\a\\Báo cáo.pdf', 'pdf')).toBe('Báo cáo.pdf');
    expect(shownFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(shownFileName('a\u0000b\u202ec<d>.pdf', 'pdf')).toBe('abcd.pdf');
    expect(shownFileName('....pdf', 'pdf')).toBe('tep.pdf');
    const long = shownFileName(`${'ệ'.repeat(300)}.pdf`, 'pdf');
    expect([...long].length).toBe(150);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});

describe('checkUploadFile', () => {
  it('checks size and name with the server’s messages', () => {
    expect(checkUploadFile({ name: 'a.jpg', size: 10 }, 'image')).toBeNull();
    expect(checkUploadFile({ name: 'a.JPEG', size: 10 }, 'image')).toBeNull();
    expect(checkUploadFile({ name: 'a.pdf', size: 10 }, 'image')).toBe(uploadMessages.wrongType.image);
    expect(checkUploadFile({ name: 'a.svg', size: 10 }, 'attachment')).toBe(uploadMessages.wrongType.attachment);
    expect(checkUploadFile({ name: 'a.pdf', size: 0 }, 'attachment')).toBe(uploadMessages.empty);
    expect(checkUploadFile({ name: 'a.png', size: 5 * 1024 * 1024 + 1 }, 'image')).toBe('Ảnh không được vượt quá 5 MB');
    expect(checkUploadFile({ name: 'a.pdf', size: 20 * 1024 * 1024 }, 'attachment')).toBeNull();
    expect(checkUploadFile({ name: 'a.pdf', size: 20 * 1024 * 1024 + 1 }, 'attachment')).toBe(
      'Tệp đính kèm không được vượt quá 20 MB',
    );
  });

  it('builds the accept list and sizes', () => {
    expect(uploadAccept('image')).toBe('.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp');
    expect(uploadAccept('attachment')).toContain('.docx');
    expect(uploadAccept('attachment')).not.toContain('svg');
    expect(formatFileSize(1536 * 1024)).toBe('1,5 MB');
    expect(formatFileSize(300)).toBe('300 B');
    expect(formatFileSize(27_190)).toBe('26,6 KB');
    expect(formatFileSize(2048)).toBe('2 KB');
  });
});
