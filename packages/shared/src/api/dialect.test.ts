import { describe, expect, it } from 'vitest';
import { dialectPath, dialectQuery } from './dialect.ts';

/** How the e2e journeys wrote a dialect parameter before: JSON, then encodeURIComponent. */
const jsonParam = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('the addresses of the back office dialect', () => {
  it('addresses a resource and one record as ra-data-simple-rest does', () => {
    expect(dialectPath('ideas')).toBe('/api/admin/ideas');
    expect(dialectPath('indicator-values', '12:2025-Q1')).toBe('/api/admin/indicator-values/12%3A2025-Q1');
    expect(dialectPath('users', 7)).toBe('/api/admin/users/7');
  });

  it('writes sort, range and filter as JSON, in that order, leaving out the ones not given', () => {
    const filter = { status: 'published', q: 'Nông nghiệp & "CNC"' };
    expect(dialectPath('products', { filter, range: [0, 49], sort: ['id', 'DESC'] })).toBe(
      `/api/admin/products?sort=${jsonParam(['id', 'DESC'])}&range=${jsonParam([0, 49])}&filter=${jsonParam(filter)}`,
    );
    expect(dialectPath('faqs', { range: [0, 0] })).toBe('/api/admin/faqs?range=%5B0%2C0%5D');
    expect(dialectPath('users', { filter: { q: 'a b@x.vn' } })).toBe(
      '/api/admin/users?filter=%7B%22q%22%3A%22a%20b%40x.vn%22%7D',
    );
    expect(dialectQuery({})).toBe('');
    expect(dialectPath('posts', {})).toBe('/api/admin/posts');
  });
});
