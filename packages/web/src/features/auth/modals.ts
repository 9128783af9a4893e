import type { RegisterInput } from '@portal/shared/auth';
import { createStore } from '../../lib/store.ts';

/** Which account modal is open, with what it needs. One at a time: flows pass from one to the next. */
export type AuthModal =
  /** `confirming`: just registered, the address waits for its mailed link (said in the modal). */
  | { name: 'login'; email?: string; confirming?: boolean }
  | { name: 'register' }
  | { name: 'otp'; sessionKey: string }
  | { name: 'forgot'; email?: string }
  | { name: 'qr'; qrImage: string; secret: string; registration?: RegisterInput }
  | { name: 'changePassword'; forced?: boolean }
  /** A first VNeID sign-in, before any account: the consent text, answered with the server's key. */
  | { name: 'vneidConsent'; consentKey: string; fullName: string };

export const authModal = createStore<AuthModal | null>(null);

export const openAuthModal = (modal: AuthModal) => authModal.set(modal);
export const closeAuthModal = () => authModal.set(null);
