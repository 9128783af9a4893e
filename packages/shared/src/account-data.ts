import { z } from 'zod';

// A person's own data and their account's deletion (Decree 13/2023 on personal data): the download,
// and what the deletion asks for.

/** The account's own data, everything the portal keeps about the person (a JSON download). */
export const AccountDataSchema = z.record(z.string(), z.unknown());

/**
 * The download's parts by their Vietnamese titles, in the file itself (`sections`): its keys stay
 * those of the API, for a program; a person reads what each holds here.
 */
export const accountDataSections = {
  profile: 'Thông tin tài khoản',
  consents: 'Đồng ý xử lý dữ liệu cá nhân',
  sessions: 'Phiên đăng nhập',
  account_events: 'Sự kiện của tài khoản (đăng nhập, đổi mật khẩu…)',
  proposals: 'Đề xuất đã gửi (cả giải pháp cho bài toán lớn)',
  ideas: 'Ý tưởng đã gửi',
  solutions: 'Giải pháp đã gửi',
  uploads: 'Tệp đã tải lên',
  questions: 'Câu hỏi đã gửi',
  feedback: 'Góp ý đã gửi',
  notifications: 'Thông báo',
  follows: 'Nội dung đang theo dõi',
  interests: 'Quan tâm sản phẩm, nhu cầu đã gửi',
} as const;

/** What an account without a password (VNeID only) types to confirm its deletion. */
export const DELETE_ACCOUNT_CONFIRMATION = 'XÓA TÀI KHOẢN';

/** Downloading one's data and deleting one's account (Decree 13/2023 on personal data). */
export const accountMessages = {
  passwordRequired: 'Vui lòng nhập mật khẩu để xác nhận',
  passwordWrong: 'Mật khẩu không đúng',
  confirmationWrong: `Vui lòng gõ đúng “${DELETE_ACCOUNT_CONFIRMATION}” để xác nhận`,
  staffMustBeDemoted:
    'Tài khoản cán bộ không thể tự xóa: quản trị viên khác cần chuyển tài khoản về vai trò người dân trước',
  deleted: 'Tài khoản đã được xóa',
  downloadFailed: 'Không tải được dữ liệu, vui lòng thử lại',
} as const;

/**
 * `DELETE /api/auth/me`: the account's password, or for an account without one (VNeID) the
 * typed confirmation. Which one is needed is the server's decision (it knows the account).
 */
export const DeleteAccountSchema = z.object({
  password: z.string().max(128).optional(),
  confirmation: z.string().max(50).optional(),
});
export type DeleteAccountInput = z.input<typeof DeleteAccountSchema>;
