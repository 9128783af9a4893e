import { columnsOf, valuesOf } from '@portal/shared/catalogue';
import { ideaCatalogue } from '@portal/shared/idea-fields';
import {
  type AdminIdeaDetail,
  type AdminIdeaSummary,
  IDEA_LIMITS,
  type IdeaData,
  type IdeaDetail,
  type IdeaListQuery,
  type IdeaSummary,
  type IdeaUpdate,
  sendableErrors,
} from '@portal/shared/ideas';
import {
  allowedActions,
  SUBMISSION_STATES,
  type SubmissionAction,
  type SubmissionState,
  submissionMessages,
} from '@portal/shared/submissions';
import { and, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { type AdminListQuery, idsOf, orderOf } from '../../back-office/list-dialect.ts';
import type { Database } from '../../db/client.ts';
import { ideas } from '../../db/schema/submissions.ts';
import { users } from '../../db/schema/users.ts';
import { searchPattern } from '../../db/search.ts';
import { notFound, unprocessable } from '../../errors.ts';
import { pageMeta } from '../../http/pagination.ts';
import { progressOfOne } from '../follow-through/progress.ts';
import type { Lifecycle } from '../submissions/lifecycle.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';

export interface IdeasServiceDeps {
  db: Database;
  now: () => Date;
  lifecycle: Lifecycle;
  uploadRecords: UploadsService;
}

type IdeaRow = typeof ideas.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The fields the staff list of ideas may be sorted by. */
export const ideasAdminSortable = {
  id: ideas.id,
  title: ideas.title,
  status: ideas.status,
  field: ideas.field,
  tracking_code: ideas.trackingCode,
  created_at: ideas.createdAt,
  updated_at: ideas.updatedAt,
  submitted_at: ideas.submittedAt,
};

/**
 * Ý tưởng: a citizen's own ideas (create, list, read, edit while editable, send, withdraw) and
 * the staff queue. Every state change goes through the shared lifecycle.
 */
export function createIdeasService({ db, now, lifecycle, uploadRecords }: IdeasServiceDeps) {
  /** The form's attachments, taken for the idea; its own files (`current`) are accepted again. */
  const claimAttachments = (
    tx: Parameters<typeof uploadRecords.claim>[0],
    authorId: number,
    ids: readonly string[],
    current: (typeof ideas.$inferSelect)['attachments'] = [],
  ) =>
    uploadRecords.claim(tx, authorId, ids, 'attachment', IDEA_LIMITS.attachments, {
      field: 'attachments',
      keep: current,
    });

  const summaryOf = (row: IdeaRow) => ({
    id: row.id,
    kind: 'idea' as const,
    status: row.status,
    tracking_code: row.trackingCode,
    lookup_key: row.lookupKey,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    submitted_at: iso(row.submittedAt),
    title: row.title,
    field: row.field,
    attachment_count: row.attachments.length,
  });

  const contentOf = (row: IdeaRow) => ({
    ...valuesOf(ideaCatalogue, row, 'author'),
    attachments: row.attachments.map((file) => uploadRecords.present(file)),
  });

  const mine = (authorId: number, id: number) => and(eq(ideas.id, id), eq(ideas.authorId, authorId));

  /** The author's idea, or 404 (also for another's: no one learns that it exists). */
  async function own(authorId: number, id: number): Promise<IdeaRow> {
    const [row] = await db.select().from(ideas).where(mine(authorId, id));
    if (!row) throw notFound(submissionMessages.notFound);
    return row;
  }

  async function detail(authorId: number, id: number): Promise<IdeaDetail> {
    const row = await own(authorId, id);
    return {
      ...summaryOf(row),
      ...lifecycle.authorView(row.status),
      ...contentOf(row),
      timeline: await lifecycle.timeline('idea', id, 'author'),
      // The same record visitors read on the results page; the progress notification links here.
      progress: await progressOfOne(db, 'idea', id),
    };
  }

  const contentColumns = (input: IdeaData | IdeaUpdate) => ({
    ...(columnsOf(ideaCatalogue, input) as Partial<IdeaRow>),
    title: input.title,
  });

  /** Sends the idea (draft or needs revision -> submitted) once its content is complete. */
  async function submit(authorId: number, id: number) {
    const row = await own(authorId, id);
    // Only a step the lifecycle allows is checked for content; it refuses the others (409).
    if (lifecycle.authorView(row.status).actions.includes('submit')) {
      const errors = sendableErrors(row);
      if (Object.keys(errors).length > 0) throw unprocessable(errors);
    }
    await lifecycle.transition('idea', id, 'submit', { userId: authorId, as: 'author' });
  }

  /** The filters of a list: state and text (title or tracking code, without diacritics). */
  const listed = (query: IdeaListQuery, authorId?: number) => {
    const conditions: SQL[] = [];
    if (authorId !== undefined) conditions.push(eq(ideas.authorId, authorId));
    if (query.status) conditions.push(eq(ideas.status, query.status));
    if (query.q) {
      const pattern = searchPattern(query.q);
      conditions.push(
        sql`(lower(f_unaccent(${ideas.title})) like ${pattern} or lower(coalesce(${ideas.trackingCode}, '')) like ${pattern})`,
      );
    }
    return conditions.length > 0 ? and(...conditions) : undefined;
  };

  async function adminRow(id: number) {
    const [found] = await db
      .select({ idea: ideas, authorName: users.fullName, authorEmail: users.email })
      .from(ideas)
      .leftJoin(users, eq(users.id, ideas.authorId))
      .where(eq(ideas.id, id));
    // A draft is its author's alone (the queue leaves drafts out): staff cannot open one either.
    if (!found || found.idea.status === 'draft') throw notFound(submissionMessages.notFound);
    return found;
  }

  const adminSummaryOf = (found: {
    idea: IdeaRow;
    authorName: string | null;
    authorEmail: string | null;
  }): AdminIdeaSummary => ({
    ...summaryOf(found.idea),
    author:
      found.idea.authorId === null
        ? null
        : { id: found.idea.authorId, full_name: found.authorName ?? '', email: found.authorEmail ?? '' },
    staff_actions: allowedActions(found.idea.status, 'staff'),
  });

  async function adminDetail(id: number): Promise<AdminIdeaDetail> {
    const found = await adminRow(id);
    return {
      ...adminSummaryOf(found),
      ...contentOf(found.idea),
      decided_at: iso(found.idea.decidedAt),
      published_at: iso(found.idea.publishedAt),
      timeline: await lifecycle.timeline('idea', id, 'staff'),
      progress: await progressOfOne(db, 'idea', id),
    };
  }

  return {
    detail,
    adminDetail,

    /**
     * Creates an idea (a draft, sent at once when `submit`). The same (author, request_id) twice
     * answers the first idea (`created: false`) and makes no second row, even when both arrive
     * at once: the unique index decides, the loser reads the winner's row.
     */
    async create(authorId: number, input: IdeaData): Promise<{ idea: IdeaDetail; created: boolean }> {
      const outcome = await db.transaction(async (tx) => {
        const time = now();
        const [inserted] = await tx
          .insert(ideas)
          .values({
            ...contentColumns(input),
            authorId,
            requestId: input.request_id,
            status: 'draft',
            createdAt: time,
            updatedAt: time,
          })
          .onConflictDoNothing({ target: [ideas.authorId, ideas.requestId] })
          .returning({ id: ideas.id });
        if (!inserted) {
          const [existing] = await tx
            .select({ id: ideas.id })
            .from(ideas)
            .where(and(eq(ideas.authorId, authorId), eq(ideas.requestId, input.request_id)));
          if (!existing) throw new Error('the idea of this request_id vanished');
          return { id: existing.id, created: false };
        }
        const files = await claimAttachments(tx, authorId, input.attachments);
        if (files.length > 0) await tx.update(ideas).set({ attachments: files }).where(eq(ideas.id, inserted.id));
        await lifecycle.recordCreated(tx, 'idea', inserted.id, authorId);
        return { id: inserted.id, created: true };
      });
      // Sent unless a repeat of the same request (a double click, the balancer's retry) sent it
      // first; a repeat also sends the draft of a first attempt that stopped before sending.
      if (input.submit) await lifecycle.sendUnsentDraft('idea', outcome.id, authorId);
      return { idea: await detail(authorId, outcome.id), created: outcome.created };
    },

    /** The author's ideas, most recently changed first. */
    async listMine(
      authorId: number,
      query: IdeaListQuery,
    ): Promise<{ data: IdeaSummary[]; meta: ReturnType<typeof pageMeta> }> {
      const where = listed(query, authorId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(ideas)
          .where(where)
          .orderBy(desc(ideas.updatedAt), desc(ideas.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ count: count() }).from(ideas).where(where),
      ]);
      return {
        data: rows.map((row) => ({ ...summaryOf(row), ...lifecycle.authorView(row.status) })),
        meta: pageMeta(query.page, query.per_page, Number(total?.count ?? 0)),
      };
    },

    /**
     * Changes the content while the idea is editable (draft, needs revision); sends it when
     * `submit`. Files dropped by the edit are deleted after the commit.
     */
    async update(authorId: number, id: number, input: IdeaUpdate): Promise<IdeaDetail> {
      const dropped = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(ideas).where(mine(authorId, id)).for('update');
        if (!row) throw notFound(submissionMessages.notFound);
        lifecycle.assertEditable(row.status);
        const files = await claimAttachments(tx, authorId, input.attachments, row.attachments);
        await tx
          .update(ideas)
          .set({ ...contentColumns(input), attachments: files, updatedAt: now() })
          .where(eq(ideas.id, id));
        return uploadRecords.dropped(row.attachments, files);
      });
      await uploadRecords.release(dropped);
      if (input.submit) await lifecycle.transition('idea', id, 'submit', { userId: authorId, as: 'author' });
      return detail(authorId, id);
    },

    async submit(authorId: number, id: number): Promise<IdeaDetail> {
      await submit(authorId, id);
      return detail(authorId, id);
    },

    async withdraw(authorId: number, id: number): Promise<IdeaDetail> {
      await lifecycle.transition('idea', id, 'withdraw', { userId: authorId, as: 'author' });
      return detail(authorId, id);
    },

    /**
     * The staff queue: every idea that has been sent, newest sent first. Drafts are private to
     * their author: never listed, even when asked for with status=draft (the list is then empty).
     */
    /**
     * The staff queue in the back office's dialect (back-office/list-dialect.ts), newest sent first unless
     * sorted otherwise; filters status (one or several), q (title or tracking code), id. Drafts
     * are their author's alone, never listed (even when asked for).
     */
    async adminList(query: Pick<AdminListQuery, 'sort' | 'filter'>, page: { offset: number; limit: number }) {
      const filter = query.filter ?? {};
      const conditions: SQL[] = [ne(ideas.status, 'draft')];
      const status = filter.status;
      if (status !== undefined && status !== null && status !== '') {
        const states = (Array.isArray(status) ? status : [status]).filter(
          (state): state is SubmissionState =>
            typeof state === 'string' && (SUBMISSION_STATES as readonly string[]).includes(state),
        );
        conditions.push(states.length > 0 ? inArray(ideas.status, states) : sql`false`);
      }
      if (typeof filter.q === 'string' && filter.q.trim() !== '') {
        const pattern = searchPattern(filter.q.trim().slice(0, 200));
        conditions.push(
          sql`(lower(f_unaccent(${ideas.title})) like ${pattern} or lower(coalesce(${ideas.trackingCode}, '')) like ${pattern})`,
        );
      }
      const ids = idsOf(filter);
      if (ids) conditions.push(ids.length > 0 ? inArray(ideas.id, ids) : sql`false`);
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({ idea: ideas, authorName: users.fullName, authorEmail: users.email })
          .from(ideas)
          .leftJoin(users, eq(users.id, ideas.authorId))
          .where(where)
          .orderBy(...orderOf(query, ideasAdminSortable, [sql`${ideas.submittedAt} desc nulls last`, desc(ideas.id)]))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ count: count() }).from(ideas).where(where),
      ]);
      return { data: rows.map(adminSummaryOf), total: Number(total?.count ?? 0) };
    },

    /** A staff step (start review, approve, reject, ask for changes, publish) through the lifecycle. */
    async adminTransition(staffId: number, id: number, action: SubmissionAction, note: string) {
      await lifecycle.transition('idea', id, action, { userId: staffId, as: 'staff' }, note);
      return adminDetail(id);
    },
  };
}

export type IdeasService = ReturnType<typeof createIdeasService>;
