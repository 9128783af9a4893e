import type { Page } from '@playwright/test';
import { bigProblemsApi } from '@portal/shared/api/big-problems';
import { postsApi } from '@portal/shared/api/content';
import { pathOf } from '@portal/shared/api/endpoint';
import { productsApi } from '@portal/shared/api/products';
import { proposalsApi } from '@portal/shared/api/proposals';
import { expectNoViolations } from './axe.ts';
import { BOTH_SCREENS, expect, test } from './fixtures.ts';

/** The first item of a public list, for its detail page. */
async function firstSlug(page: Page, api: string): Promise<string> {
  const response = await page.request.get(api);
  const body = await response.json();
  const first = body.data[0];
  return String(first.slug ?? first.id);
}

/** Every public page; detail pages take the first item of their list. One test each, so they spread over the workers. */
const pages: { path: string; first?: string }[] = [
  { path: '/' },
  { path: '/introduce' },
  { path: '/propose-introduce' },
  { path: '/posts' },
  { path: '/posts/', first: pathOf(postsApi.list, { query: { per_page: 1 } }) },
  { path: '/products' },
  { path: '/products/', first: pathOf(productsApi.list, { query: { per_page: 1 } }) },
  { path: '/big-problem' },
  { path: '/big-problem/', first: pathOf(bigProblemsApi.list, { query: { per_page: 1 } }) },
  { path: '/solution/', first: pathOf(bigProblemsApi.list, { query: { per_page: 1 } }) },
  { path: '/propose' },
  { path: '/propose/', first: pathOf(proposalsApi.list, { query: { per_page: 1 } }) },
  { path: '/results' },
  { path: '/report-monitor' },
  { path: '/documents' },
  { path: '/FAQ' },
  { path: '/contacts' },
  { path: '/search?q=khoa+hoc' },
  { path: '/sitemap' },
  { path: '/open-data' },
  { path: '/lookup' },
  { path: '/login' },
  // No page: its 404 answer is the point.
  { path: '/khong-co-trang-nay' },
];

for (const { path, first } of pages) {
  test(
    `${first ? `${path}<first item>` : path} passes axe (WCAG 2.1 AA) and never scrolls sideways`,
    BOTH_SCREENS,
    async ({ page, expectConsoleErrors }) => {
      if (path === '/khong-co-trang-nay') expectConsoleErrors.push(/status of 404/);
      const url = first ? `${path}${await firstSlug(page, first)}` : path;
      await page.goto(url);
      // The portal's own page, not the picture of it the server paints first (inert, hidden from
      // assistive technology until the script renders the page over it).
      await expect(page.locator('#root > main h1').first()).toBeVisible();
      // The login page opens its modal once the portal runs: judge the page with it.
      if (path === '/login') await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeVisible();
      await expectNoViolations(page, url);
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways, `${url} scrolls sideways`).toBeLessThanOrEqual(0);
    },
  );
}

test('the home page passes axe in high contrast too', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Tương phản cao' }).click();
  await expectNoViolations(page, '/ (tương phản cao)');
});
