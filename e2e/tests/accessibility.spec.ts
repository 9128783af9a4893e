import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** WCAG 2.1 A and AA, as Decree 42/2022 and Circular 22/2023 ask of state portals. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoViolations(page: Page, path: string) {
  // Colours are judged once the page has faded in (0.5 s): mid-fade, every text is too pale.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.page-fade')].every((element) => getComputedStyle(element).opacity === '1'),
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${path}`).toEqual([]);
}

/** The first item of a public list, for its detail page. */
async function firstSlug(page: Page, api: string): Promise<string> {
  const response = await page.request.get(api);
  const body = await response.json();
  const first = body.data[0];
  return String(first.slug ?? first.id);
}

test('every public page passes axe (WCAG 2.1 AA)', async ({ page, expectConsoleErrors }) => {
  test.setTimeout(120_000);
  // The last path is no page: its 404 answer is the point.
  expectConsoleErrors.push(/status of 404/);
  const post = await firstSlug(page, '/api/posts?per_page=1');
  const product = await firstSlug(page, '/api/products?per_page=1');
  const problem = await firstSlug(page, '/api/big-problems?per_page=1');
  const paths = [
    '/',
    '/introduce',
    '/propose-introduce',
    '/posts',
    `/posts/${post}`,
    '/products',
    `/products/${product}`,
    '/big-problem',
    `/big-problem/${problem}`,
    `/solution/${problem}`,
    '/report-monitor',
    '/documents',
    '/FAQ',
    '/contacts',
    '/search?q=khoa+hoc',
    '/sitemap',
    '/login',
    '/khong-co-trang-nay',
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expectNoViolations(page, path);
  }
});

test('the home page passes axe in high contrast too', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Tương phản cao' }).click();
  await expectNoViolations(page, '/ (tương phản cao)');
});
