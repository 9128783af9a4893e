import type { Settings } from '@portal/shared/settings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateSession } from '../lib/session.ts';
import { type Loader, runLoader } from '../test/loaders.ts';
import { loader as bigProblemList } from './big-problems/BigProblemListPage.tsx';
import { loader as documents } from './documents/DocumentsPage.tsx';
import { loader as faq } from './engagement/FaqPage.tsx';
import { loader as posts } from './posts/PostListPage.tsx';
import { loader as productList } from './products/ProductListPage.tsx';
import { loader as proposalList } from './proposals/ProposalListPage.tsx';
import { loader as search } from './search/SearchPage.tsx';

/**
 * A list address edited by hand (a page that is no number, a control character in a filter, a
 * search longer than the server takes) still shows the list: the loader asks for page 1 and sends
 * the filter without what the server would refuse, so no 422 turns the page into an error page.
 */
describe('list pages opened at a hand-edited address', () => {
  let asked: string[];
  beforeEach(() => {
    asked = [];
    // Hỏi đáp is on (its loader asks the settings first otherwise).
    updateSession({ settings: { question_and_answer: true, contact: true } as Settings });
    const meta = { page: 1, per_page: 10, total: 0, last_page: 1 };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        asked.push(path);
        return new Response(JSON.stringify({ data: [], meta }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const firstCall = async (loader: Loader, address: string, id?: string) => {
    await runLoader(loader, address, id);
    return asked[0] ?? '';
  };

  it.each([
    ['/posts', posts],
    ['/documents', documents],
    ['/FAQ', faq],
    ['/big-problem', bigProblemList],
  ] as const)('%s asks for page 1 when the page is not a page number', async (path, loader) => {
    for (const page of ['abc', '-1', '0', '1e9', '']) {
      asked = [];
      expect(await firstCall(loader, `${path}?page=${page}`)).toMatch(/[?&]page=1(&|$)/);
    }
  });

  it.each([
    ['/products', productList],
    ['/propose', proposalList],
    ['/big-problem', bigProblemList],
    ['/documents', documents],
  ] as const)('%s drops control characters from a filter', async (path, loader) => {
    const call = await firstCall(loader, `${path}?field=N%C3%B4ng%00nghi%E1%BB%87p%1F`);
    expect(new URL(call, 'http://localhost').searchParams.get('field')).toBe('Nôngnghiệp');
  });

  it('cuts a search to the 200 characters the server takes', async () => {
    const call = await firstCall(search, `/search?q=${'a'.repeat(250)}`);
    expect(new URL(call, 'http://localhost').searchParams.get('q')).toHaveLength(200);
  });
});
