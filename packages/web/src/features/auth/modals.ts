import type { RegisterInput } from '@portal/shared/auth';
import { createStore } from '../../lib/store.ts';

/** Which account modal is open, with what it needs. One at a time: flows pass from one to the next. */
export type AuthModal =
  | { name: 'login'; email?: string }
  | { name: 'register' }
  | { name: 'otp'; sessionKey: string }
  | { name: 'forgot'; email?: string }
  | { name: 'qr'; qrImage: string; secret: string; registration?: RegisterInput }
  | { name: 'changePassword'; forced?: boolean };

export const authModal = createStore<AuthModal | null>(null);

export const openAuthModal = (modal: AuthModal) => authModal.set(modal);
export const closeAuthModal = () => authModal.set(null);
