import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, onPostgres } from '../test/empty-database.ts';
import { type BuiltServer, useBuiltServers } from './built-server.ts';

describe.runIf(onPostgres)(
  'built servers starting at once on an empty database (PostgreSQL only: PGlite allows one process)',
  () => {
    const servers = useBuiltServers('portal-concurrent-start-');
    const running: BuiltServer[] = [];
    let drop: (() => Promise<void>) | undefined;
    // Before the database goes: a server losing it mid-test would only add noise to a failure.
    afterAll(async () => {
      for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await drop?.();
    });

    it('three processes seeding the demo content all become healthy and show the same content', async () => {
      const database = await createEmptyDatabase();
      drop = database.drop;
      // Each its own DATA_DIR, as separate machines would have; one database.
      const started = await Promise.allSettled(
        [1, 2, 3].map(async () => {
          const server = await servers.start(
            servers.dataDir(),
            { SEED_DEMO_CONTENT: 'true' },
            { databaseUrl: database.url },
          );
          running.push(server);
          return server;
        }),
      );
      // A failed insert's message lists every value: the start of the output says enough.
      const failures = started.flatMap((result) =>
        result.status === 'rejected' ? [String(result.reason).slice(0, 600)] : [],
      );
      expect(failures).toEqual([]);

      const totals: number[] = [];
      for (const server of running) {
        expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
        totals.push((await (await fetch(`${server.url}/api/posts`)).json()).meta.total);
      }
      expect(totals[0]).toBeGreaterThan(0);
      expect(totals).toEqual([totals[0], totals[0], totals[0]]);
    }, 180_000);
  },
);
