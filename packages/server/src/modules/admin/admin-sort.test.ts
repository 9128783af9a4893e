import { backOfficeMessages } from '@portal/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokensByRole } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { adminRoutes } from '../auth/staff-guard.ts';

/**
 * Item 12: `sort=["__proto__","ASC"]` reached `sortable[field]` and answered 500.
 * Every back-office list and export is sorted only by its own fields: any other is 422 under
 * `sort`, each of its own is 200.
 */
describe('the back office lists’ sort', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO_CONTENT: 'true' });
    admin = (await tokensByRole(t, 1)).admin;
  });
  afterAll(() => t.close());

  const sorted = (url: string, field: string, direction: string) =>
    t.app.inject({
      url: `${url}?sort=${encodeURIComponent(JSON.stringify([field, direction]))}`,
      headers: bearer(admin),
    });

  it('every route that takes a sort names its sortable fields', () => {
    const lists = adminRoutes.filter((route) => route.sortable);
    // The lists (posts, users, proposals, audit log, …) and their Excel exports.
    expect(lists.length).toBeGreaterThanOrEqual(30);
    for (const route of lists) {
      expect(route.method, route.url).toBe('GET');
      expect(route.sortable?.length, route.url).toBeGreaterThan(0);
    }
  });

  it('refuses a field that is not the list’s own with 422 and a Vietnamese message', async () => {
    for (const route of adminRoutes.filter((candidate) => candidate.sortable)) {
      for (const [field, direction] of [
        ['__proto__', 'ASC'],
        ['constructor', 'ASC'],
        ['toString', 'DESC'],
        ['hasOwnProperty', 'ASC'],
        ['nope', 'ASC'],
      ] as const) {
        const response = await sorted(route.url, field, direction);
        expect(response.statusCode, `${route.url} ${field}: ${response.body}`).toBe(422);
        expect(response.json().errors, `${route.url} ${field}`).toEqual({ sort: [backOfficeMessages.sortUnknown] });
      }
    }
  });

  it('answers 200 for each of the list’s own fields (ASC and DESC in turn)', async () => {
    for (const route of adminRoutes.filter((candidate) => candidate.sortable)) {
      for (const [index, field] of (route.sortable ?? []).entries()) {
        const response = await sorted(route.url, field, index % 2 ? 'ASC' : 'DESC');
        expect(response.statusCode, `${route.url} ${field}: ${response.body.slice(0, 300)}`).toBe(200);
      }
    }
  });
});
