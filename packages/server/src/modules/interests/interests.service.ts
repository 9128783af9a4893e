import type { PageMeta } from '@portal/shared/content';
import { followTargetLink } from '@portal/shared/follow-through';
import { formatDate, vietnamToday } from '@portal/shared/format';
import {
  type AdminInterest,
  INTEREST_RESEND_DAYS,
  type Interest,
  type InterestContact,
  type InterestSubject,
  type InterestSubjectKind,
  interestDemandLabels,
  interestMessages,
  interestResendMessage,
  interestStatusLabels,
  interestSubjectLabels,
  LISTING_MONTHS,
  LISTING_REMINDER_MONTHS,
  type MyInterest,
  type MyListing,
} from '@portal/shared/interests';
import { placeNames } from '@portal/shared/names';
import type { DemandType } from '@portal/shared/products';
import { backOfficeAreas, mayWorkIn, USER_ROLES } from '@portal/shared/roles';
import { PUBLIC_STATES } from '@portal/shared/submissions';
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lte, max, type SQL, sql } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { recordStaffWrite } from '../../back-office/audit.ts';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/catalogue.ts';
import { productInterests } from '../../db/schema/interests.ts';
import { proposals } from '../../db/schema/submissions.ts';
import { users } from '../../db/schema/users.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../errors.ts';
import { pageMeta } from '../../http/pagination.ts';
import { addMonths } from '../../lib/time.ts';
import type { NotificationInput, NotificationsService } from '../notifications/notifications.service.ts';
import { proposalListingEnd } from '../proposals/proposals-public.service.ts';

