import { z } from 'zod';
import { emailField, fullNameField } from './auth.ts';
import { type UserRole, userRoleLabels } from './roles.ts';

/**
 * Lời mời cán bộ: staff accounts are made by invitation, not by a citizen
 * registering and an admin changing the role. An admin invites a full name and e-mail with a
 * staff role; the mailed link (`/accept-invitation?token=…`) lets the person set a password and
 * enrol two-factor, once, until it expires.
 */

/** How long a mailed link works, from its sending (a re-send starts the time again). */
export const INVITATION_TTL_HOURS = 72;

export const STAFF_ROLES = ['reviewer', 'editor', 'admin'] as const satisfies readonly UserRole[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const INVITATION_STATES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const invitationStateLabels: Record<InvitationState, string> = {
  pending: 'Đang chờ',
  accepted: 'Đã nhận',
  expired: 'Đã hết hạn',
  revoked: 'Đã thu hồi',
};

/** `POST /api/admin/staff-invitations`. */
export const CreateInvitationInputSchema = z.object({
  full_name: fullNameField,
  email: emailField,
  role: z.enum(STAFF_ROLES, { message: 'Vui lòng chọn vai trò cán bộ' }),
});
export type CreateInvitationInput = z.input<typeof CreateInvitationInputSchema>;

/** An invitation as the back office sees it: never its token or the token's hash. */
export const AdminInvitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  full_name: z.string(),
  role: z.enum(STAFF_ROLES),
  state: z.enum(INVITATION_STATES),
  expires_at: z.string(),
  sent_at: z.string(),
  sent_count: z.number(),
  invited_by: z.number().nullable(),
  accepted_at: z.string().nullable(),
  user_id: z.number().nullable(),
  revoked_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminInvitation = z.infer<typeof AdminInvitationSchema>;

/** `POST /api/auth/invitation`: the token of the link, sent in the body so it stays out of URLs and logs. */
export const InvitationTokenSchema = z.object({
  token: z.string({ error: 'Đường dẫn mời không hợp lệ' }).min(1, 'Đường dẫn mời không hợp lệ').max(200),
});

/** What the invitation page shows, with the two-factor secret the server issued for this invitation's link. */
export const InvitationDetailsSchema = z.object({
  full_name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  role_label: z.string(),
  expires_at: z.string(),
  qrImage: z.string(),
  secret: z.string(),
});
export type InvitationDetails = z.infer<typeof InvitationDetailsSchema>;

export const invitationMessages = {
  /** Under the e-mail field of the invitation form (422). */
  emailHasAccount:
    'Email này đã có tài khoản trên Cổng thông tin; hãy đổi vai trò của tài khoản đó trong mục Người dùng',
  openInvitationExists: 'Email này đã có lời mời đang chờ; hãy gửi lại lời mời đó thay vì tạo lời mời mới',
  unknown: 'Đường dẫn mời không hợp lệ. Vui lòng kiểm tra lại đường dẫn trong thư mời hoặc liên hệ quản trị viên.',
  expired: 'Lời mời đã hết hạn. Vui lòng liên hệ quản trị viên để được gửi lại lời mời.',
  used: 'Lời mời này đã được sử dụng. Nếu đã có tài khoản, vui lòng đăng nhập.',
  revoked: 'Lời mời đã bị thu hồi. Vui lòng liên hệ quản trị viên nếu cần.',
  /** The invited person's e-mail got an account some other way since the invitation was sent. */
  accountExists:
    'Email của lời mời đã có tài khoản trên Cổng thông tin. Vui lòng đăng nhập hoặc liên hệ quản trị viên.',
  alreadyAccepted: 'Lời mời đã được nhận, không thể thu hồi hay gửi lại',
  alreadyRevoked: 'Lời mời đã bị thu hồi',
  accepted: 'Tài khoản cán bộ đã được tạo. Chào mừng Ông/Bà!',
  /** The two-factor secret sent back is not the one the invitation page showed. */
  secretNotIssued: 'Khóa xác thực không phải khóa của lời mời này. Vui lòng tải lại trang lời mời và quét lại mã QR.',
  sent: 'Đã gửi lời mời',
  resent: 'Đã gửi lại lời mời',
  revokedDone: 'Đã thu hồi lời mời',
} as const;

export const staffRoleLabel = (role: StaffRole): string => userRoleLabels[role];
