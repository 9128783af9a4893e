import { z } from 'zod';
import { accountMessages } from './account-data.ts';

/**
 * The account calls of spec sections 3, 5 and 7 (docs/DOMAIN.md, "The spec's contract"):
 * one schema per operation, used by the portal's forms and by the server's routes. Messages are
 * the spec's, spelled correctly.
 */
export const authMessages = {
  emailRequired: 'Vui lòng nhập email',
  emailInvalid: 'Email không đúng định dạng',
  passwordRequired: 'Vui lòng nhập mật khẩu',
  captchaRequired: 'Vui lòng nhập mã xác nhận',
  captchaWrong: 'Mã xác nhận không đúng hoặc đã hết hạn',
  fullNameRequired: 'Vui lòng nhập họ tên',
  fullNameInvalid: 'Họ tên không hợp lệ',
  citizenPidRequired: 'Vui lòng nhập Số CMND/CCCD',
  citizenPidInvalid: 'Số CMND/CCCD không hợp lệ',
  passwordMin: 'Mật khẩu phải ít nhất 8 ký tự',
  passwordWeak: 'Mật khẩu phải có chữ hoa, chữ thường, số và ký tự đặc biệt',
  /** Server-side only: the list of common passwords never reaches the portal's bundle. */
  passwordCommon: 'Mật khẩu này quá phổ biến và dễ bị đoán. Vui lòng chọn mật khẩu khác.',
  passwordIsEmail: 'Mật khẩu không được dựa trên địa chỉ email của tài khoản. Vui lòng chọn mật khẩu khác.',
  passwordIsName: 'Mật khẩu không được dựa trên họ tên của Ông/Bà. Vui lòng chọn mật khẩu khác.',
  passwordIsSiteWord:
    'Mật khẩu không được dựa trên tên cổng thông tin, tên cơ quan, tên tỉnh hay tên Nghị quyết 57. Vui lòng chọn mật khẩu khác.',
  passwordConfirmRequired: 'Vui lòng nhập lại mật khẩu',
  passwordMismatch: 'Mật khẩu không trùng khớp',
  otpRequired: 'Vui lòng nhập mã xác thực',
  otpInvalid: 'Mã xác thực không đúng hoặc đã hết hạn',
  oldPasswordRequired: 'Vui lòng nhập mật khẩu hiện tại',
  oldPasswordWrong: 'Mật khẩu hiện tại không đúng',
  newPasswordRequired: 'Vui lòng nhập mật khẩu mới',
  newPasswordSameAsOld: 'Mật khẩu mới không được giống mật khẩu cũ',
  consentRequired: 'Vui lòng đồng ý cho phép xử lý dữ liệu cá nhân theo mục đích đã nêu',
  wrongCredentials: 'Sai email hoặc mật khẩu',
  emailTaken: 'Email đã được sử dụng',
  citizenPidTaken: 'Số CMND/CCCD đã được đăng ký',
  sessionExpired: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
  registrationExpired: 'Phiên đăng ký đã hết hạn, vui lòng đăng ký lại',
  tooManyAttempts: 'Đã thử quá nhiều lần, vui lòng thử lại sau',
  accountLocked: 'Tài khoản tạm thời bị khóa do đăng nhập sai nhiều lần, vui lòng thử lại sau',
  accountDisabled: 'Tài khoản đã bị khóa, vui lòng liên hệ quản trị viên',
  /** A session whose account was locked by staff or deleted; the portal adds the department's contact. */
  accountClosed:
    'Tài khoản đã bị khóa hoặc không còn tồn tại. Vui lòng liên hệ Sở Khoa học và Công nghệ để được hỗ trợ',
  /** The same for every e-mail, known or not; `{minutes}` is filled in. */
  tooManyFailures: 'Đã nhập sai nhiều lần, vui lòng thử lại sau {minutes} phút',
  registered: 'Đăng ký tài khoản thành công!',
  /** The line after "registered": nothing signs in before the mailed link is opened. */
  confirmationSent:
    'Chúng tôi đã gửi thư xác nhận tới địa chỉ email Ông/Bà đăng ký. Vui lòng mở thư và bấm vào liên kết để xác nhận trước khi đăng nhập.',
  emailUnconfirmed:
    'Địa chỉ email của tài khoản chưa được xác nhận. Vui lòng mở thư xác nhận chúng tôi đã gửi và bấm vào liên kết, hoặc bấm “Gửi lại” để nhận thư mới.',
  confirmationResent: 'Đã gửi lại thư xác nhận. Vui lòng kiểm tra hộp thư (cả mục thư rác).',
  confirmationResendLimit: 'Thư xác nhận vừa được gửi hoặc đã gửi quá nhiều lần hôm nay, vui lòng thử lại sau.',
  resendKeyInvalid: 'Yêu cầu gửi lại đã hết hạn, vui lòng đăng nhập lại để nhận thư mới.',
  confirmationLinkIncomplete:
    'Liên kết xác nhận không đầy đủ. Vui lòng mở lại liên kết trong thư, hoặc sao chép toàn bộ địa chỉ của liên kết vào trình duyệt.',
  confirmationInvalid:
    'Liên kết xác nhận không còn hiệu lực (đã dùng hoặc đã hết hạn). Nếu tài khoản chưa được xác nhận, vui lòng đăng nhập để nhận thư mới.',
  emailConfirmed: 'Đã xác nhận địa chỉ email. Mời Ông/Bà đăng nhập.',
  emailConfirmedSignedIn: 'Đã xác nhận địa chỉ email. Ông/Bà đã đăng nhập vào Cổng.',
  registrationLimit: 'Đã đăng ký quá nhiều lần trong ngày, vui lòng thử lại vào ngày mai.',
  passwordSent: 'Đã gửi mật khẩu mới vào email',
  passwordChanged: 'Đổi mật khẩu thành công',
  passwordSet: 'Đặt mật khẩu thành công. Từ nay có thể đăng nhập bằng email và mật khẩu này',
  /** Setting a first password: the account already has one, or the session was not opened through VNeID. */
  passwordAlreadySet: 'Tài khoản đã có mật khẩu. Vui lòng dùng “Đổi mật khẩu” và nhập mật khẩu hiện tại',
  passwordSetNeedsVneid: 'Vui lòng đăng nhập bằng VNeID để đặt mật khẩu cho tài khoản này',
  totpSetupExpired: 'Mã QR đã hết hạn, vui lòng bắt đầu thiết lập lại',
  passwordChangeRequired:
    'Ông/Bà đang đăng nhập bằng mật khẩu tạm thời hoặc mật khẩu ban đầu. Vui lòng đặt mật khẩu mới trước khi tiếp tục',
  twoFactorRequired:
    'Cán bộ của Sở cần đăng nhập bằng xác thực hai bước hoặc VNeID để vào trang quản trị. Vui lòng bật xác thực hai bước rồi tiếp tục',
  staffTwoFactorKept: 'Tài khoản cán bộ bắt buộc dùng xác thực hai bước, không thể tắt',
  genericError: 'Có lỗi xảy ra',
} as const;

