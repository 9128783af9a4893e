/** The body of every error answer of the API. */
export interface ApiErrorBody {
  message: string;
  /** Stable snake_case code, for programs; the message is for people. */
  code?: string;
  /** Field errors of a 422, each field with its messages. */
  errors?: Record<string, string[]>;
  /** With a 403 `email_unconfirmed`: the key that has the confirmation link mailed again ("Gửi lại"). */
  resend_key?: string;
}

/** Codes of error answers that the clients act on. */
export const errorCodes = {
  /** 403: the user signed in with a temporary password and must set a new one first. */
  passwordChangeRequired: 'password_change_required',
  /** 403: a staff member signed in with a password alone; the back office needs two-factor or VNeID. */
  twoFactorRequired: 'two_factor_required',
  /**
   * 401: a valid token of an account staff locked, or that was deleted. Not an expired or broken
   * session: the portal signs the browser out and says why, instead of asking to sign in again.
   */
  accountDisabled: 'account_disabled',
  /** 403: the right password of an account whose address is not confirmed yet; the body has `resend_key`. */
  emailUnconfirmed: 'email_unconfirmed',
} as const;
