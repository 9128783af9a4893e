import { pathOf } from '@portal/shared/api/endpoint';
import { lookupApi } from '@portal/shared/api/lookup';
import { followTargetLink } from '@portal/shared/follow-through';
import { vietnamToday } from '@portal/shared/format';
import { LISTING_MONTHS } from '@portal/shared/interests';
import { href } from '@portal/shared/routes';
import {
  allowedActions,
  EDITABLE_STATES,
  namedKind,
  PUBLIC_STATES,
  SUBMISSION_TRANSITIONS,
  type SubmissionAction,
  type SubmissionKind,
  type SubmissionState,
  submissionKindLabels,
  submissionMessages,
  submissionStateLabels,
  type TimelineEntry,
  trackingCode,
} from '@portal/shared/submissions';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { recordStaffWrite } from '../../back-office/audit.ts';
import type { Database } from '../../db/client.ts';
import { bigProblems, solutions } from '../../db/schema/catalogue.ts';
import { ideas, proposals, submissionTransitions } from '../../db/schema/submissions.ts';
import { users } from '../../db/schema/users.ts';
import { conflict, HttpError, notFound, unprocessable } from '../../errors.ts';
import { dossierLink } from '../../lib/links.ts';
import { newLookupKey } from '../../lib/lookup-key.ts';
import { addMonths } from '../../lib/time.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { FollowerNews } from '../follows/follower-news.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { composeStepMail, stepWording } from './step-mail.ts';

/** The table of each kind; they share the lifecycle columns (schema/submissions.ts). */
export const submissionTables = { proposal: proposals, idea: ideas, solution: solutions } as const;

/**
 * An approved need with an author stays in the lists 12 months unless its author
 * renews it (a product proposal's listing is its product, which gets its own end when published).
 */
async function needEnd(tx: Executor, id: number, time: Date): Promise<Record<string, unknown>> {
  const [row] = await tx
    .select({ kind: proposals.proposalKind, authorId: proposals.authorId })
    .from(proposals)
    .where(eq(proposals.id, id));
  if (row?.kind !== 'need' || row.authorId === null) return {};
  return { expiresAt: addMonths(time, LISTING_MONTHS) };
}

/** Who takes a step: the signed-in author, or a staff member (already checked for the role). */
export interface SubmissionActorRef {
  userId: number;
  as: 'author' | 'staff';
}

export interface LifecycleDeps {
  db: Database;
  now: () => Date;
  mailer: Mailer;
  /** Staff steps reach the author's bell, and their mail goes through it (the author may stop it). */
  notifications: Pick<NotificationsService, 'notify' | 'absolute'>;
  settings: SettingsService;
  /** Followers of a public proposal hear of its publication; of a big problem, of a new solution. */
  followerNews: Pick<FollowerNews, 'tell'>;
  log: FastifyBaseLogger;
  /** Public pages show approved submissions: every step empties the public cache. */
  invalidate: () => void;
}

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

/**
 * The one state machine of proposals, ideas and solutions (shared/submissions.ts): allowed steps
 * only (409 otherwise), the author only on their own (404 for another's), a note where staff must
 * give one (422), a transition row for each step, the tracking code at the first submission, and
 * a mail to the author after every step. A staff step is also a notification: the
 * author's bell, with the link to the author's page of the dossier, which the mail carries too.
 */
