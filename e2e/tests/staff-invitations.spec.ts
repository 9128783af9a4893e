import { mailTo, totp } from './account.ts';
import { backOfficeMenu, shoot, signInAsNewAdmin } from './back-office.ts';
import { expect, test } from './fixtures.ts';

/**
 * Staff accounts by invitation: the admin invites from the back office, the
 * invited person opens the mail's link, sets a password and two-factor, and works in the back
 * office with the invited role, without ever giving a citizen ID.
 */

test.describe.configure({ timeout: 120_000 });

test('an admin invites an editor, who sets a password and two-factor from the mail and reaches the back office', async ({
  page,
  context,
  request,
  expectConsoleErrors,
}) => {
  // The refused e-mail (422) and the used link (410) are answers the journey provokes.
  expectConsoleErrors.push(/status of 422/, /status of 410/);
  const unique = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  const email = `bien-tap-${unique}@sokhcn.test`;

  const admin = await signInAsNewAdmin(page, request, 'admin-invites');
  await page.goto('/admin/');
  await (await backOfficeMenu(page)).getByRole('menuitem', { name: 'Mời cán bộ' }).click();
  await page.getByRole('link', { name: 'Tạo mới' }).click();
  await page.getByLabel('Họ tên').fill('Phạm Minh Châu');
  // A malformed address is refused in the portal's words, not the browser's own tooltip.
  await page.getByLabel('Email').fill('khong-phai-email');
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/Email không đúng định dạng/);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByRole('combobox', { name: 'Vai trò' }).click();
  // Every invitation has a role: the three, no empty choice.
  await expect(page.getByRole('option')).toHaveText(['Cán bộ kiểm duyệt', 'Biên tập viên', 'Quản trị viên']);
  await page.getByRole('option', { name: 'Biên tập viên', exact: true }).click();
  await page.getByRole('button', { name: 'Lưu' }).click();
  // An address that already has an account is refused under its field.
  await expect(page.getByText('Email này đã có tài khoản trên Cổng thông tin', { exact: false })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Lưu' }).click();
  const row = page
    .getByRole('main')
    .getByRole('row')
    .filter({ hasText: email })
    .or(page.getByRole('main').getByRole('listitem').filter({ hasText: email }));
  await expect(row.getByText('Đang chờ')).toBeVisible();
  await shoot(page, 'admin-staff-invitations');

  // The admin leaves; the invited person opens the link of the mail.
  const mail = await mailTo(email, 'accept-invitation');
  expect(mail).toContain('Kính gửi Ông/Bà Phạm Minh Châu,');
  expect(mail).toContain('Trân trọng,');
  const link = mail.match(/https?:\/\/\S+\/accept-invitation\?token=[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(link as string);
  await expect(page).toHaveTitle(/Nhận lời mời tham gia quản trị/);
  const form = page.getByRole('form', { name: 'Kính gửi Ông/Bà Phạm Minh Châu' });
  await expect(form.getByText('Biên tập viên')).toBeVisible();
  // The portal's own name, and the end of the offer written as the mail writes it.
  await expect(form).toContainText(/quản trị Cổng thông tin Nghị quyết 57 tỉnh Sông Lam với vai trò/);
  await expect(form).toContainText(/hiệu lực đến \d\d:\d\d ngày \d\d\/\d\d\/\d{4}\./);
  await form.getByLabel('Mật khẩu', { exact: true }).fill('yeu');
  await form.getByLabel('Nhập lại mật khẩu').fill('yeu');
  await form.getByRole('button', { name: 'Nhận lời mời và đăng nhập' }).click();
  await expect(form.getByText('Mật khẩu phải ít nhất 8 ký tự').first()).toBeVisible();
  await form.getByLabel('Mật khẩu', { exact: true }).fill('CanBo@2026x');
  await form.getByLabel('Nhập lại mật khẩu').fill('CanBo@2026x');
  await expect(form.getByRole('img', { name: 'Mã QR thiết lập xác thực hai bước' })).toBeVisible();
  const secret = (await form.getByTestId('totp-secret').textContent()) ?? '';
  await form.getByLabel('Mã xác thực').fill(totp(secret));
  await shoot(page, 'accept-invitation');
  await form.getByRole('button', { name: 'Nhận lời mời và đăng nhập' }).click();
  await expect(page.getByRole('heading', { name: 'Tài khoản cán bộ đã được tạo. Chào mừng Ông/Bà!' })).toBeVisible();

  // Signed in as an editor: the back office opens with the editor's screens, not the admin's.
  await page.getByRole('link', { name: 'Vào trang quản trị' }).click();
  const menu = await backOfficeMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Tin bài' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Mời cán bộ' })).toHaveCount(0);

  // The link worked once.
  await page.goto(link as string);
  await expect(page.getByRole('alert')).toHaveText(
    'Lời mời này đã được sử dụng. Nếu đã có tài khoản, vui lòng đăng nhập.',
  );
});
