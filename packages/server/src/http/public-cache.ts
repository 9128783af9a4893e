import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The answers of public read calls (lists, details, the home page), kept serialised in memory
 * by URL. Every content write calls `invalidate()`; entries also expire after `ttlMs`, so
 * scheduled publications appear on time. Only anonymous answers go through it: a call whose
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
    served?: { idOf: (value: T) => number; then: (id: number) => void },
  ): Promise<FastifyReply>;
  /** Forgets everything; called after any write to public content. */
  invalidate(): void;
  readonly size: number;
}

export function createPublicCache({
  now,
  ttlMs = 30_000,
  maxEntries = 2_000,
}: {
  now: () => Date;
  ttlMs?: number;
  maxEntries?: number;
}): PublicCache {
  const entries = new Map<string, { json: string; expires: number; id?: number }>();
  let generation = 0;

  return {
    async send(request, reply, compute, served) {
      const key = request.url;
      const time = now().getTime();
      const hit = entries.get(key);
      if (hit && hit.expires > time) {
        if (served && hit.id !== undefined) served.then(hit.id);
        return reply.type('application/json; charset=utf-8').header('x-cache', 'hit').send(hit.json);
      }
      const started = generation;
      const value = await compute();
      const json = JSON.stringify(value);
      const id = served?.idOf(value);
      if (served && id !== undefined) served.then(id);
      // A write that happened while computing makes this answer stale: send it, do not keep it.
      if (started === generation) {
        entries.delete(key);
        if (entries.size >= maxEntries) {
          const oldest = entries.keys().next().value;
          if (oldest !== undefined) entries.delete(oldest);
        }
        entries.set(key, { json, expires: time + ttlMs, id });
      }
      return reply.type('application/json; charset=utf-8').header('x-cache', 'miss').send(json);
    },
    invalidate() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
