import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { type Settings, SettingsSchema } from '@portal/shared/settings';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context.ts';
import { registerAdmin } from './admin.ts';

const indexHtml = `<!doctype html><html lang="vi"><head><meta charset="utf-8"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>Quản trị | Cổng thông tin Nghị quyết 57</title>
<script type="module" crossorigin src="/admin/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;

/** A small stand-in for `packages/admin/dist`, so these tests do not depend on a build. */
function writeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'admin-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  return dist;
}

/**
 * The back office beside a stand-in for the portal registered after it, as in app.ts: the
 * portal's own @fastify/static at `/` and its history-mode catch-all.
 */
async function appWith(dist: string, site: Settings = SettingsSchema.parse({})): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await registerAdmin(app, { settings: { get: async () => site } } as unknown as AppContext, dist);
  const portalDist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  writeFileSync(path.join(portalDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await app.register(fastifyStatic, { root: portalDist, prefix: '/', wildcard: false, index: false });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ code: 'not_found' }));
  app.get('/*', async () => 'portal page');
  app.addHook('onClose', async () => rmSync(portalDist, { recursive: true, force: true }));
  return app;
}

describe('serving the built back office', () => {
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = writeBuild();
    app = await appWith(dist);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers /admin, /admin/ and every deep link with index.html, never cached', async () => {
    for (const url of ['/admin', '/admin/', '/admin/categories', '/admin/categories/3?x=1', '/admin/login']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('<title>Quản trị | Cổng thông tin Nghị quyết 57</title>');
    }
  });

  it('serves hashed assets for a year, precompressed when the browser accepts it', async () => {
    const plain = await app.inject({ url: '/admin/assets/index-abc123.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toContain('javascript');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const zipped = await app.inject({ url: '/admin/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
  });

  it('answers 404 for a missing asset or file instead of the app', async () => {
    expect((await app.inject({ url: '/admin/assets/index-old999.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/admin/favicon.ico' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/admin/index.html' })).statusCode).toBe(404);
  });

  it('leaves every other path to the portal', async () => {
    expect((await app.inject({ url: '/administration' })).body).toBe('portal page');
    expect((await app.inject({ url: '/posts' })).body).toBe('portal page');
    expect((await app.inject({ url: '/favicon.svg' })).statusCode).toBe(200);
  });

  it("names the department's portal in the tab, shows its icon and colour (settings), escaped", async () => {
    const site = SettingsSchema.parse({
      title_suffix: 'Cổng KH&CN <Quảng Trị>',
      favicon_url: '/uploads/images/bieu-tuong.webp',
      primary_color: '#0b5d3b',
    });
    const branded = await appWith(dist, site);
    try {
      const response = await branded.inject({ url: '/admin/posts' });
      expect(response.body).toContain('<title>Quản trị | Cổng KH&#38;CN &#60;Quảng Trị&#62;</title>');
      expect(response.body).toContain('<link rel="icon" href="/uploads/images/bieu-tuong.webp" type="image/webp">');
      expect(response.body).toContain('<meta name="application-name" content="Cổng KH&#38;CN &#60;Quảng Trị&#62;">');
      expect(response.body).toContain('<meta name="theme-color" content="#0b5d3b">');
    } finally {
      await branded.close();
    }
  });
});

describe('the back office before it is built', () => {
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'admin-empty-'));
    app = await appWith(dist);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('says so in Vietnamese with the command to run, on every admin path', async () => {
    for (const url of ['/admin', '/admin/categories']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('Khu vực quản trị chưa được build');
      expect(response.body).toContain('npm run build');
    }
    expect((await app.inject({ url: '/admin/assets/index-abc123.js' })).statusCode).toBe(404);
  });
});
