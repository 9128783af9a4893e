import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitPluginOptions } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** Where every key of the portal's rate limits starts in Redis (then the route, then the caller). */
export const RATE_LIMIT_NAMESPACE = 'portal:rate-limit:';

type Counter = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counter) => void;
type Method = 'incr' | 'read';
/** A store as the plugin uses it: `read` is there although its typings leave it out. */
type Store = FastifyRateLimitStore & {
  read?(key: string, callback: Callback, timeWindow: number, max: number): void;
};
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * After a command failed on a connection that looks up (a Redis that hangs: each command waits
 * for its 1 s timeout), the limits count locally this long before trying Redis again.
 */
const RETRY_AFTER_ERROR_MS = 1_000;

/** The outage as the limits see it, shared by the stores of every route: logged once each way. */
class Outage {
  private on = false;
  private skipUntil = 0;
  constructor(
    readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {}
  /** Whether Redis is worth asking now. */
  usable() {
    return this.redis.status === 'ready' && Date.now() >= this.skipUntil;
  }
  fellBack(error?: Error) {
    if (error) this.skipUntil = Date.now() + RETRY_AFTER_ERROR_MS;
    if (this.on) return;
    this.on = true;
    this.log.warn(
      { reason: error?.message ?? `Redis connection ${this.redis.status}` },
      'rate limits fall back to the counters of this process while Redis is unreachable',
    );
  }
  recovered() {
    if (!this.on) return;
    this.on = false;
    this.log.info('rate limits count in Redis again, across processes');
  }
}

/**
 * Counts in Redis, shared by every process (@fastify/rate-limit's own RedisStore and its Lua
 * script); while Redis cannot answer, in this process's memory (its LocalStore), so a limit still
 * holds per process rather than not at all, and back in Redis as soon as it answers again.
 */
class FallbackStore {
  constructor(
    private readonly remote: Store,
    private readonly local: Store,
    private readonly outage: Outage,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number) {
    this.count('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number) {
    this.count('read', key, callback, timeWindow, max);
  }

  child(routeOptions: RouteOptions): FallbackStore {
    return new FallbackStore(
      this.remote.child(routeOptions) as Store,
      this.local.child(routeOptions) as Store,
      this.outage,
    );
  }

  private count(method: Method, key: string, callback: Callback, timeWindow: number, max: number) {
    const fallBack = (error?: Error) => {
      this.outage.fellBack(error);
      this.call(this.local, method, key, callback, timeWindow, max);
    };
    // Not connected, or just failed: no need to try (the command would fail, or wait and fail).
    if (!this.outage.usable()) return fallBack();
    this.call(
      this.remote,
      method,
      key,
      (error, result) => {
        if (error || !result) return fallBack(error ?? undefined);
        this.outage.recovered();
        callback(null, result);
      },
      timeWindow,
      max,
    );
  }

  private call(store: Store, method: Method, key: string, callback: Callback, timeWindow: number, max: number) {
    if (method === 'read' && store.read) store.read(key, callback, timeWindow, max);
    else store.incr(key, callback, timeWindow, max);
  }
}

/**
 * The `store` option of @fastify/rate-limit (a class it builds with its own options) counting in
 * Redis with the fallback above. Sign-in failures and lockouts are not rate limits: they live in
 * the database (modules/auth/sign-in-throttle.ts), which every process already shares.
 */
export function fallbackRateLimitStore(
  redis: Redis,
  log: FastifyBaseLogger,
  nameSpace = RATE_LIMIT_NAMESPACE,
): FastifyRateLimitStoreCtor {
  const outage = new Outage(redis, log);
  return class extends FallbackStore {
    constructor(options: RateLimitPluginOptions) {
      const { continueExceeding, exponentialBackoff, cache } = options;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff, cache),
        outage,
      );
    }
  };
}
