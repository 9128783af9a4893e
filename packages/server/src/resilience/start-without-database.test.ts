import net from 'node:net';
import { messages } from '@portal/shared/messages';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, onPostgres } from '../test/empty-database.ts';
import { freePort, useBuiltServers } from './built-server.ts';

/**
 * The built server started while PostgreSQL refuses connections: it does not exit (a crash loop
 * under systemd, a refused connection for the balancer) but answers alive, not ready, 503 to the
 * rest, and starts by itself once the database answers (db/open-when-reachable.ts).
 */
describe.runIf(onPostgres)('a start while the database is away', () => {
  const servers = useBuiltServers('portal-start-without-db-');
  const closing: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closing.reverse()) await close();
  });

  it('answers 503 and not ready until PostgreSQL answers, then starts by itself', async () => {
    const database = await createEmptyDatabase();
    closing.push(database.drop);
    const target = new URL(database.url);
    // A port where nothing listens yet: the database's address until the relay below opens it.
    const port = await freePort();
    const url = new URL(database.url);
    url.hostname = '127.0.0.1';
    url.port = String(port);
    const server = await servers.start(
      servers.dataDir(),
      {},
      { databaseUrl: url.toString(), waitFor: '/api/health/live' },
    );

    const ready = await fetch(`${server.url}/api/health/ready`);
    expect([ready.status, await ready.json()]).toEqual([
      503,
      { status: 'error', version: expect.any(String), checks: { database: 'unreachable' } },
    ]);
    const posts = await fetch(`${server.url}/api/posts`);
    expect([posts.status, posts.headers.get('retry-after'), await posts.json()]).toEqual([
      503,
      '5',
      { message: messages.serviceUnavailable, code: 'service_unavailable' },
    ]);
    const page = await fetch(`${server.url}/`, { headers: { accept: 'text/html' } });
    expect([page.status, await page.text()]).toEqual([503, expect.stringContaining(messages.serviceUnavailable)]);
    await server.waitForOutput('database unavailable at start: refused');

    // PostgreSQL comes up at that address.
    const relay = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', () => resolve()));
    closing.push(() => new Promise<void>((resolve) => relay.close(() => resolve())));
    await server.waitForOutput('database reachable: starting', 30_000);
    let status = 0;
    for (let tries = 0; tries < 100 && status !== 200; tries += 1) {
      status = await fetch(`${server.url}/api/health/ready`).then(
        (response) => response.status,
        () => 0,
      );
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
    expect((await fetch(`${server.url}/api/posts`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);
});
