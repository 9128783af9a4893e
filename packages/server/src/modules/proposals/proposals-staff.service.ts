import { followThroughMessages, type PublicAnswerInputSchema } from '@portal/shared/follow-through-answers';
import type { AdminProposalDetail } from '@portal/shared/proposal-answers';
import { PROPOSAL_KINDS, type ProposalKind, proposalMessages } from '@portal/shared/proposal-labels';
import {
  ANSWERING_ACTIONS,
  allowedActions,
  SUBMISSION_STATES,
  type SubmissionAction,
  type SubmissionState,
} from '@portal/shared/submissions';
import { and, count, desc, eq, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type AdminListQuery, idsOf, orderOf } from '../../back-office/list-dialect.ts';
import type { AppContext } from '../../context.ts';
import { bigProblems } from '../../db/schema/catalogue.ts';
import { proposals } from '../../db/schema/submissions.ts';
import { users } from '../../db/schema/users.ts';
import { searchPattern } from '../../db/search.ts';
import { notFound, unprocessable } from '../../errors.ts';
import { answerUnitOf } from '../follow-through/follow-through.service.ts';
import { followerCount, withFollowers } from '../follows/follows.service.ts';
import { withInterestCounts } from '../interests/interest-counts.ts';
import { detailOf, iso, problemColumns, staffSummaryOf } from './proposals.mapper.ts';
import { findProposal } from './proposals-rows.ts';

type Deps = Pick<AppContext, 'database' | 'now' | 'lifecycle' | 'uploadRecords' | 'settings'>;

/** The fields the staff list of proposals may be sorted by. */
export const proposalsAdminSortable = {
  id: proposals.id,
  title: proposals.title,
  status: proposals.status,
  proposal_kind: proposals.proposalKind,
  field: proposals.field,
  tracking_code: proposals.trackingCode,
  created_at: proposals.createdAt,
  updated_at: proposals.updatedAt,
  submitted_at: proposals.submittedAt,
};

/** Staff who moderate: the queue, a proposal with its author and timeline, and the steps they take. */
export function createProposalsStaffService({ database, now, lifecycle, uploadRecords, settings }: Deps) {
  const { db } = database;

  async function staffDetail(id: number): Promise<AdminProposalDetail> {
    const row = await findProposal(db, id);
    // A draft is its author's alone (the queue leaves drafts out): staff cannot open one either.
    if (!row || row.status === 'draft') throw notFound(proposalMessages.notFound);
    const [author] =
      row.authorId === null
        ? []
        : await db
            .select({ id: users.id, full_name: users.fullName, email: users.email })
            .from(users)
            .where(eq(users.id, row.authorId));
    // Interests are expressed in needs only: another kind counts 0.
    const [counted] = await withInterestCounts(db, [{ id }], 'need');
    return {
      ...(await detailOf(row, 'staff', { db, lifecycle, uploadRecords })),
      author: author ?? null,
      staff_actions: allowedActions(row.status, 'staff'),
      product_id: row.productId,
      expires_at: iso(row.expiresAt),
      hidden_at: iso(row.hiddenAt),
      followers: await followerCount(db, 'proposal', id),
      interests: counted?.interests ?? 0,
      interests_accepted: counted?.interests_accepted ?? 0,
    };
  }

  return {
    /**
     * Staff: the queue in the back office's dialect (back-office/list-dialect.ts), newest sent first unless
     * sorted otherwise; filters status, proposal_kind, q, id. Drafts are their author's alone,
     * never listed (even when asked for).
     */
    async listStaff(query: Pick<AdminListQuery, 'sort' | 'filter'>, page: { offset: number; limit: number }) {
      const filter = query.filter ?? {};
      const filters: (SQL | undefined)[] = [ne(proposals.status, 'draft')];
      const status = filter.status;
      if (status !== undefined && status !== null && status !== '') {
        const states = (Array.isArray(status) ? status : [status]).filter(
          (state): state is SubmissionState =>
            typeof state === 'string' && (SUBMISSION_STATES as readonly string[]).includes(state),
        );
        filters.push(states.length > 0 ? inArray(proposals.status, states) : sql`false`);
      }
      // One kind, or several (the dashboard's "Đề xuất" queues are every kind but solutions).
      const kind = filter.proposal_kind;
      if ((typeof kind === 'string' && kind !== '') || Array.isArray(kind)) {
        const kinds = (Array.isArray(kind) ? kind : [kind]).filter(
          (value): value is ProposalKind =>
            typeof value === 'string' && (PROPOSAL_KINDS as readonly string[]).includes(value),
        );
        filters.push(kinds.length > 0 ? inArray(proposals.proposalKind, kinds) : sql`false`);
      }
      if (typeof filter.q === 'string' && filter.q.trim() !== '') {
        // Its words, or its tracking code (DX-2026-000004, or a part of it), as the box says.
        const pattern = searchPattern(filter.q.trim().slice(0, 200));
        filters.push(
          sql`(${proposals.searchText} like ${pattern} or lower(coalesce(${proposals.trackingCode}, '')) like ${pattern})`,
        );
      }
      const ids = idsOf(filter);
      if (ids) filters.push(ids.length > 0 ? inArray(proposals.id, ids) : sql`false`);
      if (filter.hidden === true || filter.hidden === 'true') filters.push(isNotNull(proposals.hiddenAt));
      if (filter.hidden === false || filter.hidden === 'false') filters.push(isNull(proposals.hiddenAt));
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            proposal: proposals,
            ...problemColumns,
            authorName: users.fullName,
            authorEmail: users.email,
          })
          .from(proposals)
          .leftJoin(bigProblems, eq(bigProblems.id, proposals.bigProblemId))
          .leftJoin(users, eq(users.id, proposals.authorId))
          .where(where)
          .orderBy(
            ...orderOf(query, proposalsAdminSortable, [
              sql`${proposals.submittedAt} desc nulls last`,
              desc(proposals.id),
            ]),
          )
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(proposals).where(where),
      ]);
      return {
        data: await withInterestCounts(
          db,
          await withFollowers(
            db,
            'proposal',
            rows.map((row) =>
              staffSummaryOf({ ...row.proposal, ...row }, { name: row.authorName, email: row.authorEmail }),
            ),
          ),
          'need',
        ),
        total: Number(total?.total ?? 0),
        /** The rows as stored, in the same order: the Excel export's organisation, needs, budget, contact. */
        stored: rows.map((row) => row.proposal),
      };
    },

    staffDetail,

    /**
     * A staff step; with approve, publish or reject it may carry the public answer (422 under
     * `answer` with any other step), written in the step's own transaction.
     */
    async staffStep(
      staffId: number,
      id: number,
      action: SubmissionAction,
      note: string,
      answer?: z.output<typeof PublicAnswerInputSchema>,
    ) {
      if (answer && !ANSWERING_ACTIONS.includes(action)) {
        throw unprocessable({ answer: [followThroughMessages.answerNotForAction] });
      }
      const unit = answer ? await answerUnitOf(settings, answer.unit) : null;
      await lifecycle.transition(
        'proposal',
        id,
        action,
        { userId: staffId, as: 'staff' },
        note,
        answer ? async () => ({ answerText: answer.text, answerUnit: unit, answeredAt: now() }) : undefined,
      );
      return staffDetail(id);
    },
  };
}
