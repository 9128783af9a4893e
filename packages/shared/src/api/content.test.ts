import { describe, expect, it } from 'vitest';
import { firstCalls } from '../first-calls.ts';
import { categoriesApi, homeApi, pagesApi, postsApi, searchApi, visitsApi } from './content.ts';
import { pathOf } from './endpoint.ts';
import { docsApi, healthApi, settingsApi } from './settings.ts';

describe('the content contract', () => {
  it('builds the addresses the portal has always called', () => {
    expect(pathOf(homeApi.content)).toBe('/api/home');
    expect(pathOf(categoriesApi.list)).toBe('/api/categories');
    expect(pathOf(postsApi.list, { query: { page: '2', q: 'đổi mới', category: 'tin-tuc' } })).toBe(
      '/api/posts?page=2&q=%C4%91%E1%BB%95i+m%E1%BB%9Bi&category=tin-tuc',
    );
    expect(pathOf(postsApi.detail, { params: { id: 'a b/c' } })).toBe('/api/posts/a%20b%2Fc');
    expect(pathOf(pagesApi.detail, { params: { slug: 'introduce' } })).toBe('/api/pages/introduce');
    expect(pathOf(searchApi.search, { query: { q: 'ai', kind: 'posts', page: '1' } })).toBe(
      '/api/search?q=ai&kind=posts&page=1',
    );
    expect([visitsApi.read, visitsApi.count].map((entry) => `${entry.method} ${entry.route}`)).toEqual([
      'GET /api/visits',
      'POST /api/visits',
    ]);
    expect(pathOf(settingsApi.get)).toBe('/api/settings');
    expect(pathOf(healthApi.check)).toBe('/api/health');
    expect(pathOf(docsApi.openApi)).toBe('/api/docs');
  });

  it('gives the first page the same calls as before, which the loaders make the same way', () => {
    expect(firstCalls.Home?.({ id: '' })).toEqual(['/api/home']);
    expect(firstCalls.Login?.({ id: '' })).toEqual(['/api/home']);
    expect(firstCalls.Introduce?.({ id: '' })).toEqual(['/api/pages/introduce']);
    expect(firstCalls.ProposeIntroduce?.({ id: '' })).toEqual(['/api/pages/propose-introduce']);
    expect(firstCalls.PostIndex?.({ id: '' })).toEqual(['/api/posts?page=1', '/api/categories']);
    expect(firstCalls.Category?.({ id: 'khoa học' })).toEqual([
      '/api/posts?page=1&category=khoa+h%E1%BB%8Dc',
      '/api/categories',
    ]);
    expect(firstCalls.PostDetail?.({ id: 'tin mới' })).toEqual(['/api/posts/tin%20m%E1%BB%9Bi']);
    expect(firstCalls.Sitemap?.({ id: '' })).toEqual(['/api/categories']);
  });
});
