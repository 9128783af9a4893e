import { BACK_OFFICE_PORT } from '../playwright.config.ts';
import { adminList, choose, newStaff, seededAdminToken, shoot, signIn, signInAsNewAdmin } from './back-office.ts';
import { expect, test } from './fixtures.ts';

/**
 * The back office's content screens: an editor writes and publishes a post the portal
 * then lists; an admin turns Hỏi đáp off in the settings and the portal's menu loses it; the audit
 * log has both writes.
 */

// Two sign-ins and the rich-text editor: longer than the default 30 s.
test.describe.configure({ timeout: 120_000 });

test('an editor writes and publishes a post in the back office and the portal lists it', async ({
  page: writer,
  request,
  browser,
  baseURL,
}) => {
  const adminToken = await seededAdminToken(request);
  const editor = await newStaff(request, adminToken, 'editor', 'admin-content');
  // The editor works on the project's page (a phone on the narrow run).
  await signIn(writer, editor.email, editor.password);
  await writer.goto('/admin/posts');
  await expect(writer.getByRole('heading', { name: 'Tin bài' }).first()).toBeVisible();
  await shoot(writer, 'admin-posts');

  await writer.goto('/admin/posts/create');
  const stamp = Date.now().toString(36);
  const title = `Tin thử nghiệm quản trị ${stamp}`;
  await writer.getByRole('textbox', { name: 'Tiêu đề', exact: true }).fill(title);
  // The slug is made from the title as it is typed.
  const slug = writer.getByLabel('Đường dẫn');
  await expect(slug).toHaveValue(`tin-thu-nghiem-quan-tri-${stamp}`);
  await writer.getByLabel('Tóm tắt').fill('Tóm tắt của tin thử nghiệm.');
  await writer.locator('.ProseMirror').first().fill('Nội dung tin thử nghiệm từ trang quản trị.');
  await choose(writer, 'Chuyên mục', 'Chuyển đổi số');
  await choose(writer, 'Trạng thái', 'Đã đăng');
  await shoot(writer, 'admin-post-form');
  // Enter submits: on a phone the floating Lưu button may sit under a notice.
  await writer.getByRole('textbox', { name: 'Tiêu đề', exact: true }).press('Enter');
  await expect(writer).toHaveURL(/\/admin\/posts\/\d+$/, { timeout: 20_000 });

  await writer.goto('/admin/posts');
  await expect(writer.getByRole('main').getByText(title).first()).toBeVisible();

  // The portal lists it at once.
  await writer.goto('/posts');
  await expect(writer.getByRole('link', { name: title }).first()).toBeVisible();

  // The admin, at a desk, finds the editor's write in the audit log.
  const desk = await browser.newContext({ baseURL });
  try {
    const admin = await desk.newPage();
    await signInAsNewAdmin(admin, request, 'admin-desk');
    await admin.goto(adminList('audit-log', { q: editor.email }));
    const row = admin.getByRole('row').filter({ hasText: editor.email }).first();
    await expect(row).toContainText('Tin bài', { timeout: 20_000 });
    await expect(row).toContainText('Tạo mới');
  } finally {
    await desk.close();
  }
});

test.describe('settings', () => {
  // Every page of a server reads its settings: this journey has a server of its own, so turning
  // Hỏi đáp off never hides it from a journey running beside it.
  test.use({ baseURL: `http://127.0.0.1:${BACK_OFFICE_PORT}` });

  // One settings record per server: the wide run switches it; the narrow one would race it.
  test('an admin turns Hỏi đáp off in the settings, the portal hides it and the audit log lists it', async ({
    page,
    request,
  }) => {
    const admin = await signInAsNewAdmin(page, request, 'admin-settings');
    await page.goto('/admin/settings');
    const flag = page.getByRole('switch', { name: 'Bật chức năng Hỏi đáp' });
    await expect(flag).toBeChecked();
    await shoot(page, 'admin-settings');
    await flag.uncheck();
    await page.getByRole('button', { name: 'Lưu' }).click();
    await expect(page.getByText('Đã lưu cấu hình')).toBeVisible();

    try {
      await page.goto('/');
      const menu = page.getByRole('navigation', { name: 'Menu chính' });
      await expect(menu.getByRole('link', { name: 'Tin tức' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Hỏi đáp' })).toHaveCount(0);

      await page.goto('/admin/audit-log');
      const settingsRow = page.getByRole('row').filter({ hasText: 'Cấu hình cổng' }).first();
      await expect(settingsRow).toContainText(admin.email, { timeout: 20_000 });
      await expect(settingsRow).toContainText('Sửa');
      await shoot(page, 'admin-content-audit');
    } finally {
      // Back on: the menu item returns.
      await page.goto('/admin/settings');
      const again = page.getByRole('switch', { name: 'Bật chức năng Hỏi đáp' });
      await again.check();
      await page.getByRole('button', { name: 'Lưu' }).click();
      await expect(page.getByText('Đã lưu cấu hình')).toBeVisible();
    }
    await page.goto('/');
    await expect(
      page.getByRole('navigation', { name: 'Menu chính' }).getByRole('link', { name: 'Hỏi đáp' }),
    ).toBeVisible();
  });
});