/** The wait after too many wrong passwords or codes, in whole minutes (at least 1). */
export const tooManyFailuresMessage = (waitMs: number) =>
  authMessages.tooManyFailures.replace('{minutes}', String(Math.max(1, Math.ceil(waitMs / 60_000))));

export const PASSWORD_MIN = 8;
export const NAME_MIN = 2;
/** Spec section 9 (docs/DOMAIN.md, "The spec's contract"): captcha refresh interval. */
export const CAPTCHA_REFRESH_MS = 60_000;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const emailField = required(authMessages.emailRequired)
  .max(254, authMessages.emailInvalid)
  .pipe(z.email(authMessages.emailInvalid))
  .transform((email) => email.toLowerCase());

/** Letters of any language, spaces, hyphen, apostrophe and dot; at least two characters after trimming. */
export const fullNameField = required(authMessages.fullNameRequired)
  .max(100, authMessages.fullNameInvalid)
  .refine((name) => name.length >= NAME_MIN && /^[\p{L}\p{M}\s.'-]+$/u.test(name), authMessages.fullNameInvalid);

export const citizenPidField = required(authMessages.citizenPidRequired).regex(
  /^(\d{9}|\d{12})$/,
  authMessages.citizenPidInvalid,
);

/**
 * Strength rule of spec section 5 (docs/DOMAIN.md, "The spec's contract"), shared by registration
 * and password change.
 */
export function strongPassword(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .min(PASSWORD_MIN, authMessages.passwordMin)
    .max(128, 'Mật khẩu không được vượt quá 128 ký tự')
    .refine(
      (password) =>
        /[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password) && /[^A-Za-z0-9]/.test(password),
      authMessages.passwordWeak,
    );
}

const passwordConfirmField = z
  .string({ error: authMessages.passwordConfirmRequired })
  .min(1, authMessages.passwordConfirmRequired)
  .min(PASSWORD_MIN, authMessages.passwordMin);

const otpField = required(authMessages.otpRequired).regex(/^\d{6}$/, authMessages.otpInvalid);

/** The captcha's answer and key, sent by every form that carries one (login, registration). */
const captchaFields = {
  captcha: required(authMessages.captchaRequired).max(20),
  key: z.string({ error: authMessages.captchaWrong }).min(1, authMessages.captchaWrong).max(100),
};

export const LoginSchema = z.object({
  email: emailField,
  password: z.string({ error: authMessages.passwordRequired }).min(1, authMessages.passwordRequired).max(128),
  ...captchaFields,
});
export type LoginInput = z.input<typeof LoginSchema>;

const registrationFields = z.object({
  full_name: fullNameField,
  citizenPid: citizenPidField,
  email: emailField,
  password: strongPassword(authMessages.passwordRequired),
  passwordConfirm: passwordConfirmField,
  google_auththen_check: z.boolean().default(true),
  consent: z.literal(true, { error: authMessages.consentRequired }),
});

/**
 * The confirmation must equal the password. It is checked as soon as both are valid on their
 * own, even while other fields are still wrong, so the person sees every message at once.
 */
const fieldsValid =
  (...fields: string[]) =>
  (payload: z.core.ParsePayload) =>
    // A body that is no object at all (null, a form) has an issue at the root: nothing to compare.
    !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0])));

