import { columnsOf, sameValue, valuesOf } from '@portal/shared/catalogue';
import { proposalCatalogue } from '@portal/shared/proposal-fields';
import { proposalMessages } from '@portal/shared/proposal-labels';
import { type ProposalCorrection, proposalMissingFields } from '@portal/shared/proposals';
import { CORRECTION_ACTION, namedKind, submissionKindLabels } from '@portal/shared/submissions';
import { eq } from 'drizzle-orm';
import { recordStaffWrite } from '../../back-office/audit.ts';
import type { AppContext } from '../../context.ts';
import { proposals, submissionTransitions } from '../../db/schema/submissions.ts';
import type { users } from '../../db/schema/users.ts';
import { conflict, notFound, unprocessable } from '../../errors.ts';
import { dossierLink } from '../../lib/links.ts';

/** The corrected fields by their labels: "Tên đề xuất, Trang web". */
const labelsOf = (keys: string[]) =>
  keys.map((key) => proposalCatalogue[key as keyof typeof proposalCatalogue].label).join(', ');

type Staff = Pick<typeof users.$inferSelect, 'id' | 'email' | 'role'>;
type Deps = Pick<AppContext, 'database' | 'now' | 'publicCache' | 'notifications'>;

/**
 * Staff correct what the author of a sent proposal wrote (never a draft, which is still the
 * author's), field by field under the author's own rules: a sent proposal keeps every field it
 * needed to be sent. What changed goes into the audit log (before and after) with the reason, and
 * the author reads it in the bell and a mail, with the fields' names; the public pages are read
 * again.
 */
export async function correctProposal(
  { database, now, publicCache, notifications }: Deps,
  staff: Staff,
  id: number,
  { note, ...input }: ProposalCorrection,
): Promise<void> {
  const time = now();
  const corrected = await database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(proposals).where(eq(proposals.id, id)).for('update');
    if (!row || row.status === 'draft') throw notFound(proposalMessages.notFound);
    const before = valuesOf(proposalCatalogue, row, 'staff') as Record<string, unknown>;
    const sent = input as Record<string, unknown>;
    const changed = Object.keys(sent).filter((key) => sent[key] !== undefined && !sameValue(before[key], sent[key]));
    if (changed.length === 0) throw conflict(proposalMessages.correctionNothing);
    const missing = proposalMissingFields({ ...before, ...sent } as Parameters<typeof proposalMissingFields>[0]);
    const errors = Object.fromEntries(
      Object.entries(missing)
        .filter(([key]) => changed.includes(key))
        .map(([key, message]) => [key, [message]]),
    );
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    const after = Object.fromEntries(changed.map((key) => [key, sent[key]]));
    await tx
      .update(proposals)
      .set({ ...columnsOf(proposalCatalogue, after), updatedAt: time })
      .where(eq(proposals.id, id));
    await recordStaffWrite(
      tx,
      staff,
      {
        action: 'correct',
        resource: 'proposals',
        recordId: id,
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: { ...after, note },
      },
      time,
    );
    await tx.insert(submissionTransitions).values({
      kind: 'proposal',
      submissionId: id,
      action: CORRECTION_ACTION,
      fromState: row.status,
      toState: row.status,
      actorId: staff.id,
      actorRole: 'staff',
      note: `Thông tin được chỉnh sửa: ${labelsOf(changed)}. Lý do: ${note}`,
      createdAt: time,
    });
    return { row, changed };
  });
  publicCache.invalidate();
  const { row, changed } = corrected;
  if (row.authorId === null) return;
  const fields = labelsOf(changed);
  // Its name as the author will find it: the corrected one when the title was corrected.
  const title = input.title ?? row.title;
  const code = row.trackingCode ? ` ${row.trackingCode}` : '';
  const called = submissionKindLabels[namedKind('proposal', row.proposalKind)];
  await notifications.notify({
    userId: row.authorId,
    kind: 'submission_status',
    text: `${called}${code} “${title}”: Sở đã chỉnh sửa ${fields}. Lý do: ${note}`,
    link: dossierLink('proposal', id, row.bigProblemId),
    mail: {
      subject: `Sở đã chỉnh sửa thông tin ${called.toLowerCase()}${code}`,
      body: [
        `Cán bộ của Sở đã chỉnh sửa thông tin ${called.toLowerCase()} “${title}”${row.trackingCode ? ` (mã hồ sơ ${row.trackingCode})` : ''} của Ông/Bà.`,
        `Thông tin được chỉnh sửa: ${fields}.`,
        `Lý do: ${note}`,
        `Ông/Bà xem lại ${called.toLowerCase()} trên Cổng theo đường dẫn dưới đây.`,
      ],
    },
  });
}
