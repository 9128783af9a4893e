import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, posts } from '../../db/schema/content.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { createSettingsService } from '../settings/settings.service.ts';

describe('robots.txt, sitemap.xml and RSS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: 'https://nq57.sokhcn.example.vn' });
    const [category] = await t.database.db.insert(categories).values({ slug: 'tin', name: 'Tin' }).returning();
    await t.database.db.insert(posts).values([
      {
        slug: 'tin-moi',
        categoryId: category?.id ?? 0,
        title: 'Tin mới & nổi bật',
        summary: 'Tóm tắt <b>',
        status: 'published',
        publishedAt: new Date('2026-03-01'),
      },
      { slug: 'ban-nhap', categoryId: category?.id ?? 0, title: 'Bản nháp', status: 'draft' },
    ]);
  });
  afterAll(() => t.close());

  it('robots.txt keeps crawlers off the API and the back office and points to the sitemap', async () => {
    const body = (await t.app.inject({ url: '/robots.txt' })).body;
    expect(body).toContain('Disallow: /api/');
    // The open data (page and downloads) is for crawlers too.
    expect(body).toContain('Allow: /api/open-data\n');
    expect(body).toContain('Disallow: /admin');
    expect(body).toContain('Sitemap: https://nq57.sokhcn.example.vn/sitemap.xml');
  });

  it('the sitemap lists the public pages and published posts, not drafts or private pages', async () => {
    const response = await t.app.inject({ url: '/sitemap.xml' });
    expect(response.headers['content-type']).toContain('application/xml');
    const body = response.body;
    for (const path of [
      '/',
      '/introduce',
      '/posts',
      '/documents',
      '/FAQ',
      '/contacts',
      '/open-data',
      '/posts/tin-moi',
    ]) {
      expect(body).toContain(`<loc>https://nq57.sokhcn.example.vn${path}</loc>`);
    }
    expect(body).not.toContain('ban-nhap');
    expect(body).not.toContain('/profile');
    expect(body).not.toContain('/login');
    // The stop links of mails are for the mail's reader, not for search engines.
    expect(body).not.toContain('/notifications/stop');
    expect(body).not.toContain('/receipts/stop');
  });

  it('leaves Hỏi đáp out of the sitemap while its flag is off', async () => {
    const fresh = await buildTestApp();
    try {
      await createSettingsService(fresh.database.db).update({ question_and_answer: false });
      expect((await fresh.app.inject({ url: '/sitemap.xml' })).body).not.toContain('/FAQ</loc>');
    } finally {
      await fresh.close();
    }
  });

  it('the RSS feed carries the published news, escaped', async () => {
    const response = await t.app.inject({ url: '/rss.xml' });
    expect(response.headers['content-type']).toContain('application/rss+xml');
    expect(response.body).toContain('<title>Tin mới &#38; nổi bật</title>');
    expect(response.body).toContain('<description>Tóm tắt &#60;b&#62;</description>');
    expect(response.body).not.toContain('Bản nháp');
  });
});
