import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredFile } from '../db/schema/catalogue.ts';
import { registerErrorHandler } from '../http/error-handler.ts';
import { useS3Server } from '../test/s3-server.ts';
import { createUploadStore, type UploadStore } from './uploads.ts';

/** Written out, not imported: a change to the server's headers shows here. */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const pdf = Buffer.from('%PDF-1.4\n% Báo cáo quý\n%%EOF\n');
const webp = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');

const server = useS3Server();

/**
 * The same calls and the same answers whichever store keeps the files: a
 * small app sends the store's files as the portal's routes do.
 */
describe.each(['local', 's3'] as const)('the upload store (%s)', (kind) => {
  let dataDir: string;
  let store: UploadStore;
  let app: FastifyInstance;
  const sent = new Map<string, StoredFile>();

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-store-'));
    store = createUploadStore(dataDir, kind === 's3' ? server.s3.settings(await server.s3.newBucket()) : undefined);
    app = Fastify();
    registerErrorHandler(app);
    app.get<{ Params: { id: string }; Querystring: { private?: string } }>('/files/:id', (request, reply) => {
      const file = sent.get(request.params.id) ?? { key: 'documents/missing.pdf', name: 'x', size: 0, mime: 'x/y' };
      return store.send(reply, file, { private: request.query.private === '1' });
    });
    app.get<{ Params: { folder: string; name: string } }>('/uploads/:folder/:name', (request, reply) =>
      store.sendImage(reply, `${request.params.folder}/${request.params.name}`, 'image.webp'),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`keeps files in ${kind === 's3' ? 'the bucket, never in DATA_DIR' : 'DATA_DIR/uploads'}`, async () => {
    expect(store.kind).toBe(kind);
    const file = await store.store('documents', pdf, {
      name: 'Báo cáo.pdf',
      mime: 'application/pdf',
      extension: 'pdf',
    });
    expect(file).toEqual({
      key: expect.stringMatching(/^documents\/[0-9a-f]{32}\.pdf$/),
      name: 'Báo cáo.pdf',
      size: pdf.length,
      mime: 'application/pdf',
    });
    expect(existsSync(path.join(dataDir, 'uploads', file.key))).toBe(kind === 'local');
    expect(await store.size(file.key)).toBe(pdf.length);
    expect((await store.read(file.key))?.equals(pdf)).toBe(true);
  });

  it('sends a stored file with its type, length, shown name and the file headers', async () => {
    const file = await store.store('documents', pdf, {
      name: 'Báo cáo "quý" Đà Nẵng.pdf',
      mime: 'application/pdf',
      extension: 'pdf',
    });
    sent.set('report', file);
    const answer = await app.inject({ url: '/files/report' });
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(pdf)).toBe(true);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(pdf.length),
      'content-disposition':
        'attachment; filename="Bao cao quy Da Nang.pdf"; filename*=UTF-8\'\'B%C3%A1o%20c%C3%A1o%20%22qu%C3%BD%22%20%C4%90%C3%A0%20N%E1%BA%B5ng.pdf',
      'x-content-type-options': 'nosniff',
      'content-security-policy': FILE_CSP,
      'cache-control': 'no-cache',
    });
    expect((await app.inject({ url: '/files/report?private=1' })).headers['cache-control']).toBe('private, no-store');
  });

  it('answers 404 for a missing file and for a key it never made', async () => {
    sent.set('gone', { key: `documents/${'0'.repeat(32)}.pdf`, name: 'a.pdf', size: 1, mime: 'application/pdf' });
    sent.set('outside', { key: '../../etc/passwd', name: 'a', size: 1, mime: 'text/plain' });
    for (const id of ['gone', 'outside', 'unknown']) {
      const answer = await app.inject({ url: `/files/${id}` });
      expect(answer.statusCode, id).toBe(404);
      expect(answer.json()).toEqual({ code: 'not_found', message: 'Không tìm thấy tệp' });
    }
    expect(await store.size(`documents/${'0'.repeat(32)}.pdf`)).toBeUndefined();
    expect(await store.read('../../etc/passwd')).toBeUndefined();
  });

  it('saves a public image, serves it cached for a year, and removes it', async () => {
    const url = await store.save('avatars', webp, 'webp');
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    const served = await app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(webp)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(webp.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'content-disposition': 'inline; filename="image.webp"',
      'x-content-type-options': 'nosniff',
      'content-security-policy': FILE_CSP,
    });
    // Only the images `save` makes: a stored document is not served as a public image.
    const document = await store.store('documents', pdf, { name: 'a.pdf', mime: 'application/pdf', extension: 'pdf' });
    expect((await app.inject({ url: `/uploads/${document.key}` })).statusCode).toBe(404);

    await store.remove(url);
    expect((await app.inject({ url })).statusCode).toBe(404);
    expect(await store.size(url.replace('/uploads/', ''))).toBeUndefined();
    // Paths it never made are left alone, a missing file is no error.
    await store.remove('/somewhere/else.webp');
    await store.remove(url);
    await store.remove(null);
    expect(await store.size(document.key)).toBe(pdf.length);
  });

  it('lists every file with its size, in key order', async () => {
    const listed: { key: string; size: number }[] = [];
    for await (const entry of store.files.list()) listed.push(entry);
    expect(listed.map((entry) => entry.key)).toEqual([...listed.map((entry) => entry.key)].sort());
    expect(listed.filter((entry) => entry.key.startsWith('documents/'))).toHaveLength(3);
    expect(listed.every((entry) => entry.size === pdf.length)).toBe(true);
  });
});

describe('an S3 store that does not answer', () => {
  it('answers 503 (try again), not 500, and fails its check', async () => {
    const store = createUploadStore('/nonexistent', { ...server.s3.settings(), bucket: 'no-such-bucket' });
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/file', (_request, reply) =>
      store.send(reply, { key: `documents/${'1'.repeat(32)}.pdf`, name: 'a.pdf', size: 1, mime: 'application/pdf' }),
    );
    try {
      await expect(store.check()).rejects.toThrow();
      const answer = await app.inject({ url: '/file' });
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      await expect(
        store.store('documents', pdf, { name: 'a.pdf', mime: 'application/pdf', extension: 'pdf' }),
      ).rejects.toMatchObject({ statusCode: 503 });
    } finally {
      await app.close();
      store.close();
    }
  });

  it('is refused with keys the server does not know', async () => {
    const key = `documents/${'2'.repeat(32)}.pdf`;
    const wrong = createUploadStore('/nonexistent', { ...server.s3.settings(), accessKeyId: 'NOT-A-KEY' });
    const right = createUploadStore('/nonexistent', server.s3.settings());
    try {
      await expect(wrong.files.put(key, pdf)).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
      await expect(wrong.files.check()).rejects.toThrow();
      expect(await right.size(key)).toBeUndefined();
    } finally {
      wrong.close();
      right.close();
    }
  });
});
