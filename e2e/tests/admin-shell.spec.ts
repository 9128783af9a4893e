import type { Page } from '@playwright/test';
import { dialectPath } from '@portal/shared/api/dialect';
import { openFromHeader, openUserMenu, submitLogin, totp } from './account.ts';
import {
  adminList,
  answerSecondStep,
  backOfficeMenu,
  bearer,
  newStaff,
  registered,
  seededAdminToken,
  shoot,
  signIn,
} from './back-office.ts';
import { BOTH_SCREENS, expect, isNarrow, test } from './fixtures.ts';

/**
 * The back office's shell: signed in with the portal's account, in Vietnamese, the
 * menu of the staff member's role, and a clear screen for everyone else.
 */

// Journeys that cross the portal and the back office take longer than the default 30 s under CI load.
test.describe.configure({ timeout: 120_000 });

/** A category in the list: a table cell on a wide screen, a list item on a phone. */
const listed = (page: Page, name: string) => page.getByRole('main').getByText(name).first();

test(
  'an admin opens the back office from the portal and adds a news category the portal then shows',
  BOTH_SCREENS,
  async ({ page, context, request, expectConsoleErrors }) => {
    // The taken slug is refused by the server (422), which the browser logs.
    expectConsoleErrors.push(/status of 422/);
    const me = await newStaff(request, await seededAdminToken(request), 'admin', 'admin-shell');
    const token = await signIn(page, me.email, me.password);

    // The user menu's link is a plain link that opens the back office in a new tab.
    const menu = await openUserMenu(page, me.fullName);
    const link = menu.getByRole('link', { name: /Trang quản trị/ });
    await expect(link).toHaveAttribute('href', '/admin/');
    await expect(link).toHaveAttribute('target', '_blank');
    const [admin] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await admin.waitForLoadState();
    // The back office opens on its dashboard; the categories are one menu entry away.
    await expect(admin).toHaveURL(/\/admin\/$/);
    await expect(admin).toHaveTitle('Quản trị | Cổng thông tin Nghị quyết 57');
    await expect(admin.getByRole('heading', { level: 2, name: 'Việc cần xử lý' })).toBeVisible();
    await (await backOfficeMenu(admin)).getByRole('menuitem', { name: 'Chuyên mục tin' }).click();
    await expect(admin).toHaveURL(/\/admin\/categories$/);

    // The list in Vietnamese, with the seeded categories.
    await expect(listed(admin, 'Chuyển đổi số')).toBeVisible();
    // A table with the page range in words on a wide screen; a phone gets a simple list.
    if (!isNarrow(admin.viewportSize()?.width)) {
      await expect(admin.getByRole('columnheader', { name: /tên chuyên mục/i })).toBeVisible();
      // The other project's run of this journey may have added its category already.
      await expect(admin.getByText(/^1–\d+ trong \d+$/)).toBeVisible();
    }
    const sideMenu = await backOfficeMenu(admin);
    await expect(sideMenu.getByRole('menuitem', { name: 'Chuyên mục tin' })).toBeVisible();
    await expect(sideMenu.getByRole('menuitem', { name: 'Nhật ký thao tác' })).toBeVisible();
    await shoot(admin, 'admin-categories');
    if (isNarrow(admin.viewportSize()?.width)) {
      // The drawer is modal: the page behind it is out of reach until it has closed.
      await admin.keyboard.press('Escape');
      await expect(sideMenu).toBeHidden();
    }

    // A bad slug is refused under the field by the shared schema; a taken one by the server.
    await admin.getByRole('link', { name: 'Tạo mới' }).click();
    await expect(admin.getByRole('heading', { name: 'Tạo chuyên mục tin' })).toBeVisible();
    const name = `Chuyên mục thử ${Date.now().toString(36)}`;
    const slug = `chuyen-muc-thu-${Date.now().toString(36)}`;
    await admin.getByLabel('Tên chuyên mục').fill(name);
    const slugBox = admin.getByLabel('Đường dẫn');
    await slugBox.fill('Chuyên Mục Sai');
    await admin.getByRole('button', { name: 'Lưu' }).click();
    await expect(slugBox).toHaveAccessibleDescription(/chỉ gồm chữ thường không dấu/);
    await shoot(admin, 'admin-category-invalid');
    await slugBox.fill('chuyen-doi-so');
    // Enter submits: on a narrow screen the notice of the first refusal covers the floating Lưu button.
    await slugBox.press('Enter');
    await expect(slugBox).toHaveAccessibleDescription(/đã được dùng cho chuyên mục khác/);
    await slugBox.fill(slug);
    await slugBox.press('Enter');
    await expect(admin).toHaveURL(/\/admin\/categories$/);
    await expect(listed(admin, name)).toBeVisible();

    const found = await request.get(dialectPath('categories', { filter: { q: slug } }), { headers: bearer(token) });
    const [category] = (await found.json()) as { id: number; slug: string }[];
    expect(category?.slug).toBe(slug);

    try {
      // The audit log has the line, with what was written (the other project's run writes its own
      // line at the same time: the record's own lines are those of this journey).
      await (await backOfficeMenu(admin)).getByRole('menuitem', { name: 'Nhật ký thao tác' }).click();
      await expect(admin).toHaveURL(/\/admin\/audit-log/);
      await admin.goto(adminList('audit-log', { resource: 'categories', record_id: String(category?.id) }));
      const row = admin.getByRole('row').filter({ hasText: me.email }).first();
      await expect(row).toContainText('Tạo mới');
      await expect(row).toContainText('Chuyên mục tin');
      await row.getByRole('cell', { name: me.email }).click();
      await expect(admin.getByRole('cell', { name: slug })).toBeVisible();
      await shoot(admin, 'admin-audit-log');

      // The portal shows it at once in its category menu.
      await page.goto('/posts');
      await expect(
        page.getByRole('navigation', { name: 'Chuyên mục tin' }).getByRole('link', { name, exact: true }),
      ).toBeVisible();
    } finally {
      // Other journeys see the seeded categories only.
      const removed = await request.delete(dialectPath('categories', String(category?.id)), { headers: bearer(token) });
      expect(removed.status(), await removed.text()).toBe(200);
    }
  },
);

