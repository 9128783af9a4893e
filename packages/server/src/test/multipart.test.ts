import fastifyMultipart from '@fastify/multipart';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { multipart } from './multipart.ts';

describe('the test multipart body', () => {
  it('is read by the multipart plugin as one file under its field, its name and bytes as given', async () => {
    const app = Fastify();
    await app.register(fastifyMultipart);
    app.post('/', async (request) => {
      const file = await request.file();
      return {
        field: file?.fieldname,
        filename: file?.filename,
        type: file?.mimetype,
        content: (await file?.toBuffer())?.toString('utf8'),
      };
    });
    try {
      const named = multipart('ghi chú.txt', 'text/plain', Buffer.from('xin chào'), 'doc');
      const read = await app.inject({ method: 'POST', url: '/', ...named });
      expect(read.json()).toEqual({ field: 'doc', filename: 'ghi chú.txt', type: 'text/plain', content: 'xin chào' });
      const plain = await app.inject({
        method: 'POST',
        url: '/',
        ...multipart('a.pdf', 'application/pdf', Buffer.from('%PDF')),
      });
      expect(plain.json()).toMatchObject({ field: 'file', filename: 'a.pdf' });
    } finally {
      await app.close();
    }
  });
});
