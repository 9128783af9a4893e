import type { PageMeta } from '@portal/shared/content';
import { limitString } from '@portal/shared/format';
import { proposalToProductMessages } from '@portal/shared/messages';
import {
  type AdminProposalDetail,
  type ListProposalsQuery,
  type MyProposalDetail,
  type MyProposalSummary,
  type MyProposalsQuery,
  PROPOSAL_KINDS,
  PROPOSAL_MAX_ATTACHMENTS,
  PROPOSAL_MAX_IMAGES,
  type ProposalInput,
  type ProposalKind,
  type ProposalUpdate,
  type PublicProposalDetail,
  type PublicProposalSummary,
  proposalMessages,
  proposalMissingFields,
} from '@portal/shared/proposals';
import {
  allowedActions,
  PUBLIC_STATES,
  SUBMISSION_STATES,
  type SubmissionAction,
  type SubmissionState,
} from '@portal/shared/submissions';
import { uploadMessages } from '@portal/shared/uploads';
import { and, arrayContains, count, desc, eq, inArray, isNotNull, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { bigProblems, products } from '../../db/schema/catalogue.ts';
import { proposals, type SubmissionFile, submissionTransitions } from '../../db/schema/submissions.ts';
import { users } from '../../db/schema/users.ts';
import { searchPattern } from '../../db/search.ts';
import { conflict, notFound, unprocessable } from '../../errors.ts';
import { escapeHtml } from '../../http/html.ts';
import { cachedTotal, pageMeta } from '../../http/pagination.ts';
import { type AdminListQuery, idsOf, orderOf } from '../admin/dialect.ts';
import { acceptsSolutions } from '../big-problems/big-problems.service.ts';

type ProposalRow = typeof proposals.$inferSelect;
type Deps = Pick<AppContext, 'database' | 'now' | 'lifecycle' | 'uploadRecords' | 'publicCache'>;

/** The big problem a proposal answers, when visitors may see it (hidden problems are not named). */
const visibleProblemJoin = (now: Date) =>
  and(
    eq(bigProblems.id, proposals.bigProblemId),
    eq(bigProblems.visible, true),
    lte(bigProblems.publishedAt, now),
  ) as SQL;

const problemColumns = { problemId: bigProblems.id, problemSlug: bigProblems.slug, problemTitle: bigProblems.title };
type ProblemColumns = { problemId: number | null; problemSlug: string | null; problemTitle: string | null };

const problemOf = (row: ProblemColumns) =>
  row.problemId !== null ? { id: row.problemId, slug: row.problemSlug ?? '', title: row.problemTitle ?? '' } : null;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** What visitors may read: approved or published, and not taken off the public pages by staff. */
const publicProposal = and(inArray(proposals.status, [...PUBLIC_STATES]), isNull(proposals.hiddenAt)) as SQL;

/** Newest decision first (approval, or publication when there is none). */
const decidedOrder = [
  sql`coalesce(${proposals.decidedAt}, ${proposals.publishedAt}) desc nulls last`,
  desc(proposals.id),
];

/** Whether visitors may have the file once the proposal is public: every image, only the attachments marked so. */
const isPublicFile = (file: SubmissionFile) => file.kind === 'image' || file.public === true;

/** The claimed attachments with the author's choice of which are public (the rest private). */
const withVisibility = (files: SubmissionFile[], publicIds: readonly string[]) =>
  files.map((file) => ({ ...file, public: publicIds.includes(file.id) }));

/** Where anyone may open a file of a public proposal. */
const publicFileUrl = (id: number, file: SubmissionFile) => `/api/proposals/${id}/files/${file.id}`;

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

/** Plain text as HTML paragraphs, escaped (the product's description is HTML). */
export function plainTextToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * A URL slug of Vietnamese text: "Máy sấy nông sản" -> "may-say-nong-san". Digits alone would read
 * as a product's id in /product/{id}, so they get a prefix: "2025" -> "san-pham-2025".
 */
export function slugify(text: string): string {
  const slug =
    text
      .replace(/đ/g, 'd')
      .replace(/Đ/g, 'D')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '') || 'san-pham';
  return /^\d+$/.test(slug) ? `san-pham-${slug}` : slug;
}

/** How many taken slugs publishAsProduct steps over before it gives up with a 409. */
const SLUG_ATTEMPTS = 50;

