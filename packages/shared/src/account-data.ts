import { z } from 'zod';

// A person's own data and their account's deletion (Decree 13/2023 on personal data): the download,
// and what the deletion asks for.

/** The account's own data, everything the portal keeps about the person (a JSON download). */
export const AccountDataSchema = z.record(z.string(), z.unknown());

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
