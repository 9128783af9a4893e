import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { messages } from '@portal/shared/messages';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { seedDatabase } from '../db/seed.ts';
import { testConfig } from '../test/helper.ts';

/**
 * A TCP relay between the app and PostgreSQL that the test can cut: `refuse` closes it (new
 * connections are refused, open ones reset, as when the server goes down), `blackhole` accepts
 * connections and never answers (a server that hangs), `restore` relays again.
 */
async function startRelay(target: { host: string; port: number }) {
  let mode: 'relay' | 'blackhole' = 'relay';
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => {});
    if (mode === 'blackhole') return;
    const upstream = net.connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  });
  const listen = (port = 0) =>
    new Promise<number>((resolve) =>
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
    );
  const port = await listen();
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    port,
    async refuse() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        dropAll();
      });
    },
    async blackhole() {
      mode = 'blackhole';
      if (!server.listening) await listen(port);
      dropAll();
    },
    async restore() {
      mode = 'relay';
      dropAll();
      if (!server.listening) await listen(port);
    },
    async close() {
      dropAll();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// PostgreSQL only: run when DATABASE_URL names a server (CI runs the server suite on PostgreSQL
// too). PGlite lives inside the process and cannot lose its connection.
describe.skipIf(!process.env.DATABASE_URL)('a PostgreSQL outage', () => {
  const serverUrl = new URL(process.env.DATABASE_URL ?? 'postgres://localhost/none');
  const name = `portal_outage_${randomBytes(6).toString('hex')}`;
  const config = testConfig();
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let database: DatabaseHandle;
  let app: FastifyInstance;

  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl.toString() });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`create database ${name}`);
    relay = await startRelay({ host: serverUrl.hostname, port: Number(serverUrl.port || 5432) });
    const url = new URL(serverUrl);
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), statementTimeoutMs: 5_000 });
    // A stand-in for the portal's build, so that its pages are served.
    mkdirSync(config.WEB_DIST as string, { recursive: true });
    writeFileSync(
      path.join(config.WEB_DIST as string, 'index.html'),
      '<!doctype html><html lang="vi"><head><title>Cổng</title></head><body><div id="root"></div></body></html>',
    );
    app = await buildApp({ config, database, logger: false });
    await seedDatabase(database.db, config, app.log);
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await relay?.close();
    await admin(`drop database if exists ${name} with (force)`);
    rmSync(config.DATA_DIR, { recursive: true, force: true });
  });

  let calls = 0;
  // Public lists are cached by URL (http/public-cache.ts): a fresh search makes each call reach the database.
  const uncached = () => `/api/posts?q=${encodeURIComponent(`tin ${++calls}`)}`;
  const get = (url: string) => app.inject({ method: 'GET', url });

  /** Answers of `url` while the database is away: 503 with the Vietnamese message, no 500. */
  async function expectUnavailable(url: string) {
    const response = await get(url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(503);
    return response;
  }

  async function expectRecovery() {
    // The pool opens new connections by itself; a few tries cover connections dropped meanwhile.
    let last = 0;
    for (let attempt = 0; attempt < 20 && last !== 200; attempt++) {
      last = (await get(uncached())).statusCode;
      if (last !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(last).toBe(200);
    expect((await get('/api/health')).statusCode).toBe(200);
  }

  it('answers 503 while the server refuses connections, and recovers by itself', async () => {
    expect((await get(uncached())).statusCode).toBe(200);
    await relay.refuse();

    const posts = await expectUnavailable(uncached());
    expect(posts.json()).toEqual({ message: messages.serviceUnavailable, code: 'service_unavailable' });
    expect(posts.headers['retry-after']).toBe('5');
    // A sign-in fails as unavailable too, not as a wrong password or a 500.
    expect((await app.inject({ method: 'GET', url: '/api/captcha' })).statusCode).toBe(503);
    const health = await expectUnavailable('/api/health');
    expect(health.json()).toMatchObject({ status: 'error', database: 'unreachable' });
    // A portal page opened in a browser: a short page in Vietnamese, not JSON.
    const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(messages.serviceUnavailable);

    await relay.restore();
    await expectRecovery();
  });

  it('answers 503 within the connection timeout while the server hangs', async () => {
    await relay.blackhole();
    // connectionTimeoutMillis (2 s) bounds the wait; the test's own timeout is far above it.
    await expectUnavailable(uncached());
    await expectUnavailable('/api/health');
    await relay.restore();
    await expectRecovery();
  });

  it('survives its connections being terminated on the server (pg_terminate_backend)', async () => {
    // Warm the pool with a few idle connections, then have the server end every one of them.
    await Promise.all(Array.from({ length: 4 }, () => get(uncached())));
    await admin(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
    );
    // Whatever the first request after it meets (a dead idle client or a fresh one), never a 500.
    const statuses = (await Promise.all(Array.from({ length: 6 }, () => get(uncached())))).map(
      (response) => response.statusCode,
    );
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    await expectRecovery();
  });
});
