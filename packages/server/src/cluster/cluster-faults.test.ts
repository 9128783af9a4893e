import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../test/app-pair.ts';
import { onPostgres } from '../test/empty-database.ts';
import { proposalForm } from '../test/proposal-form.ts';
import { call, type SignedIn, signUpAndIn } from './cluster-client.ts';
import { useCluster } from './use-cluster.ts';

/** What a steady load saw: every answer's status, and the request ids of the proposals sent. */
interface Load {
  statuses: number[];
  /** request_id → the status of its creation. */
  created: Map<string, number>;
  stop(): Promise<void>;
}

/**
 * Citizens sending proposals one after another through the balancer, and a reader listing
 * uncached pages, until stop() (which waits for the calls in flight).
 */
function steadyLoad(balancer: string, citizens: SignedIn[], from: (i: number) => string): Load {
  const load: Load = { statuses: [], created: new Map(), stop: async () => {} };
  let running = true;
  const writer = async (citizen: SignedIn, i: number) => {
    for (let n = 0; running; n++) {
      const form = proposalForm({ title: `Đề xuất thử tải số ${n} của người ${i}` });
      const answer = await call(balancer, '/api/proposals', {
        method: 'POST',
        token: citizen.token,
        from: from(i),
        body: form,
      }).catch(() => undefined);
      load.statuses.push(answer?.status ?? 0);
      load.created.set(form.request_id, answer?.status ?? 0);
      await answer?.arrayBuffer();
    }
  };
  const reader = async () => {
    for (let n = 0; running; n++) {
      const answer = await call(balancer, `/api/posts?page=1&nocache=${n}`, { from: '10.2.9.9' }).catch(
        () => undefined,
      );
      load.statuses.push(answer?.status ?? 0);
      await answer?.arrayBuffer();
    }
  };
  const all = Promise.all([...citizens.map(writer), reader()]);
  load.stop = async () => {
    running = false;
    await all;
  };
  return load;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(onPostgres)(
  'the cluster through faults (needs a PostgreSQL server: runs in the PostgreSQL phase of CI)',
  () => {
    const state = useCluster('portal-cluster-faults-');
    const balancer = () => state.cluster.url;

    /** How many proposals hold each request id, straight from the shared database. */
    async function storedCounts(requestIds: string[]): Promise<Map<string, number>> {
      const client = new pg.Client({ connectionString: state.cluster.databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ request_id: string; n: number }>(
          'select request_id, count(*)::int as n from proposals where request_id = any($1) group by request_id',
          [requestIds],
        );
        return new Map(rows.map((row) => [row.request_id, row.n]));
      } finally {
        await client.end();
      }
    }

    async function citizens(first: number, count: number, from: (i: number) => string) {
      const signedIn: SignedIn[] = [];
      for (let i = 0; i < count; i++) signedIn.push(await signUpAndIn(balancer(), first + i, from(i), state.dataDir));
      return signedIn;
    }

    it('one process killed (SIGKILL) under a steady load of submissions: every one answered is stored once, nothing fails', async () => {
      const from = (i: number) => `10.2.1.${i + 1}`;
      const load = steadyLoad(balancer(), await citizens(301, 4, from), from);
      await sleep(2_000);
      const victim = state.cluster.processes[1];
      if (!victim) throw new Error('no second process');
      await victim.kill('SIGKILL');
      await sleep(4_000);
      await load.stop();

      expect(load.statuses.filter((status) => status < 200 || status >= 300)).toEqual([]);
      const stored = await storedCounts([...load.created.keys()]);
      // A proposal whose process died after storing it was sent again by the balancer: the
      // second answer (200) names the first record; none is stored twice, none is missing.
      for (const [requestId, status] of load.created) {
        expect([200, 201]).toContain(status);
        expect(stored.get(requestId), requestId).toBe(1);
      }
      expect(load.created.size).toBeGreaterThan(20);
      await victim.start();
    }, 60_000);

    it('a rolling restart of the three processes fails no request', async () => {
      const from = (i: number) => `10.2.2.${i + 1}`;
      const load = steadyLoad(balancer(), await citizens(311, 2, from), from);
      for (const node of state.cluster.processes) await node.restart();
      await sleep(500);
      await load.stop();

      expect(load.statuses.filter((status) => status < 200 || status >= 300)).toEqual([]);
      expect(load.statuses.length).toBeGreaterThan(50);
      const stored = await storedCounts([...load.created.keys()]);
      for (const requestId of load.created.keys()) expect(stored.get(requestId), requestId).toBe(1);
    }, 120_000);

    it('Redis stopped for 10 s: the portal keeps serving, limits hold per process, logged, and it recovers by itself', async () => {
      const [first, second, third] = state.cluster.processes.map((node) => node.url) as [string, string, string];
      const linesBefore = state.log.length;
      await state.redis.stop();
      const statuses: number[] = [];
      const stoppedAt = Date.now();
      for (let n = 0; Date.now() - stoppedAt < 10_000; n++) {
        statuses.push((await call(balancer(), `/api/posts?nocache=${n}`, { from: '10.2.3.9' })).status);
        await sleep(100);
      }
      // Each process counts on its own: 12 captchas from one address to one process, 10 pass.
      const alone: number[] = [];
      for (let i = 0; i < 12; i++) alone.push((await call(first, '/api/captcha', { from: '10.2.3.1' })).status);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      expect(alone.filter((status) => status === 200)).toHaveLength(10);
      expect(alone.filter((status) => status === 429)).toHaveLength(2);
      const during = state.log.slice(linesBefore).join('\n');
      expect(during).toContain('rate limits fall back to the counters of this process');

      await state.redis.start();
      // Back in Redis by itself: 15 captchas from a new address over the three processes, 10 pass.
      await waitFor(async () => state.log.slice(linesBefore).join('\n').includes('Redis is reachable again'), 15_000);
      await sleep(2_500);
      const shared: number[] = [];
      for (let i = 0; i < 15; i++) {
        const node = [first, second, third][i % 3] as string;
        shared.push((await call(node, '/api/captcha', { from: '10.2.3.2' })).status);
      }
      expect(shared.filter((status) => status === 200)).toHaveLength(10);
    }, 90_000);
  },
);
