import { createAuthPasswordsService } from './auth-passwords.service.ts';
import { createAuthProfileService } from './auth-profile.service.ts';
import { createAuthRegistrationService } from './auth-registration.service.ts';
import { type AuthServiceDeps, createAuthShared } from './auth-shared.ts';
import { createAuthSignInService } from './auth-sign-in.service.ts';
import { createAuthTwoFactorService } from './auth-two-factor.service.ts';

export type { AuthServiceDeps, LoginResult, SignedIn } from './auth-shared.ts';

/**
 * Accounts as the app context holds them: one object of the sign-in and session, registration,
 * password, two-factor and profile services over the helpers they share (auth-shared.ts), so
 * that routes and other modules reach every part through `context.auth`.
 */
export function createAuthService(deps: AuthServiceDeps) {
  const shared = createAuthShared(deps);
  const signIn = createAuthSignInService(shared);
  return {
    findById: shared.findById,
    openSession: shared.openSession,
    confirmEmail: shared.confirmation.confirm,
    resendConfirmation: shared.confirmation.resend,
    ...createAuthProfileService(shared),
    ...signIn,
    ...createAuthRegistrationService(shared),
    ...createAuthPasswordsService(shared, signIn.confirmPassword),
    ...createAuthTwoFactorService(shared, signIn.confirmPassword),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
