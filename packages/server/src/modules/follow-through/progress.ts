import type { ProgressKind, ProgressStage } from '@portal/shared/follow-through';
import type { Progress } from '@portal/shared/follow-through-answers';
import { PUBLIC_STATES } from '@portal/shared/submissions';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { ideas, progressUpdates, proposals } from '../../db/schema/submissions.ts';

/**
 * The progress record of adopted proposals and ideas (progress_updates), as plain queries. The
 * step that happened last (by its day, then the order it was recorded in) gives the dossier's
 * stage and percentage.
 */

type Reader = Pick<Database, 'select'>;

/** Every step of these dossiers of one kind, grouped by dossier, oldest first; no entry for one without steps. */
export async function progressOf(
  db: Reader,
  kind: ProgressKind,
  ids: readonly number[],
): Promise<Map<number, Progress>> {
  const found = new Map<number, Progress>();
  if (ids.length === 0) return found;
  const rows = await db
    .select()
    .from(progressUpdates)
    .where(and(eq(progressUpdates.kind, kind), inArray(progressUpdates.submissionId, [...ids])))
    .orderBy(asc(progressUpdates.happenedOn), asc(progressUpdates.id));
  for (const row of rows) {
    const step = { id: row.id, stage: row.stage, percent: row.percent, note: row.note, happened_on: row.happenedOn };
    const progress = found.get(row.submissionId);
    if (progress) progress.steps.push(step);
    else
      found.set(row.submissionId, {
        stage: row.stage,
        percent: row.percent,
        updated_on: row.happenedOn,
        steps: [step],
      });
  }
  for (const progress of found.values()) {
    const latest = progress.steps.at(-1);
    if (latest)
      Object.assign(progress, { stage: latest.stage, percent: latest.percent, updated_on: latest.happened_on });
  }
  return found;
}

/** The progress of one dossier, or null without steps. */
export async function progressOfOne(db: Reader, kind: ProgressKind, id: number): Promise<Progress | null> {
  return (await progressOf(db, kind, [id])).get(id) ?? null;
}

/**
 * Whether the latest step of the dossier in `idColumn` is at `stage`: a correlated subquery that
 * reads the dossier's few steps through the index progress_updates_of (kind, submission_id).
 */
export const latestStageIs = (kind: ProgressKind, idColumn: AnyPgColumn, stage: ProgressStage): SQL =>
  sql`(select ${progressUpdates.stage} from ${progressUpdates}
       where ${progressUpdates.kind} = ${kind} and ${progressUpdates.submissionId} = ${idColumn}
       order by ${progressUpdates.happenedOn} desc, ${progressUpdates.id} desc limit 1) = ${stage}`;

const publicStates = sql.join(
  PUBLIC_STATES.map((state) => sql`${state}`),
  sql`, `,
);

/**
 * The latest step of every adopted dossier visitors may know of: approved or published proposals
 * that staff have not hidden, and approved or published ideas (whose text stays private).
 */
export const adoptedLatestSteps = sql`(
  select distinct on (u.kind, u.submission_id) u.kind, u.submission_id, u.stage, u.percent, u.happened_on, u.id,
    coalesce(p.title, i.title) as title, coalesce(p.field, i.field) as field,
    coalesce(p.nq57_groups, i.nq57_groups) as nq57_groups
  from ${progressUpdates} u
  left join ${proposals} p on u.kind = 'proposal' and p.id = u.submission_id
    and p.status in (${publicStates}) and p.hidden_at is null
  left join ${ideas} i on u.kind = 'idea' and i.id = u.submission_id and i.status in (${publicStates})
  where p.id is not null or i.id is not null
  order by u.kind, u.submission_id, u.happened_on desc, u.id desc
) as latest`;
