import { visitsApi } from '@portal/shared/api/content';
import { pathOf } from '@portal/shared/api/endpoint';
import { BOTH_SCREENS, expect, isNarrow, test } from './fixtures.ts';

test(
  'site search "khoa hoc" finds news, products and documents written "Khoa học"',
  BOTH_SCREENS,
  async ({ page, viewport }) => {
    await page.goto('/');
    if (isNarrow(viewport?.width)) {
      await page.getByRole('button', { name: 'Mở menu' }).click();
      await page.getByRole('dialog').getByRole('searchbox', { name: 'Tìm kiếm trên cổng' }).fill('khoa hoc');
      await page.getByRole('dialog').getByRole('button', { name: 'Tìm trên cổng' }).click();
    } else {
      await page.getByRole('banner').getByRole('searchbox', { name: 'Tìm kiếm trên cổng' }).fill('khoa hoc');
      await page.getByRole('banner').getByRole('button', { name: 'Tìm trên cổng' }).click();
    }
    await expect(page).toHaveURL(/\/search\?q=khoa\+hoc/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tìm kiếm' })).toBeVisible();
    const news = page.getByRole('region', { name: /Tin tức/ });
    await expect(news.getByRole('listitem').first()).toContainText(/khoa học/i);
    await expect(page.getByRole('region', { name: /Văn bản/ })).toBeVisible();

    await news.getByRole('link', { name: /Xem tất cả kết quả/ }).click();
    await expect(page).toHaveURL(/kind=posts/);
    await expect(page.getByRole('navigation', { name: 'Phân trang kết quả tìm kiếm' })).toBeVisible();
  },
);

test('a search term too short is explained under the box, and no match says so', async ({
  page,
  expectConsoleErrors,
}) => {
  // The server's 422 for the short term is the point.
  expectConsoleErrors.push(/status of 422/);
  await page.goto('/search?q=a');
  await expect(page.getByRole('alert')).toHaveText('Từ khóa tìm kiếm cần ít nhất 2 ký tự');
  await page.goto('/search?q=zzqxw');
  await expect(page.getByRole('main').getByRole('status')).toContainText('Không tìm thấy nội dung nào cho “zzqxw”');
});

test('the human sitemap lists every section and the news categories', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sơ đồ cổng thông tin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sơ đồ cổng thông tin' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Chuyển đổi số' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Bài toán lớn' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Hỏi đáp' })).toBeVisible();
  await expect(main.getByRole('link', { name: /RSS/ })).toHaveAttribute('href', '/rss.xml');
  await expect(main.getByRole('link', { name: 'Các bộ dữ liệu mở (CSV, JSON)' })).toHaveAttribute('href', '/open-data');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Dữ liệu mở' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dữ liệu mở' })).toBeVisible();
});

test('high contrast turns on beside the text size, and stays on the next page', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Tương phản cao' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await background()).toBe('rgb(0, 0, 0)');
  await page.reload();
  expect(await background()).toBe('rgb(0, 0, 0)');
  // A dialog's close button keeps its ✕ (its background picture), white on black.
  await page
    .locator('.header-brand, .site-header')
    .getByRole('button', { name: /Đăng nhập|Mở menu/ })
    .first()
    .click();
  const close = page.getByRole('dialog').getByRole('button', { name: /^Đóng/ }).first();
  await expect(close).toBeVisible();
  const look = await close.evaluate((button) => {
    const style = getComputedStyle(button);
    return { picture: style.backgroundImage, filter: style.filter };
  });
  expect(look.picture).toContain('svg');
  expect(look.filter).toContain('invert(1)');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Tương phản cao' }).click();
  expect(await background()).not.toBe('rgb(0, 0, 0)');
});

test('the footer counts a visit once per browser session', async ({ page }) => {
  await page.goto('/');
  const counter = page.getByRole('contentinfo').locator('.visit-counter');
  await expect(counter).toContainText(/Lượt truy cập: \d/);
  const total = async () => Number(((await counter.locator('strong').first().textContent()) ?? '').replace(/\D/g, ''));
  const first = await total();
  expect(first).toBeGreaterThan(0);
  await page.reload();
  await expect(counter).toContainText(/Lượt truy cập: \d/);
  // Other journeys visit at the same time; this session's reload alone adds nothing.
  const visits = await page.request.get(pathOf(visitsApi.read));
  expect((await visits.json()).data.total).toBeGreaterThanOrEqual(await total());
});
