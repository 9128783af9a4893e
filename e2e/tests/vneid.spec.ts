import { consentPurpose } from '@portal/shared/consent';
import { mailTo, newCitizen, openFromHeader, openUserMenu, registerFromHome, submitLogin } from './account.ts';
import { BOTH_SCREENS, expect, isNarrow, test } from './fixtures.ts';

test(
  'a first VNeID sign-in asks for consent before the account is made, then logs out through VNeID',
  BOTH_SCREENS,
  async ({ page }, testInfo) => {
    // One stand-in citizen per browser project: both run at once, and each must meet its first sign-in.
    const identity =
      testInfo.project.name === 'narrow'
        ? { name: 'Vũ Quốc Khánh', masked: '********3456' }
        : { name: 'Hoàng Thị Lan', masked: '********8899' };
    const signInWithVneid = async () => {
      // Begun on /login, it ends on the home page's address, not /login again: the login page is never where a sign-in leads.
      await page.goto('/login');
      await page
        .getByRole('dialog', { name: 'Đăng nhập' })
        .getByRole('button', { name: 'Đăng nhập bằng tài khoản định danh điện tử VNeID' })
        .click();
    };
    const consent = page.getByRole('dialog', { name: 'Đồng ý cho phép xử lý dữ liệu cá nhân' });

    await signInWithVneid();
    await expect(page.getByRole('heading', { name: 'VNeID (mô phỏng)' })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(identity.name) }).click();

    // No account yet: the registration's consent text first, naming the portal's department. Refusing makes none.
    const { data: site } = await (await page.request.get('/api/settings')).json();
    await expect(consent).toContainText(consentPurpose(site.managing_agency));
    await expect(consent).toContainText(`Tôi đồng ý để ${site.managing_agency} xử lý`);
    await expect(consent).toContainText(identity.name);
    await consent.getByRole('button', { name: 'Từ chối' }).click();
    await expect(page.getByRole('heading', { name: 'Chưa tạo tài khoản' })).toBeVisible();
    await page.getByRole('button', { name: 'Đóng' }).click();
    if (!isNarrow(page.viewportSize()?.width)) {
      await expect(page.getByRole('banner').getByRole('button', { name: 'Đăng nhập', exact: true })).toBeVisible();
    }

    // Again (still signed in at VNeID, which sends the browser straight back): agreeing makes the account.
    await signInWithVneid();
    await consent.getByRole('button', { name: 'Đồng ý' }).click();
    await expect(page).toHaveURL(/\/$/);
    const menu = await openUserMenu(page, identity.name);
    await expect(menu).toContainText(identity.name);
    await menu.getByRole('link', { name: 'Thông tin cá nhân' }).click();
    await expect(page.getByRole('main').getByText(identity.masked)).toBeVisible();

    const again = await openUserMenu(page, identity.name);
    await again.getByRole('button', { name: 'Đăng xuất' }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Ông/Bà có muốn đăng xuất khỏi tài khoản định danh?')).toBeVisible();
    await page.getByRole('button', { name: 'Đăng xuất' }).click();

    // Back through the Logout route to Login, signed out.
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeVisible();

    // The account exists now: the next VNeID sign-in opens it without asking again.
    await page
      .getByRole('dialog', { name: 'Đăng nhập' })
      .getByRole('button', { name: 'Đăng nhập bằng tài khoản định danh điện tử VNeID' })
      .click();
    await page.getByRole('button', { name: new RegExp(identity.name) }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(await openUserMenu(page, identity.name)).toContainText(identity.name);
    await expect(consent).toBeHidden();
  },
);

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
