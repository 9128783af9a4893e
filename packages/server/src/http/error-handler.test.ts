import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { notFound } from '../errors.ts';
import { openTestDatabase, testConfig } from '../test/helper.ts';

describe('the error handler', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    app = await buildApp({ config: testConfig(), database, logger: false });
    // Routes that exist only here, one for each branch of the handler.
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get('/api/test/boom', async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.5:5432 password=secret');
    });
    routes.get('/api/test/missing', async () => {
      throw notFound();
    });
    routes.post(
      '/api/test/form',
      {
        schema: {
          body: z.object({
            email: z.email('Email không đúng định dạng'),
            full_name: z.string().min(2, 'Họ tên không hợp lệ'),
            age: z.number().int().max(150),
          }),
        },
      },
      async () => ({ ok: true }),
    );
    routes.post(
      '/api/test/code',
      {
        schema: {
          body: z.object({
            code: z.string().min(5, 'Mã không hợp lệ').regex(/^\d+$/, 'Mã không hợp lệ'),
            name: z
              .string()
              .min(5, 'Tên quá ngắn')
              .regex(/^[a-z]+$/, 'Tên chỉ gồm chữ thường'),
          }),
        },
      },
      async () => ({ ok: true }),
    );
    routes.post('/api/test/no-body', async (request) => ({ body: request.body ?? null }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await drop();
  });

  it('hides the internals of a 5xx', async () => {
    const response = await app.inject({ url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Có lỗi xảy ra, vui lòng thử lại sau', code: 'server_error' });
    expect(response.body).not.toContain('ECONNREFUSED');
    expect(response.body).not.toContain('secret');
  });

  it('answers a typed error as it is', async () => {
    const response = await app.inject({ url: '/api/test/missing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Không tìm thấy nội dung yêu cầu', code: 'not_found' });
  });

  it('answers invalid input with 422 and Vietnamese messages under each field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/form',
      payload: { email: 'khong-phai-email', full_name: 'A' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Dữ liệu không hợp lệ',
      code: 'validation_failed',
      errors: {
        email: ['Email không đúng định dạng'],
        full_name: ['Họ tên không hợp lệ'],
        age: ['Vui lòng nhập thông tin này'],
      },
    });
  });

  it('names a message once under a field whose several checks say the same', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/code', payload: { code: 'ab', name: 'AB' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      code: ['Mã không hợp lệ'],
      name: ['Tên quá ngắn', 'Tên chỉ gồm chữ thường'],
    });
  });

  it('reads an empty JSON body as the empty object: 200 where none is needed, 422 per field where fields are', async () => {
    for (const payload of ['', '  \n']) {
      const none = await app.inject({
        method: 'POST',
        url: '/api/test/no-body',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(none.statusCode, JSON.stringify(payload)).toBe(200);
      expect(none.json()).toEqual({ body: {} });
      const form = await app.inject({
        method: 'POST',
        url: '/api/test/form',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        payload,
      });
      expect(form.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(form.json().errors).sort()).toEqual(['age', 'email', 'full_name']);
      expect(form.json().errors.age).toEqual(['Vui lòng nhập thông tin này']);
    }
    // No body and no content type at all (a bare POST): the same, 422 under each field, never "_".
    const bare = await app.inject({ method: 'POST', url: '/api/test/form' });
    expect(bare.statusCode).toBe(422);
    expect(Object.keys(bare.json().errors).sort()).toEqual(['age', 'email', 'full_name']);
    // JSON that is there keeps its checks: a poisoned prototype is still refused.
    const poisoned = await app.inject({
      method: 'POST',
      url: '/api/test/no-body',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });

  it('answers malformed JSON with 400 in Vietnamese', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/form',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Dữ liệu gửi lên không đúng định dạng, vui lòng tải lại trang và thử lại');
  });

  it('answers a body over the limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/form',
      payload: { email: 'a@b.vn', full_name: 'x'.repeat(1024 * 1024 + 10), age: 1 },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Dữ liệu gửi lên vượt quá dung lượng cho phép');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/form',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Định dạng dữ liệu gửi lên không được hỗ trợ');
  });
});
