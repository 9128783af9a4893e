import { followTargetLink } from '@portal/shared/follow-through';
import { vietnamToday } from '@portal/shared/format';
import {
  INTEREST_RESEND_DAYS,
  type InterestContact,
  type InterestSubject,
  type InterestSubjectKind,
  interestMessages,
  interestSubjectLabels,
} from '@portal/shared/interests';
import { backOfficeAreas, mayWorkIn, USER_ROLES } from '@portal/shared/roles';
import { PUBLIC_STATES } from '@portal/shared/submissions';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/catalogue.ts';
import { productInterests } from '../../db/schema/interests.ts';
import { proposals } from '../../db/schema/submissions.ts';
import { users } from '../../db/schema/users.ts';
import { notFound } from '../../errors.ts';
import type { NotificationInput, NotificationsService } from '../notifications/notifications.service.ts';
import { proposalListingEnd } from '../proposals/proposals-public.service.ts';

/*
 * What the interests module's files share: the subject of an interest (a product or a need), how
 * SQL names it and its owner, links, wording, notices. Private to modules/interests: other
 * modules call the service (interests.service.ts).
 */

export type Row = typeof productInterests.$inferSelect;
export type Staff = Pick<typeof users.$inferSelect, 'id' | 'email' | 'role'>;

/** Where each side reads its interests: the panels of the profile page. */
export const RECEIVED_PANEL = '/profile#quan-tam-nhan-duoc';
export const SENT_PANEL = '/profile#quan-tam-da-gui';
export const LISTINGS_PANEL = '/profile#tin-dang-cua-toi';

export interface InterestsDeps {
  db: Database;
  now: () => Date;
  notifications: Pick<NotificationsService, 'notify' | 'notifyMany' | 'absolute'>;
  log: FastifyBaseLogger;
  /** Empties the public answer cache (every process's): a renewed or expired listing changes the lists. */
  invalidate: () => void;
}

/**
 * The outer query's product, qualified: drizzle writes a column of a one-table select without its
 * table, which inside a subquery on proposals would read proposals.id.
 */
export const productRef = sql.raw('"products"."id"');

/**
 * The owner's user id of the product in the query: the author of the proposal it was published
 * from (proposals.product_id, set by products-publishing.service.ts); null for a product staff made.
 */
export const ownerIdOf = sql<number | null>`(
  select ${proposals.authorId} from ${proposals}
  where ${proposals.productId} = ${productRef}
  order by ${proposals.id} limit 1
)`.mapWith(Number);

/**
 * The need of an interest in one (a proposal of kind `need`), under its own name: the product's
 * owner is looked up in `proposals` too (ownerIdOf), inside the same query.
 */
export const needs = alias(proposals, 'needs');

/**
 * What names an interest's subject and finds its owner, read with the joins of `joinSubjects`:
 * a product's owner is the author of the proposal it was published from, a need's its author.
 */
export const subjectColumns = {
  productName: products.name,
  productSlug: products.slug,
  needTitle: needs.title,
  ownerId: sql<number | null>`coalesce(${ownerIdOf}, ${needs.authorId})`.mapWith(Number),
};
export type SubjectColumns = { productName: string | null; productSlug: string | null; needTitle: string | null };

/** The product or the need of an interest (exactly one is set: product_interests_one_subject). */
export const productJoin = eq(products.id, productInterests.productId);
export const needJoin = eq(needs.id, productInterests.proposalId);

/** A product or need a person may express interest in, with its owner account (null: none). */
export interface Subject extends InterestSubject {
  ownerId: number | null;
  expiresAt: Date | null;
}

/** The interests in one subject. */
export const ofSubject = (subject: Pick<Subject, 'kind' | 'id'>) =>
  subject.kind === 'need' ? eq(productInterests.proposalId, subject.id) : eq(productInterests.productId, subject.id);

export const dateOf = (value: Date | null) => value?.toISOString() ?? null;

/** The staff roles that work the interests' queue: the same check as its admin routes' guard (their area). */
export const QUEUE_ROLES = USER_ROLES.filter((role) => mayWorkIn(role, backOfficeAreas.interests));

/** The back office's record of an interest (the back office is served under /admin). */
export const adminInterestLink = (id: number) => `/admin/interests/${id}/show`;

/**
 * From when a person may send again after an answer (decline, closing) at `answeredAt`: the start
 * of the day, in Vietnam, INTEREST_RESEND_DAYS days after the day of the answer (Vietnam has no
 * summer time: its midnight is 17:00 UTC the day before).
 */
export function resendAllowedAt(answeredAt: Date): Date {
  const [year, month, day] = vietnamToday(answeredAt).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + INTEREST_RESEND_DAYS) - 7 * 60 * 60 * 1000);
}

/** The product's page on the portal. */
export const productLink = (product: { id: number; slug: string }) =>
  followTargetLink('product', product.id, product.slug);

/** The need's page on the portal: its proposal's. */
export const needLink = (id: number) => followTargetLink('proposal', id);

/** An interest's product or need, named as the portal shows it, from the columns of `subjectColumns`. */
export function subjectOf(row: Row, columns: SubjectColumns): InterestSubject {
  if (row.proposalId !== null) {
    return { kind: 'need', id: row.proposalId, name: columns.needTitle ?? '', link: needLink(row.proposalId) };
  }
  const id = row.productId ?? 0;
  return {
    kind: 'product',
    id,
    name: columns.productName ?? '',
    link: productLink({ id, slug: columns.productSlug ?? '' }),
  };
}

