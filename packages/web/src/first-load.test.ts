import path from 'node:path';
import { staticImports } from '@portal/shared/static-imports';
import { describe, expect, it } from 'vitest';

/**
 * What the portal's first load carries: the modules `main.tsx` and `start.tsx` reach through
 * static imports (an `import()` is a chunk of its own, fetched later; `import type` is erased).
 * The budget (110 KB gzip, `npm run bench:web`) has no room for zod's schemas or the form
 * library: a page, a form or a rare flow that needs them imports them where it is used. A module
 * of the shell that reached them once (the VNeID link's return, through @portal/shared/auth) put
 * 26 KB more on every first visit; this test names the chain instead.
 */
const webSrc = import.meta.dirname;
const KEPT_OUT = ['zod', 'react-hook-form', '@hookform/resolvers'];
const firstLoad = staticImports;

describe("the portal's first load", () => {
  const reached = firstLoad([path.join(webSrc, 'main.tsx'), path.join(webSrc, 'start.tsx')]);

  it('reaches the shell (a check that the walk follows imports at all)', () => {
    expect(reached.has(path.join(webSrc, 'lib/api.ts'))).toBe(true);
    expect(reached.has('react-router')).toBe(true);
  });

  // What the first paint does without (27/11/2026, 113.3 KB → under 110): the number parsing of
  // the forms, the popups (SweetAlert2's loader and texts) and the signed-in user's menu; and
  // (07/12/2026, 111.0 KB → 109.9) the phone's menu panel and the footer's visit counter.
  it.each([
    '../../shared/src/format.ts',
    'lib/popups.ts',
    'features/auth/UserMenu.tsx',
    'app/MobileMenu.tsx',
    'components/VisitCounter.tsx',
  ])('leaves %s to the chunks that need it', (module) => {
    const chain = reached.get(path.resolve(webSrc, module));
    expect(chain?.map((step) => path.relative(webSrc, step))).toBeUndefined();
  });

  it.each(KEPT_OUT)('leaves %s to the chunks that need it', (library) => {
    const chain = [...reached.entries()].find(([module]) => module === library || module.startsWith(`${library}/`));
    expect(chain?.[1].map((module) => path.relative(webSrc, module))).toBeUndefined();
  });
});

/**
 * The public pages paint their first screen with the shell: a schema in their chunks (zod, about
 * 24 KB gzip, once through the marketplace's labels and the author's submission parts, then through
 * the documents', big problems' and search's constants) was downloaded and run before their largest
 * paint, which Lighthouse charges to it (/propose at 93; /documents 94 and /big-problem 95 on
 * 07/12/2026). Their labels come from zod-free modules (product-labels.ts, list-calls.ts,
 * status-labels.ts, search-kinds.ts, big-problem-pages.ts); a form that needs zod loads it itself.
 */
describe.each([
  'pages/proposals/ProposalListPage.tsx',
  'pages/proposals/ProposalDetailPage.tsx',
  'pages/products/ProductListPage.tsx',
  'pages/products/ProductDetailPage.tsx',
  'pages/results/ResultsPage.tsx',
  'pages/documents/DocumentsPage.tsx',
  'pages/big-problems/BigProblemListPage.tsx',
  'pages/big-problems/BigProblemDetailPage.tsx',
  'pages/big-problems/SolutionPage.tsx',
  'pages/search/SearchPage.tsx',
  'pages/posts/PostListPage.tsx',
  'pages/posts/PostDetailPage.tsx',
  'pages/monitoring/ReportMonitorPage.tsx',
  'pages/open-data/OpenDataPage.tsx',
  'pages/engagement/FaqPage.tsx',
  'pages/engagement/ContactPage.tsx',
  'pages/static/StaticPage.tsx',
])('the chunk of %s', (page) => {
  const reached = firstLoad([path.join(webSrc, page)]);

  it('reaches its labels (a check that the walk follows imports at all)', () => {
    expect([...reached.keys()].some((module) => module.endsWith('.ts') && module.includes('shared'))).toBe(true);
  });

  it('leaves zod to the forms', () => {
    const chain = [...reached.entries()].find(([module]) => module === 'zod' || module.startsWith('zod/'));
    expect(chain?.[1].map((module) => path.relative(webSrc, module))).toBeUndefined();
  });
});
