import { describe, expect, it } from 'vitest';
import { categories, posts } from '../../../db/schema/content.ts';
import { demoRecords } from '../../../db/schema/demo.ts';
import { callAs, useStaffApp } from './staff-test-app.ts';

describe('taking the demo out in one step', () => {
  const staff = useStaffApp({ SEED_DEMO_CONTENT: 'true' });
  const visitor = (url: string) => staff.t.app.inject({ method: 'GET', url });

  it('is for administrators only', async () => {
    for (const role of ['citizen', 'reviewer', 'editor'] as const) {
      expect((await callAs(staff.t, staff.tokens[role], 'POST', '/api/admin/demo/remove')).statusCode, role).toBe(403);
      expect((await callAs(staff.t, staff.tokens[role], 'GET', '/api/admin/demo')).statusCode, role).toBe(403);
    }
    expect((await visitor('/api/products')).json().data.length).toBeGreaterThan(0);
  });

  it("removes what the demo seed wrote and its settings' values, keeps the department's own work", async () => {
    const db = staff.t.database.db;
    expect(await db.$count(demoRecords)).toBeGreaterThan(50);
    const before = (await callAs(staff.t, staff.tokens.admin, 'GET', '/api/admin/demo')).json();
    expect(before.records).toBe(await db.$count(demoRecords));
    // The department's own news, filed under one of the demo's categories.
    const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
    await db.insert(posts).values({
      slug: 'ke-hoach-cua-so',
      title: 'Kế hoạch của Sở về chuyển đổi số năm 2027',
      categoryId: category?.id ?? 0,
      status: 'published',
      publishedAt: new Date('2026-11-20T01:00:00Z'),
    });

    const answer = await callAs(staff.t, staff.tokens.admin, 'POST', '/api/admin/demo/remove');
    expect(answer.statusCode).toBe(200);
    const { removed, settings } = answer.json();
    expect(removed.products).toBeGreaterThan(5);
    expect(removed.posts).toBeGreaterThan(5);
    // The category of the department's post stays; the others go.
    expect(removed.categories).toBeGreaterThan(0);
    expect(await db.$count(categories)).toBe(1);
    expect(settings).toEqual(expect.arrayContaining(['site_name', 'managing_agency', 'address']));

    expect((await visitor('/api/posts')).json().data.map((post: { slug: string }) => post.slug)).toEqual([
      'ke-hoach-cua-so',
    ]);
    for (const url of ['/api/products', '/api/big-problems', '/api/documents', '/api/faqs', '/api/results'])
      expect((await visitor(url)).json().data, url).toEqual([]);
    expect((await visitor('/api/pages/introduce')).json().data.body).toContain('href="/admin/static-pages"');
    const site = (await visitor('/api/settings')).body;
    expect(site).not.toMatch(/Sông Lam|songlam/i);
    const audit = await callAs(
      staff.t,
      staff.tokens.admin,
      'GET',
      `/api/admin/audit-log?filter=${encodeURIComponent('{"resource":"demo"}')}`,
    );
    expect(audit.json()).toHaveLength(1);

    // Nothing is left to remove (the back office no longer offers it), and the demo is not seeded again at the next start.
    expect((await callAs(staff.t, staff.tokens.admin, 'GET', '/api/admin/demo')).json()).toEqual({ records: 0 });
    const again = (await callAs(staff.t, staff.tokens.admin, 'POST', '/api/admin/demo/remove')).json();
    expect(Object.values(again.removed).every((count) => count === 0)).toBe(true);
    const { seedDatabase } = await import('../../../db/seed.ts');
    await seedDatabase(db, staff.t.config, staff.t.app.log);
    expect(await db.$count(posts)).toBe(1);
  });
});
