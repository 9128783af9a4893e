import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { documents } from '../db/schema/catalogue.ts';
import { buildStaffApp, type StaffTokens } from '../modules/admin/resources/staff-test-app.ts';
import { bearer } from '../test/auth-helpers.ts';
import { type TestApp, testConfig } from '../test/helper.ts';
import { multipart } from '../test/multipart.ts';
import { proposalForm } from '../test/proposal-form.ts';
import { useS3Server } from '../test/s3-server.ts';

const server = useS3Server();
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% Thuyết minh\n%%EOF\n');
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();

/**
 * The portal with its files in S3: every path that stores or serves a file
 * goes through the bucket, and DATA_DIR holds no upload.
 */
describe('the portal on S3', () => {
  let t: TestApp;
  let tokens: StaffTokens;
  const post = (url: string, token: string, form: ReturnType<typeof multipart>) =>
    t.app.inject({ method: 'POST', url, headers: { ...form.headers, ...bearer(token) }, payload: form.payload });
  const inBucket = async () => {
    const keys: string[] = [];
    for await (const { key } of t.app.context.uploads.files.list()) keys.push(key);
    return keys;
  };

  beforeAll(async () => {
    // The demo content too: its document files are generated into the bucket at the seed.
    ({ t, tokens } = await buildStaffApp({ ...server.s3.env(), SEED_DEMO_CONTENT: 'true' }));
  }, 120_000);
  afterAll(() => t?.close());

  it('keeps the files in the bucket and none in DATA_DIR', async () => {
    expect(t.app.context.uploads.kind).toBe('s3');
    expect((await inBucket()).filter((key) => key.startsWith('documents/'))).toHaveLength(40);
    expect(existsSync(path.join(t.config.DATA_DIR, 'uploads'))).toBe(false);
  });

  it('a citizen attaches a file to a proposal and moderation staff download it', async () => {
    const uploaded = await post(
      '/api/uploads?kind=attachment',
      tokens.citizen,
      multipart('Thuyết minh.pdf', 'application/pdf', pdf),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = uploaded.json().data as { id: string; url: string };
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/proposals',
      headers: bearer(tokens.citizen),
      payload: proposalForm({ attachments: [file.id] }),
    });
    expect(made.statusCode, made.body).toBe(201);
    const row = await t.app.context.uploadRecords.find(file.id);
    expect(await inBucket()).toContain(row?.key);

    const download = await t.app.inject({ url: file.url, headers: bearer(tokens.reviewer) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(pdf.length),
      'content-disposition': expect.stringMatching(/^attachment; filename="Thuyet minh.pdf"; filename\*=UTF-8''/),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': FILE_CSP,
    });
    expect((await t.app.inject({ url: file.url, headers: bearer(tokens.editor) })).statusCode).toBe(404);
  });

  it('serves an avatar under /uploads/avatars from the bucket and deletes the one it replaces', async () => {
    const first = await post(
      '/api/auth/avatar',
      tokens.citizen,
      multipart('a.png', 'image/png', await png(), 'avatar'),
    );
    expect(first.statusCode, first.body).toBe(200);
    const old = first.json().data.user.avatar as string;
    const second = await post(
      '/api/auth/avatar',
      tokens.citizen,
      multipart('b.png', 'image/png', await png(), 'avatar'),
    );
    const avatar = second.json().data.user.avatar as string;

    const served = await t.app.inject({ url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-length': String(served.rawPayload.length),
    });
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    expect((await t.app.inject({ url: old })).statusCode).toBe(404);
    expect(await inBucket()).not.toContain(old.replace('/uploads/', ''));
  });

  it('serves a post image staff upload under /uploads/images', async () => {
    const uploaded = await post('/api/admin/images', tokens.editor, multipart('bia.png', 'image/png', await png()));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const served = await t.app.inject({ url: uploaded.json().url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await t.app.inject({ url: '/uploads/images/0123456789abcdef0123456789abcdef.webp' })).statusCode).toBe(404);
  });

  it('serves a document’s file to the public, and a staff file to staff, with a 404 once it is gone', async () => {
    const [document] = await t.database.db
      .select({ id: documents.id, files: documents.files })
      .from(documents)
      .where(eq(documents.number, '57-NQ/TW'));
    const file = document?.files[0];
    const url = `/api/documents/${document?.id}/files/${file?.key.replace('documents/', '')}`;
    const download = await t.app.inject({ url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-length']).toBe(String(file?.size));
    expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(download.headers['cache-control']).toBe('no-cache');

    const staffFile = await post(
      '/api/admin/files?kind=attachment&for=documents',
      tokens.editor,
      multipart('Quyết định.pdf', 'application/pdf', pdf),
    );
    expect(staffFile.statusCode, staffFile.body).toBe(201);
    const opened = await t.app.inject({ url: staffFile.json().data.url, headers: bearer(tokens.editor) });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(pdf)).toBe(true);

    // Gone from the bucket behind the portal's back: the same 404 as a missing file on the disk.
    await t.app.context.uploads.files.delete(file?.key ?? '');
    const missing = await t.app.inject({ url });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'not_found', message: 'Không tìm thấy tệp' });
  });

  it('a file uploaded through one process opens through another with a DATA_DIR of its own', async () => {
    const config = testConfig(server.s3.env());
    const other = await buildApp({ config, database: t.database, logger: false, now: t.now });
    await other.ready();
    try {
      expect(config.DATA_DIR).not.toBe(t.config.DATA_DIR);
      const uploaded = await post(
        '/api/uploads?kind=attachment',
        tokens.citizen,
        multipart('Báo cáo.pdf', 'application/pdf', pdf),
      );
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const download = await other.inject({ url: uploaded.json().data.url, headers: bearer(tokens.citizen) });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(pdf)).toBe(true);
    } finally {
      await other.close();
      rmSync(config.DATA_DIR, { recursive: true, force: true });
    }
  });
});
