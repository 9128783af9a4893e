import type { PageMeta } from '@portal/shared/content';
import { type FollowTarget, followTargetLink } from '@portal/shared/follow-through';
import { type Follow, type FollowState, followMessages } from '@portal/shared/follows';
import { PUBLIC_STATES } from '@portal/shared/submissions';
import { and, asc, count, desc, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bigProblems, products } from '../../db/schema/catalogue.ts';
import { follows } from '../../db/schema/follow-through.ts';
import { proposals } from '../../db/schema/submissions.ts';
import { notFound } from '../../errors.ts';
import { pageMeta } from '../../http/pagination.ts';

/** A database or a transaction: the notifications service calls `followersOf` inside its own. */
type Executor = Pick<Database, 'select'>;

/**
 * The people who follow a target, by user id (ascending): whom to tell of a new solution, a
 * change of state, an answer or progress. Called by the notifications.
 */
export async function followersOf(db: Executor, targetKind: FollowTarget, targetId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: follows.userId })
    .from(follows)
    .where(and(eq(follows.targetKind, targetKind), eq(follows.targetId, targetId)))
    .orderBy(asc(follows.userId));
  return rows.map((row) => Number(row.userId));
}

/** How many people follow each of `targetIds`, in one grouped query (0 is absent from the map). */
export async function followerCounts(
  db: Executor,
  targetKind: FollowTarget,
  targetIds: number[],
): Promise<Map<number, number>> {
  if (targetIds.length === 0) return new Map();
  const rows = await db
    .select({ targetId: follows.targetId, count: sql<number>`count(*)::int` })
    .from(follows)
    .where(and(eq(follows.targetKind, targetKind), inArray(follows.targetId, targetIds)))
    .groupBy(follows.targetId);
  return new Map(rows.map((row) => [Number(row.targetId), Number(row.count)]));
}

/**
 * The records of one page with each one's follower count (`followers`), read in one grouped
 * query for the whole page: the back office's lists and records of big problems, products and
 * proposals. Staff see how many follow, never who.
 */
export async function withFollowers<T extends { id: number }>(
  db: Executor,
  targetKind: FollowTarget,
  records: T[],
): Promise<(T & { followers: number })[]> {
  const counts = await followerCounts(
    db,
    targetKind,
    records.map((record) => record.id),
  );
  return records.map((record) => ({ ...record, followers: counts.get(record.id) ?? 0 }));
}

/** The number of people who follow one target. */
export async function followerCount(db: Executor, targetKind: FollowTarget, targetId: number): Promise<number> {
  return (await followerCounts(db, targetKind, [targetId])).get(targetId) ?? 0;
}

/**
 * What visitors may see of each kind, as join conditions on `follows`: the same rules as the
 * public pages (big-problems.service, products.service, proposals-public.service).
 */
const visibleJoins = (now: Date) => ({
  big_problem: and(
    eq(follows.targetKind, 'big_problem'),
    eq(bigProblems.id, follows.targetId),
    eq(bigProblems.visible, true),
    lte(bigProblems.publishedAt, now),
  ) as SQL,
  product: and(
    eq(follows.targetKind, 'product'),
    eq(products.id, follows.targetId),
    eq(products.status, 'published'),
    lte(products.publishedAt, now),
  ) as SQL,
  proposal: and(
    eq(follows.targetKind, 'proposal'),
    eq(proposals.id, follows.targetId),
    inArray(proposals.status, [...PUBLIC_STATES]),
    isNull(proposals.hiddenAt),
  ) as SQL,
});

