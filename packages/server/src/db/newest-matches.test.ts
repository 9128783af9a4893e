import { and, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { type NewestMatchesQuery, newestMatchIds } from './newest-matches.ts';
import { categories, posts } from './schema/content.ts';
import { searchPattern } from './search.ts';

describe('newestMatchIds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO_CONTENT: 'true' });
  });
  afterAll(() => t.close());

  const order = [desc(posts.publishedAt), desc(posts.id)];
  const visible = () =>
    and(eq(posts.status, 'published'), lte(posts.publishedAt, new Date()), eq(categories.visible, true));
  const rows: NewestMatchesQuery['rows'] = (fields, where) =>
    t.database.db.select(fields).from(posts).innerJoin(categories, eq(categories.id, posts.categoryId)).where(where);
  const page = async (where: SQL | undefined, limit: number, offset: number) =>
    (
      await t.database.db
        .select({ id: posts.id })
        .from(posts)
        .innerJoin(categories, eq(categories.id, posts.categoryId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
    ).map((row) => row.id);

  it('answers the same page as a plain search, from the newest rows or from the fallback', async () => {
    const compared: number[] = [];
    for (const term of ['khoa hoc', 'so', 'nong nghiep', 'đ', 'khong co tu nay']) {
      const match = sql`${posts.searchText} like ${searchPattern(term)}`;
      const plainAll = await page(and(visible(), match), 1000, 0);
      for (const [limit, offset] of [
        [3, 0],
        [3, 3],
        [10, 20],
      ] as const) {
        const plain = plainAll.slice(offset, offset + limit);
        for (const recent of [1, 5, 2000]) {
          const ids = newestMatchIds({
            id: posts.id,
            order,
            rows,
            where: visible(),
            match,
            want: offset + limit,
            recent,
          });
          const found = await page(sql`${posts.id} in (${ids})`, limit, offset);
          expect(found, `${term} ${limit}/${offset} recent ${recent}`).toEqual(plain);
        }
        compared.push(plain.length);
      }
    }
    // The terms reach both paths: full pages, short pages and no match at all.
    expect(compared).toContain(0);
    expect(compared).toContain(3);
    expect(compared).toContain(10);
  });
});
