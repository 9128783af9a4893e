import type { PageMeta } from '@portal/shared/content';
import { formatDate } from '@portal/shared/format';
import {
  type InterestSubject,
  type InterestSubjectKind,
  interestMessages,
  LISTING_MONTHS,
  LISTING_REMINDER_MONTHS,
  type MyListing,
} from '@portal/shared/interests';
import { placeNames } from '@portal/shared/names';
import { and, count, eq, gt, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { products } from '../../db/schema/catalogue.ts';
import { productInterests } from '../../db/schema/interests.ts';
import { proposals } from '../../db/schema/submissions.ts';
import { conflict, forbidden } from '../../errors.ts';
import { pageMeta } from '../../http/pagination.ts';
import { addMonths } from '../../lib/time.ts';

import {
  dateOf,
  type InterestsDeps,
  LISTINGS_PANEL,
  type Notices,
  needLink,
  ownerIdOf,
  productLink,
  productRef,
  type SubjectLookup,
} from './interest-subjects.ts';

/**
 * The owners' listings on the marketplace: their panel, the renewal for 12 months, and the hourly
 * reminder a month before a listing's end (which also empties the lists' cache when one ended).
 */
export function createInterestListings(
  { db, now, notifications, invalidate }: InterestsDeps,
  { subjectFor, ownListings }: SubjectLookup,
  { tell }: Notices,
) {
  let timer: NodeJS.Timeout | undefined;
  /** When this process last ran the reminders (the lists' cache is emptied for what ended since). */
  let lastRun: Date | undefined;

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

  return {
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
