import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, posts } from '../../db/schema/content.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { expectRefusedUnder } from '../../test/refusals.ts';

describe('news: categories and posts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const [news, hidden] = await db
      .insert(categories)
      .values([
        { slug: 'khoa-hoc-cong-nghe', name: 'Khoa học và công nghệ', sortOrder: 1 },
        { slug: 'an', name: 'Chuyên mục ẩn', sortOrder: 2, visible: false },
      ])
      .returning();
    if (!news || !hidden) throw new Error('no categories');
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    await db.insert(posts).values([
      ...Array.from({ length: 25 }, (_, i) => ({
        slug: `tin-${i + 1}`,
        categoryId: news.id,
        title: i === 3 ? 'Đăng ký nhiệm vụ khoa học năm 2027' : `Tin số ${i + 1} về đổi mới sáng tạo`,
        summary: i === 7 ? 'Hội thảo KHOA HỌC trẻ' : 'Tóm tắt',
        body: '<p>Nội dung</p>',
        status: 'published' as const,
        publishedAt: day(i + 1),
        featured: i === 0,
      })),
      { slug: 'nhap', categoryId: news.id, title: 'Bản nháp khoa học', status: 'draft' as const, publishedAt: day(2) },
      {
        slug: 'an-di',
        categoryId: news.id,
        title: 'Tin đã ẩn khoa học',
        status: 'hidden' as const,
        publishedAt: day(2),
      },
      {
        slug: 'hen-gio',
        categoryId: news.id,
        title: 'Tin hẹn giờ khoa học',
        status: 'published' as const,
        publishedAt: new Date('2099-01-01'),
      },
      {
        slug: 'trong-muc-an',
        categoryId: hidden.id,
        title: 'Tin khoa học mục ẩn',
        status: 'published' as const,
        publishedAt: day(3),
      },
    ]);
  });
  afterAll(() => t.close());

  const list = (query = '') => t.app.inject({ url: `/api/posts${query}` });

  it('lists visible categories in order', async () => {
    const response = await t.app.inject({ url: '/api/categories' });
    expect(response.json().data.map((c: { slug: string }) => c.slug)).toEqual(['khoa-hoc-cong-nghe']);
  });

  it('pages published posts newest first with data and meta', async () => {
    const first = (await list()).json();
    expect(first.meta).toEqual({ page: 1, per_page: 10, total: 25, last_page: 3 });
    expect(first.data).toHaveLength(10);
    expect(first.data[0]).toMatchObject({ slug: 'tin-25', category: { slug: 'khoa-hoc-cong-nghe' } });
    const last = (await list('?page=3&per_page=10')).json();
    expect(last.data.map((p: { slug: string }) => p.slug)).toEqual(['tin-5', 'tin-4', 'tin-3', 'tin-2', 'tin-1']);
    expect((await list('?page=4')).json().data).toEqual([]);
    expect((await list('?per_page=100')).json().data).toHaveLength(25);
  });

  it('never shows drafts, hidden posts, posts scheduled later or posts of a hidden category', async () => {
    const slugs = (await list('?per_page=100')).json().data.map((p: { slug: string }) => p.slug);
    for (const slug of ['nhap', 'an-di', 'hen-gio', 'trong-muc-an']) expect(slugs).not.toContain(slug);
    for (const slug of ['nhap', 'an-di', 'hen-gio', 'trong-muc-an']) {
      expect((await t.app.inject({ url: `/api/posts/${slug}` })).statusCode, slug).toBe(404);
    }
  });

  it('refuses bad pagination with 422 under the field', async () => {
    await expectRefusedUnder(t, '/api/posts', [
      ['?page=0', 'page'],
      ['?per_page=101', 'per_page'],
      ['?per_page=abc', 'per_page'],
      ['?page=-1', 'page'],
    ]);
    expect((await list('?per_page=101')).json().errors.per_page).toEqual(['Mỗi trang có tối đa 100 mục']);
  });

  it('searches without diacritics and case, and with them; đ matches d', async () => {
    const slugs = async (q: string) =>
      (await list(`?per_page=100&q=${encodeURIComponent(q)}`)).json().data.map((p: { slug: string }) => p.slug);
    expect(await slugs('khoa hoc')).toEqual(['tin-8', 'tin-4']);
    expect(await slugs('Khoa học')).toEqual(['tin-8', 'tin-4']);
    expect(await slugs('dang ky')).toEqual(['tin-4']);
    expect(await slugs('ĐĂNG KÝ')).toEqual(['tin-4']);
    expect(await slugs('khong co gi')).toEqual([]);
    expect((await list(`?q=${'a'.repeat(201)}`)).statusCode).toBe(422);
  });

  it('filters by category id or slug, and by featured', async () => {
    expect((await list('?category=khoa-hoc-cong-nghe')).json().meta.total).toBe(25);
    expect((await list('?category=an')).json().meta.total).toBe(0);
    expect((await list('?featured=true')).json().data.map((p: { slug: string }) => p.slug)).toEqual(['tin-1']);
  });

  it('shows a post by id or slug, with related posts, and counts the view', async () => {
    const first = (await t.app.inject({ url: '/api/posts/tin-4' })).json().data;
    expect(first).toMatchObject({
      slug: 'tin-4',
      title: 'Đăng ký nhiệm vụ khoa học năm 2027',
      body: '<p>Nội dung</p>',
    });
    expect(first.related).toHaveLength(4);
    expect(first.related.map((p: { slug: string }) => p.slug)).not.toContain('tin-4');
    await t.app.inject({ url: '/api/posts/tin-4' });
    await t.app.context.views.flush();
    t.app.context.publicCache.invalidate();
    const again = (await t.app.inject({ url: `/api/posts/${first.id}` })).json().data;
    expect(again.view_count).toBe(first.view_count + 2);
    expect((await t.app.inject({ url: '/api/posts/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/posts/khong-co' })).json().message).toBe('Không tìm thấy tin bài');
  });
});
