/**
 * The statement a citizen agrees to when an account is made, by registering or with VNeID (Decree
 * 13/2023/NĐ-CP on personal data): who processes what, and why. It names the department whose
 * portal it is (the settings' `managing_agency`); the account and its consent record keep the
 * words as shown.
 */
export function consentPurpose(agency: string): string {
  const controller = agency.trim() || 'Sở Khoa học và Công nghệ';
  return `Tôi đồng ý để ${controller} xử lý họ tên, email và số CMND/CCCD của tôi nhằm tạo và quản lý tài khoản, tiếp nhận và phản hồi các đề xuất, ý tưởng tôi gửi qua Cổng thông tin.`;
}

/** Which wording of the statement a consent record refers to; change it with the words. */
export const CONSENT_VERSION = '2026-12';
