import { pathOf } from '@portal/shared/api/endpoint';
import { followsApi } from '@portal/shared/api/follows';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bigProblems, products } from '../../db/schema/catalogue.ts';
import { follows } from '../../db/schema/follow-through.ts';
import { proposals } from '../../db/schema/submissions.ts';
import { users } from '../../db/schema/users.ts';
import { bearer, signedInCitizen } from '../../test/auth-helpers.ts';
import { movableClock, useTestApp } from '../../test/helper.ts';
import { followersOf } from './follows.service.ts';

describe('following big problems, products and public proposals', () => {
  const clock = movableClock(new Date('2026-11-23T02:00:00Z'));
  const handle = useTestApp({}, { now: clock.now });
  const ids: Record<string, number> = {};
  let an: { token: string; userId: number };
  let binh: { token: string; userId: number };

  beforeAll(async () => {
    const db = handle.t.database.db;
    const past = new Date('2026-01-05T00:00:00Z');
    const problems = await db
      .insert(bigProblems)
      .values([
        { slug: 'nuoc-sach', title: 'Nước sạch cho vùng cao', field: 'Môi trường', publishedAt: past },
        { slug: 'an-di', title: 'Bài toán đã ẩn', field: 'Môi trường', visible: false, publishedAt: past },
        { slug: 'hen-gio', title: 'Bài toán hẹn giờ', field: 'Môi trường', publishedAt: new Date('2099-01-01') },
      ])
      .returning({ id: bigProblems.id, slug: bigProblems.slug });
    for (const row of problems) ids[row.slug] = row.id;
    const made = await db
      .insert(products)
      .values([
        {
          slug: 'may-say',
          name: 'Máy sấy nông sản',
          field: 'Nông nghiệp',
          readinessLevel: 5,
          status: 'published',
          publishedAt: past,
        },
        { slug: 'nhap', name: 'Sản phẩm nháp', field: 'Nông nghiệp', readinessLevel: 5, status: 'draft' },
      ])
      .returning({ id: products.id, slug: products.slug });
    for (const row of made) ids[row.slug] = row.id;
    const sent = await db
      .insert(proposals)
      .values([
        { title: 'Đề xuất đã duyệt', status: 'approved', submittedAt: past },
        { title: 'Đề xuất đang xem xét', status: 'under_review', submittedAt: past },
        { title: 'Đề xuất bị ẩn', status: 'published', submittedAt: past, hiddenAt: past },
      ])
      .returning({ id: proposals.id, title: proposals.title });
    for (const row of sent) ids[row.title] = row.id;
    const first = await signedInCitizen(handle.t, 1);
    const second = await signedInCitizen(handle.t, 2);
    const idOf = async (email: string) =>
      (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? 0;
    an = { token: first.token, userId: await idOf(first.email) };
    binh = { token: second.token, userId: await idOf(second.email) };
  });

  const follow = (token: string | undefined, body: unknown, method: 'POST' | 'DELETE' = 'POST') =>
    handle.t.app.inject({
      method,
      url: pathOf(followsApi.follow),
      headers: token ? bearer(token) : {},
      payload: body as object,
    });
  const state = (token: string, kind: string, id: number) =>
    handle.t.app.inject({ url: `/api/follows/state?target_kind=${kind}&target_id=${id}`, headers: bearer(token) });
  const problem = () => ({ target_kind: 'big_problem', target_id: ids['nuoc-sach'] });

  it('refuse a visitor who is not signed in, but the state of a target', async () => {
    expect((await follow(undefined, problem())).statusCode).toBe(401);
    expect((await follow(undefined, problem(), 'DELETE')).statusCode).toBe(401);
    expect((await handle.t.app.inject({ url: '/api/follows' })).statusCode).toBe(401);
  });

  it('follow once, and again without change (201 then 200), and count the followers', async () => {
    const first = await follow(an.token, problem());
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ data: { following: true, followers: 1 } });
    const again = await follow(an.token, problem());
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: { following: true, followers: 1 } });
    expect((await follow(binh.token, problem())).json()).toEqual({ data: { following: true, followers: 2 } });
    expect((await state(an.token, 'big_problem', ids['nuoc-sach'] ?? 0)).json()).toEqual({
      data: { following: true, followers: 2 },
    });
    const detail = await handle.t.app.inject({ url: '/api/big-problems/nuoc-sach' });
    expect(detail.json().data.followers).toBe(2);

    // A visitor reads the same count and follows nothing; a call with a made-up session is refused
    // (401), not taken for a visitor's.
    const url = `/api/follows/state?target_kind=big_problem&target_id=${ids['nuoc-sach']}`;
    const visitor = await handle.t.app.inject({ url });
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(visitor.json()).toEqual({ data: { following: false, followers: 2 } });
    expect((await handle.t.app.inject({ url, headers: bearer('not-a-token') })).statusCode).toBe(401);
    const hidden = await handle.t.app.inject({
      url: `/api/follows/state?target_kind=big_problem&target_id=${ids['an-di']}`,
    });
    expect(hidden.statusCode).toBe(404);
    const bad = await handle.t.app.inject({ url: '/api/follows/state?target_kind=idea&target_id=1' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.target_kind).toEqual(['Loại nội dung theo dõi không hợp lệ']);
  });

  it('tell the notifications who follows a target, and nobody for an unfollowed one', async () => {
    const db = handle.t.database.db;
    expect(await followersOf(db, 'big_problem', ids['nuoc-sach'] ?? 0)).toEqual(
      [an.userId, binh.userId].sort((a, b) => a - b),
    );
    expect(await followersOf(db, 'product', ids['may-say'] ?? 0)).toEqual([]);
    // Inside a transaction too: the notifications write in one.
    await db.transaction(async (tx) => {
      expect(await followersOf(tx, 'big_problem', ids['nuoc-sach'] ?? 0)).toHaveLength(2);
    });
  });

  it('unfollow, twice without harm, and only the caller’s follow', async () => {
    const first = await follow(binh.token, problem(), 'DELETE');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { following: false, followers: 1 } });
    const again = await follow(binh.token, problem(), 'DELETE');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: { following: false, followers: 1 } });
    expect((await state(binh.token, 'big_problem', ids['nuoc-sach'] ?? 0)).json().data.following).toBe(false);
    expect((await state(an.token, 'big_problem', ids['nuoc-sach'] ?? 0)).json().data.following).toBe(true);
  });

  it('refuse what visitors cannot see with 404, and change nothing', async () => {
    const hidden = [
      ['big_problem', ids['an-di']],
      ['big_problem', ids['hen-gio']],
      ['product', ids.nhap],
      ['proposal', ids['Đề xuất đang xem xét']],
      ['proposal', ids['Đề xuất bị ẩn']],
      ['proposal', 999_999],
    ] as const;
    for (const [kind, id] of hidden) {
      const response = await follow(an.token, { target_kind: kind, target_id: id });
      expect(response.statusCode, `${kind} ${id}`).toBe(404);
      expect(response.json().message).toBe('Không tìm thấy nội dung để theo dõi');
      expect((await state(an.token, kind, id ?? 0)).statusCode).toBe(404);
    }
    const rows = await handle.t.database.db.select().from(follows);
    expect(rows.filter((row) => row.userId === an.userId)).toHaveLength(1);
  });

  it('refuse a bad kind or id with 422 under its field', async () => {
    const bad = [
      [{ target_kind: 'post', target_id: 1 }, 'target_kind'],
      [{ target_id: 1 }, 'target_kind'],
      [{ target_kind: 'product', target_id: 0 }, 'target_id'],
      [{ target_kind: 'product', target_id: 'abc' }, 'target_id'],
      [{ target_kind: 'product', target_id: 1.5 }, 'target_id'],
      [{ target_kind: 'product', target_id: 1e30 }, 'target_id'],
      [{ target_kind: 'product', target_id: '99999999999999999999' }, 'target_id'],
    ] as const;
    for (const [body, field] of bad) {
      const response = await follow(an.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([field]);
      // One message under the field, however many of its checks failed.
      expect(response.json().errors[field], JSON.stringify(body)).toHaveLength(1);
    }
    const tooLarge = await state(an.token, 'product', 9_007_199_254_740_992);
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json().errors).toEqual({ target_id: ['Mã nội dung theo dõi không hợp lệ'] });
    expect((await state(an.token, 'idea', 1)).statusCode).toBe(422);
  });

  it('count followers in the public answers of a product and a proposal', async () => {
    const product = () => handle.t.app.inject({ url: '/api/products/may-say' });
    const proposal = () => handle.t.app.inject({ url: `/api/proposals/${ids['Đề xuất đã duyệt']}` });
    expect((await product()).json().data.followers).toBe(0);
    expect((await proposal()).json().data.followers).toBe(0);
    clock.advance(60_000);
    expect((await follow(an.token, { target_kind: 'product', target_id: ids['may-say'] })).statusCode).toBe(201);
    clock.advance(60_000);
    expect((await follow(an.token, { target_kind: 'proposal', target_id: ids['Đề xuất đã duyệt'] })).statusCode).toBe(
      201,
    );
    // The public answers are cached for everyone; a new copy after the cache's life counts the follow.
    clock.advance(60_000);
    expect((await product()).json().data.followers).toBe(1);
    expect((await proposal()).json().data.followers).toBe(1);
  });

  it('list what the person follows, newest first, a page at a time, with titles and links', async () => {
    const list = (query = '') => handle.t.app.inject({ url: `/api/follows${query}`, headers: bearer(an.token) });
    const all = await list();
    expect(all.statusCode).toBe(200);
    expect(
      all
        .json()
        .data.map((row: { title: string; link: string; target_kind: string }) => [
          row.target_kind,
          row.title,
          row.link,
        ]),
    ).toEqual([
      ['proposal', 'Đề xuất đã duyệt', `/propose/${ids['Đề xuất đã duyệt']}`],
      ['product', 'Máy sấy nông sản', '/products/may-say'],
      ['big_problem', 'Nước sạch cho vùng cao', '/big-problem/nuoc-sach'],
    ]);
    expect(all.json().meta).toEqual({ page: 1, per_page: 10, total: 3, last_page: 1 });
    const second = await list('?per_page=2&page=2');
    expect(second.json().data.map((row: { title: string }) => row.title)).toEqual(['Nước sạch cho vùng cao']);
    expect(second.json().meta.last_page).toBe(2);
    expect((await list('?per_page=0')).statusCode).toBe(422);
    // Binh follows nothing now.
    const theirs = await handle.t.app.inject({ url: '/api/follows', headers: bearer(binh.token) });
    expect(theirs.json().data).toEqual([]);
  });

  it('drop from the list a target staff hid since, and keep the follow', async () => {
    const db = handle.t.database.db;
    await db
      .update(products)
      .set({ status: 'draft' })
      .where(eq(products.id, ids['may-say'] ?? 0));
    const list = await handle.t.app.inject({ url: '/api/follows', headers: bearer(an.token) });
    expect(list.json().data.map((row: { target_kind: string }) => row.target_kind)).toEqual([
      'proposal',
      'big_problem',
    ]);
    expect(list.json().meta.total).toBe(2);
    expect(await followersOf(db, 'product', ids['may-say'] ?? 0)).toEqual([an.userId]);
    // Leaving a target no longer public still works.
    const left = await follow(an.token, { target_kind: 'product', target_id: ids['may-say'] }, 'DELETE');
    expect(left.json().data).toEqual({ following: false, followers: 0 });
  });
});
