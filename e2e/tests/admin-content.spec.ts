import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { newCitizen, openFromHeader, submitLogin } from './account.ts';
import { expect, isNarrow, test } from './fixtures.ts';

/**
 * The back office's content screens (issue 6): an editor writes and publishes a post the portal
 * then lists; an admin turns Hỏi đáp off in the settings and the portal's menu loses it; the audit
 * log has both writes.
 */

const ADMIN = { email: 'admin@sokhcn.test', password: 'Quantri@2026' };

// Two sign-ins, the rich-text editor and screenshots at two widths: longer than the default 30 s.
test.describe.configure({ timeout: 120_000 });

async function shoot(page: Page, name: string) {
  const info = test.info();
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}

/** Signs in on the portal through its dialog and answers the bearer token it stored. */
async function signIn(page: Page, email: string, password: string): Promise<string> {
  await page.goto('/');
  await openFromHeader(page, 'Đăng nhập');
  await submitLogin(page, email, password);
  await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeHidden();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token as string;
}

/** A new account made an editor by the admin through the admin API. */
async function newEditor(request: APIRequestContext, adminToken: string) {
  const person = newCitizen('admin-content');
  const registered = await request.post('/api/auth/register', {
    data: {
      full_name: person.fullName,
      citizenPid: person.citizenPid,
      email: person.email,
      password: person.password,
      passwordConfirm: person.password,
      google_auththen_check: false,
      consent: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const headers = { Authorization: `Bearer ${adminToken}`, 'X-Requested-With': 'XMLHttpRequest' };
  const found = await request.get(
    `/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: person.email }))}`,
    {
      headers,
    },
  );
  expect(found.status(), await found.text()).toBe(200);
  const [user] = (await found.json()) as { id: number; email: string }[];
  expect(user?.email).toBe(person.email);
  const promoted = await request.put(`/api/admin/users/${user?.id}`, {
    headers,
    data: { role: 'editor', full_name: person.fullName },
  });
  expect(promoted.status(), await promoted.text()).toBe(200);
  return person;
}

async function editorPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** An MUI select: open it by its label, pick the option. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an editor writes and publishes a post in the back office and the portal lists it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const adminToken = await signIn(page, ADMIN.email, ADMIN.password);
  const editor = await newEditor(request, adminToken);

  const writer = await editorPage(browser, baseURL);
  await signIn(writer, editor.email, editor.password);
  await writer.goto('/admin/posts');
  await expect(writer.getByRole('heading', { name: 'Tin bài' }).first()).toBeVisible();
  await shoot(writer, 'admin-posts');

  await writer.goto('/admin/posts/create');
  const stamp = Date.now().toString(36);
  const title = `Tin thử nghiệm quản trị ${stamp}`;
  await writer.getByLabel('Tiêu đề', { exact: true }).fill(title);
  // The slug is made from the title when its box is entered empty.
  const slug = writer.getByLabel('Đường dẫn');
  await slug.click();
  await expect(slug).toHaveValue(`tin-thu-nghiem-quan-tri-${stamp}`);
  await writer.getByLabel('Tóm tắt').fill('Tóm tắt của tin thử nghiệm.');
  await writer.locator('.ProseMirror').first().fill('Nội dung tin thử nghiệm từ trang quản trị.');
  await choose(writer, 'Chuyên mục', 'Chuyển đổi số');
  await choose(writer, 'Trạng thái', 'Đã đăng');
  await shoot(writer, 'admin-post-form');
  // Enter submits: on a phone the floating Lưu button may sit under a notice.
  await writer.getByLabel('Tiêu đề', { exact: true }).press('Enter');
  await expect(writer).toHaveURL(/\/admin\/posts\/\d+$/, { timeout: 20_000 });

  await writer.goto('/admin/posts');
  await expect(writer.getByRole('main').getByText(title).first()).toBeVisible();

  // The portal lists it at once.
  await writer.goto('/posts');
  await expect(writer.getByRole('link', { name: title }).first()).toBeVisible();
  await writer.context().close();

  // The admin finds the editor's write in the audit log.
  await page.goto('/admin/audit-log');
  const row = page.getByRole('row').filter({ hasText: editor.email }).first();
  await expect(row).toContainText('Tin bài', { timeout: 20_000 });
  await expect(row).toContainText('Tạo mới');
});

test('an admin turns Hỏi đáp off in the settings, the portal hides it and the audit log lists it', async ({ page }) => {
  // One shared settings record: the flag is switched by the wide run only, so the two runs never race.
  test.skip(isNarrow(page.viewportSize()?.width), 'the settings are switched by the wide run');
  await signIn(page, ADMIN.email, ADMIN.password);
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
    await expect(settingsRow).toContainText(ADMIN.email, { timeout: 20_000 });
    await expect(settingsRow).toContainText('Sửa');
    await shoot(page, 'admin-content-audit');
  } finally {
    // Back on, for the other specs.
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
