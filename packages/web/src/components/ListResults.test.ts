import { describe, expect, it } from 'vitest';
import { pageNote } from './ListResults.tsx';

describe("a list's page note", () => {
  it('says which page of how many, and nothing for one page or a page past the last', () => {
    expect(pageNote({ page: 2, per_page: 10, total: 30, last_page: 3 })).toBe(' · trang 2/3');
    expect(pageNote({ page: 1, per_page: 10, total: 5, last_page: 1 })).toBe('');
    // /products?page=99999 once said "trang 99999/3".
    expect(pageNote({ page: 99999, per_page: 10, total: 30, last_page: 3 })).toBe('');
  });
});