/** Theo dõi for the signed-in person: follow, stop, whether they follow, and their list. */
export function createFollowsService(db: Database, now: () => Date) {
  /** 404 unless visitors may see the target now: a hidden problem, a draft product or proposal is not followable. */
  async function assertVisible(targetKind: FollowTarget, targetId: number): Promise<void> {
    const time = now();
    const query =
      targetKind === 'big_problem'
        ? db
            .select({ id: bigProblems.id })
            .from(bigProblems)
            .where(and(eq(bigProblems.id, targetId), eq(bigProblems.visible, true), lte(bigProblems.publishedAt, time)))
        : targetKind === 'product'
          ? db
              .select({ id: products.id })
              .from(products)
              .where(and(eq(products.id, targetId), eq(products.status, 'published'), lte(products.publishedAt, time)))
          : db
              .select({ id: proposals.id })
              .from(proposals)
              .where(
                and(
                  eq(proposals.id, targetId),
                  inArray(proposals.status, [...PUBLIC_STATES]),
                  isNull(proposals.hiddenAt),
                ),
              );
    const [row] = await query;
    if (!row) throw notFound(followMessages.notFound);
  }

  /** The person's state of a target and its count; a visitor (null) follows nothing. */
  async function stateOf(userId: number | null, targetKind: FollowTarget, targetId: number): Promise<FollowState> {
    const [[mine], followers] = await Promise.all([
      userId === null
        ? []
        : db
            .select({ userId: follows.userId })
            .from(follows)
            .where(and(eq(follows.userId, userId), eq(follows.targetKind, targetKind), eq(follows.targetId, targetId))),
      followerCount(db, targetKind, targetId),
    ]);
    return { following: mine !== undefined, followers };
  }

  return {
    /** Follows a visible target; `created` is false when the person already did (nothing changes). */
    async follow(userId: number, targetKind: FollowTarget, targetId: number) {
      await assertVisible(targetKind, targetId);
      const inserted = await db
        .insert(follows)
        .values({ userId, targetKind, targetId, createdAt: now() })
        .onConflictDoNothing()
        .returning({ userId: follows.userId });
      return { created: inserted.length > 0, state: await stateOf(userId, targetKind, targetId) };
    },

    /** Stops following; a target no longer visible may be left too, and leaving twice changes nothing. */
    async unfollow(userId: number, targetKind: FollowTarget, targetId: number): Promise<FollowState> {
      await db
        .delete(follows)
        .where(and(eq(follows.userId, userId), eq(follows.targetKind, targetKind), eq(follows.targetId, targetId)));
      return stateOf(userId, targetKind, targetId);
    },

    /**
     * Whether the person (null: a visitor, who follows nothing) follows a visible target, and how
     * many do; 404 for a target visitors cannot see.
     */
    async state(userId: number | null, targetKind: FollowTarget, targetId: number): Promise<FollowState> {
      await assertVisible(targetKind, targetId);
      return stateOf(userId, targetKind, targetId);
    },

    /**
     * What the person follows that visitors may still see, newest follow first, with each
     * target's title and page. A target staff hid since drops out of the list (and comes back
     * when shown again); its follow is kept.
     */
    async list(userId: number, query: { page: number; per_page: number }): Promise<{ data: Follow[]; meta: PageMeta }> {
      const joins = visibleJoins(now());
      const where = and(
        eq(follows.userId, userId),
        or(sql`${bigProblems.id} is not null`, sql`${products.id} is not null`, sql`${proposals.id} is not null`),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            targetKind: follows.targetKind,
            targetId: follows.targetId,
            createdAt: follows.createdAt,
            title: sql<string>`coalesce(${bigProblems.title}, ${products.name}, ${proposals.title})`,
            slug: sql<string | null>`coalesce(${bigProblems.slug}, ${products.slug})`,
          })
          .from(follows)
          .leftJoin(bigProblems, joins.big_problem)
          .leftJoin(products, joins.product)
          .leftJoin(proposals, joins.proposal)
          .where(where)
          .orderBy(desc(follows.createdAt), asc(follows.targetKind), desc(follows.targetId))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db
          .select({ total: count() })
          .from(follows)
          .leftJoin(bigProblems, joins.big_problem)
          .leftJoin(products, joins.product)
          .leftJoin(proposals, joins.proposal)
          .where(where),
      ]);
      return {
        data: rows.map((row) => ({
          target_kind: row.targetKind,
          target_id: Number(row.targetId),
          title: row.title,
          link: followTargetLink(row.targetKind, Number(row.targetId), row.slug),
          followed_at: row.createdAt.toISOString(),
        })),
        meta: pageMeta(query.page, query.per_page, Number(total?.total ?? 0)),
      };
    },
  };
}

export type FollowsService = ReturnType<typeof createFollowsService>;
