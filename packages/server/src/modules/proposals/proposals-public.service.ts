import type { PageMeta } from '@portal/shared/content';
import { limitString } from '@portal/shared/format';
import type { ListProposalsQuery, PublicProposalDetail, PublicProposalSummary } from '@portal/shared/proposal-answers';
import { proposalMessages } from '@portal/shared/proposal-labels';
import { PUBLIC_STATES } from '@portal/shared/submissions';
import { uploadMessages } from '@portal/shared/uploads';
import { and, arrayContains, count, desc, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { bigProblems, products } from '../../db/schema/catalogue.ts';
import { proposals, type SubmissionFile } from '../../db/schema/submissions.ts';
import { searchPattern } from '../../db/search.ts';
import { notFound } from '../../errors.ts';
import { cachedTotal, pageMeta } from '../../http/pagination.ts';
import { latestStageIs, progressOfOne } from '../follow-through/progress.ts';
import { followerCount } from '../follows/follows.service.ts';
import { isPublicFile, problemColumns, publicDetailOf, publicFileUrl, publicSummaryOf } from './proposals.mapper.ts';

type Deps = Pick<AppContext, 'database' | 'now' | 'uploadRecords' | 'publicCache'>;

/** The big problem a proposal answers, when visitors may see it (hidden problems are not named). */
const visibleProblemJoin = (now: Date) =>
  and(
    eq(bigProblems.id, proposals.bigProblemId),
    eq(bigProblems.visible, true),
    lte(bigProblems.publishedAt, now),
  ) as SQL;

/** What visitors may read: approved or published, and not taken off the public pages by staff. */
const publicProposal = and(inArray(proposals.status, [...PUBLIC_STATES]), isNull(proposals.hiddenAt)) as SQL;

/**
 * Where a proposal leaves the lists, the one rule of its lists, page and
 * interests: a need's own end; once published as a product, the product's (null: never). Written
 * with the outer table's name (a query on `proposals` unaliased): inside the subquery, drizzle
 * would write a column of the one-table select without its table.
 */
export const proposalListingEnd = sql<Date | null>`(case when "proposals"."product_id" is null
  then "proposals"."expires_at"
  else (select "listed"."expires_at" from "products" "listed" where "listed"."id" = "proposals"."product_id") end)`.mapWith(
  proposals.expiresAt,
);

/** What the lists and search show: a proposal past its end keeps its page but leaves them until renewed. */
export const proposalNotExpired = (at: Date) =>
  sql`coalesce(${proposalListingEnd}, 'infinity'::timestamptz) > ${at.toISOString()}::timestamptz`;

const publicRow = (id: number) => and(eq(proposals.id, id), publicProposal);

/** Newest decision first (approval, or publication when there is none). */
const decidedOrder = [
  sql`coalesce(${proposals.decidedAt}, ${proposals.publishedAt}) desc nulls last`,
  desc(proposals.id),
];

/** What visitors see of proposals: the approved and published ones, their public files and link previews. */
export function createProposalsPublicService({ database, now, uploadRecords, publicCache }: Deps) {
  const { db } = database;

  return {
    async listPublic(query: ListProposalsQuery): Promise<{ data: PublicProposalSummary[]; meta: PageMeta }> {
      const filters: (SQL | undefined)[] = [publicProposal, proposalNotExpired(now())];
      if (query.q) filters.push(sql`${proposals.searchText} like ${searchPattern(query.q)}`);
      if (query.demand_type !== undefined) filters.push(arrayContains(proposals.demandTypes, [query.demand_type]));
      if (query.field) filters.push(eq(proposals.field, query.field));
      if (query.budget !== undefined) filters.push(eq(proposals.budget, query.budget));
      if (query.proposal_kind) filters.push(eq(proposals.proposalKind, query.proposal_kind));
      if (query.big_problem !== undefined) filters.push(eq(proposals.bigProblemId, query.big_problem));
      if (query.stage) filters.push(latestStageIs('proposal', proposals.id, query.stage));
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
        data: rows.map((row) => publicSummaryOf({ ...row.proposal, ...row }, uploadRecords)),
        meta: pageMeta(query.page, query.per_page, total),
      };
    },

    /** An approved or published proposal; 404 otherwise. Only the contact details the author published. */
    async publicDetail(id: number): Promise<PublicProposalDetail> {
      const [row] = await db
        .select({
          proposal: proposals,
          ...problemColumns,
          productSlug: products.slug,
          listingEnd: proposalListingEnd,
        })
        .from(proposals)
        .leftJoin(bigProblems, visibleProblemJoin(now()))
        .leftJoin(products, and(eq(products.id, proposals.productId), eq(products.status, 'published')))
        .where(publicRow(id));
      if (!row) throw notFound(proposalMessages.notFound);
      const followers = await followerCount(db, 'proposal', id);
      const progress = await progressOfOne(db, 'proposal', id);
      const expiresAt = row.listingEnd;
      return {
        ...publicDetailOf({ ...row.proposal, ...row }, row.productSlug ?? null, uploadRecords, progress),
        followers,
        expires_at: expiresAt?.toISOString() ?? null,
        expired: expiresAt !== null && expiresAt <= now(),
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
  };
}
