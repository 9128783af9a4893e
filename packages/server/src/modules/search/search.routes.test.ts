import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigProblems, documents } from '../../db/schema/catalogue.ts';
import { categories, posts } from '../../db/schema/content.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

interface Group {
  kind: string;
  label: string;
  total: number;
  capped: boolean;
  items: { kind: string; id: number; title: string; summary: string; url: string }[];
}

describe('site search over the demo content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO_CONTENT: 'true' });
  });
  afterAll(() => t.close());

  const groups = async (q: string): Promise<Group[]> => {
    const response = await t.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}` });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const totals = async (q: string) => Object.fromEntries((await groups(q)).map((g) => [g.kind, g.total]));

  it('asks for a search term of 2 to 200 characters and a known kind', async () => {
    const missing = await t.app.inject({ url: '/api/search' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.q).toBeDefined();
    const short = await t.app.inject({ url: '/api/search?q=%20a%20' });
    expect(short.json().errors.q).toEqual(['Từ khóa tìm kiếm cần ít nhất 2 ký tự']);
    expect((await t.app.inject({ url: `/api/search?q=${'a'.repeat(201)}` })).statusCode).toBe(422);
    const kind = await t.app.inject({ url: '/api/search?q=khoa&kind=users' });
    expect(kind.json().errors.kind).toEqual(['Loại nội dung không hợp lệ']);
  });

  it('groups results by kind, with links to their pages', async () => {
    const result = await groups('khoa học');
    expect(result.map((g) => g.kind)).toEqual(['posts', 'products', 'big_problems', 'documents', 'pages']);
    expect(result.map((g) => g.label)).toEqual([
      'Tin tức',
      'Sản phẩm, giải pháp',
      'Bài toán lớn',
      'Văn bản',
      'Trang thông tin',
    ]);
    const news = result[0] as Group;
    expect(news.total).toBeGreaterThan(5);
    expect(news.items).toHaveLength(5);
    expect(news.items[0]?.url).toMatch(/^\/posts\/[a-z0-9-]+$/);
    for (const item of news.items) expect(`${item.title} ${item.summary}`.toLowerCase()).toContain('khoa học');
    expect(result[3]?.items[0]?.url).toMatch(/^\/documents\?id=\d+$/);
  });

  it('ignores diacritics and case, đ included', async () => {
    const accented = await totals('Khoa học');
    expect(await totals('khoa hoc')).toEqual(accented);
    expect(await totals('KHOA HOC')).toEqual(accented);
    const dang = await totals('đăng ký');
    expect(dang.posts).toBeGreaterThan(0);
    expect(await totals('dang ky')).toEqual(dang);
    expect(await totals('ĐĂNG KÝ')).toEqual(dang);
  });

  it('never shows internal documents', async () => {
    const [internal] = await t.database.db.select().from(documents).where(eq(documents.internal, true)).limit(1);
    if (!internal) throw new Error('the demo has internal documents');
    const found = (await groups(internal.number)).find((g) => g.kind === 'documents');
    expect(found?.items.map((item) => item.id)).not.toContain(internal.id);
  });

  it('takes % and _ as text to find, never as wildcards', async () => {
    expect(Object.values(await totals('%%')).every((total) => total === 0)).toBe(true);
    expect(Object.values(await totals('__')).every((total) => total === 0)).toBe(true);
  });

  it('leaves out big problems scheduled for later', async () => {
    await t.database.db.insert(bigProblems).values({
      slug: 'hen-gio-zzqq',
      title: 'Bài toán zzqq chưa đến ngày đăng',
      field: 'Nông nghiệp',
      publishedAt: new Date(t.now().getTime() + 7 * 86_400_000),
    });
    t.app.context.publicCache.invalidate();
    expect((await totals('zzqq')).big_problems).toBe(0);
  });

  it('pages through every kind newest first, small pages adding up to one large page', async () => {
    const hitsOf = async (kind: string, page: number, perPage: number) =>
      (await t.app.inject({ url: `/api/search?q=ng&kind=${kind}&page=${page}&per_page=${perPage}` })).json() as {
        data: { id: number; date: string | null }[];
        meta: { total: number };
      };
    for (const kind of ['posts', 'products', 'big_problems', 'documents']) {
      const all = await hitsOf(kind, 1, 100);
      expect(all.data.length, kind).toBe(Math.min(all.meta.total, 100));
      expect(all.data.length, kind).toBeGreaterThan(4);
      const dates = all.data.map((hit) => hit.date ?? '');
      expect(dates, kind).toEqual([...dates].sort().reverse());
      const pages = await Promise.all([1, 2, 3].map((page) => hitsOf(kind, page, 2)));
      expect(
        pages.flatMap((page) => page.data.map((hit) => hit.id)),
        kind,
      ).toEqual(all.data.slice(0, 6).map((hit) => hit.id));
    }
  });

  it('pages through one kind, with totals that stop at 1000 (and newest first past the cap, and rare words in old rows)', async () => {
    const [category] = await t.database.db.select().from(categories).limit(1);
    if (!category) throw new Error('the demo has categories');
    await t.database.db.insert(posts).values(
      Array.from({ length: 1003 }, (_, i) => ({
        slug: `ban-tin-thu-nghiem-${i}`,
        categoryId: category.id,
        title: `Bản tin thử nghiệm số ${i}`,
        status: 'published' as const,
        // Two by two on the same minute: the later id comes first.
        publishedAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 2) * 60_000),
      })),
    );
    await t.database.db.insert(posts).values({
      slug: 'ban-nhap-thu-nghiem',
      categoryId: category.id,
      title: 'Bản tin thử nghiệm còn nháp',
      status: 'draft',
    });
    t.app.context.publicCache.invalidate();

    const page = await t.app.inject({ url: '/api/search?q=ban tin thu nghiem&kind=posts&page=3&per_page=20' });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.meta).toEqual({ page: 3, per_page: 20, total: 1000, last_page: 50, capped: true });
    expect(body.data).toHaveLength(20);
    expect(body.data.map((hit: { title: string }) => hit.title)).not.toContain('Bản tin thử nghiệm còn nháp');

    // Past the cap the newest matches come from walking the date index rather than from sorting.
    const first = (await t.app.inject({ url: '/api/search?q=ban tin thu nghiem&kind=posts&per_page=3' })).json();
    expect(first.data.map((hit: { title: string }) => hit.title)).toEqual([
      'Bản tin thử nghiệm số 1002',
      'Bản tin thử nghiệm số 1001',
      'Bản tin thử nghiệm số 1000',
    ]);
    const grouped = (await groups('ban tin thu nghiem')).find((group) => group.kind === 'posts');
    expect(grouped?.items.map((hit) => hit.title)[0]).toBe('Bản tin thử nghiệm số 1002');

    const beyond = await t.app.inject({ url: '/api/search?q=ban tin thu nghiem&kind=posts&page=51&per_page=20' });
    expect(beyond.json().data).toEqual([]);

    // A rare word among the newest rows, and one only in rows older than the newest thousand.
    const recent = (await t.app.inject({ url: '/api/search?q=thử nghiệm số 1002&kind=posts' })).json();
    expect(recent.meta).toMatchObject({ total: 1, capped: false, last_page: 1 });
    expect(recent.data.map((hit: { title: string }) => hit.title)).toEqual(['Bản tin thử nghiệm số 1002']);
    const old = (await t.app.inject({ url: '/api/search?q=thử nghiệm số 0&kind=posts' })).json();
    expect(old.meta).toMatchObject({ total: 1, capped: false });
    expect(old.data.map((hit: { title: string }) => hit.title)).toEqual(['Bản tin thử nghiệm số 0']);
    const oldGroup = (await groups('thử nghiệm số 0')).find((group) => group.kind === 'posts');
    expect(oldGroup?.items.map((hit) => hit.title)).toEqual(['Bản tin thử nghiệm số 0']);
  });
});
