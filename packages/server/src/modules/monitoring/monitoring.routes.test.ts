import { NQ57_GROUPS } from '@portal/shared/monitoring';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBigProblems } from '../../db/demo/big-problems.ts';
import { demoIndicators } from '../../db/demo/indicators.ts';
import { demoPosts } from '../../db/demo/posts.ts';
import { demoProducts } from '../../db/demo/products.ts';
import { documents, indicators, indicatorValues } from '../../db/schema/catalogue.ts';
import { ideas, proposals } from '../../db/schema/submissions.ts';
import { buildTestApp, movableClock, type TestApp } from '../../test/helper.ts';
import { BAD_PAGES, expectRefusedUnder } from '../../test/refusals.ts';

interface IndicatorAnswer {
  code: string;
  name: string;
  values: { period: string; value: number }[];
  latest: { period: string; value: number } | null;
  progress: number | null;
  nq57_group: number;
  nq57_group_name: string;
}

describe('monitoring on the demo content', () => {
  let t: TestApp;
  const clock = movableClock(new Date('2026-11-23T02:00:00Z'));
  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO_CONTENT: 'true' }, { now: clock.now });
  });
  afterAll(() => t.close());

  it('lists every indicator in order with its values, latest value and progress', async () => {
    const response = await t.app.inject({ url: '/api/indicators' });
    expect(response.statusCode).toBe(200);
    const data: IndicatorAnswer[] = response.json().data;
    expect(data.map((indicator) => indicator.code)).toEqual(demoIndicators.map((indicator) => indicator.code));
    const first = data[0];
    expect(first).toMatchObject({
      code: 'NQ57-01',
      name: 'Tỷ lệ hồ sơ thủ tục hành chính trực tuyến toàn trình',
      unit: '%',
      target: 80,
      target_year: 2027,
      source: 'Trung tâm Phục vụ hành chính công tỉnh Sông Lam',
      nq57_group: 5,
      nq57_group_name: NQ57_GROUPS[4],
      latest: { period: '2026-Q3', value: 67.9 },
      // 67.9 / 80 = 84.875 %
      progress: 84.9,
    });
    expect(first?.values).toEqual(demoIndicators[0]?.values);
    for (const [index, indicator] of data.entries()) {
      const demo = demoIndicators[index];
      const last = demo?.values.at(-1);
      expect(indicator.latest).toEqual(last);
      expect(indicator.progress).toBe(Math.round(((last?.value ?? 0) / (demo?.target ?? 1)) * 1000) / 10);
    }
  });

  it('lists the six public evaluation reports, newest first, with download addresses', async () => {
    const body = (await t.app.inject({ url: '/api/reports' })).json();
    expect(body.meta).toEqual({ page: 1, per_page: 10, total: 6, last_page: 1 });
    expect(body.data.map((report: { number: string }) => report.number)).toEqual([
      '47/BC-SKHCN',
      '181/BC-UBND',
      '94/BC-UBND',
      '312/BC-UBND',
      '168/BC-UBND',
      '58/BC-UBND',
    ]);
    expect(Object.keys(body.data[0]).sort()).toEqual(['files', 'id', 'issued_at', 'number', 'summary', 'title']);
    expect(body.data[0].issued_at).toBe('2026-10-12');
    for (const report of body.data as { id: number; files: { url: string }[] }[]) {
      for (const file of report.files)
        expect(file.url).toMatch(new RegExp(`^/api/documents/${report.id}/files/[^/]+$`));
    }
  });

  it('sums up the first four indicators and counts the seeded content under each task group', async () => {
    const response = await t.app.inject({ url: '/api/monitoring/summary' });
    expect(response.statusCode).toBe(200);
    const { key_figures, task_groups } = response.json().data;
    expect(key_figures.map((figure: { code: string }) => figure.code)).toEqual([
      'NQ57-01',
      'NQ57-02',
      'NQ57-03',
      'NQ57-04',
    ]);
    expect(key_figures[1]).toEqual({
      code: 'NQ57-02',
      name: 'Chi cho khoa học và công nghệ so với tổng chi ngân sách',
      unit: '%',
      target: 3,
      target_year: 2026,
      latest: { period: '2026-Q3', value: 2.6 },
      progress: 86.7,
    });

    const today = clock.now().toISOString().slice(0, 10);
    const tagged = (items: { nq57Groups: number[] }[], group: number) =>
      items.filter((item) => item.nq57Groups.includes(group)).length;
    const publicDocuments = (await t.database.db.select().from(documents)).filter(
      (document) => document.status === 'published' && !document.internal,
    );
    const adoptedProposals = (await t.database.db.select().from(proposals)).filter(
      (proposal) => ['approved', 'published'].includes(proposal.status) && !proposal.hiddenAt,
    );
    const adoptedIdeas = (await t.database.db.select().from(ideas)).filter((idea) =>
      ['approved', 'published'].includes(idea.status),
    );
    const expected = NQ57_GROUPS.map((name, index) => ({
      group: index + 1,
      name,
      posts: tagged(
        demoPosts.filter((post) => post.publishedAt <= today),
        index + 1,
      ),
      products: tagged(
        demoProducts.filter((product) => product.publishedAt <= today),
        index + 1,
      ),
      // Every demo problem is published in 2025.
      big_problems: tagged(demoBigProblems, index + 1),
      documents: tagged(publicDocuments, index + 1),
      adopted_proposals: tagged(adoptedProposals, index + 1),
      adopted_ideas: tagged(adoptedIdeas, index + 1),
    }));
    expect(task_groups).toEqual(expected);
    expect(task_groups.reduce((sum: number, group: { posts: number }) => sum + group.posts, 0)).toBeGreaterThan(0);
    // The demo's adopted proposals and ideas (db/demo/follow-through.ts) are counted too.
    expect(adoptedProposals.length).toBeGreaterThan(0);
    expect(adoptedIdeas.length).toBeGreaterThan(0);
    expect(response.json().data.adopted_stages).toContainEqual({ stage: 'completed', proposals: 1, ideas: 0 });
  });
});

