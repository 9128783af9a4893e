import { describe, expect, it } from 'vitest';
import { documentFileUrl } from '../documents.ts';
import { firstCalls } from '../first-calls.ts';
import { bigProblemsApi } from './big-problems.ts';
import { documentsApi } from './documents.ts';
import { pathOf } from './endpoint.ts';
import { monitoringApi } from './monitoring.ts';
import { productsApi } from './products.ts';

describe('the catalogue contract (products, big problems, monitoring, documents)', () => {
  it('gives the first calls of the public pages the addresses they had before the contract', () => {
    const id = 'máy sấy/2';
    const calls = (name: keyof typeof firstCalls) => firstCalls[name]?.({ id });
    expect(calls('ProductIndex')).toEqual(['/api/products', '/api/products/fields']);
    expect(calls('ProductDetail')).toEqual(['/api/products/m%C3%A1y%20s%E1%BA%A5y%2F2']);
    // Its field filter is the proposals' own list (fields.ts), not the products' answer.
    expect(calls('ProposeIndex')).toEqual(['/api/proposals']);
    expect(calls('BigProblemIndex')).toEqual(['/api/big-problems?page=1', '/api/big-problem-fields']);
    expect(calls('BigProblemDetail')).toEqual(['/api/big-problems/m%C3%A1y%20s%E1%BA%A5y%2F2']);
    expect(calls('SolutionDetail')).toEqual(['/api/big-problems/m%C3%A1y%20s%E1%BA%A5y%2F2/solutions?page=1']);
    expect(calls('ReportMonitor')).toEqual(['/api/indicators', '/api/reports?page=1', '/api/monitoring/summary']);
    expect(calls('Documents')).toEqual(['/api/documents?page=1', '/api/documents/facets']);
  });

  it('builds the download addresses the server hands out', () => {
    expect(pathOf(productsApi.file, { params: { id: 12, key: 'ab 12.png' } })).toBe(
      '/api/products/12/files/ab%2012.png',
    );
    expect(documentFileUrl(7, 'Báo cáo.pdf')).toBe('/api/documents/7/files/B%C3%A1o%20c%C3%A1o.pdf');
  });

  it('keeps the internal documents apart from the public ones', () => {
    expect(pathOf(documentsApi.internalList, { query: { page: 2, q: 'kế hoạch' } })).toBe(
      '/api/internal-documents?page=2&q=k%E1%BA%BF+ho%E1%BA%A1ch',
    );
    expect(pathOf(documentsApi.internalFacets)).toBe('/api/internal-documents/facets');
    expect(pathOf(documentsApi.internalDetail, { params: { id: 5 } })).toBe('/api/internal-documents/5');
    expect(pathOf(monitoringApi.reports, { query: { page: 3 } })).toBe('/api/reports?page=3');
    expect(bigProblemsApi.list.method).toBe('GET');
  });
});