const confirmationMatches = {
  check: (value: { password: string; passwordConfirm: string }) => value.password === value.passwordConfirm,
  params: {
    path: ['passwordConfirm'],
    message: authMessages.passwordMismatch,
    when: fieldsValid('password', 'passwordConfirm'),
  },
};

/** Registration carries the captcha as login does; its completion does not. */
export const RegisterSchema = registrationFields
  .extend(captchaFields)
  .refine(confirmationMatches.check, confirmationMatches.params);
export type RegisterInput = z.input<typeof RegisterSchema>;

export const CompleteRegistrationSchema = registrationFields
  .extend({
    secret: z.string().regex(/^[A-Z2-7]{16,64}$/, 'Khóa xác thực không hợp lệ'),
    otp: otpField,
  })
  .refine(confirmationMatches.check, confirmationMatches.params);
export type CompleteRegistrationInput = z.input<typeof CompleteRegistrationSchema>;

/**
 * `POST /api/auth/accept-invitation`: a staff member invited by an admin sets their password
 * (the registration's strength rules and messages) and enrols two-factor with the first code
 * of the secret the invitation page showed. Staff give no citizen ID.
 */
export const AcceptInvitationSchema = z
  .object({
    token: z.string({ error: 'Đường dẫn mời không hợp lệ' }).min(1, 'Đường dẫn mời không hợp lệ').max(200),
    password: strongPassword(authMessages.passwordRequired),
    passwordConfirm: passwordConfirmField,
    secret: z.string().regex(/^[A-Z2-7]{16,64}$/, 'Khóa xác thực không hợp lệ'),
    otp: otpField,
  })
  .refine(confirmationMatches.check, confirmationMatches.params);
export type AcceptInvitationInput = z.input<typeof AcceptInvitationSchema>;

export const VerifySchema = z.object({
  otp: otpField,
  session_key: z.string({ error: authMessages.sessionExpired }).min(1, authMessages.sessionExpired).max(200),
});
export type VerifyInput = z.input<typeof VerifySchema>;

export const ForgotPasswordQuerySchema = z.object({ emailForget: emailField });
export type ForgotPasswordInput = z.input<typeof ForgotPasswordQuerySchema>;

