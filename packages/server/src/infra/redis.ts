import type { FastifyBaseLogger } from 'fastify';
import type { Redis, RedisOptions } from 'ioredis';

/**
 * The state several portal processes share through Redis (REDIS_URL): rate-limit counters
 * (infra/rate-limit-store.ts) and the public cache's invalidations (infra/cache-broadcast.ts).
 * Redis is optional and may go away at any time: nothing waits for it, every user of it has a
 * way to carry on alone, and the clients reconnect by themselves.
 */
export interface SharedRedis {
  /** Commands; each fails at once while Redis is unreachable (no offline queue). */
  commands: Redis;
  /** Subscriptions only: a subscribed connection takes no other command. */
  subscriber: Redis;
  /**
   * Resolves when both connections are up (true), or after `withinMs` (false): a start waits that
   * long for Redis, so that its first requests count in Redis, and then goes on without it.
   */
  connected(withinMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Scheme, host and port of a Redis URL, for the log: never its user or password. */
export function redisAddress(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.hostname}:${parsed.port || '6379'}`;
}

/**
 * Connects to Redis in the background and answers at once, whether Redis is up or not. ioredis
 * is loaded here, on demand: a portal without REDIS_URL never loads it.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<SharedRedis> {
  const { Redis } = await import('ioredis');
  const common: RedisOptions = {
    // Reconnect for ever, at most 2 s apart: Redis coming back is noticed within 2 s.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
    connectTimeout: 2_000,
    // A connection lost while a request waits on it: the request goes on without Redis.
    maxRetriesPerRequest: 1,
  };
  const commands = new Redis(url, {
    ...common,
    // A request never waits for Redis to come back: a command fails and its caller falls back.
    enableOfflineQueue: false,
    // A Redis that accepts the connection and never answers (a hung server, a lost network) too.
    commandTimeout: 1_000,
    connectionName: 'portal',
  });
  const subscriber = new Redis(url, {
    ...common,
    // The subscription is made again on every (re)connection by its owner (cache-broadcast.ts),
    // which then also forgets what it may have missed; it may wait for Redis as long as it takes.
    autoResubscribe: false,
    maxRetriesPerRequest: null,
    connectionName: 'portal-subscriber',
  });

  // One warning when Redis is lost, one line when both connections are back: not one per retry.
  const address = redisAddress(url);
  const down = new Set<string>(['commands', 'subscriber']);
  let warned = false;
  let closing = false;
  const waiting = new Set<() => void>();
  const watch = (client: Redis, name: string) => {
    const lost = (error?: Error) => {
      down.add(name);
      if (closing || warned) return;
      warned = true;
      log.warn(
        { redis: address, reason: error?.message },
        'Redis is unreachable: rate limits count in each process and cache invalidations from other processes may be missed until it is back',
      );
    };
    // ioredis reports each failed try as an 'error'; without a listener it prints them itself.
    client.on('error', lost);
    client.on('close', () => lost());
    client.on('ready', () => {
      down.delete(name);
      if (down.size === 0) for (const wake of waiting) wake();
      if (warned && down.size === 0) {
        warned = false;
        log.info({ redis: address }, 'Redis is reachable again: shared rate limits and cache invalidations resume');
      }
    });
  };
  watch(commands, 'commands');
  watch(subscriber, 'subscriber');

  return {
    commands,
    subscriber,
    connected(withinMs) {
      if (down.size === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const done = (up: boolean) => {
          clearTimeout(timer);
          waiting.delete(wake);
          resolve(up);
        };
        const wake = () => done(true);
        const timer = setTimeout(() => done(false), withinMs);
        waiting.add(wake);
      });
    },
    async close() {
      closing = true;
      // Nothing in flight is worth waiting for: counters and invalidations are short-lived.
      commands.disconnect();
      subscriber.disconnect();
    },
  };
}
