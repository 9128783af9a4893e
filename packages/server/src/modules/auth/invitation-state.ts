import type { StaffRole } from '@portal/shared/staff-invitations';
import type { staffInvitations } from '../../db/schema/admin.ts';

export type InvitationRow = typeof staffInvitations.$inferSelect;

/** The state an invitation is in at `at`: revoked and accepted are final, then the expiry decides. */
export function invitationState(row: Pick<InvitationRow, 'acceptedAt' | 'revokedAt' | 'expiresAt'>, at: Date) {
  if (row.revokedAt) return 'revoked' as const;
  if (row.acceptedAt) return 'accepted' as const;
  return row.expiresAt <= at ? ('expired' as const) : ('pending' as const);
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : null);

/** An invitation as the back office sees it, field by field: never the token's hash. */
export const presentInvitation = (row: Record<string, unknown>, at: Date) => ({
  id: row.id as number,
  email: row.email as string,
  full_name: row.fullName as string,
  role: row.role as StaffRole,
  state: invitationState(row as InvitationRow, at),
  expires_at: iso(row.expiresAt) as string,
  sent_at: iso(row.sentAt) as string,
  sent_count: row.sentCount as number,
  invited_by: (row.invitedBy as number | null) ?? null,
  accepted_at: iso(row.acceptedAt),
  user_id: (row.userId as number | null) ?? null,
  revoked_at: iso(row.revokedAt),
  created_at: iso(row.createdAt) as string,
});
