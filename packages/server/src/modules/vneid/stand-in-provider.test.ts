import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

/** Regressions found by the fuzzer (src/fuzz) in the development stand-in for VNeID. */
describe('the VNeID stand-in provider on odd requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('a query on the provider root is no 500 (its path always starts with "/")', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/dev-idp?q=&q=__proto__' });
      expect(response.statusCode, method).toBeLessThan(500);
    }
  });

  it('finishing an unknown interaction is a 4xx answer, not a request left hanging', async () => {
    const response = await t.app.inject({ url: '/dev-idp-login/unknown-uid/login?account=vneid-0001' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
