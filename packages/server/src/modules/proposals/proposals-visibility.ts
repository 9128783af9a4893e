import { needExpiryMessages } from '@portal/shared/admin-products';
import { proposalMessages } from '@portal/shared/proposal-labels';
import { PUBLIC_STATES, type VisibilityRequest, visibilityMessages } from '@portal/shared/submissions';
import { eq } from 'drizzle-orm';
import { recordStaffWrite } from '../../back-office/audit.ts';
import type { AppContext } from '../../context.ts';
import { proposals, submissionTransitions } from '../../db/schema/submissions.ts';
import type { users } from '../../db/schema/users.ts';
import { conflict, notFound } from '../../errors.ts';
import { staffListingEnd } from '../products/listing-end.ts';

type Staff = Pick<typeof users.$inferSelect, 'id' | 'email' | 'role'>;

/**
 * Staff take an approved or published proposal off /propose (and /solution/{id}, and its link
 * previews), or show it again. `hidden_at` sits beside the lifecycle rather than being a state of
 * it (see VISIBILITY_ACTIONS): the proposal keeps its state, its product and its author's view,
 * and showing it again puts it back exactly as it was. Each change is a timeline line with its
 * note (the author reads it too) and an audit line, in one transaction; the public cache is
 * emptied after.
 */
export async function changeProposalVisibility(
  { database, now, publicCache }: Pick<AppContext, 'database' | 'now' | 'publicCache'>,
  staff: Staff,
  id: number,
  { action, note = '' }: VisibilityRequest,
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(proposals).where(eq(proposals.id, id)).for('update');
    if (!row || row.status === 'draft') throw notFound(proposalMessages.notFound);
    if (action === 'hide') {
      if (row.hiddenAt) throw conflict(visibilityMessages.alreadyHidden);
      if (!PUBLIC_STATES.includes(row.status)) throw conflict(visibilityMessages.notPublic);
    } else if (!row.hiddenAt) {
      throw conflict(visibilityMessages.notHidden);
    }
    const time = now();
    const hiddenAt = action === 'hide' ? time : null;
    await tx.update(proposals).set({ hiddenAt, updatedAt: time }).where(eq(proposals.id, id));
    await tx.insert(submissionTransitions).values({
      kind: 'proposal',
      submissionId: id,
      action,
      fromState: row.status,
      toState: row.status,
      actorId: staff.id,
      actorRole: 'staff',
      note: note.trim(),
      createdAt: time,
    });
    await recordStaffWrite(
      tx,
      staff,
      {
        action,
        resource: 'proposals',
        recordId: id,
        before: { status: row.status, hidden_at: row.hiddenAt },
        after: { status: row.status, hidden_at: hiddenAt, note: note.trim() },
      },
      time,
    );
  });
  publicCache.invalidate();
}

/**
 * Staff set or move the end of a need on the marketplace: a public need not
 * published as a product (409 otherwise; one without an author account has no end until staff
 * give it one), to a day to come (422 under `expires_at`). The reminder comes again for the new
 * end; an audit line records it.
 */
export async function changeNeedExpiry(
  { database, now, publicCache }: Pick<AppContext, 'database' | 'now' | 'publicCache'>,
  staff: Staff,
  id: number,
  value: string,
): Promise<void> {
  const time = now();
  await database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(proposals).where(eq(proposals.id, id)).for('update');
    if (!row || row.status === 'draft') throw notFound(proposalMessages.notFound);
    if (row.proposalKind !== 'need' || !PUBLIC_STATES.includes(row.status) || row.productId !== null) {
      throw conflict(needExpiryMessages.notListed);
    }
    const chosen = staffListingEnd(value, time);
    await tx.update(proposals).set({ expiresAt: chosen, updatedAt: time }).where(eq(proposals.id, id));
    await recordStaffWrite(
      tx,
      staff,
      {
        action: 'update',
        resource: 'proposals',
        recordId: id,
        before: { expires_at: row.expiresAt },
        after: { expires_at: chosen },
      },
      time,
    );
  });
  publicCache.invalidate();
}