/** The token of a confirmation mail's link, as the confirmation page sends it. */
export const ConfirmEmailSchema = z.object({
  token: z
    .string({ error: authMessages.confirmationInvalid })
    .min(1, authMessages.confirmationInvalid)
    .max(200, authMessages.confirmationInvalid),
});

/** "Gửi lại": the key the refused sign-in of an unconfirmed account gave. */
export const ResendConfirmationSchema = z.object({
  resend_key: z
    .string({ error: authMessages.resendKeyInvalid })
    .min(1, authMessages.resendKeyInvalid)
    .max(300, authMessages.resendKeyInvalid),
});

export const ChangePasswordSchema = z
  .object({
    oldPassword: z
      .string({ error: authMessages.oldPasswordRequired })
      .min(1, authMessages.oldPasswordRequired)
      .max(128),
    password: strongPassword(authMessages.newPasswordRequired),
    passwordConfirm: passwordConfirmField,
  })
  .refine(confirmationMatches.check, confirmationMatches.params)
  .refine((value) => value.password !== value.oldPassword, {
    path: ['password'],
    message: authMessages.newPasswordSameAsOld,
    when: fieldsValid('password', 'oldPassword'),
  });
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;

/**
 * `PUT /api/auth/set-password`: the first password of an account made by a VNeID sign-in, in a
 * session opened through VNeID (which just proved the person): no old password to give.
 */
export const SetPasswordSchema = z
  .object({
    password: strongPassword(authMessages.newPasswordRequired),
    passwordConfirm: passwordConfirmField,
  })
  .refine(confirmationMatches.check, confirmationMatches.params);
export type SetPasswordInput = z.input<typeof SetPasswordSchema>;

/** Turning two-factor on (first without a code to get a QR, then with the secret and a code) or off (with a code). */
/**
 * `PUT /api/auth/{id}/register-google-auththen`: without `secret` and `otp` (switching on) the
 * answer is a QR code and the secret the server made; switching on then sends that secret, the
 * first code and the current password; switching off sends a code and the current password.
 */
export const TwoFactorSchema = z.object({
  google_auththen_check: z.boolean(),
  /**
   * The account's current password: asked for to switch two-factor on or off, except from a
   * VNeID session of an account without a password of its own.
   */
  password: z.string().max(200).optional(),
  secret: z
    .string()
    .regex(/^[A-Z2-7]{16,64}$/, 'Khóa xác thực không hợp lệ')
    .optional(),
  otp: otpField.optional(),
});
export type TwoFactorInput = z.input<typeof TwoFactorSchema>;

export const ProfileUpdateSchema = z.object({ full_name: fullNameField });

/**
 * The signed-in user as every auth answer gives it (docs/DOMAIN.md, "The spec's contract", section
 * 3, plus what the portal needs).
 */
export const SessionUserSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  /** Set only for a session opened through VNeID (the spec sends those users to its logout); masked. */
  citizenPid: z.string().nullable(),
  /** The citizen ID masked but for its last 4 digits, for the profile page. */
  citizen_pid_masked: z.string().nullable(),
  is_admin: z.boolean(),
  role: z.enum(['citizen', 'reviewer', 'editor', 'admin']),
  google_auththen_check: z.boolean(),
  must_change_password: z.boolean(),
  /** The first administrator's ADMIN_PASSWORD (or printed one): the forced change names it so. */
  initial_password: z.boolean(),
  /** The account is linked to a VNeID identity (the profile offers the link otherwise). */
  vneid_linked: z.boolean(),
  /**
   * The account has a password of its own. One made by a VNeID sign-in has none until it sets
   * one (the profile then offers "Đặt mật khẩu", and two-factor asks for the code alone).
   */
  has_password: z.boolean(),
  /**
   * How this session was opened: a password alone, a password and a two-factor code, or VNeID.
   * The back office needs the last two.
   */
  sign_in_method: z.enum(['pwd', 'otp', 'vneid']),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/**
 * An account made by a VNeID sign-in, in a session VNeID opened: it has no password of its own,
 * and VNeID has just proved the person, so two-factor takes the code alone and a first password
 * needs no old one. The server decides the same from the stored account.
 */
