import { type BackOfficeResourceName, backOfficeAreas, mayWorkIn, type UserRole } from '@portal/shared/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokensByRole } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { adminRoutes } from '../auth/staff-guard.ts';

describe('the back office calls', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof tokensByRole>>;
  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO_CONTENT: 'true' });
    tokens = await tokensByRole(t, 1);
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('let each role do exactly what its area allows, on every admin route', async () => {
    expect(adminRoutes.length).toBeGreaterThan(5);
    const roles: UserRole[] = ['citizen', 'reviewer', 'editor', 'admin'];
    for (const route of adminRoutes) {
      // Parameters get an id nobody has: an allowed role then meets 404 or 422, never 401/403.
      const url = route.url.replace(/:[a-zA-Z]+/g, '987654');
      const anonymous = await call(route.method, url);
      expect(anonymous.statusCode, `${route.method} ${url} without a token`).toBe(401);
      for (const role of roles) {
        const allowed = role !== 'citizen' && mayWorkIn(role, route.area);
        // An administrator taking the demo out would empty what the next tests read: demo.test.ts does it.
        if (allowed && route.url === '/api/admin/demo/remove') continue;
        const response = await call(route.method, url, tokens[role], route.method === 'GET' ? undefined : {});
        if (allowed) expect([401, 403], `${role} ${route.method} ${url}`).not.toContain(response.statusCode);
        else expect(response.statusCode, `${role} ${route.method} ${url}`).toBe(403);
        expect(response.statusCode, `${role} ${route.method} ${url}`).toBeLessThan(500);
      }
    }
  });

  it("declare on every resource's routes the area the back office's menu gives it (shared/roles.ts)", () => {
    let checked = 0;
    for (const route of adminRoutes) {
      const name = route.url.split('/')[3] ?? '';
      if (!Object.hasOwn(backOfficeAreas, name)) continue;
      expect(route.area, `${route.method} ${route.url}`).toBe(backOfficeAreas[name as BackOfficeResourceName]);
      checked += 1;
    }
    // Each resource of the table has routes on the server.
    const served = new Set(adminRoutes.map((route) => route.url.split('/')[3]));
    expect(Object.keys(backOfficeAreas).filter((name) => !served.has(name))).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });

  it('list categories in the react-admin dialect, with Content-Range', async () => {
    const response = await call('GET', '/api/admin/categories?sort=["name","ASC"]&range=[0,2]', tokens.editor);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(3);
    expect(response.headers['content-range']).toMatch(/^categories 0-2\/6$/);
    const names = response.json().map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    const searched = await call(
      'GET',
      `/api/admin/categories?filter=${encodeURIComponent('{"q":"khoa hoc"}')}`,
      tokens.editor,
    );
    expect(searched.json().length).toBeGreaterThan(0);
    // By its slug too; % and _ stand for themselves.
    const filter = (q: string) => `/api/admin/categories?filter=${encodeURIComponent(JSON.stringify({ q }))}`;
    const bySlug = await call('GET', filter('chuyen-doi-so'), tokens.editor);
    expect(bySlug.json().map((c: { slug: string }) => c.slug)).toContain('chuyen-doi-so');
    expect((await call('GET', filter('%'), tokens.editor)).json()).toEqual([]);
    expect((await call('GET', filter('_'), tokens.editor)).json()).toEqual([]);
    const bad = await call('GET', '/api/admin/categories?range=[5,1]', tokens.editor);
    expect(bad.statusCode).toBe(422);
  });

  it('create, update and delete a category, each with its line in the audit log', async () => {
    const created = await call('POST', '/api/admin/categories', tokens.editor, {
      name: 'Chuyển đổi số cấp xã',
      slug: 'chuyen-doi-so-cap-xa',
      sort_order: 9,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const taken = await call('POST', '/api/admin/categories', tokens.editor, {
      name: 'Trùng',
      slug: 'chuyen-doi-so-cap-xa',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.slug[0]).toContain('đã được dùng');
    const invalid = await call('POST', '/api/admin/categories', tokens.editor, { name: 'A', slug: 'Có Dấu' });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['name', 'slug']);

    const updated = await call('PUT', `/api/admin/categories/${id}`, tokens.editor, {
      name: 'Chuyển đổi số cấp xã, phường',
      slug: 'chuyen-doi-so-cap-xa',
      visible: false,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Chuyển đổi số cấp xã, phường', visible: false });

    const inUse = (await call('GET', '/api/admin/categories?range=[0,0]&sort=["id","ASC"]', tokens.editor)).json()[0]
      .id;
    const refused = await call('DELETE', `/api/admin/categories/${inUse}`, tokens.editor);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('còn tin bài');
    expect((await call('DELETE', `/api/admin/categories/${id}`, tokens.editor)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/categories/${id}`, tokens.editor)).statusCode).toBe(404);

    const log = await call(
      'GET',
      `/api/admin/audit-log?filter=${encodeURIComponent(`{"resource":"categories","record_id":"${id}"}`)}`,
      tokens.admin,
    );
    expect(log.statusCode).toBe(200);
    const lines = log.json() as {
      action: string;
      actor_role: string;
      before: unknown;
      after: { name?: string } | null;
    }[];
    expect(lines.map((line) => line.action)).toEqual(['delete', 'update', 'create']);
    expect(lines.every((line) => line.actor_role === 'editor')).toBe(true);
    expect(lines[1]?.after?.name).toBe('Chuyển đổi số cấp xã, phường');
    expect(log.headers['content-range']).toBe('audit-log 0-2/3');
    // A refused write leaves no line.
    const all = await call('GET', '/api/admin/audit-log?range=[0,99]', tokens.admin);
    expect(all.json()).toHaveLength(3);

    // Bounds by day; text still being typed in the filter ("2") bounds nothing.
    const between = (bounds: Record<string, string>) =>
      call('GET', `/api/admin/audit-log?filter=${encodeURIComponent(JSON.stringify(bounds))}`, tokens.admin).then(
        (response) => response.json().length,
      );
    expect(await between({ from: '2000-01-01T00:00:00+07:00', to: '2999-12-31T23:59:59.999+07:00' })).toBe(3);
    expect(await between({ to: '2001-01-01T00:00:00+07:00' })).toBe(0);
    expect(await between({ to: '2' })).toBe(3);
  });

  it('empty the public cache when a category changes', async () => {
    await t.app.inject({ url: '/api/categories' });
    expect((await t.app.inject({ url: '/api/categories' })).headers['x-cache']).toBe('hit');
    const first = (await call('GET', '/api/admin/categories?range=[0,0]', tokens.editor)).json()[0];
    await call('PUT', `/api/admin/categories/${first.id}`, tokens.editor, { ...first, name: `${first.name} ` });
    expect((await t.app.inject({ url: '/api/categories' })).headers['x-cache']).toBe('miss');
  });
});