/** `sản phẩm “…”`, `nhu cầu “…”`: how a text names the subject where the kind must be said. */
export const named = (subject: Pick<InterestSubject, 'kind' | 'name'>) =>
  `${interestSubjectLabels[subject.kind]} “${subject.name}”`;

/** A product by its name alone (as the texts always did), a need as `nhu cầu “…”`. */
export const spoken = (subject: Pick<InterestSubject, 'kind' | 'name'>) =>
  subject.kind === 'need' ? named(subject) : `“${subject.name}”`;

/** A person who can be reached: empty parts are '' (the account has no phone). */
export function contactOf(name: string | null, email: string | null, phone: string | null): InterestContact {
  return { name: name ?? '', email: email ?? '', phone: phone ?? '' };
}

/** Interests with the columns that name their subject and owner, and their sender's name and e-mail. */
export const selectWithSender = (db: Database) =>
  db
    .select({ row: productInterests, ...subjectColumns, sender: { name: users.fullName, email: users.email } })
    .from(productInterests)
    .leftJoin(products, productJoin)
    .leftJoin(needs, needJoin)
    .innerJoin(users, eq(users.id, productInterests.userId));

/** What an interest says of itself, as the sender, the owner and staff read it alike. */
export const interestFields = (row: Row) => ({
  demand_type: row.demandType,
  message: row.message,
  status: row.status,
  staff_note: row.staffNote,
  created_at: row.createdAt.toISOString(),
  forwarded_at: dateOf(row.forwardedAt),
  answered_at: dateOf(row.answeredAt),
});

/** Tells one person, and the queue's staff, logging (never throwing) a notice that cannot be queued. */
export function createNotices({ db, notifications, log }: Pick<InterestsDeps, 'db' | 'notifications' | 'log'>) {
  /** Tells one person, logging (never throwing) a mail that cannot be queued: the step is done. */
  async function tell(userId: number, input: NotificationInput) {
    await notifications.notify({ userId, ...input }).catch((error: unknown) => {
      log.error({ code: (error as { code?: string }).code, kind: input.kind }, 'interest notification failed');
    });
  }

  /** The open staff accounts that work the queue (the admin interests route's area), as `received` tells. */
  async function queueStaff(): Promise<number[]> {
    const staff = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.role, QUEUE_ROLES), isNull(users.disabledAt)));
    return staff.map((person) => person.id);
  }

  return { tell, queueStaff };
}

export type Notices = ReturnType<typeof createNotices>;

/** The products and needs people may express interest in, and an interest with its subject and sides. */
export function createSubjectLookup({ db, now }: Pick<InterestsDeps, 'db' | 'now'>) {
  /** Published and due: the products visitors may see (products.service's rule). */
  const visible = () => and(eq(products.status, 'published'), lte(products.publishedAt, now()));

  const keyOf = (idOrSlug: string) =>
    /^\d{1,15}$/.test(idOrSlug) ? eq(products.id, Number(idOrSlug)) : eq(products.slug, idOrSlug);

  /** A product visitors may open, with its owner account (null for a staff-made one); 404 otherwise. */
  async function publicProduct(idOrSlug: string): Promise<Subject> {
    const [product] = await db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        ownerId: ownerIdOf,
        expiresAt: products.expiresAt,
      })
      .from(products)
      .where(and(keyOf(idOrSlug), visible()));
    if (!product) throw notFound(interestMessages.productNotFound);
    return { kind: 'product', ...product, link: productLink(product) };
  }

  /** Needs visitors may open: proposals of kind `need`, approved or published, not hidden (the rule of /propose/{id}). */
  const publicNeeds = and(
    eq(proposals.proposalKind, 'need'),
    inArray(proposals.status, [...PUBLIC_STATES]),
    isNull(proposals.hiddenAt),
  );
  const openNeed = (id: number) => and(eq(proposals.id, id), publicNeeds);
  /** …and listed as themselves: one published as a product is listed (renewed, reminded of) as the product. */
  const ownListings = and(publicNeeds, isNull(proposals.productId));

  /** The id of a need's page (digits only, as /propose/{id}), or NaN. */
  const needId = (rawId: string) => (/^[1-9]\d{0,15}$/.test(rawId) ? Number(rawId) : Number.NaN);

  /** A need visitors may open, with its author as owner; 404 otherwise. An expired one is still found. */
  async function publicNeed(rawId: string): Promise<Subject> {
    const id = needId(rawId);
    if (!Number.isSafeInteger(id)) throw notFound(interestMessages.needNotFound);
    const [need] = await db
      .select({
        id: proposals.id,
        name: proposals.title,
        ownerId: proposals.authorId,
        // As its page and the lists read it: once published as a product, the product's end.
        expiresAt: proposalListingEnd,
      })
      .from(proposals)
      .where(openNeed(id));
    if (!need) throw notFound(interestMessages.needNotFound);
    return { kind: 'need', ...need, link: needLink(need.id) };
  }

  const subjectFor = (kind: InterestSubjectKind, key: string) =>
    kind === 'need' ? publicNeed(key) : publicProduct(key);

  /** An interest with its product or need and both sides, for the steps and the back office. */
  async function load(id: number) {
    const [found] = await selectWithSender(db).where(eq(productInterests.id, id));
    return found && { ...found, subject: subjectOf(found.row, found) };
  }

  return { subjectFor, load, ownListings };
}

export type SubjectLookup = ReturnType<typeof createSubjectLookup>;
