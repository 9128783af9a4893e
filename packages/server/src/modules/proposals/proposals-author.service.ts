import type { PageMeta } from '@portal/shared/content';
import type { MyProposalDetail, MyProposalSummary, MyProposalsQuery } from '@portal/shared/proposal-answers';
import { PROPOSAL_MAX_ATTACHMENTS, PROPOSAL_MAX_IMAGES, proposalMessages } from '@portal/shared/proposal-labels';
import { type ProposalInput, type ProposalUpdate, proposalMissingFields } from '@portal/shared/proposals';
import { allowedActions } from '@portal/shared/submissions';
import { and, count, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { bigProblems } from '../../db/schema/catalogue.ts';
import { proposals, submissionTransitions } from '../../db/schema/submissions.ts';
import { searchPattern } from '../../db/search.ts';
import { conflict, notFound, unprocessable } from '../../errors.ts';
import { pageMeta } from '../../http/pagination.ts';
import { acceptsSolutions } from '../big-problems/big-problems.service.ts';
import {
  contentOf,
  detailOf,
  problemColumns,
  requiredFieldsOf,
  summaryOf,
  withVisibility,
} from './proposals.mapper.ts';
import { findProposal } from './proposals-rows.ts';

type Deps = Pick<AppContext, 'database' | 'now' | 'lifecycle' | 'uploadRecords'>;

/** The author's side of proposals: make, list, read, edit, send, withdraw and delete their own. */
export function createProposalsAuthorService({ database, now, lifecycle, uploadRecords }: Deps) {
  const { db } = database;

  /** 422 unless `id` is a visible big problem still receiving solutions (open, its deadline not past in Vietnam). */
  async function assertOpenProblem(id: number | null) {
    if (id === null) return;
    const [row] = await db
      .select({ id: bigProblems.id })
      .from(bigProblems)
      .where(
        and(
          eq(bigProblems.id, id),
          eq(bigProblems.visible, true),
          acceptsSolutions(now()),
          lte(bigProblems.publishedAt, now()),
        ),
      );
    if (!row) throw unprocessable({ big_problem_id: [proposalMessages.bigProblemInvalid] });
  }

  /** The author's own proposal; 404 for anyone else's (and for unknown ids). */
  async function ownRow(userId: number, id: number) {
    const row = await findProposal(db, id);
    if (!row || row.authorId !== userId) throw notFound(proposalMessages.notFound);
    return row;
  }

  /** The form's images and attachments, taken for the proposal; its own files (`current`) are accepted again. */
  async function claimFiles(
    tx: Parameters<typeof uploadRecords.claim>[0],
    userId: number,
    input: Pick<ProposalInput, 'images' | 'attachments'>,
    current?: Pick<typeof proposals.$inferSelect, 'images' | 'attachments'>,
  ) {
    const images = await uploadRecords.claim(tx, userId, input.images, 'image', PROPOSAL_MAX_IMAGES, {
      field: 'images',
      keep: current?.images ?? [],
    });
    const attachments = await uploadRecords.claim(
      tx,
      userId,
      input.attachments,
      'attachment',
      PROPOSAL_MAX_ATTACHMENTS,
      {
        field: 'attachments',
        keep: current?.attachments ?? [],
      },
    );
    return { images, attachments };
  }

  async function mine(userId: number, id: number) {
    return detailOf(await ownRow(userId, id), 'author', { db, lifecycle, uploadRecords });
  }

  return {
    /**
     * Makes a proposal (and sends it when `submit`). The same (author, request_id) answers the
     * proposal made the first time (`created: false`), with no second row.
     */
    async create(userId: number, input: ProposalInput): Promise<{ created: boolean; data: MyProposalDetail }> {
      const existing = async () => {
        const [row] = await db
          .select({ id: proposals.id })
          .from(proposals)
          .where(and(eq(proposals.authorId, userId), eq(proposals.requestId, input.request_id)));
        return row;
      };
      // The same request again answers the first one, sending its draft if the first attempt stopped before sending.
      const answerAgain = async (found: { id: number }) => {
        if (input.submit) await lifecycle.sendUnsentDraft('proposal', found.id, userId);
        return { created: false, data: await mine(userId, found.id) };
      };
      const before = await existing();
      if (before) return answerAgain(before);
      await assertOpenProblem(input.big_problem_id);

      const id = await db.transaction(async (tx) => {
        // The row first: a concurrent request with the same request_id waits here, then inserts nothing.
        const [inserted] = await tx
          .insert(proposals)
          .values({
            ...contentOf(input),
            authorId: userId,
            requestId: input.request_id,
            createdAt: now(),
            updatedAt: now(),
          })
          .onConflictDoNothing({ target: [proposals.authorId, proposals.requestId] })
          .returning({ id: proposals.id });
        if (!inserted) return undefined;
        const { images, attachments } = await claimFiles(tx, userId, input);
        await tx
          .update(proposals)
          .set({ images, attachments: withVisibility(attachments, input.public_attachments) })
          .where(eq(proposals.id, inserted.id));
        await lifecycle.recordCreated(tx, 'proposal', inserted.id, userId);
        return inserted.id;
      });
      if (id === undefined) {
        const again = await existing();
        if (!again) throw notFound(proposalMessages.notFound);
        return answerAgain(again);
      }
      // Sent unless a repeat of the same request (a double click, the balancer's retry) sent it first.
      if (input.submit) await lifecycle.sendUnsentDraft('proposal', id, userId);
      return { created: true, data: await mine(userId, id) };
    },

    async listMine(userId: number, query: MyProposalsQuery): Promise<{ data: MyProposalSummary[]; meta: PageMeta }> {
      const filters: (SQL | undefined)[] = [eq(proposals.authorId, userId)];
      if (query.status) filters.push(eq(proposals.status, query.status));
      if (query.q) {
        // The tracking code too: every mail quotes it, so it is what a citizen searches by.
        const pattern = searchPattern(query.q);
        filters.push(
          sql`(${proposals.searchText} like ${pattern} or lower(coalesce(${proposals.trackingCode}, '')) like ${pattern})`,
        );
      }
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db
          .select({ proposal: proposals, ...problemColumns })
          .from(proposals)
          .leftJoin(bigProblems, eq(bigProblems.id, proposals.bigProblemId))
          .where(where)
          .orderBy(desc(proposals.updatedAt), desc(proposals.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ total: count() }).from(proposals).where(where),
      ]);
      return {
        data: rows.map((row) => summaryOf({ ...row.proposal, ...row })),
        meta: pageMeta(query.page, query.per_page, Number(total?.total ?? 0)),
      };
    },

    mine,

    /** The author changes a draft or a proposal sent back for changes (and may send it). */
    async update(userId: number, id: number, input: ProposalUpdate): Promise<MyProposalDetail> {
      const current = await ownRow(userId, id);
      lifecycle.assertEditable(current.status);
      if (input.big_problem_id !== current.bigProblemId) await assertOpenProblem(input.big_problem_id);
      const dropped = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ status: proposals.status, images: proposals.images, attachments: proposals.attachments })
          .from(proposals)
          .where(and(eq(proposals.id, id), eq(proposals.authorId, userId)))
          .for('update');
        if (!row) throw notFound(proposalMessages.notFound);
        lifecycle.assertEditable(row.status);
        const { images, attachments } = await claimFiles(tx, userId, input, row);
        await tx
          .update(proposals)
          .set({
            ...contentOf(input),
            images,
            attachments: withVisibility(attachments, input.public_attachments),
            updatedAt: now(),
          })
          .where(eq(proposals.id, id));
        return [...uploadRecords.dropped(row.images, images), ...uploadRecords.dropped(row.attachments, attachments)];
      });
      await uploadRecords.release(dropped);
      // Only a draft or a proposal sent back is edited: neither is public, so no public answer changes.
      if (input.submit) await lifecycle.transition('proposal', id, 'submit', { userId, as: 'author' });
      return mine(userId, id);
    },

    /**
     * `submit` or `withdraw` by the author. Sending a proposal that may be sent checks its required
     * fields first (422); one that may not be sent gets the lifecycle's 409 whatever it lacks.
     */
    async authorStep(userId: number, id: number, action: 'submit' | 'withdraw'): Promise<MyProposalDetail> {
      if (action === 'submit') {
        const row = await ownRow(userId, id);
        if (allowedActions(row.status, 'author').includes('submit')) {
          const missing = proposalMissingFields(requiredFieldsOf(row));
          const errors = Object.fromEntries(Object.entries(missing).map(([field, message]) => [field, [message]]));
          if (Object.keys(errors).length > 0) throw unprocessable(errors);
        }
      }
      await lifecycle.transition('proposal', id, action, { userId, as: 'author' });
      return mine(userId, id);
    },

    /**
     * The author deletes a draft (never sent, so nobody else has seen it): the row, its timeline
     * and its files go. 404 for another's or an unknown id, 409 once it has been sent (it may be
     * withdrawn instead, and staff keep its record).
     */
    async deleteDraft(userId: number, id: number): Promise<void> {
      const current = await ownRow(userId, id);
      if (current.status !== 'draft') throw conflict(proposalMessages.deleteNotDraft);
      const files = await db.transaction(async (tx) => {
        // The state is checked again in the delete itself: a send at the same moment wins, and this answers 409.
        const [deleted] = await tx
          .delete(proposals)
          .where(and(eq(proposals.id, id), eq(proposals.authorId, userId), eq(proposals.status, 'draft')))
          .returning({ images: proposals.images, attachments: proposals.attachments });
        if (!deleted) throw conflict(proposalMessages.deleteNotDraft);
        await tx
          .delete(submissionTransitions)
          .where(and(eq(submissionTransitions.kind, 'proposal'), eq(submissionTransitions.submissionId, id)));
        return [...deleted.images, ...deleted.attachments];
      });
      await uploadRecords.release(files);
    },
  };
}
