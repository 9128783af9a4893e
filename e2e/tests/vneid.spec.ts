import { mailTo, newCitizen, openFromHeader, openUserMenu, registerFromHome, submitLogin } from './account.ts';
import { BOTH_SCREENS, expect, isNarrow, test } from './fixtures.ts';

test('sign in with VNeID through the stand-in provider, and log out through it', BOTH_SCREENS, async ({ page }) => {
  // Begun on /login, it ends on the home page's address, not /login again (issue 17).
  await page.goto('/login');
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
  await expect(page.getByText('Ông/Bà có muốn đăng xuất khỏi tài khoản định danh?')).toBeVisible();
  await page.getByRole('button', { name: 'Đăng xuất' }).click();

  // Back through the Logout route to Login, signed out.
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Đăng nhập' }).getByRole('button', { name: 'Đóng' }).click();
  if (!isNarrow(page.viewportSize()?.width)) {
    await expect(page.getByRole('banner').getByRole('button', { name: 'Đăng nhập', exact: true })).toBeVisible();
  }
});

test('link a password account to VNeID from the profile page, after its password', async ({
  page,
  expectConsoleErrors,
}, testInfo) => {
  // The wrong password (422) before the right one.
  expectConsoleErrors.push(/status of 422/);
  // One stand-in citizen per browser project: both run at once against the same server.
  const identity =
    testInfo.project.name === 'narrow'
      ? { name: 'Phạm Minh Châu', citizenPid: '079195004321' }
      : { name: 'Đỗ Thu Hằng', citizenPid: '001298007777' };
  const person = { ...newCitizen('lien-ket-vneid'), citizenPid: identity.citizenPid };
  await registerFromHome(page, person);
  await openFromHeader(page, 'Đăng nhập');
  await submitLogin(page, person.email, person.password);
  const menu = await openUserMenu(page);
  await menu.getByRole('link', { name: 'Thông tin cá nhân' }).click();

  const panel = page.getByRole('region', { name: 'Tài khoản định danh điện tử VNeID' });
  await panel.getByRole('button', { name: 'Liên kết tài khoản VNeID' }).click();
  await expect(page.getByRole('heading', { name: 'VNeID (mô phỏng)' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(identity.name) }).click();

  // Back on the profile page: VNeID proved who this is; the account's password completes the link.
  await expect(page).toHaveURL(/\/profile$/);
  await expect(panel).toContainText(identity.name);
  await panel.getByLabel('Mật khẩu tài khoản').fill('SaiMatKhau@1');
  await panel.getByRole('button', { name: 'Xác nhận liên kết' }).click();
  await expect(panel.getByText('Mật khẩu không đúng')).toBeVisible();
  await panel.getByLabel('Mật khẩu tài khoản').fill(person.password);
  await panel.getByRole('button', { name: 'Xác nhận liên kết' }).click();
  await expect(panel).toContainText('Tài khoản đã liên kết với VNeID');
  await expect(page.getByText('Đã liên kết tài khoản VNeID')).toBeVisible();
  expect(await mailTo(person.email, 'liên kết với tài khoản định danh điện tử VNeID')).toContain(person.email);
});
