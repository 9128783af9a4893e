import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStaticPages } from '../../db/seed-content.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

describe('GET /api/pages/:slug', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedStaticPages(t.database.db);
  });
  afterAll(() => t.close());

  it('answers the two introduction pages from the database', async () => {
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
