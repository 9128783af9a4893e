import { rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { queryRows } from '../db/client.ts';
import { demoSettings, seedDatabase, seedSettings } from '../db/seed.ts';
import { loggerOptions } from '../http/logger.ts';
import { openTestDatabase, runningClock, type TestApp, testConfig } from './helper.ts';

/** A test app whose log lines (JSON, at the level asked) the test reads. */
export type LoggedApp = TestApp & { lines: string[] };

/**
 * Two portal processes, as a load balancer sees them: two apps on one database (and whatever
 * `overrides` names, e.g. the same REDIS_URL), each with its own memory: caches, local counters.
 * On PostgreSQL their DATABASE_URL names the test's database, as main.ts would have it.
 */
export async function buildAppPair(
  overrides: Record<string, string> = {},
  { level = 'warn' }: { level?: string } = {},
): Promise<{ a: LoggedApp; b: LoggedApp; close(): Promise<void> }> {
  const { database, drop } = await openTestDatabase();
  const serverUrl = process.env.DATABASE_URL;
  const databaseUrl: Record<string, string> = {};
  if (database.kind === 'postgres' && serverUrl) {
    const [row] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
    const url = new URL(serverUrl);
    url.pathname = `/${row?.name}`;
    databaseUrl.DATABASE_URL = url.toString();
  }
  const now = runningClock();
  const build = async (): Promise<LoggedApp> => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const config = testConfig({ ...databaseUrl, ...overrides });
    const app = await buildApp({ config, database, logger: loggerOptions(config, { level, stream }), now });
    return {
      app,
      database,
      config,
      now,
      lines,
      async close() {
        await app.close();
        rmSync(config.DATA_DIR, { recursive: true, force: true });
      },
    };
  };
  const a = await build();
  const b = await build();
  // The tests' department is the demo's, whose names the mails and pages are checked against.
  await seedSettings(database.db, demoSettings);
  await seedDatabase(database.db, a.config, a.app.log);
  await Promise.all([a.app.ready(), b.app.ready()]);
  return {
    a,
    b,
    async close() {
      await Promise.all([a.close(), b.close()]);
      await database.close();
      await drop();
    },
  };
}

/** The messages of the log lines of `app` (JSON lines) from line `from` on, at or above `level`. */
export function logMessages(app: LoggedApp, level: 'info' | 'warn' = 'warn', from = 0): string[] {
  const minimum = level === 'warn' ? 40 : 30;
  return app.lines
    .slice(from)
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((line) => line.level >= minimum)
    .map((line) => line.msg);
}

/** Calls `check` every 20 ms until it holds; the time it took (ms), or it throws after `withinMs`. */
export async function waitFor(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}
