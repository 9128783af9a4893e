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
