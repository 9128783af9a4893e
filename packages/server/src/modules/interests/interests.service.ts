import type { PageMeta } from '@portal/shared/content';
import { formatDate } from '@portal/shared/format';
import {
  type Interest,
  type InterestContact,
  type InterestSubject,
  type InterestSubjectKind,
  interestDemandLabels,
  interestMessages,
  interestResendMessage,
  interestStatusLabels,
  interestSubjectLabels,
  type MyInterest,
} from '@portal/shared/interests';
import type { DemandType } from '@portal/shared/products';
import { and, count, desc, eq, inArray, max, type SQL, sql } from 'drizzle-orm';
import { products } from '../../db/schema/catalogue.ts';
import { productInterests } from '../../db/schema/interests.ts';
import { proposals } from '../../db/schema/submissions.ts';
import { users } from '../../db/schema/users.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { pageMeta } from '../../http/pagination.ts';

import { createInterestListings } from './interest-listings.ts';
import { createInterestQueue } from './interest-queue.ts';
import {
  adminInterestLink,
  contactOf,
  createNotices,
  createSubjectLookup,
  dateOf,
  type InterestsDeps,
  interestFields,
  named,
  needJoin,
  needs,
  ofSubject,
  productJoin,
  type Row,
  resendAllowedAt,
  SENT_PANEL,
  type Subject,
  selectWithSender,
  spoken,
  subjectColumns,
  subjectOf,
} from './interest-subjects.ts';

export type { InterestsDeps } from './interest-subjects.ts';

/**
 * Bày tỏ quan tâm: a person's interest in a product or a need, brokered by the department. This
 * file is what the sender and the owner do (send, read their own, answer); the staff queue is
 * interest-queue.ts, the owners' listings and their expiry interest-listings.ts, what names a
 * subject interest-subjects.ts.
 */
export function createInterestsService(deps: InterestsDeps) {
  const { db, now, notifications, log } = deps;
  const lookup = createSubjectLookup(deps);
  const { subjectFor, load } = lookup;
  const notices = createNotices(deps);
  const { tell, queueStaff } = notices;
  const { answeredToStaff, ...staffQueue } = createInterestQueue(deps, lookup, notices);
  const ownerOf = subjectColumns.ownerId;

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

  function present(row: Row, subject: InterestSubject, contact: InterestContact | null): Interest {
    return {
      id: row.id,
      subject: { kind: subject.kind, id: subject.id, name: subject.name, link: subject.link },
      ...interestFields(row),
      // Only an accepted interest shows the other side's contact.
      contact: row.status === 'accepted' ? contact : null,
    };
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
        selectWithSender(db)
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

    ...staffQueue,
    ...createInterestListings(deps, lookup, notices),
  };
}

export type InterestsService = ReturnType<typeof createInterestsService>;
