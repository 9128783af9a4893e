import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { movableClock } from '../test/helper.ts';
import { createPublicCache } from './public-cache.ts';

describe('public answer cache', () => {
  async function appWith(ttlMs = 1000, maxEntries = 2) {
    const clock = movableClock();
    const cache = createPublicCache({ now: clock.now, ttlMs, maxEntries });
    let computed = 0;
    const served: number[] = [];
    const app = Fastify();
    app.get('/item/:id', async (request, reply) =>
      cache.send(
        request,
        reply,
        async () => {
          computed += 1;
          return { id: Number((request.params as { id: string }).id), computed };
        },
        { idOf: (value) => value.id, onServed: (id) => served.push(id) },
      ),
    );
    return { app, cache, clock, served, computedCount: () => computed };
  }

  it('computes one answer for many requests of a URL that miss at once, and not across a write', async () => {
    const clock = movableClock();
    const cache = createPublicCache({ now: clock.now });
    let computed = 0;
    let release = () => {};
    const slow = () =>
      new Promise<{ n: number }>((resolve) => {
        computed += 1;
        const n = computed;
        release = () => resolve({ n });
      });
    const waiting = Array.from({ length: 10 }, () => cache.json('/api/home', slow));
    release();
    expect(new Set(await Promise.all(waiting))).toEqual(new Set(['{"n":1}']));
    expect(computed).toBe(1);

    // A request after a write does not take the answer computed before it.
    cache.invalidate();
    const before = cache.json('/api/home', slow);
    const releaseBefore = release;
    cache.invalidate();
    const after = cache.json('/api/home', slow);
    releaseBefore();
    release();
    expect(await before).toBe('{"n":2}');
    expect(await after).toBe('{"n":3}');
  });

  it('answers the same URL from memory, tells `served` every time, and expires', async () => {
    const { app, clock, served, computedCount } = await appWith();
    const first = await app.inject({ url: '/item/7' });
    const second = await app.inject({ url: '/item/7' });
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.json()).toEqual({ id: 7, computed: 1 });
    expect(served).toEqual([7, 7]);
    clock.advance(1001);
    expect((await app.inject({ url: '/item/7' })).json()).toEqual({ id: 7, computed: 2 });
    expect(computedCount()).toBe(2);
  });

  it('gives a fresh cached answer to a page that carries it in, counted as served like one sent', async () => {
    const { app, cache, clock, served } = await appWith();
    expect(cache.fresh('/item/7')).toBeUndefined();
    await app.inject({ url: '/item/7' });
    expect(JSON.parse(cache.fresh('/item/7') ?? 'null')).toEqual({ id: 7, computed: 1 });
    expect(served).toEqual([7, 7]);
    clock.advance(1001);
    expect(cache.fresh('/item/7')).toBeUndefined();
    expect(served).toEqual([7, 7]);
  });

  it('forgets everything on invalidate, and keeps at most maxEntries', async () => {
    const { app, cache } = await appWith(60_000, 2);
    await app.inject({ url: '/item/1' });
    await app.inject({ url: '/item/2' });
    await app.inject({ url: '/item/3' });
    expect(cache.size).toBe(2);
    expect((await app.inject({ url: '/item/1' })).headers['x-cache']).toBe('miss');
    cache.invalidate();
    expect(cache.size).toBe(0);
    expect((await app.inject({ url: '/item/1' })).headers['x-cache']).toBe('miss');
  });

  it('keeps list totals per key until they expire or content changes', async () => {
    const clock = movableClock();
    const cache = createPublicCache({ now: clock.now, ttlMs: 1000 });
    let counted = 0;
    const count = async () => {
      counted += 1;
      return 42;
    };
    expect(await cache.total('posts?q=a', count)).toBe(42);
    expect(await cache.total('posts?q=a', count)).toBe(42);
    expect(counted).toBe(1);
    await cache.total('posts?q=b', count);
    expect(counted).toBe(2);
    cache.invalidate();
    await cache.total('posts?q=a', count);
    clock.advance(1001);
    await cache.total('posts?q=a', count);
    expect(counted).toBe(4);
  });

  it('keeps the answers within their byte bound, oldest out first', async () => {
    const clock = movableClock();
    const cache = createPublicCache({ now: clock.now, maxBytes: 2 * 2 * 1000 });
    const big = async () => ({ text: 'x'.repeat(900) });
    await cache.json('/a', big);
    await cache.json('/b', big);
    await cache.json('/c', big);
    expect(cache.size).toBe(2);
    let recomputed = false;
    await cache.json('/a', async () => {
      recomputed = true;
      return {};
    });
    expect(recomputed).toBe(true);
  });

  it('does not keep an answer computed while a write happened', async () => {
    const clock = movableClock();
    const cache = createPublicCache({ now: clock.now });
    const json = await cache.json('/slow', async () => {
      cache.invalidate();
      return { stale: true };
    });
    expect(json).toBe('{"stale":true}');
    expect(cache.size).toBe(0);
  });

  it('tells the other processes of its own writes only: forgetting at their word tells no one again', async () => {
    const clock = movableClock();
    let announced = 0;
    const cache = createPublicCache({ now: clock.now, onInvalidate: () => announced++ });
    const stale = () => cache.json('/posts', async () => ({ at: clock.now().getTime() }));
    const first = await stale();
    cache.invalidateLocally();
    clock.advance(1);
    // Forgotten like after a write, yet not announced: two processes would otherwise echo for ever.
    expect(await stale()).not.toBe(first);
    expect(announced).toBe(0);
    cache.invalidate();
    expect(cache.size).toBe(0);
    expect(announced).toBe(1);
    // An answer being computed when the other process's word comes is not kept either.
    await cache.json('/slow', async () => {
      cache.invalidateLocally();
      return { stale: true };
    });
    expect(cache.size).toBe(0);
  });
});