type Row = typeof productInterests.$inferSelect;
type Staff = Pick<typeof users.$inferSelect, 'id' | 'email' | 'role'>;

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
const ownerIdOf = sql<number | null>`(
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
const subjectColumns = {
  productName: products.name,
  productSlug: products.slug,
  needTitle: needs.title,
  ownerId: sql<number | null>`coalesce(${ownerIdOf}, ${needs.authorId})`.mapWith(Number),
};
type SubjectColumns = { productName: string | null; productSlug: string | null; needTitle: string | null };

/** The product or the need of an interest (exactly one is set: product_interests_one_subject). */
export const productJoin = eq(products.id, productInterests.productId);
export const needJoin = eq(needs.id, productInterests.proposalId);

/** A product or need a person may express interest in, with its owner account (null: none). */
interface Subject extends InterestSubject {
  ownerId: number | null;
  expiresAt: Date | null;
}

/** The interests in one subject. */
const ofSubject = (subject: Pick<Subject, 'kind' | 'id'>) =>
  subject.kind === 'need' ? eq(productInterests.proposalId, subject.id) : eq(productInterests.productId, subject.id);

const dateOf = (value: Date | null) => value?.toISOString() ?? null;

/** The staff roles that work the interests' queue: the same check as its admin routes' guard (their area). */
const QUEUE_ROLES = USER_ROLES.filter((role) => mayWorkIn(role, backOfficeAreas.interests));

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
const productLink = (product: { id: number; slug: string }) => followTargetLink('product', product.id, product.slug);

/** The need's page on the portal: its proposal's. */
const needLink = (id: number) => followTargetLink('proposal', id);

/** An interest's product or need, named as the portal shows it, from the columns of `subjectColumns`. */
function subjectOf(row: Row, columns: SubjectColumns): InterestSubject {
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
const named = (subject: Pick<InterestSubject, 'kind' | 'name'>) =>
  `${interestSubjectLabels[subject.kind]} “${subject.name}”`;

/** A product by its name alone (as the texts always did), a need as `nhu cầu “…”`. */
const spoken = (subject: Pick<InterestSubject, 'kind' | 'name'>) =>
  subject.kind === 'need' ? named(subject) : `“${subject.name}”`;

/** A person who can be reached: empty parts are '' (the account has no phone). */
function contactOf(name: string | null, email: string | null, phone: string | null): InterestContact {
  return { name: name ?? '', email: email ?? '', phone: phone ?? '' };
}

export function createInterestsService({ db, now, notifications, log, invalidate }: InterestsDeps) {
  let timer: NodeJS.Timeout | undefined;
  /** When this process last ran the reminders (the lists' cache is emptied for what ended since). */
  let lastRun: Date | undefined;
  /** Published and due: the products visitors may see (products.service's rule). */
  const visible = () => and(eq(products.status, 'published'), lte(products.publishedAt, now()));

  const keyOf = (idOrSlug: string) =>
    /^\d{1,15}$/.test(idOrSlug) ? eq(products.id, Number(idOrSlug)) : eq(products.slug, idOrSlug);

  /** Tells one person, logging (never throwing) a mail that cannot be queued: the step is done. */
  async function tell(userId: number, input: NotificationInput) {
    await notifications.notify({ userId, ...input }).catch((error: unknown) => {
      log.error({ code: (error as { code?: string }).code, kind: input.kind }, 'interest notification failed');
    });
  }

  /** The reminder a month before a listing's end (the hourly job, `remindExpiring`). */
  async function remindOwner(ownerId: number, subject: Pick<InterestSubject, 'kind' | 'name' | 'link'>, end: string) {
    // A product is on the marketplace (/products), a need in the list of proposals (/propose).
    const title = subject.kind === 'need' ? `Nhu cầu “${subject.name}”` : `Tin “${subject.name}”`;
    const where = subject.kind === 'need' ? 'trong Danh sách đề xuất' : `trên ${placeNames.marketplace}`;
    await tell(ownerId, {
      kind: 'listing_expiry',
      text: `${title} ${where} sẽ hết hạn hiển thị ngày ${end}. Ông/Bà gia hạn trong mục “Tin đăng của tôi trên ${placeNames.marketplace}”.`,
      link: LISTINGS_PANEL,
      mail: {
        subject: `Tin đăng “${subject.name}” sắp hết hạn`,
        body: [
          `${title} (${notifications.absolute(subject.link)}) ${where} sẽ hết hạn hiển thị ngày ${end}.`,
          'Sau ngày đó, tin không còn trong danh sách và kết quả tìm kiếm (trang của tin vẫn giữ, kèm thông báo hết hạn).',
          `Để tin tiếp tục hiển thị thêm 12 tháng, Ông/Bà nhấn “Gia hạn 12 tháng” trong mục “Tin đăng của tôi trên ${placeNames.marketplace}” của trang cá nhân.`,
        ],
      },
    });
  }

  /**
   * Until when the person must wait before another interest in the product or need: after the
   * latest decline or closing (without it they could send again at once); null when they need not.
   */
  async function waitingUntil(userId: number, subject: Pick<Subject, 'kind' | 'id'>): Promise<Date | null> {
    const [last] = await db
      .select({ at: max(productInterests.answeredAt) })
      .from(productInterests)
      .where(
        and(
          ofSubject(subject),
          eq(productInterests.userId, userId),
          inArray(productInterests.status, ['declined', 'closed']),
        ),
      );
    if (!last?.at) return null;
    const allowed = resendAllowedAt(new Date(last.at));
    return allowed > now() ? allowed : null;
  }

  /**
   * A new interest was received: the sender's receipt, and a notice to every open staff account
   * that works the queue (as the admin route: the moderation area), each logged, never thrown.
   */
  async function received(row: Row, subject: InterestSubject) {
    const demand = interestDemandLabels[row.demandType as DemandType] ?? '';
    await tell(row.userId, {
      kind: 'interest_update',
      text: `Sở đã tiếp nhận yêu cầu quan tâm đến ${spoken(subject)} của Ông/Bà. Sở sẽ xem xét rồi chuyển đến chủ sở hữu.`,
      link: SENT_PANEL,
      mail: {
        subject: 'Sở đã tiếp nhận yêu cầu quan tâm của Ông/Bà',
        body: [
          `Sở đã tiếp nhận yêu cầu quan tâm của Ông/Bà đến ${spoken(subject)} (${notifications.absolute(subject.link)}) ngày ${formatDate(row.createdAt)} (mong muốn: ${demand}).`,
          '',
          'Các bước tiếp theo:',
          '- Sở xem xét yêu cầu và chuyển đến chủ sở hữu, hoặc đóng yêu cầu kèm ghi chú nếu không phù hợp.',
          '- Chủ sở hữu đồng ý hoặc từ chối kết nối.',
          '- Khi chủ sở hữu đồng ý, Ông/Bà thấy thông tin liên hệ của chủ sở hữu trong mục “Quan tâm đã gửi” của trang cá nhân.',
          'Ông/Bà sẽ nhận thông báo ở mỗi bước.',
        ],
      },
    });
    try {
      await notifications.notifyMany(await queueStaff(), {
        kind: 'interest_new',
        text: `Yêu cầu quan tâm mới đến ${spoken(subject)} (${demand.toLowerCase()}) chờ Sở xem xét.`,
        link: adminInterestLink(row.id),
        mail: {
          // No personal data in a subject (the mailer logs it).
          subject: `Yêu cầu quan tâm mới số ${row.id}`,
          body: [
            `Cổng vừa nhận yêu cầu quan tâm số ${row.id} đến ${spoken(subject)} ngày ${formatDate(row.createdAt)} (mong muốn: ${demand}).`,
            'Ông/Bà xem lời nhắn, rồi chuyển cho chủ sở hữu hoặc đóng yêu cầu kèm ghi chú, trong mục “Quan tâm sản phẩm, nhu cầu” của trang quản trị.',
          ],
        },
      });
    } catch (error) {
      log.error({ code: (error as { code?: string }).code, kind: 'interest_new' }, 'interest notification failed');
    }
  }

  /** The open staff accounts that work the queue (the admin interests route's area), as `received` tells. */
  async function queueStaff(): Promise<number[]> {
    const staff = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.role, QUEUE_ROLES), isNull(users.disabledAt)));
    return staff.map((person) => person.id);
  }

  /**
   * The owner answered a forwarded interest: a short notice to the queue's staff (same kind and
   * accounts as a new interest), with the back office's record; no contact of either side in it.
   */
  async function answeredToStaff(row: Row, subject: InterestSubject, answer: 'accepted' | 'declined') {
    const outcome = answer === 'accepted' ? 'đồng ý kết nối' : 'từ chối kết nối';
    try {
      await notifications.notifyMany(await queueStaff(), {
        kind: 'interest_new',
        text: `Chủ sở hữu ${spoken(subject)} đã ${outcome} (yêu cầu quan tâm số ${row.id}).`,
        link: adminInterestLink(row.id),
        mail: {
          // No personal data in a subject (the mailer logs it).
          subject: `Yêu cầu quan tâm số ${row.id}: ${interestStatusLabels[answer]}`,
          body: [
            `Chủ sở hữu ${spoken(subject)} đã ${outcome} với người gửi yêu cầu quan tâm số ${row.id}${row.answeredAt ? ` ngày ${formatDate(row.answeredAt)}` : ''}.`,
            'Ông/Bà xem yêu cầu trong mục “Quan tâm sản phẩm, nhu cầu” của trang quản trị.',
          ],
        },
      });
    } catch (error) {
      log.error({ code: (error as { code?: string }).code, kind: 'interest_new' }, 'interest notification failed');
    }
  }

  function present(row: Row, subject: InterestSubject, contact: InterestContact | null): Interest {
    return {
      id: row.id,
      subject: { kind: subject.kind, id: subject.id, name: subject.name, link: subject.link },
      demand_type: row.demandType,
      message: row.message,
      status: row.status,
      staff_note: row.staffNote,
      created_at: row.createdAt.toISOString(),
      forwarded_at: dateOf(row.forwardedAt),
      answered_at: dateOf(row.answeredAt),
      // Only an accepted interest shows the other side's contact.
      contact: row.status === 'accepted' ? contact : null,
    };
  }

  /** An interest with its product or need and both sides, for the steps and the back office. */
  async function load(id: number) {
    const [found] = await db
      .select({
        row: productInterests,
        ...subjectColumns,
        sender: { name: users.fullName, email: users.email },
      })
      .from(productInterests)
      .leftJoin(products, productJoin)
      .leftJoin(needs, needJoin)
      .innerJoin(users, eq(users.id, productInterests.userId))
      .where(eq(productInterests.id, id));
    return found && { ...found, subject: subjectOf(found.row, found) };
  }

  /**
   * The owner's contact for an interest's product or need: what they gave on their proposal (the
   * one the product was published from, or the need itself), else their account's.
   */
  async function ownerContact(row: Row): Promise<InterestContact | null> {
    const [found] = await db
      .select({
        name: proposals.contactName,
        email: proposals.contactEmail,
        phone: proposals.contactPhone,
        accountName: users.fullName,
        accountEmail: users.email,
      })
      .from(proposals)
      .innerJoin(users, eq(users.id, proposals.authorId))
      .where(
        row.proposalId !== null
          ? eq(proposals.id, row.proposalId)
          : eq(proposals.productId, row.productId ?? Number.NaN),
      )
      .orderBy(proposals.id)
      .limit(1);
    if (!found) return null;
    return contactOf(found.name || found.accountName, found.email || found.accountEmail, found.phone);
  }

  const ownerOf = subjectColumns.ownerId;

  const adminColumns = {
    row: productInterests,
    ...subjectColumns,
    ownerName: sql<string | null>`(
      select nullif(${users.fullName}, '') from ${users} where ${users.id} = ${ownerOf}
    )`,
    senderName: sql<string>`(select ${users.fullName} from ${users} where ${users.id} = ${productInterests.userId})`,
    senderEmail: sql<string>`(select ${users.email} from ${users} where ${users.id} = ${productInterests.userId})`,
  };

  type AdminRow = SubjectColumns & {
    row: Row;
    ownerId: number | null;
    ownerName: string | null;
    senderName: string | null;
    senderEmail: string | null;
  };

  function presentAdmin(found: AdminRow): AdminInterest {
    const { row } = found;
    const subject = subjectOf(row, found);
    return {
      id: row.id,
      kind: subject.kind,
      product_id: row.productId,
      proposal_id: row.proposalId,
      subject_name: subject.name,
      subject_link: subject.link,
      has_owner: found.ownerId !== null,
      owner_name: found.ownerName,
      sender_name: found.senderName ?? '',
      sender_email: found.senderEmail ?? '',
      demand_type: row.demandType,
      message: row.message,
      status: row.status,
      staff_note: row.staffNote,
      created_at: row.createdAt.toISOString(),
      forwarded_at: dateOf(row.forwardedAt),
      answered_at: dateOf(row.answeredAt),
    };
  }

  const selectAdmin = () =>
    db.select(adminColumns).from(productInterests).leftJoin(products, productJoin).leftJoin(needs, needJoin);

  async function adminRecord(id: number): Promise<AdminInterest> {
    const [found] = await selectAdmin().where(eq(productInterests.id, id));
    if (!found) throw notFound(interestMessages.notFound);
    return presentAdmin(found);
  }

  /** A staff step on a pending interest (forward or close), audited in its own transaction. */
  async function staffStep(
    staff: Staff,
    id: number,
    step: 'forward' | 'close',
    note: string,
  ): Promise<{ record: AdminInterest; ownerId: number | null; senderId: number; subject: InterestSubject }> {
    const found = await load(id);
    if (!found) throw notFound(interestMessages.notFound);
    const ownerId = found.ownerId !== null ? found.ownerId : null;
    // Its state first: a closed (or answered) one is 409 whatever its product (the try-out got "no owner").
    if (found.row.status !== 'pending') throw conflict(interestMessages.notPending);
    if (step === 'forward' && ownerId === null) {
      const message = found.subject.kind === 'need' ? interestMessages.noOwnerNeed : interestMessages.noOwner;
      throw unprocessable({ status: [message] }, message);
    }
    const at = now();
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(productInterests).where(eq(productInterests.id, id)).for('update');
      if (!before) throw notFound(interestMessages.notFound);
      if (before.status !== 'pending') throw conflict(interestMessages.notPending);
      const changes =
        step === 'forward'
          ? { status: 'forwarded' as const, forwardedAt: at, staffNote: note, handledBy: staff.id }
          : { status: 'closed' as const, answeredAt: at, staffNote: note, handledBy: staff.id };
      await tx.update(productInterests).set(changes).where(eq(productInterests.id, id));
      await recordStaffWrite(
        tx,
        staff,
        {
          action: step,
          resource: 'interests',
          recordId: id,
          before: { status: before.status },
          after: { status: changes.status, note },
        },
        at,
      );
    });
    return { record: await adminRecord(id), ownerId, senderId: found.row.userId, subject: found.subject };
  }

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

  return {
    /**
     * POST /api/products/:id/interests and /api/proposals/:id/interests: 404 unknown or not public,
     * one's own a 403, 409 one still open or the wait after an answer.
     */
    async create(
      userId: number,
      idOrSlug: string,
      input: { message: string; demand_type: number },
      kind: InterestSubjectKind = 'product',
    ) {
      const subject = await subjectFor(kind, idOrSlug);
      if (subject.ownerId === userId) {
        // Refused alike for both kinds (403): not a field to correct, a step not theirs to take.
        throw forbidden(kind === 'need' ? interestMessages.ownNeed : interestMessages.ownProduct);
      }
      if (subject.expiresAt !== null && subject.expiresAt <= now()) throw conflict(interestMessages.expired);
      const waitUntil = await waitingUntil(userId, subject);
      if (waitUntil) throw conflict(interestResendMessage(waitUntil, kind));
      const [row] = await db
        .insert(productInterests)
        .values({
          productId: kind === 'product' ? subject.id : null,
          proposalId: kind === 'need' ? subject.id : null,
          userId,
          demandType: input.demand_type,
          message: input.message,
          createdAt: now(),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict(kind === 'need' ? interestMessages.alreadyOpenNeed : interestMessages.alreadyOpen);
      await received(row, subject);
      return present(row, subject, null);
    },

    /**
     * GET /api/products/:id/interests/mine (or /api/proposals/:id/interests/mine): what the page of
     * the product or need shows the signed-in person in place of the button. 404 for one visitors cannot open.
     */
    async mine(userId: number, idOrSlug: string, kind: InterestSubjectKind = 'product'): Promise<MyInterest> {
      const subject = await subjectFor(kind, idOrSlug);
      if (subject.ownerId === userId) {
        // As the owner's panel counts them: only what staff forwarded.
        const [counted] = await db
          .select({
            interests: sql<number>`count(*)::int`,
            accepted: sql<number>`(count(*) filter (where ${productInterests.status} = 'accepted'))::int`,
          })
          .from(productInterests)
          .where(and(ofSubject(subject), inArray(productInterests.status, ['forwarded', 'accepted', 'declined'])));
        return {
          is_owner: true,
          counts: { interests: Number(counted?.interests ?? 0), accepted: Number(counted?.accepted ?? 0) },
          interest: null,
          can_send: false,
          next_allowed_at: null,
        };
      }
      const [latest] = await db
        .select()
        .from(productInterests)
        .where(and(ofSubject(subject), eq(productInterests.userId, userId)))
        .orderBy(desc(productInterests.id))
        .limit(1);
      const open = latest?.status === 'pending' || latest?.status === 'forwarded';
      const waitUntil = await waitingUntil(userId, subject);
      const expired = subject.expiresAt !== null && subject.expiresAt <= now();
      return {
        is_owner: false,
        counts: null,
        // No contact here: the sender's panel shows it once accepted.
        interest: latest ? present(latest, subject, null) : null,
        can_send: !open && !waitUntil && !expired,
        next_allowed_at: dateOf(waitUntil),
      };
    },

    /** The interests a person sent, newest first: the owner's contact once accepted. */
    async sent(userId: number, page: number, perPage: number): Promise<{ data: Interest[]; meta: PageMeta }> {
      const mine = eq(productInterests.userId, userId);
      const [rows, [total]] = await Promise.all([
        db
          .select({ row: productInterests, ...subjectColumns })
          .from(productInterests)
          .leftJoin(products, productJoin)
          .leftJoin(needs, needJoin)
          .where(mine)
          .orderBy(desc(productInterests.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(productInterests).where(mine),
      ]);
      const data: Interest[] = [];
      for (const found of rows) {
        const contact = found.row.status === 'accepted' ? await ownerContact(found.row) : null;
        data.push(present(found.row, subjectOf(found.row, found), contact));
      }
      return { data, meta: pageMeta(page, perPage, Number(total?.n ?? 0)) };
    },

    /**
     * The interests forwarded to an owner (of products and needs), newest first: never one staff
     * have not forwarded, and the sender's contact only once accepted.
     */
    async received(ownerId: number, page: number, perPage: number): Promise<{ data: Interest[]; meta: PageMeta }> {
      const where = and(
        sql`${ownerOf} = ${ownerId}`,
        inArray(productInterests.status, ['forwarded', 'accepted', 'declined']),
      ) as SQL;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            row: productInterests,
            ...subjectColumns,
            sender: { name: users.fullName, email: users.email },
          })
          .from(productInterests)
          .leftJoin(products, productJoin)
          .leftJoin(needs, needJoin)
          .innerJoin(users, eq(users.id, productInterests.userId))
          .where(where)
          .orderBy(desc(productInterests.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db
          .select({ n: count() })
          .from(productInterests)
          .leftJoin(products, productJoin)
          .leftJoin(needs, needJoin)
          .where(where),
      ]);
      return {
        data: rows.map((found) =>
          present(found.row, subjectOf(found.row, found), contactOf(found.sender.name, found.sender.email, '')),
        ),
        meta: pageMeta(page, perPage, Number(total?.n ?? 0)),
      };
    },

    /** The owner accepts or declines a forwarded interest: 404 when it is not theirs, 409 when not forwarded. */
    async answer(ownerId: number, id: number, answer: 'accepted' | 'declined'): Promise<Interest> {
      const found = await load(id);
      // An interest staff have not forwarded (pending, or closed before) does not exist for the owner.
      if (!found || found.ownerId !== ownerId || found.row.forwardedAt === null) {
        throw notFound(interestMessages.notFound);
      }
      const [row] = await db
        .update(productInterests)
        .set({ status: answer, answeredAt: now() })
        .where(and(eq(productInterests.id, id), eq(productInterests.status, 'forwarded')))
        .returning();
      if (!row) throw conflict(interestMessages.notForwarded);
      const { subject } = found;
      const link = notifications.absolute(subject.link);
      await tell(row.userId, {
        kind: 'interest_update',
        text:
          answer === 'accepted'
            ? `Chủ sở hữu ${spoken(subject)} đã đồng ý kết nối với Ông/Bà. Thông tin liên hệ có trong mục Quan tâm đã gửi.`
            : `Chủ sở hữu ${spoken(subject)} đã từ chối yêu cầu quan tâm của Ông/Bà.`,
        link: SENT_PANEL,
        mail: {
          subject: `Yêu cầu quan tâm: ${interestStatusLabels[answer]}`,
          body: [
            answer === 'accepted'
              ? `Chủ sở hữu ${named(subject)} (${link}) đã đồng ý kết nối. Ông/Bà xem thông tin liên hệ của chủ sở hữu trong mục “Quan tâm đã gửi” của trang cá nhân.`
              : `Chủ sở hữu ${named(subject)} (${link}) đã từ chối yêu cầu quan tâm của Ông/Bà. Cảm ơn Ông/Bà đã quan tâm.`,
            // The same day the page of the product or need gives (waitingUntil).
            ...(answer === 'declined' && row.answeredAt
              ? [
                  `Ông/Bà có thể gửi lại yêu cầu quan tâm đến ${interestSubjectLabels[subject.kind]} này từ ngày ${formatDate(resendAllowedAt(row.answeredAt))}.`,
                ]
              : []),
          ],
        },
      });
      await answeredToStaff(row, subject, answer);
      return present(row, subject, answer === 'accepted' ? contactOf(found.sender.name, found.sender.email, '') : null);
    },

    /** Staff forward a pending interest to the owner of its product or need (422 when it has none). */
    async forward(staff: Staff, id: number, note: string): Promise<AdminInterest> {
      const done = await staffStep(staff, id, 'forward', note);
      const { subject } = done;
      // The note is written for both sides (the back office says so): in their mails as on their panels.
      const noted = note.trim() ? [`Ghi chú của Sở: ${note.trim()}`] : [];
      if (done.ownerId !== null) {
        const demand = interestDemandLabels[done.record.demand_type as DemandType] ?? '';
        const panel = 'Quan tâm đến sản phẩm, nhu cầu của tôi';
        await tell(done.ownerId, {
          kind: 'interest_received',
          text: `Có người quan tâm đến ${spoken(subject)} (${demand.toLowerCase()}). Ông/Bà xem và trả lời trong mục ${panel}.`,
          link: RECEIVED_PANEL,
          mail: {
            subject: `Có người quan tâm đến ${spoken(subject)}`,
            body: [
              `Sở chuyển đến Ông/Bà một yêu cầu quan tâm đến ${spoken(subject)} (mong muốn: ${demand}).`,
              ...noted,
              `Ông/Bà xem lời nhắn và đồng ý hoặc từ chối kết nối trong mục “${panel}” của trang cá nhân.`,
              'Chỉ khi Ông/Bà đồng ý, hai bên mới thấy thông tin liên hệ của nhau.',
            ],
          },
        });
      }
      await tell(done.senderId, {
        kind: 'interest_update',
        text: `Sở đã chuyển yêu cầu quan tâm đến ${spoken(subject)} của Ông/Bà đến chủ sở hữu.`,
        link: SENT_PANEL,
        mail: {
          subject: 'Yêu cầu quan tâm đã được chuyển đến chủ sở hữu',
          body: [
            `Sở đã chuyển yêu cầu quan tâm đến ${spoken(subject)} của Ông/Bà đến chủ sở hữu.`,
            ...noted,
            'Khi chủ sở hữu đồng ý kết nối, Ông/Bà sẽ thấy thông tin liên hệ của họ trong mục “Quan tâm đã gửi” của trang cá nhân.',
          ],
        },
      });
      return done.record;
    },

    /** Staff close a pending interest (spam, off-topic, or handled by hand) with a note. */
    async close(staff: Staff, id: number, note: string): Promise<AdminInterest> {
      const done = await staffStep(staff, id, 'close', note);
      await tell(done.senderId, {
        kind: 'interest_update',
        text: `Sở đã đóng yêu cầu quan tâm đến ${spoken(done.subject)} của Ông/Bà: ${note}`,
        link: SENT_PANEL,
        mail: {
          subject: 'Yêu cầu quan tâm đã được Sở đóng',
          body: [`Sở đã đóng yêu cầu quan tâm đến ${spoken(done.subject)} của Ông/Bà.`, `Ghi chú của Sở: ${note}`],
        },
      });
      return done.record;
    },

    /**
     * The owner renews a listing: a product published from their proposal, or their need; 12
     * months from now. 404 for one visitors cannot open, 403 for anyone but its owner.
     */
    async renew(
      userId: number,
      key: string,
      kind: InterestSubjectKind = 'product',
    ): Promise<{ id: number; expires_at: string }> {
      const subject = await subjectFor(kind, key);
      if (subject.ownerId !== userId) throw forbidden(interestMessages.notOwner);
      const at = now();
      const expiresAt = addMonths(at, LISTING_MONTHS);
      if (kind === 'need') {
        // Only while it is its own listing: one published as a product meanwhile ends with the product.
        const [renewed] = await db
          .update(proposals)
          .set({ expiresAt, updatedAt: at })
          .where(and(eq(proposals.id, subject.id), ownListings))
          .returning({ id: proposals.id });
        if (!renewed) throw conflict(interestMessages.needIsProduct);
      } else {
        await db.update(products).set({ expiresAt, updatedAt: at }).where(eq(products.id, subject.id));
      }
      // Back in the lists at once, if it had expired.
      invalidate();
      return { id: subject.id, expires_at: expiresAt.toISOString() };
    },

    /**
     * The hourly job: reminds each owner once per end date, a month before it.
     * A product is claimed by one UPDATE that sets `expiry_reminded_for` to its end date, so that
     * several processes running the job at once never send the same reminder twice; a renewal
     * (a new end date) gets its own. Answers how many owners were reminded. Also empties the
     * public cache when a listing reached its end since the last run, so the lists drop it.
     */
    async remindExpiring(): Promise<number> {
      const at = now();
      const horizon = addMonths(at, LISTING_REMINDER_MONTHS);
      const due = (column: typeof products.expiresAt | typeof proposals.expiresAt) =>
        and(isNotNull(column), gt(column, at), lte(column, horizon));
      const claimedProducts = await db
        .update(products)
        .set({ expiryRemindedFor: products.expiresAt })
        .where(
          and(
            eq(products.status, 'published'),
            due(products.expiresAt),
            sql`${products.expiryRemindedFor} is distinct from ${products.expiresAt}`,
          ),
        )
        .returning({ id: products.id, name: products.name, slug: products.slug, expiresAt: products.expiresAt });
      const claimedNeeds = await db
        .update(proposals)
        .set({ expiryRemindedFor: proposals.expiresAt })
        .where(
          and(
            ownListings,
            due(proposals.expiresAt),
            sql`${proposals.expiryRemindedFor} is distinct from ${proposals.expiresAt}`,
          ),
        )
        .returning({
          id: proposals.id,
          name: proposals.title,
          ownerId: proposals.authorId,
          expiresAt: proposals.expiresAt,
        });
      const ending: {
        subject: Pick<InterestSubject, 'kind' | 'name' | 'link'>;
        ownerId: number | null;
        end: Date | null;
      }[] = claimedNeeds.map((need) => ({
        subject: { kind: 'need', name: need.name, link: needLink(need.id) },
        ownerId: need.ownerId,
        end: need.expiresAt,
      }));
      for (const product of claimedProducts) {
        const [owner] = await db
          .select({ authorId: proposals.authorId })
          .from(proposals)
          .where(eq(proposals.productId, product.id))
          .orderBy(proposals.id)
          .limit(1);
        ending.push({
          subject: { kind: 'product', name: product.name, link: productLink(product) },
          ownerId: owner?.authorId ?? null,
          end: product.expiresAt,
        });
      }
      let reminded = 0;
      for (const { subject, ownerId, end } of ending) {
        if (!ownerId || !end) continue;
        await remindOwner(ownerId, subject, formatDate(end));
        reminded++;
      }
      const since = lastRun ?? new Date(at.getTime() - 2 * 60 * 60 * 1000);
      lastRun = at;
      const endedSince = (column: typeof products.expiresAt | typeof proposals.expiresAt) =>
        and(gt(column, since), lte(column, at));
      const [endedProducts] = await db.select({ n: count() }).from(products).where(endedSince(products.expiresAt));
      const [endedNeeds] = await db.select({ n: count() }).from(proposals).where(endedSince(proposals.expiresAt));
      if (Number(endedProducts?.n ?? 0) + Number(endedNeeds?.n ?? 0) > 0) invalidate();
      return reminded;
    },

    /** Runs `remindExpiring` now and every hour, as the upload sweep runs (uploads.service.ts). */
    startReminders(onError: (error: unknown) => void): void {
      const run = () => void this.remindExpiring().catch(onError);
      run();
      timer = setInterval(run, 60 * 60 * 1000);
      timer.unref();
    },

    stopReminders(): void {
      if (timer) clearInterval(timer);
      timer = undefined;
    },

    adminRecord,
    selectAdmin,
    presentAdmin,

    /**
     * My listings: the products published from my proposals and my public needs (a need published
     * as a product is listed once, as the product), newest first, with the interests forwarded to me.
     */
    async listings(userId: number, page: number, perPage: number): Promise<{ data: MyListing[]; meta: PageMeta }> {
      const mine = sql`${ownerIdOf} = ${userId}`;
      // On the marketplace: public (a need staff hide is off it, and cannot be renewed), not a product.
      const myNeeds = and(eq(proposals.authorId, userId), ownListings);
      const forwarded = sql.raw(`('forwarded', 'accepted', 'declined')`);
      const counted = (subject: SQL) => ({
        interests: sql<number>`(select count(*)::int from ${productInterests}
          where ${subject} and ${productInterests.status} in ${forwarded})`.as('interests'),
        accepted: sql<number>`(select count(*)::int from ${productInterests}
          where ${subject} and ${productInterests.status} = 'accepted')`.as('accepted'),
      });
      const productRows = db
        .select({
          kind: sql<InterestSubjectKind>`'product'`.as('kind'),
          id: products.id,
          name: products.name,
          slug: products.slug,
          status: sql<string>`${products.status}`.as('status'),
          publishedAt: sql<Date | string | null>`${products.publishedAt}`.as('published_at'),
          expiresAt: sql<Date | string | null>`${products.expiresAt}`.as('expires_at'),
          ...counted(sql`${productInterests.productId} = ${productRef}`),
        })
        .from(products)
        .where(mine);
      const needRows = db
        .select({
          kind: sql<InterestSubjectKind>`'need'`.as('kind'),
          id: proposals.id,
          name: proposals.title,
          slug: sql<string>`''`.as('slug'),
          status: sql<string>`${proposals.status}`.as('status'),
          publishedAt: sql<Date | string | null>`coalesce(${proposals.decidedAt}, ${proposals.publishedAt})`.as(
            'published_at',
          ),
          expiresAt: sql<Date | string | null>`${proposals.expiresAt}`.as('expires_at'),
          ...counted(sql`${productInterests.proposalId} = ${sql.raw('"proposals"."id"')}`),
        })
        .from(proposals)
        .where(myNeeds);
      const [rows, [products_], [needs_]] = await Promise.all([
        unionAll(productRows, needRows)
          .orderBy(sql`published_at desc nulls last`, sql`kind`, sql`id desc`)
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(products).where(mine),
        db.select({ n: count() }).from(proposals).where(myNeeds),
      ]);
      const instant = (value: Date | string | null) => (value === null ? null : new Date(value));
      return {
        data: rows.map((row) => {
          const expiresAt = instant(row.expiresAt);
          return {
            kind: row.kind,
            id: Number(row.id),
            name: row.name,
            link: row.kind === 'need' ? needLink(Number(row.id)) : productLink({ id: Number(row.id), slug: row.slug }),
            status: row.status,
            published_at: dateOf(instant(row.publishedAt)),
            interests: Number(row.interests),
            accepted: Number(row.accepted),
            expires_at: dateOf(expiresAt),
            expired: expiresAt !== null && expiresAt <= now(),
          };
        }),
        meta: pageMeta(page, perPage, Number(products_?.n ?? 0) + Number(needs_?.n ?? 0)),
      };
    },
  };
}

export type InterestsService = ReturnType<typeof createInterestsService>;
