import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { listenToPostgres } from './pg-listen.ts';
import type { SharedRedis } from './redis.ts';

/** The channel (Redis) or notification name (PostgreSQL) of the public cache's invalidations. */
export const CACHE_CHANNEL = 'portal_public_cache';

/**
 * Tells every other process of the portal that this one wrote public content, so that their
 * public caches (http/public-cache.ts) forget within a second instead of at their 30 s expiry.
 */
export interface CacheBroadcast {
  /** After a write here: the others forget (this process has already). */
  announce(): void;
  close(): Promise<void>;
}

export interface CacheBroadcastOptions {
  config: Pick<Config, 'DATABASE_URL'>;
  database: DatabaseHandle;
  redis: SharedRedis | undefined;
  /** Forgets this process's cached answers (told by another process, or after a lost link). */
  forget: () => void;
  log: FastifyBaseLogger;
}

/**
 * Through Redis when there is one (publish/subscribe), else through PostgreSQL (NOTIFY/LISTEN);
 * nothing on PGlite, which only one process can open. While the link is down a message may be
 * missed: each (re)connection forgets the local cache once, which is always safe.
 */
export function startCacheBroadcast(options: CacheBroadcastOptions): CacheBroadcast | undefined {
  // Each app tells its own messages from the others' by this id (tests run two apps in one process).
  const self = randomUUID();
  const { redis, database, config, forget, log } = options;
  const fromOthers = (message: string) => {
    if (message !== self) forget();
  };

  if (redis) {
    const { subscriber, commands } = redis;
    const subscribe = () =>
      subscriber
        .subscribe(CACHE_CHANNEL)
        .then(forget, (error: Error) => log.debug({ err: error }, 'cache subscription'));
    subscriber.on('ready', subscribe);
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === CACHE_CHANNEL) fromOthers(message);
    });
    if (subscriber.status === 'ready') void subscribe();
    return {
      announce() {
        // Redis away: the others' subscriptions are down too and forget when they come back.
        commands.publish(CACHE_CHANNEL, self).catch(() => {});
      },
      // The connections themselves are closed with the app (infra/redis.ts).
      close: async () => {},
    };
  }

  if (database.kind === 'postgres' && config.DATABASE_URL) {
    const listener = listenToPostgres({
      connectionString: config.DATABASE_URL,
      channel: CACHE_CHANNEL,
      onMessage: fromOthers,
      onListening: forget,
      log,
    });
    return {
      announce() {
        // Through the pool: the write just went through it, so it is up; a failure only delays.
        database.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${self})`).catch(() => {});
      },
      close: () => listener.close(),
    };
  }

  return undefined;
}
