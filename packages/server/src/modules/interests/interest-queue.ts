import { formatDate } from '@portal/shared/format';
import {
  type AdminInterest,
  INTEREST_STATUSES,
  type InterestStatus,
  type InterestSubject,
  interestDemandLabels,
  interestMessages,
  interestStatusLabels,
} from '@portal/shared/interests';
import type { DemandType } from '@portal/shared/products';
import { and, count, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { recordStaffWrite } from '../../back-office/audit.ts';
import { type AdminListQuery, idsOf, orderOf } from '../../back-office/list-dialect.ts';
import { products } from '../../db/schema/catalogue.ts';
import { productInterests } from '../../db/schema/interests.ts';
import { users } from '../../db/schema/users.ts';
import { searchPattern } from '../../db/search.ts';
import { conflict, notFound, unprocessable } from '../../errors.ts';
import {
  adminInterestLink,
  type InterestsDeps,
  interestFields,
  type Notices,
  needJoin,
  needs,
  productJoin,
  RECEIVED_PANEL,
  type Row,
  SENT_PANEL,
  type Staff,
  type SubjectColumns,
  type SubjectLookup,
  spoken,
  subjectColumns,
  subjectOf,
} from './interest-subjects.ts';

/** What the back office's list sorts by. */
const sortable = {
  id: productInterests.id,
  created_at: productInterests.createdAt,
  status: productInterests.status,
  forwarded_at: productInterests.forwardedAt,
};
const order = [sql`${productInterests.id} desc`];

/** The back office list's filter, in its dialect (react-admin's). */
function where(filter: AdminListQuery['filter']): SQL | undefined {
  const ids = idsOf(filter);
  const q = typeof filter?.q === 'string' ? filter.q.trim() : '';
  const status = filter?.status;
  const productId = Number(filter?.product_id);
  const proposalId = Number(filter?.proposal_id);
  const kind = filter?.kind;
  return and(
    ids ? (ids.length ? inArray(productInterests.id, ids) : sql`false`) : undefined,
    q
      ? sql`lower(f_unaccent(coalesce(${products.name}, ${needs.title}, '') || ' ' || ${productInterests.message})) like ${searchPattern(q)}`
      : undefined,
    status === undefined
      ? undefined
      : (INTEREST_STATUSES as readonly unknown[]).includes(status)
        ? eq(productInterests.status, status as InterestStatus)
        : sql`false`,
    Number.isSafeInteger(productId) && productId > 0 ? eq(productInterests.productId, productId) : undefined,
    Number.isSafeInteger(proposalId) && proposalId > 0 ? eq(productInterests.proposalId, proposalId) : undefined,
    kind === undefined
      ? undefined
      : kind === 'need'
        ? isNotNull(productInterests.proposalId)
        : kind === 'product'
          ? isNotNull(productInterests.productId)
          : sql`false`,
  );
}

export const ADMIN_INTEREST_SORTABLE = Object.keys(sortable);

/**
 * The staff queue of interests: the back office's records, forwarding a pending interest to the
 * owner of its product or need or closing it with a note (audited), and telling the queue's
 * staff when an owner answered.
 */
export function createInterestQueue(
  { db, now, notifications, log }: InterestsDeps,
  { load }: SubjectLookup,
  { tell, queueStaff }: Notices,
) {
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
      ...interestFields(row),
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

  return {
    adminRecord,
    answeredToStaff,

    /** The back office's list: a page of interests in its dialect's order and filter, and how many there are. */
    async adminList(query: AdminListQuery, offset: number, limit: number) {
      const filtered = where(query.filter);
      const [rows, [counted]] = await Promise.all([
        selectAdmin()
          .where(filtered)
          .orderBy(...orderOf(query, sortable, order))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: count() })
          .from(productInterests)
          .leftJoin(products, productJoin)
          .leftJoin(needs, needJoin)
          .where(filtered),
      ]);
      return { rows: rows.map(presentAdmin), total: Number(counted?.total ?? 0) };
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
  };
}
