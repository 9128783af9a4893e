import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { posts } from './db/schema/content.ts';
import { seedDatabase } from './db/seed.ts';
import { loggerOptions } from './http/logger.ts';
import { openTestDatabase } from './test/helper.ts';

/**
 * A production start seeds no demo content unless asked, and one without a
 * virus scanner (allowed only with CLAMAV_DISABLED=true, config.test.ts) says so in its log.
 */

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** Starts the app as main.ts does, from `env` alone (no test defaults), logging into a list. */
async function start(env: Record<string, string>) {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(String(chunk)));
      callback();
    },
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-production-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-portal-build'),
    ADMIN_PASSWORD: 'Quantri@2026',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    DATA_KEY: 'test-data-key-that-is-long-enough-for-aes-256',
    ...env,
  });
  const { database, drop } = await openTestDatabase();
  const app = await buildApp({ config, database, logger: loggerOptions(config, { level: 'info', stream }) });
  await seedDatabase(database.db, config, app.log);
  await app.ready();
  cleanups.push(async () => {
    await app.close();
    await database.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, lines, postCount: await database.db.$count(posts) };
}

const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://nq57.songlam.gov.vn' };
const SCANNING_OFF = 'virus scanning is off (no CLAMAV_SOCKET or CLAMAV_HOST): uploads are stored unscanned';

describe('a production start', () => {
  it('with CLAMAV_DISABLED=true: no demo content, and a warning that uploads are unscanned', async () => {
    const { lines, postCount } = await start({ ...PRODUCTION, CLAMAV_DISABLED: 'true' });
    expect(postCount).toBe(0);
    expect(lines).toContainEqual(expect.objectContaining({ level: 40, msg: SCANNING_OFF }));
  });

  it('with clamd configured: no warning; demo content only when asked', async () => {
    const { lines, postCount } = await start({
      ...PRODUCTION,
      CLAMAV_SOCKET: '/run/clamav/clamd.ctl',
      SEED_DEMO_CONTENT: 'true',
    });
    expect(postCount).toBeGreaterThan(0);
    expect(lines.map((line) => line.msg)).not.toContain(SCANNING_OFF);
  });
});

describe("a department's own portal (no demo)", () => {
  it('starts from a generic name and empty contacts, with the menu’s pages ready to write and no VNeID button', async () => {
    const { app } = await start({ ...PRODUCTION, CLAMAV_DISABLED: 'true' });
    const settings = (await app.inject({ url: '/api/settings' })).json().data;
    expect(settings).toMatchObject({
      site_name: 'Cổng thông tin Nghị quyết 57',
      managing_agency: '',
      address: '',
      phone: '',
      email: '',
      partner: '',
      // VNeID is not configured on this server: no button, whatever the switch says.
      vneid_enabled: false,
    });
    for (const [slug, title] of [
      ['introduce', 'Giới thiệu'],
      ['propose-introduce', 'Hướng dẫn gửi đề xuất'],
    ]) {
      const page = await app.inject({ url: `/api/pages/${slug}` });
      expect(page.statusCode, `${slug} ${page.body}`).toBe(200);
      expect(page.json().data).toMatchObject({ title });
      expect(page.json().data.body).toContain('href="/admin/static-pages"');
    }
    const home = await app.inject({ url: '/api/settings' });
    expect(home.body).not.toMatch(/Sông Lam|songlam/i);
  });

  it('names no demo province anywhere a visitor or a crawler reads', async () => {
    const { app } = await start({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://nq57.quangtri.gov.vn',
      CLAMAV_DISABLED: 'true',
    });
    const addresses = [
      '/api/settings',
      '/api/home',
      '/api/posts',
      '/api/categories',
      '/api/products',
      '/api/proposals',
      '/api/results',
      '/api/big-problems',
      '/api/documents',
      '/api/faqs',
      '/api/reports',
      '/api/open-data',
      '/api/pages/introduce',
      '/api/pages/propose-introduce',
      '/api/search?q=khoa%20hoc',
      '/sitemap.xml',
      '/rss.xml',
      '/robots.txt',
    ];
    for (const url of addresses) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBeLessThan(400);
      expect(answer.body, url).not.toMatch(/Sông Lam|song ?lam/i);
    }
  });

  it('shows the VNeID button once VNeID is configured, while staff leave it on', async () => {
    const { app } = await start({
      ...PRODUCTION,
      CLAMAV_DISABLED: 'true',
      VNEID_ISSUER: 'https://vneid.example.gov.vn',
      VNEID_CLIENT_ID: 'so-khcn',
      VNEID_CLIENT_SECRET: 'client-secret-of-the-department',
    });
    expect((await app.inject({ url: '/api/settings' })).json().data.vneid_enabled).toBe(true);
  });
});

describe('the API description (/api/docs)', () => {
  // It lists every operation, the back office's included: a map for whoever probes the portal.
  it('is not served in production unless API_DOCS=true', async () => {
    const { app } = await start({ ...PRODUCTION, CLAMAV_DISABLED: 'true' });
    expect((await app.inject({ url: '/api/docs' })).statusCode).toBe(404);
    const opened = await start({ ...PRODUCTION, CLAMAV_DISABLED: 'true', API_DOCS: 'true' });
    const docs = await opened.app.inject({ url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toContain('/api/settings');
  });

  it('is served outside production unless API_DOCS=false', async () => {
    expect((await (await start({})).app.inject({ url: '/api/docs' })).statusCode).toBe(200);
    expect((await (await start({ API_DOCS: 'false' })).app.inject({ url: '/api/docs' })).statusCode).toBe(404);
  });
});

describe('a development start', () => {
  it('seeds the demo content, as the README quick start shows it, and warns of unscanned uploads too', async () => {
    const { lines, postCount } = await start({});
    expect(postCount).toBe(60);
    expect(lines).toContainEqual(expect.objectContaining({ level: 40, msg: SCANNING_OFF }));
  });
});
