import { openFromHeader, openUserMenu } from './account.ts';
import { expect, isNarrow, test } from './fixtures.ts';

test('sign in with VNeID through the stand-in provider, and log out through it', async ({ page }) => {
  await page.goto('/');
  await openFromHeader(page, 'Đăng nhập');
  await page
    .getByRole('dialog', { name: 'Đăng nhập' })
    .getByRole('button', { name: 'Đăng nhập bằng tài khoản định danh điện tử VNeID' })
    .click();

  await expect(page.getByRole('heading', { name: 'VNeID (mô phỏng)' })).toBeVisible();
  await page.getByRole('button', { name: /Trần Thị Mai/ }).click();

  await expect(page).toHaveURL(/\/$/);
  const menu = await openUserMenu(page, 'Trần Thị Mai');
  await expect(menu).toContainText('Trần Thị Mai');
  await menu.getByRole('link', { name: 'Thông tin cá nhân' }).click();
  await expect(page.getByRole('main').getByText('********5678')).toBeVisible();

  const again = await openUserMenu(page, 'Trần Thị Mai');
  await again.getByRole('button', { name: 'Đăng xuất' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Bạn có muốn đăng xuất khỏi tài khoản định danh?')).toBeVisible();
  await page.getByRole('button', { name: 'Đăng xuất' }).click();

  // Back through the Logout route to Login, signed out.
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Đăng nhập' }).getByRole('button', { name: 'Đóng' }).click();
  if (!isNarrow(page.viewportSize()?.width)) {
    await expect(page.getByRole('banner').getByRole('button', { name: 'Đăng nhập', exact: true })).toBeVisible();
  }
});
