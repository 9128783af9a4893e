import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/content.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

describe('home page content in one call', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO_CONTENT: 'true' });
  });
  afterAll(() => t.close());

  it('holds featured and latest news, news by category, products, open big problems and key figures', async () => {
    const response = await t.app.inject({ url: '/api/home' });
    expect(response.statusCode).toBe(200);
    const home = response.json().data;
    expect(home.featured.length).toBeGreaterThan(0);
    expect(home.featured.every((post: { featured: boolean }) => post.featured)).toBe(true);
    expect(home.latest).toHaveLength(6);
    const featuredIds = home.featured.map((post: { id: number }) => post.id);
    for (const post of home.latest) expect(featuredIds).not.toContain(post.id);
    expect(home.by_category).toHaveLength(6);
    expect(home.by_category[0].posts).toHaveLength(4);
    expect(home.products).toHaveLength(4);
    expect(home.big_problems.length).toBeGreaterThan(0);
    expect(home.big_problems.every((problem: { status: string }) => problem.status === 'open')).toBe(true);
    expect(home.monitoring.key_figures).toHaveLength(4);
  });

  it('is served from the cache until content changes', async () => {
    expect((await t.app.inject({ url: '/api/home' })).headers['x-cache']).toBe('hit');
    const [first] = (await t.app.inject({ url: '/api/home' })).json().data.latest;
    await t.database.db.update(posts).set({ status: 'hidden' }).where(eq(posts.id, first.id));
    t.app.context.publicCache.invalidate();
    const after = await t.app.inject({ url: '/api/home' });
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.json().data.latest.map((post: { id: number }) => post.id)).not.toContain(first.id);
  });
});
