import { expect } from 'vitest';
import type { TestApp } from './helper.ts';

/** A page number and a page size out of bounds, each with the one field its 422 names. */
export const BAD_PAGES = [
  ['?page=0', 'page'],
  ['?page=abc', 'page'],
  ['?per_page=0', 'per_page'],
  ['?per_page=101', 'per_page'],
] as const;

/** Asks `url` with each query of `cases`: each is refused with 422, its one error under the field named with it. */
export async function expectRefusedUnder(t: TestApp, url: string, cases: readonly (readonly [string, string])[]) {
  for (const [query, field] of cases) {
    const response = await t.app.inject({ url: `${url}${query}` });
    expect(response.statusCode, query).toBe(422);
    expect(Object.keys(response.json().errors), query).toEqual([field]);
  }
}
