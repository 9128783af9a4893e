import { pagesApi } from '@portal/shared/api/content';
import { pathOf } from '@portal/shared/api/endpoint';
import type { StaticPage } from '@portal/shared/content';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawFirstScreen } from './first-screen.tsx';
import { demoSettingsForTests } from './test/settings.ts';

// Where the server runs it: no window, no document, no storage (the web-server project).
const introduce: StaticPage = {
  slug: 'introduce',
  title: 'Giới thiệu Nghị quyết 57',
  body: '<p>Nghị quyết 57-NQ/TW xác định khoa học, công nghệ là đột phá quan trọng hàng đầu.</p>',
  updated_at: '2026-11-02T03:00:00.000Z',
};
const answersFor = (page: StaticPage) => ({
  [pathOf(pagesApi.detail, { params: { slug: page.slug } })]: { data: page },
});
const input = { url: '/introduce', answers: answersFor(introduce), settings: demoSettingsForTests, narrow: true };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a public page's first screen, drawn on the server", () => {
  it('is the page as a visitor sees it, drawn from the answers the page holds', async () => {
    expect(typeof document).toBe('undefined');
    const html = await drawFirstScreen(input);
    expect(html).toContain('<h1 class="page-title">Giới thiệu Nghị quyết 57</h1>');
    expect(html).toContain('xác định khoa học, công nghệ là đột phá quan trọng hàng đầu');
    expect(html).toMatch(/Cập nhật ngày (<!-- -->)?02\/11\/2026/);
    // The portal's frame, in the department's words, as a visitor's: no one is signed in on the server.
    expect(html).toContain('Sở Khoa học và Công nghệ tỉnh Sông Lam');
    expect(html).toContain('Đăng nhập');
    expect(html).not.toContain('<script');
  });

  it('is not drawn when the page needs a call the answers do not hold, and nothing leaves the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await drawFirstScreen({ ...input, url: '/propose-introduce' })).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
    // The answers were the drawing's only: the next page is drawn from its own.
    expect(await drawFirstScreen(input)).toContain('Giới thiệu Nghị quyết 57');
  });

  it('is not drawn for a page that sends the visitor elsewhere or is not there', async () => {
    // A page for signed-in people leads a visitor to Home.
    expect(await drawFirstScreen({ ...input, url: '/products/create-product' })).toBeUndefined();
    // The menu's pages have no second address under /pages/ (404).
    expect(await drawFirstScreen({ ...input, url: '/pages/introduce' })).toBeUndefined();
  });

  it('draws one page at a time, each from its own answers', async () => {
    const other: StaticPage = { ...introduce, slug: 'propose-introduce', title: 'Giới thiệu về đề xuất' };
    const [first, second] = await Promise.all([
      drawFirstScreen(input),
      drawFirstScreen({ ...input, url: '/propose-introduce', answers: answersFor(other) }),
    ]);
    expect(first).toContain('<h1 class="page-title">Giới thiệu Nghị quyết 57</h1>');
    expect(second).toContain('<h1 class="page-title">Giới thiệu về đề xuất</h1>');
    expect(second).not.toContain('Giới thiệu Nghị quyết 57</h1>');
  });
});
