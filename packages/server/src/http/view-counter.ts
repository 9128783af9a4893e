import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** Tables whose rows count their views in a `view_count` column. */
export type ViewedTable = 'posts' | 'products' | 'big_problems';

/**
 * Views counted in memory and written in one statement per table every few seconds, so a
 * cached detail page costs no write per visit. `flush()` runs on a timer and when the app closes.
 */
export function createViewCounter(
  db: Database,
  { intervalMs = 5_000, log }: { intervalMs?: number; log?: { warn(details: object, message: string): void } } = {},
) {
  const pending = new Map<ViewedTable, Map<number, number>>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  /** Writes what is counted; flushes run one after another, so close() can wait for all. */
  function flush(): Promise<void> {
    running = running.then(write, write);
    return running;
  }

  async function write(): Promise<void> {
    const batches = [...pending.entries()];
    pending.clear();
    for (const [table, counts] of batches) {
      const ids = [...counts.keys()];
      const adds = ids.map((id) => counts.get(id) ?? 0);
      await db.execute(sql`
        update ${sql.identifier(table)} as t set view_count = t.view_count + v.n
        from unnest(${`{${ids.join(',')}}`}::bigint[], ${`{${adds.join(',')}}`}::int[]) as v(id, n)
        where t.id = v.id`);
    }
  }

  return {
    add(table: ViewedTable, id: number): void {
      let counts = pending.get(table);
      if (!counts) {
        counts = new Map();
        pending.set(table, counts);
      }
      counts.set(id, (counts.get(id) ?? 0) + 1);
      timer ??= setTimeout(() => {
        timer = undefined;
        flush().catch((error: { code?: string }) => {
          // The counts of a failed write are dropped: views are a courtesy figure, never worth an error.
          log?.warn({ code: error.code }, 'view counts not written');
        });
      }, intervalMs).unref();
    },
    flush,
    async close(): Promise<void> {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await flush().catch((error: { code?: string }) => log?.warn({ code: error.code }, 'view counts not written'));
    },
  };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;
