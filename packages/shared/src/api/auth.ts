import type * as accountData from '../account-data.ts';
import type { MessageAnswerSchema } from '../answers.ts';
import type * as auth from '../auth.ts';
import type { InvitationDetailsSchema, InvitationTokenSchema } from '../staff-invitations.ts';
import { endpoint } from './endpoint.ts';

type Message = typeof MessageAnswerSchema;

/** Accounts: sign-in, registration, recovery, the profile, two-factor, VNeID and invitations. */
export const authApi = {
  captcha: endpoint<{ response: { 200: typeof auth.CaptchaResponseSchema } }>()('GET', '/api/captcha'),
  login: endpoint<{
    body: typeof auth.LoginSchema;
    response: { 200: typeof auth.LoginResponseSchema; 401: typeof auth.LoginResponseSchema };
  }>()('POST', '/api/auth/login'),
  verify: endpoint<{ body: typeof auth.VerifySchema; response: { 200: typeof auth.TokenResponseSchema } }>()(
    'POST',
    '/api/auth/verify',
  ),
  register: endpoint<{
    body: typeof auth.RegisterSchema;
    response: { 200: typeof auth.TwoFactorQrSchema; 201: Message };
  }>()('POST', '/api/auth/register'),
  completeRegistration: endpoint<{ body: typeof auth.CompleteRegistrationSchema; response: { 201: Message } }>()(
    'POST',
    '/api/auth/completeRegistration',
  ),
  forgotPassword: endpoint<{ query: typeof auth.ForgotPasswordQuerySchema; response: { 200: Message } }>()(
    'GET',
    '/api/auth/forget-password',
  ),
  confirmEmail: endpoint<{ body: typeof auth.ConfirmEmailSchema; response: { 200: Message } }>()(
    'POST',
    '/api/auth/confirm-email',
  ),
  resendConfirmation: endpoint<{ body: typeof auth.ResendConfirmationSchema; response: { 200: Message } }>()(
    'POST',
    '/api/auth/resend-confirmation',
  ),
  refresh: endpoint<{ response: { 200: typeof auth.RefreshAnswerSchema } }>()('GET', '/api/auth/refresh'),
  me: endpoint<{ response: { 200: typeof auth.UserAnswerSchema } }>()('GET', '/api/auth/me'),
  logout: endpoint<{ response: { 200: typeof auth.LogoutAnswerSchema } }>()('GET', '/api/auth/logout'),
  changePassword: endpoint<{
    body: typeof auth.ChangePasswordSchema;
    response: { 200: typeof auth.NewPasswordAnswerSchema };
  }>()('PUT', '/api/auth/change-password'),
  setPassword: endpoint<{
    body: typeof auth.SetPasswordSchema;
    response: { 200: typeof auth.NewPasswordAnswerSchema };
  }>()('PUT', '/api/auth/set-password'),
  twoFactor: endpoint<{
    params: typeof auth.UserIdParamsSchema;
    body: typeof auth.TwoFactorSchema;
    response: { 200: typeof auth.TwoFactorAnswerSchema };
  }>()('PUT', '/api/auth/:id/register-google-auththen'),
  profile: endpoint<{ body: typeof auth.ProfileUpdateSchema; response: { 200: typeof auth.UserAnswerSchema } }>()(
    'PUT',
    '/api/auth/profile',
  ),
  /** multipart/form-data with one `avatar` file. */
  avatar: endpoint<{ response: { 200: typeof auth.UserAnswerSchema } }>()('POST', '/api/auth/avatar'),
  myData: endpoint<{ response: { 200: typeof accountData.AccountDataSchema } }>()('GET', '/api/auth/me/data'),
  deleteAccount: endpoint<{ body: typeof accountData.DeleteAccountSchema; response: { 200: Message } }>()(
    'DELETE',
    '/api/auth/me',
  ),
  invitation: endpoint<{ body: typeof InvitationTokenSchema; response: { 200: typeof InvitationDetailsSchema } }>()(
    'POST',
    '/api/auth/invitation',
  ),
  acceptInvitation: endpoint<{
    body: typeof auth.AcceptInvitationSchema;
    response: { 201: typeof auth.TokenResponseSchema };
  }>()('POST', '/api/auth/accept-invitation'),
  vneidAuthorize: endpoint<{
    query: typeof auth.VneidAuthorizeQuerySchema;
    response: { 200: typeof auth.VneidUrlAnswerSchema };
  }>()('GET', '/api/auth/vneid/authorize'),
  vneidLogin: endpoint<{
    body: typeof auth.VneidReturnSchema;
    response: { 200: typeof auth.VneidLoginAnswerSchema };
  }>()('POST', '/api/auth/login-vneid'),
  vneidConsent: endpoint<{
    body: typeof auth.VneidConsentSchema;
    response: { 200: typeof auth.VneidConsentAnswerSchema };
  }>()('POST', '/api/auth/vneid/consent'),
  vneidLinkStart: endpoint<{ response: { 200: typeof auth.VneidUrlAnswerSchema } }>()(
    'POST',
    '/api/auth/vneid/link/start',
  ),
  vneidLinkReturn: endpoint<{
    body: typeof auth.VneidReturnSchema;
    response: { 200: typeof auth.VneidProvedAnswerSchema };
  }>()('POST', '/api/auth/vneid/link/return'),
  vneidLink: endpoint<{
    body: typeof auth.VneidLinkConfirmSchema;
    response: { 200: typeof auth.VneidLinkedAnswerSchema };
  }>()('POST', '/api/auth/vneid/link'),
};
