import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { bigProblems, documents, products } from './schema/catalogue.ts';
import { posts } from './schema/content.ts';
import { seedScale } from './seed-scale.ts';

describe('seed --scale', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO_CONTENT: 'true' });
  });
  afterAll(() => t.close());

  const counts = async () => ({
    posts: await t.database.db.$count(posts),
    products: await t.database.db.$count(products),
    bigProblems: await t.database.db.$count(bigProblems),
    documents: await t.database.db.$count(documents),
  });

  it('multiplies the demo content, adds only what is missing when run again, and refuses a bad scale', async () => {
    await seedScale(t.database.db, 3);
    expect(await counts()).toEqual({ posts: 180, products: 90, bigProblems: 24, documents: 120 });
    await seedScale(t.database.db, 3);
    expect((await counts()).posts).toBe(180);
    await seedScale(t.database.db, 4);
    expect(await counts()).toEqual({ posts: 240, products: 120, bigProblems: 32, documents: 160 });
    await expect(seedScale(t.database.db, 0)).rejects.toThrow('--scale');

    // A copy is the original with a suffix and an earlier date, and lists and search find it.
    const response = await t.app.inject({ url: '/api/posts?per_page=1' });
    expect(response.json().meta.total).toBe(240);
  });
});