describe('monitoring rules', () => {
  let t: TestApp;
  const reportIds: Record<string, number> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const [first, hidden, empty, second] = await db
      .insert(indicators)
      .values([
        { code: 'A', name: 'Chỉ tiêu A', unit: '%', target: 3, targetYear: 2026, nq57Group: 3, sortOrder: 2 },
        { code: 'H', name: 'Chỉ tiêu ẩn', unit: '%', target: 1, targetYear: 2026, nq57Group: 1, visible: false },
        { code: 'E', name: 'Chưa có số liệu', unit: 'đơn', target: 10, targetYear: 2030, nq57Group: 9, sortOrder: 3 },
        { code: 'B', name: 'Chỉ tiêu B', unit: 'dự án', target: 120, targetYear: 2030, nq57Group: 4, sortOrder: 1 },
      ])
      .returning();
    if (!first || !hidden || !empty || !second) throw new Error('no indicators');
    // Written out of order, with a yearly total among the quarters.
    await db.insert(indicatorValues).values([
      { indicatorId: first.id, period: '2026-Q1', value: 2 },
      { indicatorId: first.id, period: '2025', value: 1.9 },
      { indicatorId: first.id, period: '2025-Q3', value: 1.5 },
      { indicatorId: first.id, period: '2026-Q2', value: 2.15 },
      { indicatorId: first.id, period: '2025-Q4', value: 1.8 },
      { indicatorId: hidden.id, period: '2026-Q1', value: 1 },
      { indicatorId: second.id, period: '2026-Q1', value: 30 },
      { indicatorId: second.id, period: '2025-Q4', value: 24 },
    ]);

    const report = (number: string, issuedAt: string, extra: Partial<typeof documents.$inferInsert> = {}) => ({
      number,
      title: `Báo cáo ${number}`,
      type: 'Báo cáo',
      issuingBody: 'Ủy ban nhân dân tỉnh',
      issuedAt,
      field: 'Khoa học và công nghệ',
      isReport: true,
      ...extra,
    });
    const inserted = await db
      .insert(documents)
      .values([
        ...Array.from({ length: 12 }, (_, i) => report(`${i + 1}/BC`, `2025-${String(i + 1).padStart(2, '0')}-10`)),
        report('NOIBO/BC', '2026-06-01', { internal: true, nq57Groups: [2] }),
        report('NHAP/BC', '2026-06-02', { status: 'draft', nq57Groups: [2] }),
        report('AN/BC', '2026-06-03', { status: 'hidden' }),
        report('57-NQ/TW', '2026-06-04', { isReport: false, nq57Groups: [2, 5] }),
        report('TEP/BC', '2026-01-05', {
          summary: 'Có tệp',
          files: [{ key: 'documents/ab12cd.pdf', name: 'Báo cáo quý.pdf', size: 2048, mime: 'application/pdf' }],
          nq57Groups: [5],
        }),
      ])
      .returning({ id: documents.id, number: documents.number });
    for (const row of inserted) reportIds[row.number] = row.id;
  });
  afterAll(() => t.close());

  it('orders periods in time, hides hidden indicators, and copes with an indicator without values', async () => {
    const data: IndicatorAnswer[] = (await t.app.inject({ url: '/api/indicators' })).json().data;
    expect(data.map((indicator) => indicator.code)).toEqual(['B', 'A', 'E']);
    const a = data[1];
    expect(a?.values.map((value) => value.period)).toEqual(['2025-Q3', '2025-Q4', '2025', '2026-Q1', '2026-Q2']);
    // 2.15 / 3 = 71.666… %
    expect(a).toMatchObject({ latest: { period: '2026-Q2', value: 2.15 }, progress: 71.7 });
    expect(data[0]).toMatchObject({ latest: { period: '2026-Q1', value: 30 }, progress: 25 });
    expect(data[2]).toMatchObject({
      values: [],
      latest: null,
      progress: null,
      nq57_group: 9,
      nq57_group_name: 'Nhóm nhiệm vụ 9',
    });
  });

  it('lists only published, public reports, never internal or ordinary documents', async () => {
    const body = (await t.app.inject({ url: '/api/reports?per_page=100' })).json();
    const numbers = body.data.map((report: { number: string }) => report.number);
    expect(body.meta.total).toBe(13);
    for (const hidden of ['NOIBO/BC', 'NHAP/BC', 'AN/BC', '57-NQ/TW']) expect(numbers).not.toContain(hidden);
    expect(numbers.slice(0, 3)).toEqual(['TEP/BC', '12/BC', '11/BC']);
    expect(body.data[0]).toEqual({
      id: reportIds['TEP/BC'],
      number: 'TEP/BC',
      title: 'Báo cáo TEP/BC',
      issued_at: '2026-01-05',
      summary: 'Có tệp',
      files: [
        {
          key: 'ab12cd.pdf',
          name: 'Báo cáo quý.pdf',
          size: 2048,
          url: `/api/documents/${reportIds['TEP/BC']}/files/ab12cd.pdf`,
        },
      ],
    });
  });

  it('pages the reports and refuses pages out of bounds with 422', async () => {
    const second = (await t.app.inject({ url: '/api/reports?page=2&per_page=5' })).json();
    expect(second.meta).toEqual({ page: 2, per_page: 5, total: 13, last_page: 3 });
    expect(second.data.map((report: { number: string }) => report.number)).toEqual([
      '8/BC',
      '7/BC',
      '6/BC',
      '5/BC',
      '4/BC',
    ]);
    expect((await t.app.inject({ url: '/api/reports?page=4&per_page=5' })).json().data).toEqual([]);
    await expectRefusedUnder(t, '/api/reports', BAD_PAGES);
  });

  it('counts only public documents under each task group, and shows every group', async () => {
    const { key_figures, task_groups } = (await t.app.inject({ url: '/api/monitoring/summary' })).json().data;
    expect(key_figures.map((figure: { code: string }) => figure.code)).toEqual(['B', 'A', 'E']);
    expect(task_groups).toHaveLength(7);
    const documentsOf = (group: number) => task_groups.find((row: { group: number }) => row.group === group)?.documents;
    // Group 2: the ordinary public document only (the internal and draft reports are not counted).
    expect(documentsOf(2)).toBe(1);
    expect(documentsOf(5)).toBe(2);
    expect(documentsOf(1)).toBe(0);
    expect(task_groups[0]).toEqual({
      group: 1,
      name: NQ57_GROUPS[0],
      posts: 0,
      products: 0,
      big_problems: 0,
      documents: 0,
      adopted_proposals: 0,
      adopted_ideas: 0,
    });
  });

  it('answers from the public cache until content changes', async () => {
    const first = await t.app.inject({ url: '/api/indicators' });
    const again = await t.app.inject({ url: '/api/indicators' });
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    await t.database.db.insert(indicators).values({
      code: 'C',
      name: 'Chỉ tiêu mới',
      unit: '%',
      target: 50,
      targetYear: 2030,
      nq57Group: 2,
      sortOrder: 9,
    });
    t.app.context.publicCache.invalidate();
    const codes = (await t.app.inject({ url: '/api/indicators' })).json().data.map((i: { code: string }) => i.code);
    expect(codes).toEqual(['B', 'A', 'E', 'C']);
  });
});
