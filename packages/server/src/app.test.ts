import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/helper.ts';

describe('the API description', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/settings'].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'keys', in: 'query' })]),
    );
    expect(document.paths['/api/health'].get.responses['503']).toBeDefined();
  });
});

describe('the back office in the API description', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('documents the react-admin dialect of every /api/admin list', async () => {
    const document = (await t.app.inject({ url: '/api/docs' })).json();
    const lists = Object.entries(document.paths as Record<string, { get?: Record<string, unknown> }>).filter(
      ([path, item]) => path.startsWith('/api/admin/') && item.get && !path.includes('{') && !path.endsWith('.xlsx'),
    );
    expect(lists.map(([path]) => path)).toEqual(expect.arrayContaining(['/api/admin/categories', '/api/admin/posts']));
    for (const [path, item] of lists) {
      const parameters = (item.get?.parameters ?? []) as { name: string; description?: string }[];
      if (!parameters.some((parameter) => parameter.name === 'range')) continue; // single records: settings, dashboard
      for (const name of ['sort', 'range', 'filter']) {
        expect(parameters.find((parameter) => parameter.name === name)?.description, `${path} ${name}`).toMatch(/JSON/);
      }
      expect(item.get?.summary, path).toContain('Content-Range');
    }
  });
});
