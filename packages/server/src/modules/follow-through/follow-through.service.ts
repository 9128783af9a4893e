import type { PageMeta } from '@portal/shared/content';
import { followTargetLink, type ProgressKind, progressStageLabels } from '@portal/shared/follow-through';
import {
  followThroughMessages,
  type Progress,
  type ProgressStepInputSchema,
  type PublicAnswer,
  type PublicAnswerInputSchema,
  type ResultItem,
  type ResultsQuery,
} from '@portal/shared/follow-through-answers';
import { vietnamToday } from '@portal/shared/format';
import {
  PUBLIC_STATES,
  type SubmissionState,
  submissionKindLabels,
  submissionMessages,
} from '@portal/shared/submissions';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { recordStaffWrite } from '../../back-office/audit.ts';
import type { AppContext } from '../../context.ts';
import { queryRows } from '../../db/client.ts';
import { ideas, progressUpdates, proposals } from '../../db/schema/submissions.ts';
import { users } from '../../db/schema/users.ts';
import { conflict, notFound, unprocessable } from '../../errors.ts';
import { pageMeta } from '../../http/pagination.ts';
import { dossierLink } from '../../lib/links.ts';
import { adoptedLatestSteps, progressOf, progressOfOne } from './progress.ts';

type Deps = Pick<AppContext, 'database' | 'now' | 'settings' | 'publicCache' | 'followerNews' | 'notifications'>;
type Staff = Pick<typeof users.$inferSelect, 'id' | 'email' | 'role'>;

/** The states in which a proposal's public answer may be written: after a decision. */
const ANSWERED_STATES: readonly SubmissionState[] = ['approved', 'published', 'rejected'];

const tables = { proposal: proposals, idea: ideas } as const;

/** Whether visitors see a proposal (and so whether anyone may follow it). */
const isPublic = (row: { status: SubmissionState; hiddenAt: Date | null }) =>
  PUBLIC_STATES.includes(row.status) && row.hiddenAt === null;

/** A proposal's public answer from its row, or null when it has none. */
export function answerOf(row: {
  answerText: string | null;
  answerUnit: string | null;
  answeredAt: Date | null;
}): PublicAnswer | null {
  if (!row.answerText || !row.answeredAt) return null;
  return { text: row.answerText, date: row.answeredAt.toISOString(), unit: row.answerUnit ?? '' };
}

/**
 * The unit that answers when staff name none: the managing agency of the site's settings (the
 * site's name when that is empty too).
 */
export async function answerUnitOf(settings: AppContext['settings'], unit: string | undefined): Promise<string> {
  if (unit?.trim()) return unit.trim();
  const site = await settings.get();
  return site.managing_agency || site.site_name;
}

/**
 * What becomes of what was adopted: staff write a proposal's public answer after the
 * decision and keep the progress record of adopted proposals and ideas; visitors read them. Every
 * write is an audit line in its own transaction, and empties the public cache after.
 */
