import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type Cluster, startCluster } from '../../../../scripts/cluster/lib.mjs';
import { assertBuilt } from '../resilience/built-server.ts';
import { createEmptyDatabase } from '../test/empty-database.ts';
import { startRedisServer, type TestRedisServer } from '../test/redis-server.ts';

export const ADMIN = { email: 'quantri@sokhcn.test', password: 'Quantri@2026' };

/**
 * Three built servers behind HAProxy (scripts/cluster/lib.mjs, as `npm run cluster` starts them)
 * for the tests of one file: on an empty database of the PostgreSQL server of DATABASE_URL, with
 * a redis-server and an S3 server of their own, so that a test may stop Redis or kill a process.
 * `log` holds every line the processes and the balancer printed.
 */
export function useCluster(prefix: string) {
  /** `dataDir`: the processes' folders are in it, each with its mail outbox. */
  const state = {} as { cluster: Cluster; redis: TestRedisServer; log: string[]; dataDir: string };
  let dropDatabase: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;

  beforeAll(async () => {
    assertBuilt();
    const database = await createEmptyDatabase();
    dropDatabase = database.drop;
    state.redis = await startRedisServer();
    dataDir = mkdtempSync(path.join(tmpdir(), prefix));
    state.dataDir = dataDir;
    state.log = [];
    state.cluster = await startCluster({
      processes: 3,
      port: 0,
      databaseUrl: database.url,
      redisUrl: state.redis.url,
      dataDir,
      env: {
        // Test settings: the fixed captcha answer is refused in production.
        NODE_ENV: 'test',
        CAPTCHA_TEST_TEXT: 'abcde',
        AUTH_RATE_LIMIT: '10',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO_CONTENT: 'false',
        LOG_LEVEL: 'info',
      },
      log: (line) => state.log.push(line),
    });
  }, 120_000);

  afterAll(async () => {
    await state.cluster?.stopAll();
    await state.redis?.stop();
    await dropDatabase?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  return state;
}
