import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The answers of public read calls (lists, details, the home page), kept serialised in memory
 * by URL. Every content write calls `invalidate()`, which the other processes hear of
 * (infra/cache-broadcast.ts); entries also expire after `ttlMs`, so scheduled publications appear
 * on time. Only anonymous answers go through it: a call whose
 * answer depends on who asks must not use it.
 */
export interface PublicCache {
  /**
   * Answers with the cached JSON for this request's URL, or computes, stores and sends it.
   * `served` is told the id `idOf` took from the answer each time it is sent (to count a view).
   */
  send<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    compute: () => Promise<T>,
    served?: { idOf: (value: T) => number; onServed: (id: number) => void },
  ): Promise<FastifyReply>;
  /** The cached JSON under `key` (an API URL), computed and kept when absent; for pages that inline it. */
  json(key: string, compute: () => Promise<unknown>): Promise<string>;
  /**
   * A list's total for one set of filters (`key`), counted once and kept like the answers: the
   * exact `count(*)` of a large table is the main cost of an uncached list page.
   */
  total(key: string, count: () => Promise<number>): Promise<number>;
  /**
   * Answers a request from the cache before routing when its URL is there (see app.ts): a hit
   * then skips validation and the handler, which are the cost of a cached call.
   */
  answerEarly(request: FastifyRequest, reply: FastifyReply): boolean;
  /**
   * The cached JSON of an API URL while it is fresh, counted as served like an answer sent (a page
   * that carries it in, web/portal.ts); undefined when it is not cached.
   */
  fresh(url: string): string | undefined;
  /** Forgets everything; called after any write to public content (then `onInvalidate`). */
  invalidate(): void;
  /** Forgets everything because another process wrote (infra/cache-broadcast.ts): told to no one. */
  invalidateLocally(): void;
  readonly size: number;
}

export function createPublicCache({
  now,
  ttlMs = 30_000,
  maxEntries = 2_000,
  maxBytes = 32 * 1024 * 1024,
  onInvalidate = () => {},
}: {
  now: () => Date;
  ttlMs?: number;
  maxEntries?: number;
  /** The answers kept, in UTF-16 code units (JS strings): the memory bound, whatever URLs arrive. */
  maxBytes?: number;
  /** Told after each `invalidate()`: the other processes' caches must forget too. */
  onInvalidate?: () => void;
}): PublicCache {
  const entries = new Map<string, { json: string; expires: number; id?: number; onServed?: (id: number) => void }>();
  const totals = new Map<string, { value: number; expires: number }>();
  let generation = 0;
  let size = 0;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (entry) size -= entry.json.length * 2;
    entries.delete(key);
  };

  /**
   * Answers being computed, by key: concurrent misses of one URL (an entry just expired under
   * load) share one computation instead of each taking database connections; without this, ten
   * requests at once for a cold home page (several queries each) emptied PostgreSQL's pool.
   */
  const computing = new Map<string, Promise<{ json: string; id?: number }>>();

  const clear = () => {
    generation += 1;
    // A computation started before a write is not shared with requests that come after it.
    computing.clear();
    entries.clear();
    size = 0;
    totals.clear();
  };

  async function lookup<T>(
    key: string,
    compute: () => Promise<T>,
    served?: { idOf: (value: T) => number; onServed: (id: number) => void },
  ) {
    const time = now().getTime();
    const cached = entries.get(key);
    if (cached && cached.expires > time) return { ...cached, hit: true };
    const pending = computing.get(key);
    if (pending) return { ...(await pending), hit: false };
    const computation = computeAndKeep(key, time, compute, served);
    computing.set(key, computation);
    try {
      return { ...(await computation), hit: false };
    } finally {
      if (computing.get(key) === computation) computing.delete(key);
    }
  }

  async function computeAndKeep<T>(
    key: string,
    time: number,
    compute: () => Promise<T>,
    served?: { idOf: (value: T) => number; onServed: (id: number) => void },
  ) {
    const started = generation;
    const value = await compute();
    const json = JSON.stringify(value);
    const id = served?.idOf(value);
    // A write that happened while computing makes this answer stale: send it, do not keep it.
    if (started === generation) {
      forget(key);
      // Oldest first out, until the new answer fits both bounds.
      while (entries.size > 0 && (entries.size >= maxEntries || size + json.length * 2 > maxBytes)) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        forget(oldest);
      }
      entries.set(key, { json, expires: time + ttlMs, id, onServed: served?.onServed });
      size += json.length * 2;
    }
    return { json, id, hit: false };
  }

  function fresh(url: string): string | undefined {
    const cached = entries.get(url);
    if (!cached || cached.expires <= now().getTime()) return undefined;
    if (cached.onServed && cached.id !== undefined) cached.onServed(cached.id);
    return cached.json;
  }

  return {
    async send(request, reply, compute, served) {
      const { json, id, hit } = await lookup(request.url, compute, served);
      if (served && id !== undefined) served.onServed(id);
      return reply
        .type('application/json; charset=utf-8')
        .header('x-cache', hit ? 'hit' : 'miss')
        .send(json);
    },
    answerEarly(request, reply) {
      const json = fresh(request.url);
      if (json === undefined) return false;
      reply.type('application/json; charset=utf-8').header('x-cache', 'hit').send(json);
      return true;
    },
    fresh,
    async json(key, compute) {
      return (await lookup(key, compute)).json;
    },
    async total(key, count) {
      const time = now().getTime();
      const cached = totals.get(key);
      if (cached && cached.expires > time) return cached.value;
      const started = generation;
      const value = await count();
      if (started === generation) {
        if (totals.size >= maxEntries) totals.clear();
        totals.set(key, { value, expires: time + ttlMs });
      }
      return value;
    },
    invalidate() {
      clear();
      onInvalidate();
    },
    invalidateLocally: clear,
    get size() {
      return entries.size;
    },
  };
}
