import { BOTH_SCREENS, expect, test } from './fixtures.ts';

test('the news list shows the seeded posts newest first, with pages', async ({ page }) => {
  await page.goto('/posts');
  await expect(page.getByRole('heading', { level: 1, name: 'Tin tức - Hoạt động' })).toBeVisible();
  const items = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(items).toHaveCount(10);
  const pagination = page.getByRole('navigation', { name: 'Phân trang tin bài' });
  await pagination.getByRole('link', { name: 'Trang 2' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(pagination.getByText('2', { exact: true })).toHaveAttribute('aria-current', 'page');
});

test('search "khoa hoc" finds posts written "Khoa học"', async ({ page }) => {
  await page.goto('/posts');
  await page.getByRole('searchbox', { name: 'Tìm tin bài' }).fill('khoa hoc');
  await page.getByRole('button', { name: 'Tìm kiếm' }).click();
  await expect(page).toHaveURL(/q=khoa\+hoc/);
  await expect(page.getByRole('status').filter({ hasText: 'Tìm thấy' })).toContainText('cho “khoa hoc”');
  // The words are in the title or the summary of each result.
  const results = page.getByRole('main').getByRole('listitem');
  await expect(results.first()).toContainText(/khoa học/i);
  await expect(results.nth(4)).toContainText(/khoa học/i);
});

test('a category shows its posts, and a post opens with its body and related posts', async ({ page }) => {
  await page.goto('/posts');
  await page.getByRole('navigation', { name: 'Chuyên mục tin' }).getByRole('link', { name: 'Chuyển đổi số' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chuyển đổi số' })).toBeVisible();
  const first = page.getByRole('main').getByRole('heading', { level: 2 }).first().getByRole('link');
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Cổng thông tin Nghị quyết 57`);
  await expect(page.getByRole('heading', { name: 'Tin liên quan' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', /facebook\.com\/sharer/);
});

test('an unknown post shows a not-found notice', async ({ page, expectConsoleErrors }) => {
  expectConsoleErrors.push(/status of 404/);
  await page.goto('/posts/khong-co-tin-nay');
  await expect(page.getByRole('heading', { name: 'Không tìm thấy nội dung' })).toBeVisible();
});

test('an unknown category or post answers 404 and shows the not-found notice, titled after what is missing', async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors.push(/status of 404/);
  for (const [path, title] of [
    ['/category/khong-co-chuyen-muc-nay', 'Không tìm thấy chuyên mục'],
    ['/posts/999999', 'Không tìm thấy tin bài'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Không tìm thấy nội dung' })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Cổng thông tin Nghị quyết 57`);
  }
});

test("a post's page from the server carries its Open Graph title, for link previews", async ({ page, request }) => {
  await page.goto('/posts');
  const link = page.getByRole('main').getByRole('heading', { level: 2 }).first().getByRole('link');
  const title = (await link.textContent()) ?? '';
  const href = (await link.getAttribute('href')) ?? '';
  const html = await (await request.get(href)).text();
  const escaped = title.replace(/&/g, '&#38;').replace(/"/g, '&#34;').replace(/</g, '&#60;').replace(/>/g, '&#62;');
  expect(html).toContain(`<meta property="og:title" content="${escaped}">`);
  expect(html).toContain('<meta property="og:type" content="article">');
});

test(
  'a post with a cover shows it on its page, in its category and on the home page, described for who cannot see it',
  BOTH_SCREENS,
  async ({ page }) => {
    const alt = /^Minh họa trung tâm giám sát điều hành/;
    // The demo's home leads with this post, whose cover was drawn for it.
    await page.goto('/');
    const lead = page.locator('.home-lead');
    // On the first screen at both widths: loaded at once, not when scrolled to.
    await expect(lead.getByRole('img', { name: alt })).toHaveAttribute('loading', 'eager');

    await page.goto('/category/chuyen-doi-so');
    // The first screen's items load their covers with the page, wherever the first cover falls
    // (it was lazy when the list's first post had none).
    const items = page.getByRole('main').locator('.post-item');
    await expect(items.first()).toBeVisible();
    for (const index of [0, 1, 2]) {
      for (const image of await items.nth(index).locator('img').all()) {
        await expect(image).toHaveAttribute('loading', 'eager');
      }
    }
    const listed = page.getByRole('main').getByRole('img', { name: alt });
    await listed.scrollIntoViewIfNeeded();
    await expect(listed).toHaveJSProperty('complete', true);
    expect(await listed.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    // The list offers the server's sizes and says how wide it shows: a phone does not fetch the upload.
    await expect(listed).toHaveAttribute('srcset', /-w480\.webp 480w, .*-w960\.webp 960w, .*\.webp 1600w$/);
    await expect(listed).toHaveAttribute('sizes', '(min-width: 768px) 240px, 100vw');

    await page
      .getByRole('link', { name: /nền tảng dữ liệu dùng chung/ })
      .first()
      .click();
    const cover = page.getByRole('main').getByRole('img', { name: alt });
    await expect(cover).toBeVisible();
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(await cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    // Its place is kept while it loads: 16:9 of the column, nothing below it jumps.
    const box = await cover.boundingBox();
    expect(Math.abs((box?.width ?? 0) / (box?.height ?? 1) - 16 / 9)).toBeLessThan(0.02);
  },
);
