import { type AcceptInvitationSchema, authMessages } from '@portal/shared/auth';
import { type InvitationDetails, invitationMessages, staffRoleLabel } from '@portal/shared/staff-invitations';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { recordStaffWrite } from '../../back-office/audit.ts';
import type { AppContext } from '../../context.ts';
import { staffInvitations } from '../../db/schema/admin.ts';
import { users } from '../../db/schema/users.ts';
import { HttpError, unprocessable } from '../../errors.ts';
import { sha256 } from '../../lib/crypto.ts';
import { recordAuthEvent } from './audit.ts';
import type { SignedIn } from './auth.service.ts';
import { assertUncommonPassword } from './common-passwords.ts';
import { invitationState, presentInvitation } from './invitation-state.ts';
import { keyedSecret, totpQrImage, totpStep } from './totp.ts';

type InvitationRow = typeof staffInvitations.$inferSelect;

/** Why a link no longer works, each in words the invited person can act on. */
const refusals = {
  unknown: () => new HttpError(404, 'invitation_unknown', invitationMessages.unknown),
  expired: () => new HttpError(410, 'invitation_expired', invitationMessages.expired),
  accepted: () => new HttpError(410, 'invitation_used', invitationMessages.used),
  revoked: () => new HttpError(410, 'invitation_revoked', invitationMessages.revoked),
};

/**
 * The two-factor secret of an invitation's link: chosen by the server, the same each time the
 * page is opened until the link is used (the invitation's own expiry bounds it), and a new one
 * when the admin re-sends the link (a new token). Accepting takes only this secret, so nobody
 * becomes staff with a second factor of their own choosing.
 */
const invitationSecret = (digest: (plain: string) => string, invitation: InvitationRow) =>
  keyedSecret(digest, `totp-invitation:${invitation.id}:${invitation.tokenHash}`);

/**
 * The invited staff member's side of an invitation (the admin's side is
 * modules/admin/resources/staff-invitations.ts): the page reads who is invited with the
 * invitation's two-factor secret, then accepting makes the account with its password and two-factor at once,
 * uses the link up and signs the person in.
 */
export function createInvitationService(
  context: Pick<AppContext, 'database' | 'now' | 'protector' | 'passwords' | 'settings' | 'auth'>,
) {
  const { now, protector, passwords, settings, auth } = context;
  const db = context.database.db;

  /** The open invitation of a token, or the refusal that says why there is none. */
  async function openInvitation(token: string): Promise<InvitationRow> {
    const [row] = await db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.tokenHash, sha256(token)));
    if (!row) throw refusals.unknown();
    const state = invitationState(row, now());
    if (state !== 'pending') throw refusals[state]();
    return row;
  }

  return {
    async details(token: string): Promise<InvitationDetails> {
      const invitation = await openInvitation(token);
      const secret = invitationSecret(protector.digest, invitation);
      const siteName = (await settings.get()).site_name;
      return {
        full_name: invitation.fullName,
        email: invitation.email,
        role: invitation.role,
        role_label: staffRoleLabel(invitation.role),
        expires_at: invitation.expiresAt.toISOString(),
        qrImage: await totpQrImage(secret, invitation.email, siteName),
        secret,
      };
    },

    async accept(input: z.output<typeof AcceptInvitationSchema>, ip: string): Promise<SignedIn> {
      const invitation = await openInvitation(input.token);
      await assertUncommonPassword(input.password, {
        email: invitation.email,
        fullName: invitation.fullName,
        site: await settings.get(),
      });
      if (input.secret !== invitationSecret(protector.digest, invitation)) {
        throw unprocessable({ secret: [invitationMessages.secretNotIssued] });
      }
      const at = now();
      const step = totpStep(input.secret, input.otp, at);
      if (step === null) throw unprocessable({ otp: [authMessages.otpInvalid] });
      const passwordHash = await passwords.hash(input.password);
      const user = await db
        .transaction(async (tx) => {
          // The link is used up by the first accept to claim it: a second one, or one racing a
          // revoke or the expiry, finds nothing to claim.
          const [claimed] = await tx
            .update(staffInvitations)
            .set({ acceptedAt: at, updatedAt: at })
            .where(
              and(
                eq(staffInvitations.id, invitation.id),
                isNull(staffInvitations.acceptedAt),
                isNull(staffInvitations.revokedAt),
                gt(staffInvitations.expiresAt, at),
              ),
            )
            .returning();
          if (!claimed) throw refusals.accepted();
          const [created] = await tx
            .insert(users)
            .values({
              email: invitation.email,
              passwordHash,
              fullName: invitation.fullName,
              role: invitation.role,
              totpSecretEncrypted: protector.encrypt(input.secret),
              totpLastStep: step,
              // The invitation's link reached this address: opening it proved it.
              emailConfirmedAt: at,
              createdAt: at,
              updatedAt: at,
            })
            .returning();
          if (!created) throw new Error('insert returned no row');
          const [after] = await tx
            .update(staffInvitations)
            .set({ userId: created.id })
            .where(eq(staffInvitations.id, invitation.id))
            .returning();
          await recordStaffWrite(
            tx,
            created,
            {
              action: 'accept',
              resource: 'staff-invitations',
              recordId: invitation.id,
              before: presentInvitation(invitation, at),
              after: after ? presentInvitation(after, at) : null,
            },
            at,
          );
          return created;
        })
        .catch((error: unknown) => {
          const cause = (error as { cause?: { code?: string } }).cause;
          // Someone registered this e-mail since the invitation was sent.
          if (((error as { code?: string }).code ?? cause?.code) === '23505') {
            throw new HttpError(409, 'invitation_email_taken', invitationMessages.accountExists);
          }
          throw error;
        });
      await recordAuthEvent(db, 'registered', {
        userId: user.id,
        ip,
        detail: { two_factor: true, invitation: invitation.id },
      });
      return auth.openSession(user, 'otp', ip);
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