test('a citizen who opens the back office is told the account has no access', async ({ page, request }) => {
  const citizen = await registered(request, 'admin-shell');
  await page.goto('/');
  await openFromHeader(page, 'Đăng nhập');
  await submitLogin(page, citizen.email, citizen.password);
  await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeHidden();
  await page.goto('/admin/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Không có quyền truy cập' })).toBeVisible();
  await expect(page.getByText('Tài khoản không có quyền vào khu vực quản trị.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Về Cổng thông tin' })).toHaveAttribute('href', '/');
  await shoot(page, 'admin-forbidden');
});

test('a staff member signed in with a password alone enrols two-factor on the access screen and goes on', async ({
  page,
  request,
  expectConsoleErrors,
}) => {
  // The wrong password the journey types is a 422, which the browser logs.
  expectConsoleErrors.push(/status of 422/);
  const reviewer = await newStaff(request, await seededAdminToken(request), 'reviewer', 'admin-enrol', {
    twoFactor: false,
  });
  await signIn(page, reviewer.email, reviewer.password);
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { level: 1, name: 'Vui lòng bật xác thực hai bước' })).toBeVisible();
  await shoot(page, 'admin-two-factor-required');
  await page.getByRole('button', { name: 'Bật xác thực hai bước' }).click();
  await expect(page.getByRole('img', { name: 'Mã QR thiết lập xác thực hai bước' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel('Mã xác thực').fill(totp(secret));
  await page.getByLabel('Mật khẩu hiện tại').fill('Sai@Matkhau2026');
  await page.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page.getByText('Mật khẩu hiện tại không đúng')).toBeVisible();
  await shoot(page, 'admin-two-factor-enrol');
  await page.getByLabel('Mật khẩu hiện tại').fill(reviewer.password);
  await page.getByRole('button', { name: 'Xác nhận' }).click();
  // Straight on into the back office, with the session the enrolment opened.
  await expect(page.getByRole('heading', { level: 2, name: 'Việc cần xử lý' })).toBeVisible();
  // The portal's profile says two-factor is on for good: staff keep it.
  await page.goto('/profile');
  await expect(page.getByText(/Tài khoản cán bộ bắt buộc dùng xác thực hai bước/)).toBeVisible();
});

test("an editor who opens an administrator's page is told it is not allowed, not that it does not exist", async ({
  page,
  request,
}) => {
  const adminToken = await seededAdminToken(request);
  const editor = await newStaff(request, adminToken, 'editor', 'admin-shell-editor');
  await signIn(page, editor.email, editor.password);
  // This read "Không tìm thấy … liên kết bạn theo đã hỏng.." (a permission matter).
  await page.goto('/admin/users');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tài khoản không có quyền truy cập trang này' }),
  ).toBeVisible();
  await expect(page.getByText('Không tìm thấy')).toHaveCount(0);
  await page.getByRole('button', { name: 'Về trang Tổng quan' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  // An address that is no page at all is still not found, said once.
  await page.goto('/admin/khong-co-trang-nay');
  await expect(page.getByText('Địa chỉ đã nhập không đúng, hoặc liên kết đã hỏng.')).toBeVisible();
});

test('a visitor is sent to the portal login, which brings them back to the back office', async ({ page, request }) => {
  const admin = await newStaff(request, await seededAdminToken(request), 'admin', 'admin-return');
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { level: 1, name: 'Chưa đăng nhập' })).toBeVisible();
  await shoot(page, 'admin-anonymous');
  const signIn = page.getByRole('link', { name: 'Đăng nhập trên Cổng thông tin' });
  await expect(signIn).toHaveAttribute('href', '/login?redirect=%2Fadmin');
  await signIn.click();
  await submitLogin(page, admin.email, admin.password);
  await answerSecondStep(page, admin.email);
  await expect(page).toHaveURL(/\/admin\/$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Việc cần xử lý' })).toBeVisible();
});

test('a session that cannot be renewed shows that it has expired', async ({ page, expectConsoleErrors }) => {
  expectConsoleErrors.push(/status of 401/);
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('token', 'khong-hop-le'));
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { level: 1, name: 'Phiên đăng nhập đã hết hạn' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Đăng nhập trên Cổng thông tin' })).toBeVisible();
});

test(
  'no back-office screen is wider than the screen, with long record titles',
  BOTH_SCREENS,
  async ({ page, request }) => {
    const token = await seededAdminToken(request);
    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    // Lists, forms with long select values, and records whose title fills the app bar.
    for (const path of ['/admin/', '/admin/indicators/3', '/admin/products/1', '/admin/audit-log', '/admin/settings']) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      // How far the page scrolls sideways (clipped text, such as a long title's ellipsis, does not count).
      const overflow = () =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      await expect.poll(overflow, { message: `${path} scrolls sideways` }).toBeLessThanOrEqual(0);
    }
  },
);
