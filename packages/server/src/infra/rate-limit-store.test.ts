import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppPair, type LoggedApp, logMessages, waitFor } from '../test/app-pair.ts';
import { runRedisTests, startRedisServer, type TestRedisServer } from '../test/redis-server.ts';

/**
 * With REDIS_URL the rate limits count in Redis, so a limit of N a minute holds
 * across processes; while Redis is away each process counts alone (never no limit at all), and
 * shared counting comes back by itself. Two apps on one database stand for two processes.
 */

const LIMIT = 6;
const PASSWORD = 'mat-khau-redis-7f3a';

describe.runIf(runRedisTests)(
  'rate limits through Redis (skipped only where redis-server is not installed and not CI)',
  () => {
    let redis: TestRedisServer;
    let pair: Awaited<ReturnType<typeof buildAppPair>>;
    let addresses = 0;
    /** An address no call came from yet: a counter of its own. */
    const freshAddress = () => `10.20.0.${++addresses}`;
    const captcha = (t: LoggedApp, remoteAddress: string) => t.app.inject({ url: '/api/captcha', remoteAddress });

    beforeAll(async () => {
      redis = await startRedisServer({ password: PASSWORD });
      pair = await buildAppPair({ REDIS_URL: redis.url, AUTH_RATE_LIMIT: String(LIMIT) }, { level: 'info' });
    });
    afterAll(async () => {
      await pair?.close();
      await redis?.stop();
    });

    /** Waits until a call on B sees the call just made on A, with nothing done but waiting. */
    const sharedAgain = () =>
      waitFor(async () => {
        const probe = freshAddress();
        await captcha(pair.a, probe);
        const second = await captcha(pair.b, probe);
        return second.headers['x-ratelimit-remaining'] === String(LIMIT - 2);
      }, 10_000);

    /** Calls from one address spread over both apps, A first: their statuses. */
    async function spread(address: string, calls: number): Promise<number[]> {
      const statuses: number[] = [];
      for (let i = 0; i < calls; i++) {
        statuses.push((await captcha(i % 2 === 0 ? pair.a : pair.b, address)).statusCode);
      }
      return statuses;
    }

    it(`answers 429 after ${LIMIT} calls a minute spread over two processes`, async () => {
      const address = freshAddress();
      expect(await spread(address, LIMIT + 2)).toEqual([...Array(LIMIT).fill(200), 429, 429]);
      // Another address has a counter of its own, on either process.
      expect((await captcha(pair.b, freshAddress())).statusCode).toBe(200);
      for (const t of [pair.a, pair.b]) {
        expect(logMessages(t).filter((message) => message.startsWith('rate limits'))).toEqual([]);
      }
      // Reported ready beside the database (A only: B is asked while Redis is down, below).
      const ready = (await pair.a.app.inject({ url: '/api/health/ready' })).json();
      expect([ready.status, ready.checks]).toEqual(['ok', { database: 'ok', redis: 'ok' }]);
    });

    it('counts in each process while Redis is down (logged once), then in Redis again by itself', async () => {
      // Counted from here: a start on a busy machine may already have lost and found Redis once.
      const logged = [pair.a.lines.length, pair.b.lines.length];
      const messagesOf = (t: LoggedApp, level: 'info' | 'warn', start: string) =>
        logMessages(t, level, logged[t === pair.a ? 0 : 1]).filter((message) => message.startsWith(start));
      await redis.stop();

      // Each process now holds the limit alone: LIMIT calls answered on each (not 500), then 429.
      const address = freshAddress();
      for (const t of [pair.a, pair.b]) {
        const statuses: number[] = [];
        for (let i = 0; i < LIMIT + 1; i++) statuses.push((await captcha(t, address)).statusCode);
        expect(statuses).toEqual([...Array(LIMIT).fill(200), 429]);
      }
      // Still ready: degraded, not out of the balancer for an outage of Redis.
      const ready = await pair.b.app.inject({ url: '/api/health/ready' });
      expect([ready.statusCode, ready.json().status, ready.json().checks.redis]).toEqual([
        200,
        'degraded',
        'unreachable',
      ]);
      for (const t of [pair.a, pair.b]) {
        // The loss is logged when the connection's end reaches the client, a moment after the stop.
        await waitFor(async () => messagesOf(t, 'warn', 'Redis is unreachable').length > 0, 2_000);
        expect(messagesOf(t, 'warn', 'Redis is unreachable')).toHaveLength(1);
        expect(messagesOf(t, 'warn', 'rate limits fall back')).toHaveLength(1);
      }

      await redis.start();
      await sharedAgain();
      expect(await spread(freshAddress(), LIMIT + 1)).toEqual([...Array(LIMIT).fill(200), 429]);
      for (const t of [pair.a, pair.b]) {
        expect(messagesOf(t, 'info', 'rate limits count in Redis again')).toHaveLength(1);
        // Logged once both connections are back: the subscriber's may follow the commands' by up
        // to its 2 s retry (a CI run under faketime saw counting resume before it).
        await waitFor(async () => messagesOf(t, 'info', 'Redis is reachable again').length > 0, 5_000);
        expect(messagesOf(t, 'info', 'Redis is reachable again')).toHaveLength(1);
        // The log names Redis by its address, never with its password.
        expect(t.lines.join('\n')).toContain(`127.0.0.1:${redis.port}`);
        expect(t.lines.join('\n')).not.toContain(PASSWORD);
      }
    });

    it('does not wait on a Redis that hangs: one command waits 1 s at most, then the process counts alone a while', async () => {
      redis.pause();
      try {
        const address = freshAddress();
        const started = Date.now();
        const statuses: number[] = [];
        for (let i = 0; i < LIMIT + 1; i++) statuses.push((await captcha(pair.a, address)).statusCode);
        expect(statuses).toEqual([...Array(LIMIT).fill(200), 429]);
        // Waiting 1 s on each command would take 7 s; a hung Redis is asked again once a second at most.
        expect(Date.now() - started).toBeLessThan(5_000);
      } finally {
        redis.resume();
      }
      await sharedAgain();
    });
  },
);
