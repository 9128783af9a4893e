import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SubmissionState } from '@portal/shared/submissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigProblems, solutions } from '../../db/schema/catalogue.ts';
import { proposals } from '../../db/schema/submissions.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { BAD_PAGES, expectRefusedUnder } from '../../test/refusals.ts';

type Status = 'open' | 'closed' | 'solved';

describe('big problems and their approved solutions', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  // A portal build of one page, so the server writes the link-preview tags into it.
  const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));

  beforeAll(async () => {
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body></body></html>',
    );
    t = await buildTestApp({ WEB_DIST: dist });
    const db = t.database.db;
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    const statusOf = (i: number): Status => (['open', 'open', 'closed', 'solved'] as const)[i % 4] ?? 'open';
    const rows = await db
      .insert(bigProblems)
      .values([
        // bai-toan-1 .. bai-toan-14: 8 open, 3 closed (bai-toan-3, -7, -11), 3 solved (-4, -8, -12).
        ...Array.from({ length: 14 }, (_, i) => ({
          slug: `bai-toan-${i + 1}`,
          title: i === 4 ? 'Đường giao thông thông minh cho đô thị' : `Bài toán số ${i + 1}`,
          field: i % 2 === 0 ? 'Nông nghiệp' : 'Công nghệ thông tin',
          orderingBody: i === 8 ? 'Sở Khoa học và Công nghệ' : 'Ủy ban nhân dân tỉnh',
          description: '<p>Mô tả &amp; bối cảnh</p>',
          requirements: '<ul><li>Yêu cầu một</li></ul>',
          expectedResults: '<p>Kết quả mong đợi</p>',
          budgetRange: '3 – 5 tỷ đồng',
          deadline: '2027-06-30',
          status: statusOf(i),
          publishedAt: day(i + 1),
        })),
        { slug: 'an-di', title: 'Bài toán đã ẩn', field: 'Nông nghiệp', visible: false, publishedAt: day(3) },
        { slug: 'hen-gio', title: 'Bài toán hẹn giờ', field: 'Y dược', publishedAt: new Date('2099-01-01') },
      ])
      .returning({ id: bigProblems.id, slug: bigProblems.slug });
    for (const row of rows) ids[row.slug] = row.id;

    const solution = (slug: string, title: string, status: SubmissionState, approvedDay?: number) => ({
      bigProblemId: ids[slug] ?? 0,
      title,
      organisation: 'Trường Đại học Sông Lam',
      summary: `Tóm tắt ${title}`,
      content: '<p>Nội dung đầy đủ</p>',
      status,
      approvedAt: approvedDay ? day(approvedDay) : null,
    });
    await db
      .insert(solutions)
      .values([
        solution('bai-toan-1', 'Giải pháp đã duyệt', 'approved', 10),
        solution('bai-toan-1', 'Giải pháp đã công bố', 'published', 12),
        solution('bai-toan-1', 'Giải pháp đang xem xét', 'under_review'),
        solution('bai-toan-1', 'Giải pháp nháp', 'draft'),
        solution('bai-toan-1', 'Giải pháp bị từ chối', 'rejected'),
        solution('bai-toan-1', 'Giải pháp cần bổ sung', 'needs_revision'),
        solution('bai-toan-2', 'Giải pháp duy nhất', 'approved', 5),
        solution('bai-toan-14', 'Giải pháp chưa duyệt', 'submitted'),
        solution('an-di', 'Giải pháp của bài toán ẩn', 'approved', 4),
      ]);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ url });
  const slugsOf = (body: { data: { slug: string }[] }) => body.data.map((p) => p.slug);

  it('pages visible problems newest first, with the summary fields', async () => {
    const first = (await get('/api/big-problems')).json();
    expect(first.meta).toEqual({ page: 1, per_page: 10, total: 14, last_page: 2 });
    expect(first.data).toHaveLength(10);
    expect(first.data[0]).toEqual({
      id: ids['bai-toan-14'],
      slug: 'bai-toan-14',
      title: 'Bài toán số 14',
      field: 'Công nghệ thông tin',
      ordering_body: 'Ủy ban nhân dân tỉnh',
      budget_range: '3 – 5 tỷ đồng',
      deadline: '2027-06-30',
      status: 'open',
      approved_solution_count: 0,
      published_at: '2026-01-14T00:00:00.000Z',
    });
    const second = (await get('/api/big-problems?page=2')).json();
    expect(slugsOf(second)).toEqual(['bai-toan-4', 'bai-toan-3', 'bai-toan-2', 'bai-toan-1']);
    expect((await get('/api/big-problems?page=3')).json().data).toEqual([]);
    expect((await get('/api/big-problems?per_page=100')).json().data).toHaveLength(14);
  });

  it('never lists or shows a hidden problem or one published later', async () => {
    const slugs = slugsOf((await get('/api/big-problems?per_page=100')).json());
    for (const slug of ['an-di', 'hen-gio']) {
      expect(slugs).not.toContain(slug);
      for (const url of [`/api/big-problems/${slug}`, `/api/big-problems/${ids[slug]}/solutions`]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json().message).toBe('Không tìm thấy bài toán');
      }
    }
    expect((await get('/api/big-problem-fields')).json().data).toEqual(['Công nghệ thông tin', 'Nông nghiệp']);
  });

  it('refuses bad pagination with 422 under the field', async () => {
    await expectRefusedUnder(t, '/api/big-problems', BAD_PAGES);
    const solutionsPage = await get('/api/big-problems/bai-toan-1/solutions?per_page=101');
    expect(solutionsPage.statusCode).toBe(422);
    expect(solutionsPage.json().errors.per_page).toEqual(['Mỗi trang có tối đa 100 mục']);
  });

  it('filters by status, and refuses an unknown status with 422', async () => {
    const total = async (status: string) =>
      (await get(`/api/big-problems?status=${status}`)).json().meta.total as number;
    expect(await total('open')).toBe(8);
    expect(await total('closed')).toBe(3);
    expect(await total('solved')).toBe(3);
    const solved = (await get('/api/big-problems?status=solved')).json();
    expect(solved.data.every((p: { status: string }) => p.status === 'solved')).toBe(true);
    for (const status of ['dang-mo', 'OPEN', '']) {
      const response = await get(`/api/big-problems?status=${status}`);
      expect(response.statusCode, status).toBe(422);
      expect(response.json().errors).toEqual({ status: ['Trạng thái không hợp lệ'] });
    }
  });

  it('filters by field, alone and with the status', async () => {
    const field = encodeURIComponent('Nông nghiệp');
    expect((await get(`/api/big-problems?field=${field}`)).json().meta.total).toBe(7);
    expect((await get(`/api/big-problems?field=${field}&status=open`)).json().meta.total).toBe(4);
    expect((await get('/api/big-problems?field=Kh%C3%B4ng')).json().data).toEqual([]);
  });

  it('searches title, field and ordering body without diacritics and case; đ matches d', async () => {
    const search = async (q: string) =>
      slugsOf((await get(`/api/big-problems?per_page=100&q=${encodeURIComponent(q)}`)).json());
    expect(await search('duong giao thong')).toEqual(['bai-toan-5']);
    expect(await search('Đường giao thông')).toEqual(['bai-toan-5']);
    expect(await search('ĐƯỜNG')).toEqual(['bai-toan-5']);
    expect(await search('do thi')).toEqual(['bai-toan-5']);
    expect(await search('so khoa hoc')).toEqual(['bai-toan-9']);
    expect(await search('cong nghe thong tin')).toHaveLength(7);
    expect(await search('bai toan da an')).toEqual([]);
    expect((await get(`/api/big-problems?q=${'a'.repeat(201)}`)).statusCode).toBe(422);
  });

  it('counts only approved and published solutions on the list', async () => {
    const all = (await get('/api/big-problems?per_page=100')).json().data as {
      slug: string;
      approved_solution_count: number;
    }[];
    const counts = Object.fromEntries(all.map((p) => [p.slug, p.approved_solution_count]));
    expect(counts['bai-toan-1']).toBe(2);
    expect(counts['bai-toan-2']).toBe(1);
    expect(counts['bai-toan-14']).toBe(0);
    expect(counts['bai-toan-3']).toBe(0);
  });

  it('shows a problem by id or slug with its sections and only its approved solutions, and counts the view', async () => {
    const bySlug = (await get('/api/big-problems/bai-toan-1')).json().data;
    expect(bySlug).toMatchObject({
      id: ids['bai-toan-1'],
      title: 'Bài toán số 1',
      description: '<p>Mô tả &amp; bối cảnh</p>',
      requirements: '<ul><li>Yêu cầu một</li></ul>',
      expected_results: '<p>Kết quả mong đợi</p>',
      deadline: '2027-06-30',
      approved_solution_count: 2,
    });
    expect(bySlug.solutions).toEqual([
      {
        id: expect.any(Number),
        title: 'Giải pháp đã công bố',
        organisation: 'Trường Đại học Sông Lam',
        summary: 'Tóm tắt Giải pháp đã công bố',
        approved_at: '2026-01-12T00:00:00.000Z',
      },
      expect.objectContaining({ title: 'Giải pháp đã duyệt', approved_at: '2026-01-10T00:00:00.000Z' }),
    ]);
    await get(`/api/big-problems/${ids['bai-toan-1']}`);
    await t.app.context.views.flush();
    t.app.context.publicCache.invalidate();
    const byId = (await get(`/api/big-problems/${ids['bai-toan-1']}`)).json().data;
    expect(byId.slug).toBe('bai-toan-1');
    expect(byId.view_count).toBe(bySlug.view_count + 2);
  });

  it('answers 404 for unknown ids and slugs, even absurdly long digits', async () => {
    for (const key of ['999999', 'khong-co', '99999999999999999999999']) {
      const response = await get(`/api/big-problems/${key}`);
      expect(response.statusCode, key).toBe(404);
      expect(response.json().message).toBe('Không tìm thấy bài toán');
    }
    // Fastify's router matches no parameter longer than 100 characters.
    expect((await get(`/api/big-problems/${'a'.repeat(121)}`)).statusCode).toBe(404);
  });

  it('lists the approved solutions in full on their own page, with the problem, a page at a time', async () => {
    const page = (await get('/api/big-problems/bai-toan-1/solutions')).json();
    expect(page.meta).toEqual({ page: 1, per_page: 10, total: 2, last_page: 1 });
    expect(page.problem).toMatchObject({ slug: 'bai-toan-1', title: 'Bài toán số 1', approved_solution_count: 2 });
    expect(page.data.map((s: { title: string }) => s.title)).toEqual(['Giải pháp đã công bố', 'Giải pháp đã duyệt']);
    expect(page.data[0].content).toBe('<p>Nội dung đầy đủ</p>');
    const text = JSON.stringify(page);
    for (const hidden of ['đang xem xét', 'nháp', 'từ chối', 'cần bổ sung']) expect(text).not.toContain(hidden);

    const second = (await get(`/api/big-problems/${ids['bai-toan-1']}/solutions?per_page=1&page=2`)).json();
    expect(second.meta).toEqual({ page: 2, per_page: 1, total: 2, last_page: 2 });
    expect(second.data.map((s: { title: string }) => s.title)).toEqual(['Giải pháp đã duyệt']);

    const none = (await get('/api/big-problems/bai-toan-14/solutions')).json();
    expect(none.data).toEqual([]);
    expect(none.meta.total).toBe(0);
  });

  it("lists citizens' approved proposals linked to a problem among its solutions, newest approval first", async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    const proposal = (title: string, status: SubmissionState, decidedDay?: number) => ({
      bigProblemId: ids['bai-toan-2'] ?? 0,
      proposalKind: 'solution' as const,
      title,
      organisation: 'Hợp tác xã Diễn Châu',
      summary: `Tóm tắt ${title}`,
      description: '<b>văn bản thuần</b>',
      status,
      decidedAt: decidedDay ? day(decidedDay) : null,
    });
    await t.database.db
      .insert(proposals)
      .values([
        proposal('Đề xuất đã duyệt', 'approved', 6),
        proposal('Đề xuất đã công bố', 'published', 3),
        proposal('Đề xuất đang xem xét', 'under_review'),
        proposal('Đề xuất nháp', 'draft'),
      ]);
    t.app.context.publicCache.invalidate();
    const page = (await get('/api/big-problems/bai-toan-2/solutions')).json();
    expect(page.meta.total).toBe(3);
    expect(page.problem.approved_solution_count).toBe(3);
    expect(page.data.map((s: { title: string }) => s.title)).toEqual([
      'Đề xuất đã duyệt',
      'Giải pháp duy nhất',
      'Đề xuất đã công bố',
    ]);
    // A proposal's text is plain text with its own page: never sent as the HTML content.
    expect(page.data[0]).toMatchObject({ source: 'proposal', content: '', approved_at: '2026-01-06T00:00:00.000Z' });
    expect(page.data[1].source).toBeUndefined();
    const second = (await get('/api/big-problems/bai-toan-2/solutions?per_page=2&page=2')).json();
    expect(second.data.map((s: { title: string }) => s.title)).toEqual(['Đề xuất đã công bố']);
    const detail = (await get('/api/big-problems/bai-toan-2')).json().data;
    expect(detail.solutions.map((s: { title: string }) => s.title)).toHaveLength(3);
    const list = (await get('/api/big-problems?per_page=100')).json().data as {
      slug: string;
      approved_solution_count: number;
    }[];
    expect(list.find((p) => p.slug === 'bai-toan-2')?.approved_solution_count).toBe(3);
  });

  it('puts visible problems in sitemap.xml', async () => {
    const xml = (await get('/sitemap.xml')).body;
    expect(xml).toContain('/big-problem/bai-toan-1</loc>');
    expect(xml).not.toContain('/big-problem/an-di<');
    expect(xml).not.toContain('/big-problem/hen-gio<');
  });

  it("gives a problem's page and its solutions page their own link-preview title and text", async () => {
    const problem = (await get('/big-problem/bai-toan-1')).body;
    expect(problem).toContain('<meta property="og:title" content="Bài toán số 1">');
    expect(problem).toContain('<meta property="og:description" content="Mô tả &#38; bối cảnh">');
    expect(problem).toContain('<meta property="og:type" content="article">');
    expect(problem).toContain('<title>Bài toán số 1 | Cổng thông tin Nghị quyết 57</title>');
    const solutionsPage = (await get(`/solution/${ids['bai-toan-1']}`)).body;
    expect(solutionsPage).toContain('<meta property="og:title" content="Giải pháp cho bài toán: Bài toán số 1">');
    // A hidden problem's page is not found and its preview says nothing of it.
    const hidden = await get('/big-problem/an-di');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toContain('<title>Không tìm thấy bài toán | Cổng thông tin Nghị quyết 57</title>');
    expect(hidden.body).not.toContain('Bài toán đã ẩn');
  });
});
