import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInCitizen } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { multipart } from '../../test/multipart.ts';

describe('avatar upload', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    ({ token } = await signedInCitizen(t, 60));
  });
  afterAll(() => t.close());

  const upload = (form: ReturnType<typeof multipart>, auth = token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/avatar',
      headers: { ...form.headers, ...bearer(auth) },
      payload: form.payload,
    });

  it('re-encodes a photo as a 256 px square WebP under a name of its own, served with nosniff', async () => {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1565c0' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Artist: 'Nguyen Van A' } } })
      .toBuffer();
    const response = await upload(multipart('anh cua toi.jpg', 'image/jpeg', photo, 'avatar'));
    expect(response.statusCode, response.body).toBe(200);
    const avatar = response.json().data.user.avatar as string;
    expect(avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);

    const served = await t.app.inject({ url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(metadata.exif).toBeUndefined();
  });

  it('judges the type by the content, not by the name or the declared type', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const response = await upload(multipart('anh.png', 'image/png', html, 'avatar'));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ avatar: ['Ảnh đại diện phải là tệp ảnh JPG, PNG hoặc WebP'] });

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(multipart('anh.svg', 'image/svg+xml', svg, 'avatar'))).statusCode).toBe(422);

    const png = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await upload(multipart('document.pdf', 'application/pdf', png, 'avatar'))).statusCode).toBe(200);
  });

  it('refuses an empty file under the field (found by the fuzzer: it was a 500)', async () => {
    const response = await upload(multipart('rong.exe', 'application/x-msdownload', Buffer.alloc(0), 'avatar'));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.avatar).toEqual(['Vui lòng chọn ảnh đại diện']);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const response = await upload(multipart('lon.jpg', 'image/jpeg', Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'avatar'));
    expect(response.statusCode).toBe(413);
  });

  it('needs a signed-in user', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(multipart('a.png', 'image/png', png, 'avatar'), 'sai')).statusCode).toBe(401);
  });

  it('serves nothing outside the avatar names it makes', async () => {
    for (const url of [
      '/uploads/avatars/..%2F..%2Fjwt-secret',
      '/uploads/avatars/abc.webp',
      '/uploads/avatars/x.html',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