export function createProposalsService({ database, now, lifecycle, uploadRecords, publicCache }: Deps) {
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

  /** The row's content columns from the form (a proposal linked to a big problem is a solution). */
  function contentOf(input: ProposalUpdate) {
    return {
      title: input.title,
      proposalKind: input.big_problem_id !== null ? ('solution' as const) : input.proposal_kind,
      field: input.field,
      summary: input.summary,
      description: input.description,
      readinessLevel: input.readiness_level,
      demandTypes: input.demand_types,
      budget: input.budget,
      ipAdvice: input.ip_advice,
      price: input.price,
      organisation: input.organisation,
      contactName: input.contact_name,
      contactPhone: input.contact_phone,
      contactEmail: input.contact_email,
      publishPhone: input.publish_phone,
      publishEmail: input.publish_email,
      bigProblemId: input.big_problem_id,
      nq57Groups: input.nq57_groups,
    };
  }

  async function findRow(id: number): Promise<(ProposalRow & ProblemColumns) | undefined> {
    const [row] = await db
      .select({ proposal: proposals, ...problemColumns })
      .from(proposals)
      .leftJoin(bigProblems, eq(bigProblems.id, proposals.bigProblemId))
      .where(eq(proposals.id, id));
    return row ? { ...row.proposal, ...row } : undefined;
  }

  function summaryOf(row: ProposalRow & ProblemColumns): MyProposalSummary {
    return {
      id: row.id,
      title: row.title,
      proposal_kind: row.proposalKind,
      field: row.field,
      big_problem: problemOf(row),
      status: row.status,
      tracking_code: row.trackingCode,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      submitted_at: iso(row.submittedAt),
    };
  }

  async function detailOf(row: ProposalRow & ProblemColumns, view: 'author' | 'staff'): Promise<MyProposalDetail> {
    return {
      ...summaryOf(row),
      kind: 'proposal',
      ...lifecycle.authorView(row.status),
      summary: row.summary,
      description: row.description,
      readiness_level: row.readinessLevel,
      demand_types: row.demandTypes,
      budget: row.budget,
      ip_advice: row.ipAdvice,
      price: row.price,
      organisation: row.organisation,
      contact_name: row.contactName,
      contact_phone: row.contactPhone,
      contact_email: row.contactEmail,
      publish_phone: row.publishPhone,
      publish_email: row.publishEmail,
      nq57_groups: row.nq57Groups,
      images: row.images.map((file) => uploadRecords.present(file)),
      attachments: row.attachments.map((file) => ({ ...uploadRecords.present(file), public: file.public === true })),
      timeline: await lifecycle.timeline('proposal', row.id, view),
    };
  }

  /** The author's own proposal; 404 for anyone else's (and for unknown ids). */
  async function ownRow(userId: number, id: number) {
    const row = await findRow(id);
    if (!row || row.authorId !== userId) throw notFound(proposalMessages.notFound);
    return row;
  }

  async function mine(userId: number, id: number) {
    return detailOf(await ownRow(userId, id), 'author');
  }

  async function staffDetail(id: number): Promise<AdminProposalDetail> {
    const row = await findRow(id);
    if (!row) throw notFound(proposalMessages.notFound);
    const [author] =
      row.authorId === null
        ? []
        : await db
            .select({ id: users.id, full_name: users.fullName, email: users.email })
            .from(users)
            .where(eq(users.id, row.authorId));
    return {
      ...(await detailOf(row, 'staff')),
      author: author ?? null,
      staff_actions: allowedActions(row.status, 'staff'),
      product_id: row.productId,
      hidden_at: iso(row.hiddenAt),
    };
  }

  const publicRow = (id: number) => and(eq(proposals.id, id), publicProposal);

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
        const images = await uploadRecords.claim(tx, userId, input.images, 'image', PROPOSAL_MAX_IMAGES, {
          field: 'images',
        });
        const attachments = await uploadRecords.claim(
          tx,
          userId,
          input.attachments,
          'attachment',
          PROPOSAL_MAX_ATTACHMENTS,
          { field: 'attachments' },
        );
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
      if (input.submit) await lifecycle.transition('proposal', id, 'submit', { userId, as: 'author' });
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
        const images = await uploadRecords.claim(tx, userId, input.images, 'image', PROPOSAL_MAX_IMAGES, {
          field: 'images',
          keep: row.images,
        });
        const attachments = await uploadRecords.claim(
          tx,
          userId,
          input.attachments,
          'attachment',
          PROPOSAL_MAX_ATTACHMENTS,
          { field: 'attachments', keep: row.attachments },
        );
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
          const missing = proposalMissingFields({
            field: row.field,
            summary: row.summary,
            description: row.description,
            readiness_level: row.readinessLevel,
            proposal_kind: row.proposalKind,
            demand_types: row.demandTypes,
            organisation: row.organisation,
            contact_name: row.contactName,
            contact_phone: row.contactPhone,
            contact_email: row.contactEmail,
          });
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

    async listPublic(query: ListProposalsQuery): Promise<{ data: PublicProposalSummary[]; meta: PageMeta }> {
      const filters: (SQL | undefined)[] = [publicProposal];
      if (query.q) filters.push(sql`${proposals.searchText} like ${searchPattern(query.q)}`);
      if (query.demand_type !== undefined) filters.push(arrayContains(proposals.demandTypes, [query.demand_type]));
      if (query.field) filters.push(eq(proposals.field, query.field));
      if (query.budget !== undefined) filters.push(eq(proposals.budget, query.budget));
      if (query.proposal_kind) filters.push(eq(proposals.proposalKind, query.proposal_kind));
      if (query.big_problem !== undefined) filters.push(eq(proposals.bigProblemId, query.big_problem));
      const where = and(...filters);
      const [rows, total] = await Promise.all([
        db
          .select({ proposal: proposals, ...problemColumns })
          .from(proposals)
          .leftJoin(bigProblems, visibleProblemJoin(now()))
          .where(where)
          .orderBy(...decidedOrder)
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        cachedTotal(publicCache, 'proposals', query, () => db.select({ total: count() }).from(proposals).where(where)),
      ]);
      return {
        data: rows.map((row) => publicSummaryOf({ ...row.proposal, ...row })),
        meta: pageMeta(query.page, query.per_page, total),
      };
    },

    /** An approved or published proposal; 404 otherwise. Only the contact details the author published. */
    async publicDetail(id: number): Promise<PublicProposalDetail> {
      const [row] = await db
        .select({ proposal: proposals, ...problemColumns, productSlug: products.slug })
        .from(proposals)
        .leftJoin(bigProblems, visibleProblemJoin(now()))
        .leftJoin(products, and(eq(products.id, proposals.productId), eq(products.status, 'published')))
        .where(publicRow(id));
      if (!row) throw notFound(proposalMessages.notFound);
      const proposal: ProposalRow & ProblemColumns = { ...row.proposal, ...row };
      return {
        ...publicSummaryOf(proposal),
        description: proposal.description,
        ip_advice: proposal.ipAdvice,
        nq57_groups: proposal.nq57Groups,
        // Name and organisation are always public; phone and e-mail only when the author chose so.
        contact: {
          name: proposal.contactName,
          phone: proposal.publishPhone ? proposal.contactPhone : null,
          email: proposal.publishEmail ? proposal.contactEmail : null,
        },
        images: proposal.images.map((file) => uploadRecords.present(file, publicFileUrl(id, file))),
        attachments: proposal.attachments
          .filter(isPublicFile)
          .map((file) => uploadRecords.present(file, publicFileUrl(id, file))),
        product_slug: row.productSlug ?? null,
      };
    },

    /** What a link preview of /propose/{id} shows; undefined unless the proposal is public. */
    async shareInfo(rawId: string): Promise<{ title: string; summary: string; image: string | null } | undefined> {
      if (!/^[1-9]\d{0,15}$/.test(rawId) || !Number.isSafeInteger(Number(rawId))) return undefined;
      const id = Number(rawId);
      const [row] = await db
        .select({ title: proposals.title, summary: proposals.summary, images: proposals.images })
        .from(proposals)
        .where(publicRow(id));
      if (!row) return undefined;
      const [firstImage] = row.images;
      return {
        title: row.title,
        summary: limitString(row.summary, 200),
        image: firstImage ? publicFileUrl(id, firstImage) : null,
      };
    },

    /** A file of a public proposal that its author made public, found among its own files by id; 404 otherwise. */
    async publicFile(id: number, fileId: string): Promise<SubmissionFile> {
      const [row] = await db
        .select({ images: proposals.images, attachments: proposals.attachments })
        .from(proposals)
        .where(publicRow(id));
      const file = [...(row?.images ?? []), ...(row?.attachments ?? [])].find((candidate) => candidate.id === fileId);
      // A private attachment is the author's and staff's alone (GET /api/uploads/{id}): 404 here like an unknown one.
      if (!file || !isPublicFile(file)) throw notFound(uploadMessages.notFound);
      return file;
    },

    /**
     * Staff: the queue in the back office's dialect (admin/dialect.ts), newest sent first unless
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
        filters.push(sql`${proposals.searchText} like ${searchPattern(filter.q.trim().slice(0, 200))}`);
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
        data: rows.map((row) => ({
          ...summaryOf({ ...row.proposal, ...row }),
          hidden_at: iso(row.proposal.hiddenAt),
          author:
            row.proposal.authorId === null
              ? null
              : { id: row.proposal.authorId, full_name: row.authorName ?? '', email: row.authorEmail ?? '' },
        })),
        total: Number(total?.total ?? 0),
        /** The rows as stored, in the same order: the Excel export's organisation, needs, budget, contact. */
        stored: rows.map((row) => row.proposal),
      };
    },

    staffDetail,

    async staffStep(staffId: number, id: number, action: SubmissionAction, note: string) {
      await lifecycle.transition('proposal', id, action, { userId: staffId, as: 'staff' }, note);
      return staffDetail(id);
    },

    /**
     * Staff publish an approved proposal as a marketplace product: the step to `published`, the
     * product and the link between them commit together.
     */
    async publishAsProduct(staffId: number, id: number): Promise<AdminProposalDetail> {
      const row = await findRow(id);
      if (!row) throw notFound(proposalMessages.notFound);
      if (row.status !== 'approved') throw conflict(proposalToProductMessages.notApproved);
      if (row.readinessLevel === null) {
        throw unprocessable(
          { readiness_level: [proposalToProductMessages.readinessMissing] },
          proposalToProductMessages.incomplete,
        );
      }
      await lifecycle.transition('proposal', id, 'publish', { userId: staffId, as: 'staff' }, '', async (tx) => {
        const [fresh] = await tx.select().from(proposals).where(eq(proposals.id, id));
        if (!fresh || fresh.readinessLevel === null) throw conflict(proposalToProductMessages.changed);
        const base = slugify(fresh.title);
        const taken = await tx
          .select({ slug: products.slug })
          .from(products)
          .where(sql`${products.slug} = ${base} or ${products.slug} like ${`${base}-%`}`);
        const slugs = new Set(taken.map((product) => product.slug));
        const time = now();
        const stored = (file: SubmissionFile) => ({ key: file.key, name: file.name, size: file.size, mime: file.mime });
        // A slug taken since the look-up (another publication at the same moment) is skipped, not a 500.
        let n = 1;
        const nextSlug = () => {
          for (;;) {
            const slug = n === 1 ? base : `${base}-${n}`;
            n++;
            if (!slugs.has(slug)) return slug;
          }
        };
        for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
          const slug = nextSlug();
          const [product] = await tx
            .insert(products)
            .values({
              slug,
              name: fresh.title,
              summary: fresh.summary,
              description: plainTextToHtml(fresh.description),
              field: fresh.field,
              readinessLevel: fresh.readinessLevel,
              ownerOrganisation: fresh.organisation,
              demandTypes: fresh.demandTypes,
              price: fresh.price,
              contactName: fresh.contactName,
              // The product is public: only the contact details the author chose to publish.
              contactPhone: fresh.publishPhone ? fresh.contactPhone : '',
              contactEmail: fresh.publishEmail ? fresh.contactEmail : '',
              images: fresh.images.map(stored),
              // The product is public: only the attachments the author marked public.
              attachments: fresh.attachments.filter(isPublicFile).map(stored),
              nq57Groups: fresh.nq57Groups,
              status: 'published',
              publishedAt: time,
              createdAt: time,
              updatedAt: time,
            })
            .onConflictDoNothing({ target: products.slug })
            .returning({ id: products.id });
          if (product) return { productId: product.id };
          slugs.add(slug);
        }
        throw conflict(proposalToProductMessages.slugFailed);
      });
      return staffDetail(id);
    },
  };

  function publicSummaryOf(row: ProposalRow & ProblemColumns): PublicProposalSummary {
    const [firstImage] = row.images;
    const approved = row.decidedAt ?? row.publishedAt;
    return {
      id: row.id,
      title: row.title,
      proposal_kind: row.proposalKind,
      field: row.field,
      big_problem: problemOf(row),
      summary: row.summary,
      readiness_level: row.readinessLevel,
      demand_types: row.demandTypes,
      budget: row.budget,
      price: row.price,
      organisation: row.organisation,
      image: firstImage ? uploadRecords.present(firstImage, publicFileUrl(row.id, firstImage)) : null,
      approved_at: iso(approved),
    };
  }
}

export type ProposalsService = ReturnType<typeof createProposalsService>;
export type { SubmissionState };
