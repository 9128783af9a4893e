import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { bearer, staffSignIn } from '../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { startTestSmtp } from '../test/mail-helpers.ts';

/**
 * Every absolute link the server writes (Open Graph tags, sitemap, feed,
 * robots.txt, mails) starts with PUBLIC_URL, or outside production with http://localhost:PORT;
 * never with a request's Host or X-Forwarded-Host, not even a trusted proxy's.
 */

const EVIL = 'evil.example';
const FORGED = { host: EVIL, 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https' };

/** The smallest portal build: the page template the server fills with the Open Graph tags. */
function writeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'public-url-web-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="vi"><head><title>Cổng</title></head><body><div id="root"></div></body></html>',
  );
  return dist;
}

/** Runs the checks of both configurations: pages, feeds and the invitation mail. */
function neverFollowsTheRequest(overrides: Record<string, string>, origin: string) {
  let t: TestApp;
  let dist: string;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  beforeAll(async () => {
    dist = writeBuild();
    smtp = await startTestSmtp();
    // 127.0.0.1 (inject's address) is a trusted proxy here: even its X-Forwarded-Host makes no link.
    t = await buildTestApp({
      WEB_DIST: dist,
      SEED_DEMO_CONTENT: 'true',
      TRUST_PROXY: '127.0.0.1',
      SMTP_URL: smtp.smtpUrl,
      ...overrides,
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('pages, sitemap, feed and robots.txt', async () => {
    // A post with its own image, for og:image (a path, made absolute by the server).
    const [post] = await queryRows<{ slug: string }>(
      t.database.db,
      sql`update posts set cover_image = '/uploads/images/anh-bia.webp'
          where id = (select min(id) from posts where status = 'published') returning slug`,
    );
    expect(post).toBeDefined();
    for (const url of [
      '/',
      '/posts',
      `/posts/${post?.slug}`,
      '/khong-co-trang-nay',
      '/rss.xml',
      '/sitemap.xml',
      '/robots.txt',
    ]) {
      for (const remoteAddress of ['127.0.0.1', '203.0.113.7']) {
        const response = await t.app.inject({ url, remoteAddress, headers: FORGED });
        expect(response.body, url).not.toContain(EVIL);
        expect(response.body, url).toContain(origin);
      }
    }
    const page = await t.app.inject({ url: `/posts/${post?.slug}`, headers: FORGED });
    expect(page.body).toContain(`<meta property="og:url" content="${origin}/posts/${post?.slug}">`);
    expect(page.body).toContain(`<meta property="og:image" content="${origin}/uploads/images/anh-bia.webp">`);
  });

  it("the staff invitation's mail", async () => {
    const admin = await staffSignIn(t, t.config.ADMIN_EMAIL, t.config.ADMIN_PASSWORD as string);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff-invitations',
      headers: { ...bearer(admin), ...FORGED },
      payload: { full_name: 'Trần Văn Bình', email: 'binh.tran@sokhcn.test', role: 'editor' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const mail = await smtp.mailTo('binh.tran@sokhcn.test');
    expect(mail.text).not.toContain(EVIL);
    expect(mail.text).toMatch(new RegExp(`${origin.replace(/[.:/]/g, '\\$&')}/accept-invitation\\?token=[\\w-]+`));
  });
}

describe('without PUBLIC_URL (development and tests): http://localhost:PORT', () => {
  neverFollowsTheRequest({ PORT: '4311' }, 'http://localhost:4311');
});

describe('with PUBLIC_URL', () => {
  neverFollowsTheRequest({ PUBLIC_URL: 'https://nq57.songlam.gov.vn/' }, 'https://nq57.songlam.gov.vn');
});
