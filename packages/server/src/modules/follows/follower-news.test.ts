import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigProblems, products } from '../../db/schema/catalogue.ts';
import { notifications } from '../../db/schema/follow-through.ts';
import { proposals } from '../../db/schema/submissions.ts';
import { users } from '../../db/schema/users.ts';
import { bearer, signedInCitizen, tokensByRole } from '../../test/auth-helpers.ts';
import { buildTestApp, movableClock, type TestApp } from '../../test/helper.ts';
import { callAs } from '../admin/resources/staff-test-app.ts';

/**
 * Whoever follows a big problem, a product or a public proposal hears of a new
 * solution, a change of state, a public answer and progress, in the bell and, unless they stopped
 * that kind, by mail; whoever does not follow hears nothing.
 */
describe('news for the followers of a big problem, a product and a proposal', () => {
  const clock = movableClock(new Date('2026-10-05T03:00:00Z'));
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof tokensByRole>>;
  const people: Record<'mailed' | 'stopped' | 'other', { token: string; id: number }> = {} as never;
  const ids = { problem: 0, product: 0, proposal: 0, solution: 0 };

  beforeAll(async () => {
    t = await buildTestApp({}, { now: clock.now });
    tokens = await tokensByRole(t, 1);
    const db = t.database.db;
    const past = new Date('2026-09-01T00:00:00Z');
    const [problem] = await db
      .insert(bigProblems)
      .values({ slug: 'nuoc-sach', title: 'Nước sạch cho vùng cao', field: 'Môi trường', publishedAt: past })
      .returning();
    const [product] = await db
      .insert(products)
      .values({
        slug: 'may-say',
        name: 'Máy sấy nông sản',
        field: 'Nông nghiệp',
        readinessLevel: 6,
        status: 'published',
        publishedAt: past,
      })
      .returning();
    const [proposal] = await db
      .insert(proposals)
      .values({ title: 'Bẫy đèn diệt sâu hại lúa', status: 'approved', submittedAt: past, decidedAt: past })
      .returning();
    const [solution] = await db
      .insert(proposals)
      .values({
        proposalKind: 'solution',
        bigProblemId: problem?.id ?? 0,
        title: 'Lọc nước bằng cát và than hoạt tính',
        status: 'under_review',
        submittedAt: past,
      })
      .returning();
    Object.assign(ids, { problem: problem?.id, product: product?.id, proposal: proposal?.id, solution: solution?.id });

    for (const [key, n] of [
      ['mailed', 11],
      ['stopped', 12],
      ['other', 13],
    ] as const) {
      const person = await signedInCitizen(t, n);
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, person.email));
      people[key] = { token: person.token, id: row?.id ?? 0 };
    }
    await db
      .update(users)
      .set({ mailOptOuts: ['followed_update'] })
      .where(eq(users.id, people.stopped.id));
    // The third person wrote the proposal, and follows it too.
    await db.update(proposals).set({ authorId: people.other.id }).where(eq(proposals.id, ids.proposal));
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/follows',
      headers: bearer(people.other.token),
      payload: { target_kind: 'proposal', target_id: ids.proposal },
    });
    expect(own.statusCode, own.body).toBe(201);
    for (const key of ['mailed', 'stopped'] as const) {
      for (const [target_kind, target_id] of [
        ['big_problem', ids.problem],
        ['product', ids.product],
        ['proposal', ids.proposal],
      ] as const) {
        const followed = await t.app.inject({
          method: 'POST',
          url: '/api/follows',
          headers: bearer(people[key].token),
          payload: { target_kind, target_id },
        });
        expect(followed.statusCode, followed.body).toBe(201);
      }
    }
  });
  afterAll(() => t.close());

  const staff = (method: string, url: string, payload?: unknown) => callAs(t, tokens.admin, method, url, payload);
  const newsOf = (userId: number, kind: 'followed_update' | 'submission_status' = 'followed_update') =>
    t.database.db
      .select({ kind: notifications.kind, text: notifications.text, link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
      .orderBy(asc(notifications.id));
  const queuedMails = async () => {
    const { rows } = await t.database.executeSql("select count(*)::int as n from pgboss.job where name = 'mail'");
    return Number((rows[0] as { n: number }).n);
  };

  it('tells followers of each event, in the bell and by mail unless stopped, and nobody else', async () => {
    const mailsBefore = await queuedMails();

    // A big problem changes state.
    const problem = (await staff('GET', `/api/admin/big-problems/${ids.problem}`)).json<Record<string, unknown>>();
    const closed = await staff('PUT', `/api/admin/big-problems/${ids.problem}`, {
      ...problem,
      status: 'closed',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    // An edit that leaves the state alone tells nobody.
    const renamed = await staff('PUT', `/api/admin/big-problems/${ids.problem}`, {
      ...closed.json<Record<string, unknown>>(),
      budget_range: 'Khoảng 2 tỷ đồng',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    // A citizen's solution to it is approved, and the department lists one of its own.
    const approved = await staff('POST', `/api/admin/proposals/${ids.solution}/transitions`, { action: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    const listed = await staff('POST', '/api/admin/solutions', {
      big_problem_id: ids.problem,
      title: 'Trạm lọc nước năng lượng mặt trời',
      organisation: 'Trường Đại học Vinh',
      status: 'approved',
    });
    expect(listed.statusCode, listed.body).toBe(201);

    // A product is taken off the marketplace.
    const product = (await staff('GET', `/api/admin/products/${ids.product}`)).json();
    const hidden = await staff('PUT', `/api/admin/products/${ids.product}`, { ...product, status: 'hidden' });
    expect(hidden.statusCode, hidden.body).toBe(200);

    // An approved proposal is published, answered in public, and makes progress.
    expect(
      (await staff('POST', `/api/admin/proposals/${ids.proposal}/transitions`, { action: 'publish' })).statusCode,
    ).toBe(200);
    const answered = await staff('PUT', `/api/admin/proposals/${ids.proposal}/answer`, {
      text: 'Sở giao Trung tâm Ứng dụng tiến bộ KH&CN thử nghiệm tại ba xã.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const progressed = await staff('POST', `/api/admin/proposals/${ids.proposal}/progress`, {
      stage: 'in_progress',
      percent: 40,
      note: 'Đã lắp 20 bẫy đèn',
      happened_on: '02/10/2026',
    });
    expect(progressed.statusCode, progressed.body).toBe(200);

    const expected = [
      { text: 'Bài toán “Nước sạch cho vùng cao” chuyển sang trạng thái: Đã đóng.', link: '/big-problem/nuoc-sach' },
      {
        text: 'Bài toán “Nước sạch cho vùng cao” có giải pháp mới: “Lọc nước bằng cát và than hoạt tính”.',
        link: `/solution/${ids.problem}#de-xuat-${ids.solution}`,
      },
      {
        text: 'Bài toán “Nước sạch cho vùng cao” có giải pháp mới: “Trạm lọc nước năng lượng mặt trời”.',
        link: `/solution/${ids.problem}#giai-phap-${listed.json().id}`,
      },
      { text: 'Sản phẩm “Máy sấy nông sản” đã tạm ngừng hiển thị trên sàn công nghệ.', link: '/products/may-say' },
      {
        text: 'Đề xuất “Bẫy đèn diệt sâu hại lúa” đã được công bố trên Cổng thông tin.',
        link: `/propose/${ids.proposal}`,
      },
      {
        text: 'Sở Khoa học và Công nghệ tỉnh Sông Lam đã trả lời công khai đề xuất “Bẫy đèn diệt sâu hại lúa”.',
        link: `/propose/${ids.proposal}`,
      },
      {
        text: 'Đề xuất “Bẫy đèn diệt sâu hại lúa” có tiến độ mới: Đang triển khai, 40%.',
        link: `/propose/${ids.proposal}`,
      },
    ].map((news) => ({ kind: 'followed_update', ...news }));
    expect(await newsOf(people.mailed.id)).toEqual(expected);
    expect(await newsOf(people.stopped.id)).toEqual(expected);
    // The author, who follows their own proposal, hears of its steps, answer and progress as its
    // author, once each, in their own words: never twice.
    expect(await newsOf(people.other.id)).toEqual([]);
    expect((await newsOf(people.other.id, 'submission_status')).map((news) => [news.text, news.link])).toEqual([
      [
        'Đề xuất “Bẫy đèn diệt sâu hại lúa” đã được công bố trên Cổng thông tin. Trạng thái: Đã công bố.',
        `/propose/${ids.proposal}/personal-propose`,
      ],
      [
        'Sở Khoa học và Công nghệ tỉnh Sông Lam đã trả lời công khai đề xuất “Bẫy đèn diệt sâu hại lúa” của Ông/Bà.',
        `/propose/${ids.proposal}/personal-propose`,
      ],
      [
        'Đề xuất “Bẫy đèn diệt sâu hại lúa” của Ông/Bà có tiến độ mới: Đang triển khai, 40%.',
        `/propose/${ids.proposal}/personal-propose`,
      ],
    ]);
    // Mail for the follower who did not stop that kind, and for the author's three.
    expect(await queuedMails()).toBe(mailsBefore + expected.length + 3);
  });
});