export function createLifecycle(deps: LifecycleDeps) {
  const { db, now } = deps;

  /** Records the creation of a submission (its first timeline line), inside the caller's transaction. */
  async function recordCreated(executor: Executor, kind: SubmissionKind, id: number, authorId: number) {
    await executor.insert(submissionTransitions).values({
      kind,
      submissionId: id,
      action: 'create',
      fromState: null,
      toState: 'draft',
      actorId: authorId,
      actorRole: 'author',
      createdAt: now(),
    });
  }

  /**
   * Takes one step. Answers the new state and tracking code; the author's mail goes after the
   * commit (a mail server that is down never undoes a decision).
   */
  async function transition(
    kind: SubmissionKind,
    id: number,
    action: SubmissionAction,
    actor: SubmissionActorRef,
    note = '',
    /**
     * Work that must commit with the step (publishing a proposal as a product): runs inside the
     * step's transaction once the step is allowed; the columns it answers are set with the state.
     */
    within?: (tx: Executor) => Promise<Record<string, unknown> | undefined>,
  ): Promise<{ status: SubmissionState; trackingCode: string | null }> {
    const rule = SUBMISSION_TRANSITIONS[action];
    const table = submissionTables[kind];
    const result = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          status: table.status,
          authorId: table.authorId,
          trackingCode: table.trackingCode,
          submittedAt: table.submittedAt,
          proposalKind: kind === 'proposal' ? proposals.proposalKind : sql<null>`null`,
        })
        .from(table)
        .where(eq(table.id, id))
        .for('update');
      if (!row || (actor.as === 'author' && row.authorId !== actor.userId)) {
        throw notFound(submissionMessages.notFound);
      }
      if (rule.by !== actor.as || !rule.from.includes(row.status)) throw conflict(submissionMessages.notAllowed);
      // Only a step that may be taken asks for its reason: a refused one is refused as such (409).
      if (rule.noteRequired && !note.trim()) throw unprocessable({ note: [submissionMessages.noteRequired] });
      const time = now();
      const code =
        row.trackingCode ??
        (action === 'submit' ? trackingCode(namedKind(kind, row.proposalKind), vietnamYear(time), id) : null);
      const changes: Record<string, unknown> = { status: rule.to, trackingCode: code, updatedAt: time };
      // Its lookup key comes with its code, once (Tra cứu hồ sơ).
      if (!row.trackingCode && code) changes.lookupKey = newLookupKey();
      if (action === 'submit') changes.submittedAt = time;
      if (action === 'approve' || action === 'reject' || action === 'request_revision') changes.decidedAt = time;
      if (action === 'approve' && kind === 'solution') changes.approvedAt = time;
      if (action === 'approve' && kind === 'proposal') Object.assign(changes, await needEnd(tx, id, time));
      if (action === 'publish') changes.publishedAt = time;
      if (within) Object.assign(changes, await within(tx));
      await tx.update(table).set(changes).where(eq(table.id, id));
      await tx.insert(submissionTransitions).values({
        kind,
        submissionId: id,
        action,
        fromState: row.status,
        toState: rule.to,
        actorId: actor.userId,
        actorRole: actor.as,
        note: note.trim(),
        createdAt: time,
      });
      if (actor.as === 'staff') {
        // A moderation step is a staff write: the audit log shows it beside every other one.
        const [staff] = await tx
          .select({ id: users.id, email: users.email, role: users.role })
          .from(users)
          .where(eq(users.id, actor.userId));
        if (staff) {
          await recordStaffWrite(
            tx,
            staff,
            {
              action,
              resource: `${kind}s`,
              recordId: id,
              before: { status: row.status, tracking_code: row.trackingCode },
              after: { status: rule.to, tracking_code: code, note: note.trim(), ...changes },
            },
            time,
          );
        }
      }
      return { status: rule.to, trackingCode: code, authorId: row.authorId, from: row.status, time };
    });
    // Public pages show approved and published submissions only: other steps change nothing there.
    if (PUBLIC_STATES.includes(result.from) || PUBLIC_STATES.includes(result.status)) deps.invalidate();
    if (result.authorId !== null) await mailAuthor(kind, id, result.authorId, action, actor.as, note.trim(), result);
    // News for followers (they follow public things only): a solution that has just become public,
    // an approved proposal that has just been published.
    const madePublic = !PUBLIC_STATES.includes(result.from) && PUBLIC_STATES.includes(result.status);
    if (kind !== 'idea' && madePublic) await tellProblemFollowers(kind, id);
    if (kind === 'proposal' && action === 'publish') await tellProposalFollowers(id, result.authorId);
    return { status: result.status, trackingCode: result.trackingCode };
  }

  /**
   * The retry of a create-and-send whose first attempt made the draft but never sent it (the
   * process stopped, or the database went away, between the two steps): sends it now. A draft
   * that was sent once has its tracking code and is left alone; a retry racing another one finds
   * it sent already.
   */
  async function sendUnsentDraft(kind: SubmissionKind, id: number, authorId: number): Promise<void> {
    const table = submissionTables[kind];
    const [row] = await db
      .select({ status: table.status, trackingCode: table.trackingCode })
      .from(table)
      .where(eq(table.id, id));
    if (row?.status !== 'draft' || row.trackingCode) return;
    try {
      await transition(kind, id, 'submit', { userId: authorId, as: 'author' });
    } catch (error) {
      if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
    }
  }

  /** A submission's steps, oldest first. Staff see who acted; the author sees "Sở" for staff. */
  async function timeline(kind: SubmissionKind, id: number, view: 'author' | 'staff'): Promise<TimelineEntry[]> {
    const rows = await db
      .select({
        action: submissionTransitions.action,
        from: submissionTransitions.fromState,
        to: submissionTransitions.toState,
        by: submissionTransitions.actorRole,
        note: submissionTransitions.note,
        at: submissionTransitions.createdAt,
        actorName: users.fullName,
        actorEmail: users.email,
      })
      .from(submissionTransitions)
      .leftJoin(users, eq(users.id, submissionTransitions.actorId))
      .where(and(eq(submissionTransitions.kind, kind), eq(submissionTransitions.submissionId, id)))
      .orderBy(asc(submissionTransitions.id));
    return rows.map((row) => ({
      action: row.action,
      from: row.from,
      to: row.to,
      by: row.by,
      actor:
        row.by === 'author'
          ? 'Người gửi'
          : view === 'staff'
            ? row.actorName || row.actorEmail || 'Cán bộ'
            : 'Sở Khoa học và Công nghệ',
      note: row.note,
      at: row.at.toISOString(),
    }));
  }

  /** The lifecycle part of what the author sees: the steps they may take, and whether they may edit. */
  const authorView = (status: SubmissionState) => ({
    actions: allowedActions(status, 'author'),
    editable: EDITABLE_STATES.includes(status),
  });

  /** 409 unless the author may still change the content (draft or needs revision). */
  const assertEditable = (status: SubmissionState) => {
    if (!EDITABLE_STATES.includes(status)) throw conflict(submissionMessages.notEditable);
  };

  /**
   * A solution has just become public (a citizen's proposal of kind `solution`, or a solution
   * record): the followers of its big problem hear of it.
   */
  async function tellProblemFollowers(kind: 'proposal' | 'solution', id: number) {
    const table = kind === 'proposal' ? proposals : solutions;
    const [row] = await db
      .select({
        title: table.title,
        problemId: bigProblems.id,
        problem: bigProblems.title,
        visible: bigProblems.visible,
        isSolution: kind === 'proposal' ? sql<boolean>`${proposals.proposalKind} = 'solution'` : sql<boolean>`true`,
      })
      .from(table)
      .innerJoin(bigProblems, eq(bigProblems.id, table.bigProblemId))
      .where(eq(table.id, id));
    if (!row?.visible || !row.isSolution) return;
    const anchor = kind === 'proposal' ? `de-xuat-${id}` : `giai-phap-${id}`;
    await deps.followerNews.tell(
      'big_problem',
      row.problemId,
      `Bài toán “${row.problem}” có giải pháp mới: “${row.title}”.`,
      `${href('SolutionDetail', { id: row.problemId })}#${anchor}`,
    );
  }

  /**
   * An approved proposal has just been published: whoever follows it hears of it (but its author,
   * who hears of the step itself).
   */
  async function tellProposalFollowers(id: number, authorId: number | null) {
    const [row] = await db
      .select({ title: proposals.title, hiddenAt: proposals.hiddenAt, proposalKind: proposals.proposalKind })
      .from(proposals)
      .where(eq(proposals.id, id));
    if (!row || row.hiddenAt) return;
    await deps.followerNews.tell(
      'proposal',
      id,
      `${submissionKindLabels[namedKind('proposal', row.proposalKind)]} “${row.title}” đã được công bố trên Cổng thông tin.`,
      followTargetLink('proposal', id),
      authorId === null ? [] : [authorId],
    );
  }

  function mailAuthor(
    kind: SubmissionKind,
    id: number,
    authorId: number,
    action: SubmissionAction,
    actor: SubmissionActorRef['as'],
    note: string,
    step: { status: SubmissionState; trackingCode: string | null; time: Date },
  ) {
    const failed = (error: unknown) =>
      deps.log.error({ code: (error as { code?: string }).code, kind, action }, 'submission mail failed');
    // Stored in the mail queue before the answer goes: a process that dies right after answering
    // loses no mail (mail/queue.ts delivers it from the database).
    return (async () => {
      const [author] = await db
        .select({ email: users.email, fullName: users.fullName })
        .from(users)
        .where(eq(users.id, authorId));
      if (!author?.email) return;
      const site = await deps.settings.get();
      const table = submissionTables[kind];
      const [submission] =
        kind === 'solution'
          ? await db
              .select({
                title: solutions.title,
                bigProblemId: solutions.bigProblemId,
                proposalKind: sql<null>`null`,
                lookupKey: solutions.lookupKey,
              })
              .from(solutions)
              .where(eq(solutions.id, id))
          : await db
              .select({
                title: table.title,
                bigProblemId: sql<null>`null`,
                lookupKey: table.lookupKey,
                proposalKind: kind === 'proposal' ? proposals.proposalKind : sql<null>`null`,
              })
              .from(table)
              .where(eq(table.id, id));
      const called = namedKind(kind, submission?.proposalKind);
      const link = dossierLink(kind, id, submission?.bigProblemId ?? null);
      const mail = composeStepMail({
        kind,
        called,
        // The receipt (the first sending) carries the lookup key and where to use it.
        lookup:
          action === 'submit' && submission?.lookupKey
            ? {
                key: submission.lookupKey,
                address: deps.notifications.absolute(href('Lookup')),
                receipt: deps.notifications.absolute(
                  pathOf(lookupApi.receipt, {
                    query: { code: step.trackingCode ?? '', key: submission.lookupKey },
                  }),
                ),
              }
            : undefined,
        action,
        note,
        status: step.status,
        trackingCode: step.trackingCode,
        title: submission?.title ?? '',
        time: step.time,
        greeting: author.fullName,
        site,
        address: deps.notifications.absolute(link),
      });
      // The author's own steps (sending, withdrawing) are acknowledged by mail only: the bell
      // tells them what others did with what they sent.
      if (actor === 'author') {
        await deps.mailer.send({ to: author.email, ...mail });
        return;
      }
      const code = step.trackingCode ? ` ${step.trackingCode}` : '';
      await deps.notifications.notify({
        userId: authorId,
        kind: 'submission_status',
        text: `${submissionKindLabels[called]}${code} “${submission?.title ?? ''}” ${stepWording[action]}. Trạng thái: ${submissionStateLabels[step.status]}.`,
        link,
        mail,
      });
    })().catch(failed);
  }

  return { transition, sendUnsentDraft, timeline, recordCreated, authorView, assertEditable };
}

export type Lifecycle = ReturnType<typeof createLifecycle>;

/** The year in Vietnam (a submission at 23:30 UTC on 31/12 belongs to the next year there). */
const vietnamYear = (time: Date) => Number(vietnamToday(time).slice(0, 4));
