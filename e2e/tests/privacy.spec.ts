import { readFileSync } from 'node:fs';
import { newCitizen, openFromHeader, openUserMenu, registerFromHome, submitLogin } from './account.ts';
import { expect, test } from './fixtures.ts';

test('a citizen downloads their data, then deletes the account and can no longer sign in', async ({
  page,
  expectConsoleErrors,
}) => {
  // The wrong password of the deletion dialog (422) and the refused sign-in afterwards (401).
  expectConsoleErrors.push(/status of 422/, /status of 401/);
  const person = newCitizen('riengtu');
  await registerFromHome(page, person);
  await openFromHeader(page, 'Đăng nhập');
  await submitLogin(page, person.email, person.password);
  await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeHidden();
  const menu = await openUserMenu(page);
  await menu.getByRole('link', { name: 'Thông tin cá nhân' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thông tin cá nhân' })).toBeVisible();
  // A long e-mail wraps: the page never scrolls sideways on a phone.
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBeLessThanOrEqual(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Tải dữ liệu của tôi' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^du-lieu-ca-nhan-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync(await download.path(), 'utf8'));
  expect(data.profile).toMatchObject({ email: person.email, citizen_pid: person.citizenPid });

  await page.getByRole('button', { name: 'Xóa tài khoản' }).click();
  const dialog = page.getByRole('dialog', { name: 'Xóa tài khoản' });
  await expect(dialog).toContainText('Được giữ lại ở dạng ẩn danh');
  await dialog.getByLabel('Mật khẩu hiện tại').fill('SaiMatKhau@1');
  await dialog.getByRole('button', { name: 'Xóa vĩnh viễn tài khoản' }).click();
  await expect(dialog.getByText('Mật khẩu không đúng')).toBeVisible();
  await dialog.getByLabel('Mật khẩu hiện tại').fill(person.password);
  await dialog.getByRole('button', { name: 'Xóa vĩnh viễn tài khoản' }).click();
  await expect(page.getByRole('heading', { name: 'Tài khoản đã được xóa' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await openFromHeader(page, 'Đăng nhập');
  await submitLogin(page, person.email, person.password);
  await expect(page.getByRole('dialog', { name: 'Đăng nhập' }).getByText('Sai email hoặc mật khẩu')).toBeVisible();
});
