import type { Database } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/auth.ts';

export type AuthEventKind =
  | 'login_succeeded'
  | 'login_failed'
  | 'account_locked'
  | 'account_unlocked'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'two_factor_failed'
  | 'two_factor_locked'
  | 'password_changed'
  | 'password_reset_requested'
  | 'password_reset_used'
  | 'registered'
  | 'registration_declined'
  | 'email_confirmed'
  | 'email_confirmation_resent'
  | 'refresh_reuse_detected'
  | 'vneid_linked'
  | 'citizen_pid_disputed'
  | 'logout';

/** Records an account event. `detail` must never hold a password, code, token or citizen ID. */
export async function recordAuthEvent(
  db: Database,
  kind: AuthEventKind,
  event: { userId?: number | null; ip?: string; detail?: Record<string, string | number | boolean> },
): Promise<void> {
  await db.insert(auditEvents).values({ kind, userId: event.userId ?? null, ip: event.ip, detail: event.detail ?? {} });
}
