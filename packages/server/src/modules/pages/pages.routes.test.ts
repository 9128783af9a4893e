import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticPages } from '../../db/schema/content.ts';
import { seedStaticPages } from '../../db/seed-content.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

describe('GET /api/pages/:slug', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers the pages to write on a database without the demo, each linking staff to the back office', async () => {
    const introduce = (await t.app.inject({ url: '/api/pages/introduce' })).json().data;
    expect(introduce.title).toBe('Giới thiệu');
    expect(introduce.body).toContain('href="/admin/static-pages"');
    const propose = (await t.app.inject({ url: '/api/pages/propose-introduce' })).json().data;
    expect(propose.title).toBe('Hướng dẫn gửi đề xuất');
  });

  it('answers the two introduction pages from the database', async () => {
    // The demo's pages, as written in place of those to write.
    await t.database.db.delete(staticPages);
    await seedStaticPages(t.database.db);
    t.app.context.publicCache.invalidate();
    const introduce = (await t.app.inject({ url: '/api/pages/introduce' })).json().data;
    expect(introduce.title).toBe('Giới thiệu Nghị quyết 57');
    expect(introduce.body).toContain('<h2>');
    const propose = await t.app.inject({ url: '/api/pages/propose-introduce' });
    expect(propose.json().data.title).toBe('Giới thiệu về gửi đề xuất');
  });

  it('answers 404 for any other page', async () => {
    const response = await t.app.inject({ url: '/api/pages/khong-co' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Không tìm thấy trang');
  });
});
