import { describe, expect, it } from 'vitest';
import { authApi } from './auth.ts';
import { pathOf, queryString } from './endpoint.ts';
import { openDataApi } from './open-data.ts';
import { proposalsApi } from './proposals.ts';

describe('the addresses of the contract', () => {
  it('fills each parameter of the route, encoded', () => {
    expect(pathOf(proposalsApi.mine, { params: { id: 7 } })).toBe('/api/proposals/mine/7');
    expect(pathOf(proposalsApi.file, { params: { id: '3', fileId: 'a b/c.pdf' } })).toBe(
      '/api/proposals/3/files/a%20b%2Fc.pdf',
    );
    expect(pathOf(authApi.twoFactor, { params: { id: 12 } })).toBe('/api/auth/12/register-google-auththen');
  });

  it('fills a parameter followed by a suffix in its segment (a download with its extension)', () => {
    expect(pathOf(openDataApi.csv, { params: { dataset: 'indicators' }, query: { indicator: 3 } })).toBe(
      '/api/open-data/indicators.csv?indicator=3',
    );
    expect(pathOf(openDataApi.json, { params: { dataset: 'big-problems' } })).toBe('/api/open-data/big-problems.json');
  });

  it('adds the query in the order given, leaving out empty values and repeating lists', () => {
    expect(pathOf(proposalsApi.list, { query: { page: 2, q: 'nông nghiệp', field: '' } })).toBe(
      '/api/proposals?page=2&q=n%C3%B4ng+nghi%E1%BB%87p',
    );
    expect(queryString({ status: ['draft', 'submitted'], page: undefined, open: false })).toBe(
      '?status=draft&status=submitted&open=false',
    );
    expect(pathOf(authApi.me)).toBe('/api/auth/me');
  });

  it('refuses to build an address with a parameter missing', () => {
    expect(() => pathOf(proposalsApi.mine, { params: {} as { id: number } })).toThrow(':id');
  });

  it('gives every entry a method and an address under /api/', () => {
    for (const entry of [...Object.values(authApi), ...Object.values(proposalsApi)]) {
      expect(entry.route).toMatch(/^\/api\//);
      expect(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).toContain(entry.method);
    }
  });
});