export const provedByVneid = (user: Pick<SessionUser, 'has_password' | 'sign_in_method'>) =>
  !user.has_password && user.sign_in_method === 'vneid';

export const CaptchaResponseSchema = z.object({ data: z.object({ captcha: z.string(), key: z.string() }) });

export const LoginResponseSchema = z.object({
  valid: z.boolean(),
  session_key: z.string().nullable(),
  google_auththen_check: z.boolean(),
  message: z.string().optional(),
  data: z.object({ access_token: z.string(), user: SessionUserSchema }).optional(),
});

export const TokenResponseSchema = z.object({ access_token: z.string(), user: SessionUserSchema });

/** The answers of the account calls (packages/shared/src/api/auth.ts). */
export const UserAnswerSchema = z.object({ data: z.object({ user: SessionUserSchema }) });
export const RefreshAnswerSchema = z.object({ data: TokenResponseSchema });
export const TwoFactorQrSchema = z.object({ qrImage: z.string(), secret: z.string() });
export const NewPasswordAnswerSchema = z.object({ message: z.string(), data: TokenResponseSchema });
export const LogoutAnswerSchema = z.object({ message: z.string(), end_session_url: z.string().optional() });
export const TwoFactorAnswerSchema = z.object({
  google_auththen_check: z.boolean(),
  qrImage: z.string().optional(),
  secret: z.string().optional(),
  /** Once enabled: a session opened with the second factor (the refresh cookie is renewed too). */
  data: TokenResponseSchema.optional(),
});
/** VNeID's return to the portal: the query it came back with (code, state, or an error). */
export const VneidReturnSchema = z.record(z.string(), z.string().max(4000));
export const VneidAuthorizeQuerySchema = z.object({ redirect: z.string().max(500).optional() });
/** Where the browser goes next (VNeID's sign-in page). */
export const VneidUrlAnswerSchema = z.object({ data: z.object({ url: z.string() }) });
/** A VNeID sign-in to an account: its session, and where the browser goes next. */
export const VneidSignedInSchema = TokenResponseSchema.extend({ redirect_path: z.string() });
/**
 * A first VNeID sign-in: no account is made before its owner agrees to the statement of consent.ts, as at
 * registration. The portal shows the text; the single-use key answers it (`/api/auth/vneid/consent`).
 */
export const VneidConsentRequiredSchema = z.object({
  consent_required: z.literal(true),
  consent_key: z.string(),
  full_name: z.string(),
});
export const VneidLoginAnswerSchema = z.object({ data: z.union([VneidSignedInSchema, VneidConsentRequiredSchema]) });
/** The answer to the consent of a first VNeID sign-in: `consent` true makes the account, false discards it. */
export const VneidConsentSchema = z.object({
  consent_key: z.string().min(1).max(200),
  consent: z.boolean(),
});
export type VneidConsentInput = z.input<typeof VneidConsentSchema>;
/** Agreed: the new account's session; refused: only the message (nothing was made). */
export const VneidConsentAnswerSchema = z.object({ message: z.string(), data: VneidSignedInSchema.optional() });
export const VneidProvedAnswerSchema = z.object({
  data: z.object({ full_name: z.string(), citizen_pid_masked: z.string().nullable() }),
});
export const VneidLinkedAnswerSchema = UserAnswerSchema.extend({ message: z.string() });
/** `/api/auth/:id/register-google-auththen`: the id is the signed-in user's own. */
export const UserIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The citizen ID with all but its last four digits hidden. */
export function maskCitizenPid(pid: string): string {
  return `${'*'.repeat(Math.max(0, pid.length - 4))}${pid.slice(-4)}`;
}

/**
 * `POST /api/auth/vneid/link`: the last step of linking a VNeID identity to the signed-in
 * account, after VNeID's return; the account's password proves the account is the citizen's.
 */
export const VneidLinkConfirmSchema = z.object({
  password: z
    .string({ error: accountMessages.passwordRequired })
    .min(1, accountMessages.passwordRequired)
    .max(200, accountMessages.passwordWrong),
});
export type VneidLinkConfirmInput = z.input<typeof VneidLinkConfirmSchema>;
