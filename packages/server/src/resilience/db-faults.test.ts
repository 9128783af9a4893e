import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { messages } from '@portal/shared/messages';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { seedDatabase } from '../db/seed.ts';
import { loggerOptions } from '../http/logger.ts';
import { testConfig } from '../test/helper.ts';

/**
 * The ways a PostgreSQL server refuses work while it runs (db-outage.test.ts cuts the link itself):
 * too many connections, a statement that runs out of time, a database set read-only. Each is a
 * 503 with Retry-After and the Vietnamese message, and one log line naming the cause.
 */
describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL refusing work', () => {
  const serverUrl = new URL(process.env.DATABASE_URL ?? 'postgres://localhost/none');
  const suffix = randomBytes(6).toString('hex');
  const name = `portal_faults_${suffix}`;
  const limitedRole = `portal_faults_${suffix}`;
  const config = testConfig();
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  const logLines: string[] = [];

  const urlAs = (user?: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    if (user) url.username = user;
    return url.toString();
  };
  const admin = async (query: string, database?: string) => {
    const url = new URL(serverUrl);
    if (database) url.pathname = `/${database}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  /** The portal on `databaseUrl`, its warnings and errors kept in logLines. */
  async function portal(databaseUrl: string, statementTimeoutMs = 5_000) {
    const database = await openDatabase({ databaseUrl, statementTimeoutMs });
    handles.push(database);
    const app = await buildApp({
      config,
      database,
      logger: loggerOptions(config, { level: 'warn', stream: { write: (line: string) => logLines.push(line) } }),
    });
    apps.push(app);
    await app.ready();
    return app;
  }
  const endSessions = () =>
    admin(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
    );

  let calls = 0;
  // Public lists are cached by URL: a new search reaches the database every time.
  const uncached = () => `/api/posts?q=${encodeURIComponent(`tin ${++calls}`)}`;
  const loggedCauses = () =>
    logLines.map((line) => JSON.parse(line) as { msg: string; cause?: string }).filter((line) => line.cause);

  /** A 503 of the database being unavailable, as every cause answers it. */
  function expectUnavailable(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ message: messages.serviceUnavailable, code: 'service_unavailable' });
  }

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const owner = await openDatabase({ databaseUrl: urlAs() });
    await seedDatabase(owner.db, config, { info() {}, warn() {}, error() {} } as never);
    await owner.close();
    // A role that may hold one connection at a time (a superuser would not be held to it).
    await admin(`create role ${limitedRole} login nosuperuser connection limit 1`);
    await admin(`grant all on database ${name} to ${limitedRole}`);
    await admin(
      `grant all on schema public, drizzle, pgboss to ${limitedRole};
       grant all on all tables in schema public, drizzle, pgboss to ${limitedRole};
       grant all on all sequences in schema public, drizzle, pgboss to ${limitedRole}`,
      name,
    );
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close().catch(() => {});
    await admin(`drop database if exists ${name} with (force)`);
    await admin(`drop role if exists ${limitedRole}`);
    rmSync(config.DATA_DIR, { recursive: true, force: true });
  });

  it('too many connections: 503, and the log says so', async () => {
    const app = await portal(urlAs(limitedRole));
    const answers = await Promise.all(Array.from({ length: 8 }, () => app.inject({ method: 'GET', url: uncached() })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(
      statuses.every((status) => status === 200 || status === 503),
      statuses.join(),
    ).toBe(true);
    const refused = answers.find((answer) => answer.statusCode === 503);
    expect(refused, statuses.join()).toBeDefined();
    if (refused) expectUnavailable(refused);
    expect(loggedCauses().map((line) => line.msg)).toContain('database unavailable: too many connections');
  });

  it('a statement that runs out of time behind a lock: 503, the log says timeout, then it answers again', async () => {
    const app = await portal(urlAs(), 500);
    expect((await app.inject({ method: 'GET', url: uncached() })).statusCode).toBe(200);
    const locker = new pg.Client({ connectionString: urlAs() });
    await locker.connect();
    try {
      await locker.query('begin; lock table posts in access exclusive mode');
      expectUnavailable(await app.inject({ method: 'GET', url: uncached() }));
      expect(loggedCauses().map((line) => line.msg)).toContain('database unavailable: timeout');
    } finally {
      await locker.query('rollback');
      await locker.end();
    }
    expect((await app.inject({ method: 'GET', url: uncached() })).statusCode).toBe(200);
  });

  it('a database set read-only (a failover under way): a write is a 503 naming it, reads go on', async () => {
    const app = await portal(urlAs());
    await admin(`alter database ${name} set default_transaction_read_only = on`);
    await endSessions();
    try {
      // The pool's connections were ended: reads open new ones, read-only now.
      let read = 0;
      for (let attempt = 0; attempt < 10 && read !== 200; attempt++)
        read = (await app.inject({ method: 'GET', url: uncached() })).statusCode;
      expect(read).toBe(200);
      // The captcha writes its key: refused.
      const write = await app.inject({ method: 'GET', url: '/api/captcha' });
      expectUnavailable(write);
      expect(loggedCauses().map((line) => line.msg)).toContain('database unavailable: read-only');
    } finally {
      await admin(`alter database ${name} reset default_transaction_read_only`);
      await endSessions();
    }
    let captcha = 0;
    for (let attempt = 0; attempt < 10 && captcha !== 200; attempt++)
      captcha = (await app.inject({ method: 'GET', url: '/api/captcha' })).statusCode;
    expect(captcha).toBe(200);
  });
});
