import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { TestApp } from './helper.ts';
import { expectRefusedUnder } from './refusals.ts';

describe('expectRefusedUnder', () => {
  it('passes on a 422 under the named field alone, and fails on another status or field', async () => {
    const app = Fastify();
    app.get('/list', async (request, reply) => {
      const { page } = request.query as { page?: string };
      if (page === 'x') return reply.code(422).send({ errors: { page: ['Trang không hợp lệ'] } });
      if (page === 'y') return reply.code(422).send({ errors: { page: ['…'], per_page: ['…'] } });
      return { data: [] };
    });
    const t = { app } as unknown as TestApp;
    try {
      await expectRefusedUnder(t, '/list', [['?page=x', 'page']]);
      await expect(expectRefusedUnder(t, '/list', [['?page=1', 'page']])).rejects.toThrow();
      await expect(expectRefusedUnder(t, '/list', [['?page=x', 'per_page']])).rejects.toThrow();
      await expect(expectRefusedUnder(t, '/list', [['?page=y', 'page']])).rejects.toThrow();
    } finally {
      await app.close();
    }
  });
});
