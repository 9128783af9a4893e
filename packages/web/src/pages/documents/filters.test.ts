import { describe, expect, it } from 'vitest';
import { filtersOf } from './filters.ts';

const at = (query: string) => filtersOf(new URL(`http://portal/documents${query}`), 2026);

describe('the documents lookup read from its address', () => {
  it('keeps what the API takes', () => {
    expect(at('?q=57-NQ&type=Ngh%E1%BB%8B+quy%E1%BA%BFt&year=2024&validity=active')).toMatchObject({
      q: '57-NQ',
      type: 'Nghị quyết',
      year: '2024',
      validity: 'active',
    });
    expect(at('?year=2027').year).toBe('2027');
  });

  it('leaves out a year or a validity the API would refuse, so the list shows instead of an error page', () => {
    for (const year of ['abc', '1800', '-1', '2028', '20245', '2024.5', ' '])
      expect(at(`?year=${encodeURIComponent(year)}`).year, year).toBe('');
    expect(at('?validity=zzz').validity).toBe('');
    expect(at('?year=abc&validity=zzz&type=Quy%E1%BA%BFt+%C4%91%E1%BB%8Bnh')).toMatchObject({ type: 'Quyết định' });
  });
});
