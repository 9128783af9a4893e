import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaksIn } from '../fuzz/harness.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';

/** Regressions found by the fuzzer (src/fuzz): odd addresses and text are 4xx in Vietnamese, never 5xx. */
describe('bad input in the address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('a broken percent-encoding is 400 in Vietnamese, without echoing the address', async () => {
    const response = await t.app.inject({ url: '/api/posts/%?q=%3Cscript%3E' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Địa chỉ yêu cầu không hợp lệ', code: 'bad_request' });
    expect(leaksIn(response.body)).toEqual([]);
  });

  it('a broken percent-encoding in a page opened by a browser is a page saying so, not JSON', async () => {
    const response = await t.app.inject({ url: '/posts/%E0%A4%A', headers: { accept: 'text/html,*/*' } });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<p>Địa chỉ yêu cầu không hợp lệ</p>');
    expect(response.body).toContain('<a href="/">Về trang chủ</a>');
    expect(response.body).not.toContain('%E0');
  });

  it('a path parameter over the length limit is 414 in Vietnamese', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/posts/${encodeURIComponent('𝔘'.repeat(200))}`,
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ message: 'Địa chỉ yêu cầu quá dài', code: 'uri_too_long' });
  });

  it('a field named constructor or toString in a 422 is listed as itself, not 500', async () => {
    for (const key of ['constructor', 'toString', 'hasOwnProperty']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login-vneid',
        headers: { 'content-type': 'application/json' },
        payload: `{"${key}": 5}`,
      });
      expect(response.statusCode, key).toBe(422);
      expect(Object.keys(response.json().errors), key).toEqual([key]);
    }
  });

  it('a NUL character that reaches PostgreSQL is 422, not 500', async () => {
    for (const url of ['/api/posts/%00', '/api/big-problems/a%00b', '/api/posts?category=%00']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(leaksIn(response.body), url).toEqual([]);
    }
    const response = await t.app.inject({ url: '/api/posts/%00' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Dữ liệu không hợp lệ');
  });

  it('a body that is no object (null, a form) on a route with a cross-field check is 422, not 500', async () => {
    const bodies = [
      { 'content-type': 'application/json', payload: 'null' },
      { 'content-type': 'application/json', payload: '[1]' },
      { 'content-type': 'multipart/form-data; boundary=x', payload: '--x\r\nbroken' },
    ];
    for (const url of ['/api/auth/register', '/api/auth/completeRegistration']) {
      for (const { payload, ...headers } of bodies) {
        const response = await t.app.inject({ method: 'POST', url, headers, payload });
        expect(response.statusCode, `${url} ${payload}`).toBe(422);
      }
    }
  });

  it('a form body the parser cannot read (no boundary, cut short) is 400 in Vietnamese, not 500', async () => {
    const { users } = await import('../db/schema/users.ts');
    const [admin] = await t.database.db.select({ id: users.id }).from(users).limit(1);
    const token = await t.app.context.tokens.signAccess({ userId: admin?.id ?? 1, method: 'otp' });
    const forms = [
      { 'content-type': 'multipart/form-data', payload: '{"a":1}' },
      { 'content-type': 'multipart/form-data; boundary=x', payload: '--x\r\nbroken' },
    ];
    for (const url of ['/api/auth/avatar', '/api/uploads?kind=image', '/api/admin/images']) {
      for (const { payload, ...headers } of forms) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...headers, authorization: `Bearer ${token}` },
          payload,
        });
        expect(response.statusCode, `${url} ${payload}`).toBe(400);
        expect(response.json()).toEqual({ message: 'Dữ liệu tệp gửi lên không đúng định dạng', code: 'bad_request' });
      }
    }
  });

  it('digits too long for an id are an unknown post (404), not a database error', async () => {
    expect((await t.app.inject({ url: '/api/posts/99999999999999999999' })).statusCode).toBe(404);
    const list = await t.app.inject({ url: '/api/posts?category=99999999999999999999' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([]);
  });
});
