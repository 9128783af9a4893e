import { firstCalls } from '@portal/shared/first-calls';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageParam } from '../components/SubmissionParts.tsx';
import { clearSession, signIn, updateSession } from '../lib/session.ts';
import { type Loader, runLoader } from '../test/loaders.ts';
import { citizenForTests, demoSettingsForTests } from '../test/settings.ts';
import { loader as faq } from './engagement/FaqPage.tsx';
import { loader as myIdeas } from './ideas/IdeaListPage.tsx';
import { loader as myProposals } from './proposals/MyProposalListPage.tsx';
import { loader as myProposal } from './proposals/MyProposalPage.tsx';
import { loader as proposalDetail } from './proposals/ProposalDetailPage.tsx';
import { loader as proposals } from './proposals/ProposalListPage.tsx';

/**
 * The loaders of the submissions' and the FAQ's pages call through the contract (proposalsApi,
 * ideasApi, engagementApi): they must still ask for exactly the addresses they asked for before,
 * and on a plain address exactly the ones first-calls.ts lists (the page answers them).
 */
describe('the submissions’ and the FAQ’s loaders', () => {
  let asked: string[];

  beforeEach(() => {
    asked = [];
    updateSession({ settings: demoSettingsForTests });
    const meta = { page: 1, per_page: 10, total: 0, last_page: 1 };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        asked.push(path);
        return new Response(JSON.stringify({ data: path.includes('/mine/') ? { id: 7 } : [], meta }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  const load = async (loader: Loader, address: string, id?: string) => {
    await runLoader(loader, address, id);
    // The open big problems and the products' fields belong to other pages' calls.
    return asked.filter((path) => !path.startsWith('/api/big-problems') && !path.startsWith('/api/products'));
  };

  it.each([
    ['QuestionAndAnswer', faq, '/FAQ'],
    ['ProposeIndex', proposals, '/propose'],
    ['ProposeDetail', proposalDetail, '/propose/12'],
  ] as const)('%s asks on its plain address for what first-calls.ts lists', async (name, loader, address) => {
    const id = address.split('/')[2];
    const listed = firstCalls[name]?.({ id: id ?? '' }).filter((path) => !path.startsWith('/api/products'));
    expect(await load(loader, address, id)).toEqual(listed);
  });

  it('keeps the FAQ’s page first, then the search and the topic, leaving empty ones out', async () => {
    expect(await load(faq, '/FAQ?topic=Thu+t%E1%BB%A5c&q=+b%E1%BA%A3n+quy%E1%BB%81n+&page=2')).toEqual([
      '/api/faqs?page=2&q=b%E1%BA%A3n+quy%E1%BB%81n&topic=Thu+t%E1%BB%A5c',
      '/api/faqs/topics',
    ]);
    asked.length = 0;
    expect(await load(faq, '/FAQ?q=&topic=')).toEqual(['/api/faqs?page=1', '/api/faqs/topics']);
  });

  it('leaves page 1 and the empty filters out of the proposals list, in the filters’ order', async () => {
    expect(await load(proposals, '/propose?page=3&budget=1&field=N%C3%B4ng&q=m%C3%A1y')).toEqual([
      '/api/proposals?q=m%C3%A1y&field=N%C3%B4ng&budget=1&page=3',
    ]);
    asked.length = 0;
    expect(await load(proposals, '/propose?page=1&q=')).toEqual(['/api/proposals']);
  });

  it('asks for my own ideas and proposals with the same filters as before', async () => {
    signIn('token', citizenForTests);
    expect(await load(myIdeas, '/idea?status=submitted&q=n%C6%B0%E1%BB%9Bc&page=2')).toEqual([
      '/api/ideas/mine?q=n%C6%B0%E1%BB%9Bc&status=submitted&page=2',
    ]);
    asked.length = 0;
    expect(await load(myProposals, '/personal-propose-list?page=1')).toEqual(['/api/proposals/mine']);
    asked.length = 0;
    expect(await load(myProposal, '/propose/7/personal-propose', '7')).toEqual(['/api/proposals/mine/7']);
  });

  it('leaves the first page out of a list call, as the list’s own address does', () => {
    expect(pageParam('1')).toBeUndefined();
    expect(pageParam('2')).toBe('2');
  });
});