export function createFollowThroughService(
  { database, now, settings, publicCache, followerNews, notifications }: Deps,
  log: FastifyBaseLogger,
) {
  const { db } = database;

  async function setAnswer(
    staff: Staff,
    id: number,
    input: z.output<typeof PublicAnswerInputSchema> | null,
  ): Promise<PublicAnswer | null> {
    const unit = input ? await answerUnitOf(settings, input.unit) : null;
    const answer = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(proposals).where(eq(proposals.id, id)).for('update');
      if (!row || row.status === 'draft') throw notFound(submissionMessages.notFound);
      if (!ANSWERED_STATES.includes(row.status)) throw conflict(followThroughMessages.answerNotDecided);
      if (!input && !row.answerText) throw conflict(followThroughMessages.noAnswer);
      const time = now();
      const changes = input
        ? { answerText: input.text, answerUnit: unit, answeredAt: time }
        : { answerText: null, answerUnit: null, answeredAt: null };
      await tx.update(proposals).set(changes).where(eq(proposals.id, id));
      await recordStaffWrite(
        tx,
        staff,
        {
          action: input ? 'answer' : 'remove_answer',
          resource: 'proposals',
          recordId: id,
          before: { answer_text: row.answerText, answer_unit: row.answerUnit, answered_at: row.answeredAt },
          after: { answer_text: changes.answerText, answer_unit: changes.answerUnit, answered_at: changes.answeredAt },
        },
        time,
      );
      return { answer: answerOf(changes), title: row.title, public: isPublic(row), authorId: row.authorId };
    });
    publicCache.invalidate();
    if (answer.answer) {
      const { unit } = answer.answer;
      await tellAuthor('proposal', id, `${unit} đã trả lời công khai đề xuất “${answer.title}” của Ông/Bà.`);
      if (answer.public) {
        await followerNews.tell(
          'proposal',
          id,
          `${unit} đã trả lời công khai đề xuất “${answer.title}”.`,
          followTargetLink('proposal', id),
          answer.authorId === null ? [] : [answer.authorId],
        );
      }
    }
    return answer.answer;
  }

  /**
   * The author of a dossier hears of its public answer and its progress in their bell (and by
   * mail unless they stopped `submission_status`), with the link to their own page of it.
   */
  async function tellAuthor(kind: ProgressKind, id: number, text: string) {
    const table = tables[kind];
    const [row] = await db
      .select({ authorId: table.authorId, code: table.trackingCode, fullName: users.fullName })
      .from(table)
      .innerJoin(users, eq(users.id, table.authorId))
      .where(eq(table.id, id));
    if (!row?.authorId) return;
    await notifications
      .notify({
        userId: row.authorId,
        kind: 'submission_status',
        text,
        link: dossierLink(kind, id, null),
        mail: {
          subject: `${submissionKindLabels[kind]}${row.code ? ` ${row.code}` : ''}: thông tin mới`,
          body: [text],
        },
      })
      .catch((error: unknown) => log.error({ code: (error as { code?: string }).code, kind }, 'author news failed'));
  }

  /** A new progress step: the author hears of it, and whoever follows the proposal while public. */
  async function tellProgress(kind: ProgressKind, id: number, step: z.output<typeof ProgressStepInputSchema>) {
    const table = tables[kind];
    const [row] = await db.select({ title: table.title, authorId: table.authorId }).from(table).where(eq(table.id, id));
    if (!row) return;
    const progressText = `${progressStageLabels[step.stage]}, ${step.percent}%`;
    const noun = submissionKindLabels[kind].toLowerCase();
    await tellAuthor(
      kind,
      id,
      `${noun.charAt(0).toUpperCase()}${noun.slice(1)} “${row.title}” của Ông/Bà có tiến độ mới: ${progressText}.`,
    );
    if (kind !== 'proposal') return;
    const [proposal] = await db.select().from(proposals).where(eq(proposals.id, id));
    if (!proposal || !isPublic(proposal)) return;
    await followerNews.tell(
      'proposal',
      id,
      `Đề xuất “${row.title}” có tiến độ mới: ${progressText}.`,
      followTargetLink('proposal', id),
      row.authorId === null ? [] : [row.authorId],
    );
  }

  /** The dossier's state, for a write on its progress: 404 when unknown or a draft. */
  async function dossierState(
    executor: Pick<typeof db, 'select'>,
    kind: ProgressKind,
    id: number,
    lock = false,
  ): Promise<{ status: SubmissionState; submittedAt: Date | null }> {
    const table = tables[kind];
    const query = executor
      .select({ status: table.status, submittedAt: table.submittedAt })
      .from(table)
      .where(eq(table.id, id));
    // Writing a step holds the dossier's row: two steps of one stage sent at once cannot both insert.
    const [row] = lock ? await query.for('update') : await query;
    if (!row || row.status === 'draft') throw notFound(submissionMessages.notFound);
    return row;
  }

  return {
    setAnswer: (staff: Staff, id: number, input: z.output<typeof PublicAnswerInputSchema>) =>
      setAnswer(staff, id, input),
    removeAnswer: (staff: Staff, id: number) => setAnswer(staff, id, null),

    progress: (kind: ProgressKind, id: number) => progressOfOne(db, kind, id),

    /**
     * One step on an approved or published dossier (409 otherwise); not a day after today (422).
     * A dossier has one record per stage: a step of a stage it already has updates that record
     * (its percentage, note and day), so the timeline lists each stage once (`updated` says so).
     */
    async addStep(
      staff: Staff,
      kind: ProgressKind,
      id: number,
      input: z.output<typeof ProgressStepInputSchema>,
    ): Promise<{ progress: Progress | null; updated: boolean }> {
      const time = now();
      if (input.happened_on > vietnamToday(time)) {
        throw unprocessable({ happened_on: [followThroughMessages.dayInFuture] });
      }
      const { progress, updated } = await db.transaction(async (tx) => {
        const dossier = await dossierState(tx, kind, id, true);
        if (!PUBLIC_STATES.includes(dossier.status)) throw conflict(followThroughMessages.notAdopted);
        // Nothing is carried out before the dossier was sent (a typo like 1900 is refused).
        if (dossier.submittedAt && input.happened_on < vietnamToday(dossier.submittedAt)) {
          throw unprocessable({ happened_on: [followThroughMessages.dayBeforeSubmission] });
        }
        const values = {
          percent: input.percent,
          note: input.note,
          happenedOn: input.happened_on,
          authorId: staff.id,
          createdAt: time,
        };
        const [existing] = await tx
          .select()
          .from(progressUpdates)
          .where(
            and(
              eq(progressUpdates.kind, kind),
              eq(progressUpdates.submissionId, id),
              eq(progressUpdates.stage, input.stage),
            ),
          )
          .orderBy(asc(progressUpdates.id))
          .limit(1);
        if (existing) {
          await tx.update(progressUpdates).set(values).where(eq(progressUpdates.id, existing.id));
          await recordStaffWrite(
            tx,
            staff,
            {
              action: 'update_progress',
              resource: `${kind}s`,
              recordId: id,
              before: {
                step_id: existing.id,
                stage: existing.stage,
                percent: existing.percent,
                note: existing.note,
                happened_on: existing.happenedOn,
              },
              after: { step_id: existing.id, ...input },
            },
            time,
          );
        } else {
          const [step] = await tx
            .insert(progressUpdates)
            .values({ kind, submissionId: id, stage: input.stage, ...values })
            .returning({ id: progressUpdates.id });
          await recordStaffWrite(
            tx,
            staff,
            { action: 'add_progress', resource: `${kind}s`, recordId: id, after: { step_id: step?.id, ...input } },
            time,
          );
        }
        return { progress: await progressOfOne(tx, kind, id), updated: existing !== undefined };
      });
      publicCache.invalidate();
      await tellProgress(kind, id, input);
      return { progress, updated };
    },

    /** Removes a step recorded by mistake (404 when it is not a step of this dossier). */
    async deleteStep(staff: Staff, kind: ProgressKind, id: number, stepId: number): Promise<Progress | null> {
      const time = now();
      const progress = await db.transaction(async (tx) => {
        await dossierState(tx, kind, id);
        const [removed] = await tx
          .delete(progressUpdates)
          .where(
            and(eq(progressUpdates.id, stepId), eq(progressUpdates.kind, kind), eq(progressUpdates.submissionId, id)),
          )
          .returning();
        if (!removed) throw notFound(followThroughMessages.stepNotFound);
        await recordStaffWrite(
          tx,
          staff,
          {
            action: 'delete_progress',
            resource: `${kind}s`,
            recordId: id,
            before: {
              step_id: removed.id,
              stage: removed.stage,
              percent: removed.percent,
              note: removed.note,
              happened_on: removed.happenedOn,
            },
          },
          time,
        );
        return progressOfOne(tx, kind, id);
      });
      publicCache.invalidate();
      return progress;
    },

    /**
     * Kết quả thực hiện: adopted proposals and ideas with progress, the latest step first. Of an
     * idea only its title, field and task groups leave the server (never its author or text).
     */
    async results(query: ResultsQuery): Promise<{ data: ResultItem[]; meta: PageMeta }> {
      const filters: SQL[] = [sql`true`];
      if (query.stage) filters.push(sql`latest.stage = ${query.stage}`);
      if (query.kind) filters.push(sql`latest.kind = ${query.kind}`);
      const where = sql.join(filters, sql` and `);
      const [rows, [counted]] = await Promise.all([
        queryRows<{ kind: ProgressKind; submission_id: number; title: string; field: string; nq57_groups: number[] }>(
          db,
          sql`select latest.kind, latest.submission_id, latest.title, latest.field, latest.nq57_groups
              from ${adoptedLatestSteps} where ${where}
              order by latest.happened_on desc, latest.id desc
              limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
        ),
        queryRows<{ total: number }>(db, sql`select count(*)::int as total from ${adoptedLatestSteps} where ${where}`),
      ]);
      const idsOf = (kind: ProgressKind) =>
        rows.filter((row) => row.kind === kind).map((row) => Number(row.submission_id));
      const [proposalProgress, ideaProgress] = await Promise.all([
        progressOf(db, 'proposal', idsOf('proposal')),
        progressOf(db, 'idea', idsOf('idea')),
      ]);
      const data = rows.flatMap((row): ResultItem[] => {
        const id = Number(row.submission_id);
        const progress = (row.kind === 'proposal' ? proposalProgress : ideaProgress).get(id);
        if (!progress) return [];
        return [
          {
            kind: row.kind,
            id,
            title: row.title,
            field: row.field,
            nq57_groups: (row.nq57_groups ?? []).map(Number),
            link: row.kind === 'proposal' ? `/propose/${id}` : null,
            progress,
          },
        ];
      });
      return { data, meta: pageMeta(query.page, query.per_page, Number(counted?.total ?? 0)) };
    },
  };
}

export type FollowThroughService = ReturnType<typeof createFollowThroughService>;
