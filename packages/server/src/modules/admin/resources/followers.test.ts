import { pathOf } from '@portal/shared/api/endpoint';
import { followsApi } from '@portal/shared/api/follows';
import type { FollowTarget } from '@portal/shared/follow-through';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bigProblems, products } from '../../../db/schema/catalogue.ts';
import { proposals } from '../../../db/schema/submissions.ts';
import { bearer, signedInCitizen } from '../../../test/auth-helpers.ts';
import { listQuery, useStaffApp } from './staff-test-app.ts';

/**
 * The back office shows how many people follow a big problem, a product or a
 * proposal, on its list and its record; never who. The list reads the counts of a page at once.
 */
describe('follower counts in the back office', () => {
  const staff = useStaffApp();
  const ids: Record<string, number> = {};
  const followers: { token: string; email: string; fullName: string }[] = [];

  beforeAll(async () => {
    const db = staff.t.database.db;
    const past = new Date('2026-01-05T00:00:00Z');
    for (const row of await db
      .insert(bigProblems)
      .values([
        { slug: 'nuoc-sach', title: 'Nước sạch cho vùng cao', field: 'Môi trường', publishedAt: past },
        { slug: 'rac-thai', title: 'Xử lý rác thải nhựa', field: 'Môi trường', publishedAt: past },
        { slug: 'khong-ai', title: 'Bài toán chưa ai theo dõi', field: 'Môi trường', publishedAt: past },
      ])
      .returning({ id: bigProblems.id, key: bigProblems.slug }))
      ids[row.key] = row.id;
    for (const row of await db
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
        {
          slug: 'cam-bien',
          name: 'Cảm biến độ ẩm đất',
          field: 'Nông nghiệp',
          readinessLevel: 6,
          status: 'published',
          publishedAt: past,
        },
      ])
      .returning({ id: products.id, key: products.slug }))
      ids[row.key] = row.id;
    for (const row of await db
      .insert(proposals)
      .values([
        { title: 'Đề xuất tưới tiết kiệm', status: 'approved', submittedAt: past },
        { title: 'Đề xuất đèn năng lượng mặt trời', status: 'published', submittedAt: past },
      ])
      .returning({ id: proposals.id, key: proposals.title }))
      ids[row.key] = row.id;

    for (const n of [10, 11]) {
      const person = await signedInCitizen(staff.t, n);
      followers.push({ token: person.token, email: person.email, fullName: person.full_name });
    }
    const follow = async (token: string, kind: FollowTarget, id: number | undefined) => {
      const answer = await staff.t.app.inject({
        method: 'POST',
        url: pathOf(followsApi.follow),
        headers: bearer(token),
        payload: { target_kind: kind, target_id: id },
      });
      expect(answer.statusCode, answer.body).toBe(201);
    };
    const [an, binh] = followers.map((person) => person.token) as [string, string];
    await follow(an, 'big_problem', ids['nuoc-sach']);
    await follow(binh, 'big_problem', ids['nuoc-sach']);
    await follow(binh, 'big_problem', ids['rac-thai']);
    await follow(an, 'product', ids['cam-bien']);
    await follow(an, 'proposal', ids['Đề xuất đèn năng lượng mặt trời']);
    await follow(binh, 'proposal', ids['Đề xuất đèn năng lượng mặt trời']);
  });

  afterEach(() => vi.restoreAllMocks());

  /** The statements sent to the database while `work` runs that read the follows table. */
  async function followsQueriesDuring(work: () => Promise<unknown>): Promise<number> {
    const client = (staff.t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = vi.spyOn(client, 'query');
    await work();
    const texts = query.mock.calls.map(([text]) =>
      typeof text === 'string' ? text : String((text as { text?: string } | undefined)?.text ?? ''),
    );
    query.mockRestore();
    return texts.filter((text) => /from "follows"/.test(text)).length;
  }

  const countsOf = (rows: { id: number; followers: number }[] | undefined) =>
    Object.fromEntries((rows ?? []).map((row) => [row.id, row.followers]));

  it('big problems: each row of the list and the record carry the count, read once for the page', async () => {
    let list: Awaited<ReturnType<typeof staff.call>> | undefined;
    const reads = await followsQueriesDuring(async () => {
      list = await staff.call('GET', `/api/admin/big-problems?${listQuery({ sort: ['id', 'ASC'], range: [0, 24] })}`);
    });
    expect(list?.statusCode, list?.body).toBe(200);
    expect(countsOf(list?.json())).toEqual({
      [ids['nuoc-sach'] as number]: 2,
      [ids['rac-thai'] as number]: 1,
      [ids['khong-ai'] as number]: 0,
    });
    expect(reads).toBe(1);

    const record = await staff.call('GET', `/api/admin/big-problems/${ids['nuoc-sach']}`);
    expect(record.json().followers).toBe(2);
    // Saving the form sends the count back: it is no input, and the answer counts again.
    const saved = await staff.call('PUT', `/api/admin/big-problems/${ids['nuoc-sach']}`, {
      ...record.json<Record<string, unknown>>(),
      followers: 999,
      title: 'Nước sạch cho vùng cao nguyên',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ title: 'Nước sạch cho vùng cao nguyên', followers: 2 });
    const created = await staff.call('POST', '/api/admin/big-problems', {
      title: 'Bài toán mới tinh',
      slug: 'bai-toan-moi',
      field: 'Đô thị',
      followers: 5,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().followers).toBe(0);

    // The count only: nothing of who follows leaves the server.
    for (const person of followers) {
      expect(list?.body).not.toContain(person.email);
      expect(record.body).not.toContain(person.email);
      expect(record.body).not.toContain(person.fullName);
    }
  });

  it('products: the list and the record carry the count, read once for the page', async () => {
    let list: Awaited<ReturnType<typeof staff.call>> | undefined;
    const reads = await followsQueriesDuring(async () => {
      list = await staff.call('GET', `/api/admin/products?${listQuery({ filter: { status: 'published' } })}`);
    });
    expect(list?.statusCode, list?.body).toBe(200);
    expect(countsOf(list?.json())).toMatchObject({ [ids['cam-bien'] as number]: 1, [ids['may-say'] as number]: 0 });
    expect(reads).toBe(1);
    expect((await staff.call('GET', `/api/admin/products/${ids['cam-bien']}`)).json().followers).toBe(1);
    const exported = await staff.call(
      'GET',
      `/api/admin/products/export.xlsx?${listQuery({ filter: { status: 'published' } })}`,
    );
    expect(exported.statusCode).toBe(200);
  });

  it('proposals: the queue and the record carry the count, read once for the page', async () => {
    const lit = ids['Đề xuất đèn năng lượng mặt trời'] as number;
    let list: Awaited<ReturnType<typeof staff.call>> | undefined;
    const reads = await followsQueriesDuring(async () => {
      list = await staff.call(
        'GET',
        `/api/admin/proposals?${listQuery({ sort: ['id', 'ASC'] })}`,
        undefined,
        staff.tokens.reviewer,
      );
    });
    expect(list?.statusCode, list?.body).toBe(200);
    expect(countsOf(list?.json())).toEqual({ [ids['Đề xuất tưới tiết kiệm'] as number]: 0, [lit]: 2 });
    expect(reads).toBe(1);
    const record = await staff.call('GET', `/api/admin/proposals/${lit}`, undefined, staff.tokens.reviewer);
    expect(record.json().data.followers).toBe(2);
    for (const person of followers) expect(record.body).not.toContain(person.email);
  });

  it('an empty page reads no counts', async () => {
    const reads = await followsQueriesDuring(async () => {
      const empty = await staff.call(
        'GET',
        `/api/admin/big-problems?${listQuery({ filter: { q: 'khong co bai toan nao' } })}`,
      );
      expect(empty.json()).toEqual([]);
    });
    expect(reads).toBe(0);
  });
});
