import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { callAs } from '../modules/admin/resources/staff-test-app.ts';
import { buildAppPair, type LoggedApp, logMessages, waitFor } from '../test/app-pair.ts';
import { tokensByRole } from '../test/auth-helpers.ts';
import { runRedisTests, startRedisServer, type TestRedisServer } from '../test/redis-server.ts';
import { CACHE_CHANNEL } from './cache-broadcast.ts';

/**
 * An edit through one process shows on every other within a second, although
 * each keeps public answers in memory for 30 s (http/public-cache.ts): the write is announced
 * through Redis, or through PostgreSQL's NOTIFY where there is no Redis.
 */

type Pair = Awaited<ReturnType<typeof buildAppPair>>;
type Tokens = Awaited<ReturnType<typeof tokensByRole>>;

const NEWEST = '/api/posts?per_page=5';
let written = 0;

/** The staff of app A, and the two reads of app B the test watches: the newest posts and the FAQ flag. */
function useEditors(pair: () => Pair) {
  const state = { tokens: undefined as unknown as Tokens, categoryId: 0 };
  beforeAll(async () => {
    state.tokens = await tokensByRole(pair().a, 1);
    state.categoryId = (await pair().a.app.inject({ url: '/api/categories' })).json().data[0].id;
  });
  return state;
}

/** A published post written through A by its editor: its slug. */
async function writePost(a: LoggedApp, token: string, categoryId: number): Promise<string> {
  written += 1;
  const slug = `tin-moi-tu-may-a-${written}`;
  const created = await callAs(a, token, 'POST', '/api/admin/posts', {
    title: `Tin mới viết qua máy A, lần ${written}`,
    slug,
    summary: 'Tóm tắt tin.',
    body: '<p>Nội dung</p>',
    category_id: categoryId,
    author: 'Minh Châu',
    source: 'Sở KH&CN',
    tags: [],
    nq57_groups: [],
    featured: false,
    status: 'published',
    published_at: null,
  });
  expect(created.statusCode, created.body).toBe(201);
  return slug;
}

/** B's newest posts, read twice so that the second answer comes from B's cache. */
async function cacheNewestOn(b: LoggedApp) {
  await b.app.inject({ url: NEWEST });
  const cached = await b.app.inject({ url: NEWEST });
  expect(cached.headers['x-cache']).toBe('hit');
  return cached.json().data[0].slug as string;
}

const newestOn = async (b: LoggedApp) => (await b.app.inject({ url: NEWEST })).json().data[0].slug as string;

/** The scenario every transport must pass: B forgets within a second of A's writes. */
function itShowsEditsEverywhereWithinASecond(pair: () => Pair, editors: { tokens: Tokens; categoryId: number }) {
  it('shows a post written through A on B within a second, though B had the list cached', async () => {
    const { a, b } = pair();
    const before = await cacheNewestOn(b);
    const slug = await writePost(a, editors.tokens.editor, editors.categoryId);
    expect(slug).not.toBe(before);
    await waitFor(async () => (await newestOn(b)) === slug, 1_000);
  });

  it('shows a settings change through A on B within a second (its settings and its cached FAQ list)', async () => {
    const { a, b } = pair();
    expect((await b.app.inject({ url: '/api/settings' })).json().data.question_and_answer).toBe(true);
    await b.app.inject({ url: '/api/faqs' });
    expect((await b.app.inject({ url: '/api/faqs' })).headers['x-cache']).toBe('hit');

    const admin = editors.tokens.admin;
    const shown = (await callAs(a, admin, 'GET', '/api/admin/settings')).json();
    const updated = await callAs(a, admin, 'PUT', '/api/admin/settings', { ...shown, question_and_answer: false });
    expect(updated.statusCode).toBe(200);

    await waitFor(
      async () => (await b.app.inject({ url: '/api/settings' })).json().data.question_and_answer === false,
      1_000,
    );
    await waitFor(async () => (await b.app.inject({ url: '/api/faqs' })).statusCode !== 200, 1_000);
    // Back as it was, and B told of it, before the next test reads B's cache.
    await callAs(a, admin, 'PUT', '/api/admin/settings', { ...shown, question_and_answer: true });
    await waitFor(async () => (await b.app.inject({ url: '/api/faqs' })).statusCode === 200, 1_000);
  });
}

describe.runIf(runRedisTests)(
  'public cache invalidations through Redis (skipped only where redis-server is not installed and not CI)',
  () => {
    let redis: TestRedisServer;
    let pair: Pair;
    beforeAll(async () => {
      redis = await startRedisServer();
      pair = await buildAppPair({ REDIS_URL: redis.url, SEED_DEMO_CONTENT: 'true' }, { level: 'info' });
    });
    afterAll(async () => {
      await pair?.close();
      await redis?.stop();
    });
    const editors = useEditors(() => pair);

    itShowsEditsEverywhereWithinASecond(() => pair, editors);

    it('after Redis was away, B forgets once it is back: a write meanwhile is not kept from it', async () => {
      const { a, b } = pair;
      const before = await cacheNewestOn(b);
      // Counted from here: a start on a busy machine may already have lost and found Redis once.
      const logged = b.lines.length;
      await redis.stop();
      // Written while nobody can hear of it: B still answers from its cache…
      const slug = await writePost(a, editors.tokens.editor, editors.categoryId);
      expect(await newestOn(b)).toBe(before);
      await redis.start();
      // …until its subscription is made again (within 2 s of Redis being back).
      await waitFor(async () => (await newestOn(b)) === slug, 4_000);
      // The log line may come a moment after the subscription answers (a loaded machine, CI).
      const reachable = () =>
        logMessages(b, 'info', logged).some((message) => message.startsWith('Redis is reachable again'));
      await waitFor(async () => reachable(), 4_000);
      const messages = logMessages(b, 'info', logged);
      expect(messages.filter((message) => message.startsWith('Redis is unreachable'))).toHaveLength(1);
      expect(messages.filter((message) => message.startsWith('Redis is reachable again'))).toHaveLength(1);
    });
  },
);

describe.runIf(process.env.DATABASE_URL)(
  'public cache invalidations through PostgreSQL NOTIFY, without Redis (skipped: DATABASE_URL names no PostgreSQL server)',
  () => {
    let pair: Pair;
    beforeAll(async () => {
      pair = await buildAppPair({ SEED_DEMO_CONTENT: 'true' }, { level: 'info' });
    });
    afterAll(() => pair?.close());
    const editors = useEditors(() => pair);

    itShowsEditsEverywhereWithinASecond(() => pair, editors);

    it('listens again after its connection is ended on the server, forgetting what it may have missed', async () => {
      const { a, b } = pair;
      const listening = () =>
        queryRows<{ pid: number }>(
          a.database.db,
          sql`select pid from pg_stat_activity where datname = current_database() and query = ${`listen ${CACHE_CHANNEL}`}`,
        );
      expect(await listening()).toHaveLength(2);
      await cacheNewestOn(b);
      const logged = b.lines.length;
      await queryRows(
        a.database.db,
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = ${`listen ${CACHE_CHANNEL}`}`,
      );
      const slug = await writePost(a, editors.tokens.editor, editors.categoryId);
      await waitFor(async () => (await newestOn(b)) === slug && (await listening()).length === 2, 4_000);
      const messages = logMessages(b, 'info', logged);
      expect(messages.filter((message) => message.startsWith('PostgreSQL LISTEN connection lost'))).toHaveLength(1);
      expect(messages.filter((message) => message.startsWith('PostgreSQL LISTEN connection is back'))).toHaveLength(1);
    });
  },
);
