import { firstCalls } from '@portal/shared/first-calls';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Loader, runLoader } from '../test/loaders.ts';
import { loader as bigProblemDetail } from './big-problems/BigProblemDetailPage.tsx';
import { loader as bigProblemList } from './big-problems/BigProblemListPage.tsx';
import { loader as solutions } from './big-problems/SolutionPage.tsx';
import { loader as documents } from './documents/DocumentsPage.tsx';
import { loader as reportMonitor } from './monitoring/ReportMonitorPage.tsx';
import { loader as productDetail } from './products/ProductDetailPage.tsx';
import { loader as productList } from './products/ProductListPage.tsx';

/**
 * The loaders of the catalogue's pages call through the contract (productsApi, bigProblemsApi,
 * monitoringApi, documentsApi): they must still ask for exactly the addresses they asked for
 * before, and on a plain address exactly the ones first-calls.ts lists (the page answers them).
 */
describe('the catalogue pages’ loaders', () => {
  let asked: string[];

  beforeEach(() => {
    asked = [];
    const meta = { page: 1, per_page: 10, total: 0, last_page: 1 };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        asked.push(path);
        return new Response(JSON.stringify({ data: [], meta, problem: {} }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const load = async (loader: Loader, address: string, id?: string) => {
    await runLoader(loader, address, id);
    return asked;
  };

  it.each([
    ['ProductIndex', productList, '/products'],
    ['ProductDetail', productDetail, '/products/may-say'],
    ['BigProblemIndex', bigProblemList, '/big-problem'],
    ['BigProblemDetail', bigProblemDetail, '/big-problem/may-say'],
    ['SolutionDetail', solutions, '/solution/may-say'],
    ['ReportMonitor', reportMonitor, '/report-monitor'],
    ['Documents', documents, '/documents'],
  ] as const)('%s asks on its plain address for what first-calls.ts lists', async (name, loader, address) => {
    const id = address.split('/')[2];
    expect(await load(loader, address, id)).toEqual(firstCalls[name]?.({ id: id ?? '' }));
  });

  it('leaves the defaults and the empty filters out of the products list, in the filters’ order', async () => {
    expect(await load(productList, '/products?page=2&sort=name&readiness=3&q=+m%C3%A1y+&field=')).toEqual([
      '/api/products?q=m%C3%A1y&readiness=3&sort=name&page=2',
      '/api/products/fields',
    ]);
    asked.length = 0;
    expect(await load(productList, '/products?sort=newest&page=1&demand_type=2&field=N%C3%B4ng')).toEqual([
      '/api/products?field=N%C3%B4ng',
      '/api/products/fields',
    ]);
  });

  it('keeps the big problems’ page first, then the search, the status and the field', async () => {
    expect(
      await load(bigProblemList, '/big-problem?field=Y+t%E1%BA%BF&status=open&q=n%C6%B0%E1%BB%9Bc&page=3'),
    ).toEqual([
      '/api/big-problems?page=3&q=n%C6%B0%E1%BB%9Bc&status=open&field=Y+t%E1%BA%BF',
      '/api/big-problem-fields',
    ]);
    asked.length = 0;
    expect(await load(solutions, '/solution/7?page=0', '7')).toEqual(['/api/big-problems/7/solutions?page=1']);
  });

  it('asks for the document a shared link opens, and for a report page as written', async () => {
    expect(await load(documents, '/documents?year=2025&page=2&q=57&id=9')).toEqual([
      '/api/documents?page=2&q=57&year=2025',
      '/api/documents/facets',
      '/api/documents/9',
    ]);
    asked.length = 0;
    expect(await load(reportMonitor, '/report-monitor?page=x')).toEqual([
      '/api/indicators',
      '/api/reports?page=1',
      '/api/monitoring/summary',
    ]);
  });
});
