import { expect, test } from './fixtures.ts';

test('the introduction of Resolution 57 is served from the database', async ({ page }) => {
  await page.goto('/introduce');
  await expect(page.getByRole('heading', { level: 1, name: 'Giới thiệu Nghị quyết 57' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page).toHaveTitle('Giới thiệu Nghị quyết 57 | Cổng thông tin Nghị quyết 57');
});

test('the introduction of proposals is served from the database', async ({ page }) => {
  await page.goto('/propose-introduce');
  await expect(page.getByRole('heading', { level: 1, name: 'Giới thiệu về gửi đề xuất' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('mã hồ sơ');
});
