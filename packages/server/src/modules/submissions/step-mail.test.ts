import { SettingsSchema } from '@portal/shared/settings';
import { describe, expect, it } from 'vitest';
import { composeStepMail } from './step-mail.ts';

const step = {
  note: 'Bổ sung kết quả đo độ ẩm.',
  status: 'needs_revision' as const,
  title: 'Máy sấy nông sản',
  time: new Date('2026-12-02T17:34:00Z'),
  greeting: 'Phan Thị Huệ',
  site: SettingsSchema.parse({
    site_name: 'Cổng thông tin Nghị quyết 57',
    managing_agency: 'Sở Khoa học và Công nghệ',
  }),
};

describe('the mail of a step', () => {
  it('dates the request for changes, not the review that follows it', () => {
    const mail = composeStepMail({
      ...step,
      kind: 'proposal',
      called: 'proposal',
      action: 'request_revision',
      trackingCode: 'DX-2026-000012',
    });
    expect(mail.text).toContain(
      'Lúc 00:34 ngày 03/12/2026, đề xuất “Máy sấy nông sản” (mã hồ sơ DX-2026-000012) cần được bổ sung, chỉnh sửa trước khi xem xét tiếp.',
    );
    expect(mail.text).not.toMatch(/xem xét tiếp lúc/);
  });

  it('calls a solution to a big problem a “Giải pháp”, and sends its author back to their proposals', () => {
    const mail = composeStepMail({
      ...step,
      kind: 'proposal',
      called: 'solution',
      action: 'request_revision',
      trackingCode: 'GP-2026-000013',
    });
    expect(mail.subject).toMatch(/\] Giải pháp GP-2026-000013: Cần bổ sung$/);
    expect(mail.text).toContain('giải pháp “Máy sấy nông sản” (mã hồ sơ GP-2026-000013)');
    expect(mail.text).toContain('trong mục quản lý đề xuất của mình');
  });

  it('gives the receipt’s lookup key and where to use it, on the first sending only', () => {
    const receipt = composeStepMail({
      ...step,
      status: 'submitted',
      kind: 'proposal',
      called: 'proposal',
      action: 'submit',
      trackingCode: 'DX-2026-000014',
      lookup: {
        key: 'AB3K9QXZ',
        address: 'https://congthongtin.example.vn/lookup',
        receipt: 'https://congthongtin.example.vn/api/dossiers/receipt.pdf?code=DX-2026-000014&key=AB3K9QXZ',
      },
    });
    expect(receipt.text).toContain(
      'Mã tra cứu: AB3K9QXZ. Với mã hồ sơ DX-2026-000014 và mã tra cứu này, Ông/Bà hoặc người được Ông/Bà cho biết hai mã có thể xem tình trạng hồ sơ tại: https://congthongtin.example.vn/lookup',
    );
    expect(receipt.text).toContain(
      'Phiếu tiếp nhận (PDF): https://congthongtin.example.vn/api/dossiers/receipt.pdf?code=DX-2026-000014&key=AB3K9QXZ',
    );
  });
});
