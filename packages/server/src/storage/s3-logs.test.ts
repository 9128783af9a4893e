import { Writable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, signedInCitizen } from '../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { findLeaks } from '../test/log-leaks.ts';
import { multipart } from '../test/multipart.ts';
import { useS3Server } from '../test/s3-server.ts';

const server = useS3Server();

describe('the portal on S3, logging at trace', () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(server.s3.env(), { log: { level: 'trace', stream } });
  });
  afterAll(() => t?.close());

  it('says where the files are kept, and never logs the secret key', async () => {
    const { token } = await signedInCitizen(t, 70);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#036' } })
      .png()
      .toBuffer();
    const form = multipart('a.png', 'image/png', png, 'avatar');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/avatar',
      headers: { ...form.headers, ...bearer(token) },
      payload: form.payload,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await t.app.inject({ url: answer.json().data.user.avatar })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/uploads/avatars/${'0'.repeat(32)}.webp` })).statusCode).toBe(404);

    const log = lines.join('');
    expect(lines.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({
        msg: 'uploaded files are kept in S3',
        location: `s3://${server.s3.bucket} at ${server.s3.endpoint}`,
      }),
    );
    expect(findLeaks(log, new Map([['S3 secret key', server.s3.secretAccessKey]]))).toEqual([]);
  });

  it('says at start when the bucket does not answer, still without the secret key', async () => {
    const own: string[] = [];
    const log = new Writable({
      write(chunk, _encoding, callback) {
        own.push(String(chunk));
        callback();
      },
    });
    const missing = await buildTestApp(
      { ...server.s3.env(), S3_BUCKET: 'no-such-bucket' },
      { log: { level: 'info', stream: log } },
    );
    try {
      const said = () =>
        own.map((line) => JSON.parse(line)).find((line) => line.msg === 'the S3 bucket does not answer');
      await vi.waitFor(() => expect(said()).toBeDefined(), { timeout: 10_000 });
      expect(said()).toMatchObject({ level: 50, location: `s3://no-such-bucket at ${server.s3.endpoint}` });
      expect(findLeaks(own.join(''), new Map([['S3 secret key', server.s3.secretAccessKey]]))).toEqual([]);
    } finally {
      await missing.close();
    }
  });
});
