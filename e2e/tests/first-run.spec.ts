import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { devices, type Page } from '@playwright/test';
import { authApi } from '@portal/shared/api/auth';
import { pathOf } from '@portal/shared/api/endpoint';
import { FIRST_RUN_PORT } from '../playwright.config.ts';
import { openFromHeader, solvedCaptcha, submitLogin } from './account.ts';
import { expectNoViolations } from './axe.ts';
import { ADMIN, choose, shoot, signIn, tokenByApi } from './back-office.ts';
import { expect, test } from './fixtures.ts';

/**
 * A department's IT officer makes a new installation (a database without the demo, as production
 * starts it) their province's portal from the back office alone: the first visit leads to
 * "Thiết lập ban đầu", then "Cấu hình cổng" gives the banner and the menu and "Trang tĩnh" the
 * introduction; the portal then shows all of it at both widths, and nothing of the demo's province.
 */

const ORIGIN = `http://127.0.0.1:${FIRST_RUN_PORT}`;
const DEPARTMENT = 'Sở Khoa học và Công nghệ tỉnh Quảng Trị';
/** Dark green: white text on it reaches 7.6:1. */
const PRIMARY = '#0b5d3b';
const PRIMARY_RGB = 'rgb(11, 93, 59)';
/** The officer, as the first visit names the first administrator and replaces its password. */
const OFFICER = { name: 'Trần Minh Đức', password: 'DongHa#Moi2027' };

test.use({ baseURL: ORIGIN });
// One installation, set up once: the narrow project does not run it (it has no @both-screens tag);
// the journey looks at the portal on a phone itself.
test.describe.configure({ timeout: 300_000 });

/** A small PNG logo, drawn by the browser (no file of the repository is a province's logo). */
async function drawnLogo(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 96;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#0b5d3b';
    context.beginPath();
    context.arc(48, 48, 46, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#f4c430';
    context.fillRect(28, 28, 40, 40);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** A mail with its headers' encoded words (RFC 2047) decoded. */
function headersDecoded(mail: string): string {
  return mail
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_hex, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** The whole HTML and text a visitor's browser got for `url`, for leftovers of the demo. */
async function noDemoIn(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('#main-content')).toBeVisible();
  const html = await page.content();
  expect(html, url).not.toMatch(/Sông Lam|songlam/i);
}

test("a department's officer makes a new installation their province's portal, from the back office alone", async ({
  page,
  request,
  browser,
}) => {
  // The first administrator signs in on the portal with the configuration's password (ADMIN_EMAIL,
  // ADMIN_PASSWORD): that first visit asks for a real name and a new password before anything else.
  await page.goto('/');
  await openFromHeader(page, 'Đăng nhập');
  await submitLogin(page, ADMIN.email, ADMIN.password);
  const change = page.getByRole('dialog', { name: 'Đổi mật khẩu' });
  await expect(change.getByText(/lần đăng nhập đầu tiên của tài khoản quản trị/)).toBeVisible();
  await shoot(page, 'first-run-first-visit');
  await expectNoViolations(page, 'the first visit');
  await change.getByLabel('Họ và tên').fill(OFFICER.name);
  await change.getByLabel('Mật khẩu ban đầu').fill(ADMIN.password);
  await change.getByLabel('Mật khẩu mới', { exact: true }).fill(OFFICER.password);
  await change.getByLabel('Nhập lại mật khẩu mới').fill(OFFICER.password);
  await change.getByRole('button', { name: 'Lưu mật khẩu mới' }).click();
  await expect(change).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: OFFICER.name })).toBeVisible();
  // The configuration's password no longer signs in.
  const spent = await request.post(pathOf(authApi.login), {
    data: { email: ADMIN.email, password: ADMIN.password, ...(await solvedCaptcha(request)) },
  });
  expect(spent.status()).toBe(401);
  // Then an authenticator, as the back office's access screen leads them to, and a sign-in with it.
  await tokenByApi(request, ADMIN.email, OFFICER.password);
  await page.evaluate(() => localStorage.clear());
  await signIn(page, ADMIN.email, OFFICER.password);

  // The first visit to the back office leads to the setup, which lists what is missing.
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/setup$/);
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Thiết lập ban đầu' })).toBeVisible();
  await expect(main.getByText('Còn thiếu:')).toBeVisible();
  await shoot(page, 'first-run-setup');
  await expectNoViolations(page, '/admin/setup');

  // 1. The province fills the names that follow from it.
  await choose(page, 'Tỉnh, thành phố', 'Tỉnh Quảng Trị');
  await expect(main.getByRole('textbox', { name: 'Cơ quan chủ quản' })).toHaveValue(DEPARTMENT);
  // 2. Contacts.
  await main.getByRole('textbox', { name: 'Địa chỉ' }).fill('Số 01 Hùng Vương, phường Đông Hà, tỉnh Quảng Trị');
  await main.getByRole('textbox', { name: 'Điện thoại' }).fill('0233 3852 123');
  await main.getByRole('textbox', { name: 'Email' }).fill('sokhcn@quangtri.gov.vn');
  // 3. Logo and colours: a colour white text cannot be read on is refused, saying why.
  await main
    .getByLabel('Biểu trưng (logo)')
    .setInputFiles({ name: 'bieu-trung.png', mimeType: 'image/png', buffer: await drawnLogo(page) });
  await expect(page.getByText('Đã tải ảnh lên. Bấm Lưu để áp dụng.')).toBeVisible();
  await expect(main.getByRole('img', { name: 'Ảnh hiện tại' })).toHaveAttribute('src', /\/uploads\//);
  const primary = main.getByRole('textbox', { name: 'Màu chính', exact: true });
  await primary.fill('#8ecae6');
  await expect(main.getByText(/Chữ trắng trên màu chính: tương phản [\d,]+:1, chưa đạt/)).toBeVisible();
  await main.getByRole('button', { name: 'Lưu' }).click();
  await expect(main.getByText(/Chữ trắng trên màu này chỉ đạt độ tương phản/)).toBeVisible();
  await primary.fill(PRIMARY);
  await expect(main.getByText(/Chữ trắng trên màu chính: tương phản [\d,]+:1, đạt/)).toBeVisible();
  // 4. No VNeID until the department has its connection.
  await main.getByRole('switch', { name: 'Cho phép đăng nhập bằng VNeID' }).uncheck();
  await main.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Đã lưu. Cổng thông tin hiện ngay các thay đổi.')).toBeVisible();
  // The back office takes the department's colour and name at once, without a reload.
  await expect(page.getByRole('banner')).toHaveCSS('background-color', PRIMARY_RGB);
  await expect(main.getByRole('link', { name: 'Mời cán bộ' })).toHaveCSS('color', PRIMARY_RGB);
  await expect(page).toHaveTitle(/^Quản trị \| .*Quảng Trị/);
  await shoot(page, 'first-run-setup-saved');
  // What is left: colleagues (the administrator's real name came with the first visit).
  const missing = main.getByRole('alert').filter({ hasText: 'Còn thiếu:' });
  await expect(missing).not.toContainText('Họ tên thật');
  await expect(missing).not.toContainText('Biểu trưng');
  await expect(missing).not.toContainText('Liên hệ');

  // 5. A colleague, invited from the setup: the mail is the department's.
  await main.getByRole('link', { name: 'Mời cán bộ' }).click();
  await main.getByRole('textbox', { name: 'Họ tên' }).fill('Hoàng Thị Mai');
  await main.getByRole('textbox', { name: 'Email' }).fill('bientap.quangtri@example.vn');
  await main.getByRole('button', { name: 'Lưu' }).click();
  await expect(page).toHaveURL(/\/admin\/staff-invitations$/);
  await expect(main.getByRole('cell', { name: 'bientap.quangtri@example.vn' })).toBeVisible();

  // 6. A first news category, which the editor's first post will need; its address made from its name.
  await page.goto('/admin/setup');
  await main.getByRole('link', { name: 'Tạo chuyên mục' }).click();
  await main.getByRole('textbox', { name: 'Tên chuyên mục' }).fill('Chuyển đổi số');
  await expect(main.getByRole('textbox', { name: 'Đường dẫn' })).toHaveValue('chuyen-doi-so');
  await main.getByRole('button', { name: 'Lưu' }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect(main.getByRole('cell', { name: 'chuyen-doi-so' })).toBeVisible();

  // "Cấu hình cổng": the home banner and the menu.
  await page.goto('/admin/settings');
  await expect(main.getByRole('heading', { level: 2, name: 'Trang chủ' })).toBeVisible();
  await main.getByRole('textbox', { name: 'Tiêu đề ảnh bìa' }).fill('Quảng Trị đổi mới sáng tạo');
  await main
    .getByRole('textbox', { name: 'Lời giới thiệu trên ảnh bìa' })
    .fill('Khoa học, công nghệ và chuyển đổi số cho một Quảng Trị phát triển nhanh, bền vững.');
  await main.getByRole('textbox', { name: 'Tên nút trên ảnh bìa' }).fill('Tìm hiểu về Sở');
  await main.getByRole('textbox', { name: 'Liên kết của nút' }).fill('/introduce');
  // The menu: the portal's sections renamed as the department likes, a link of its own added.
  const menu = main.getByRole('list').filter({ has: page.getByRole('combobox', { name: 'Mục của Cổng' }) });
  const labels = menu.getByRole('textbox', { name: 'Tên hiển thị' });
  const names = await labels.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  await labels.nth(names.indexOf('Tin tức')).fill('Tin hoạt động');
  await main.getByRole('button', { name: 'Thêm' }).first().click();
  await expect(labels).toHaveCount(names.length + 1);
  await labels.last().fill('Dịch vụ công');
  await menu.getByRole('textbox', { name: 'Liên kết' }).last().fill('https://dichvucong.quangtri.gov.vn');
  await main.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Đã lưu cấu hình')).toBeVisible();

  // "Trang tĩnh": the introduction the menu links to.
  await page.goto('/admin/static-pages');
  await main.getByRole('cell', { name: 'Giới thiệu', exact: true }).click();
  const editor = main.locator('.ProseMirror').first();
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(
    'Sở Khoa học và Công nghệ tỉnh Quảng Trị tham mưu cho Ủy ban nhân dân tỉnh về khoa học, công nghệ, đổi mới sáng tạo và chuyển đổi số.',
  );
  await main.getByRole('button', { name: 'Lưu' }).click();
  await expect(page).toHaveURL(/\/admin\/static-pages$/);

  // The portal, as a citizen sees it at both widths: a page of its own makes its own first paint.
  const wide = await browser.newContext({ baseURL: ORIGIN, viewport: { width: 1280, height: 800 } });
  const narrow = await browser.newContext({ ...devices['Pixel 7'], baseURL: ORIGIN });
  try {
    for (const context of [wide, narrow]) {
      const visitor = await context.newPage();
      const phone = context === narrow;
      await visitor.goto('/');
      const header = visitor.getByRole('banner');
      await expect(header).toContainText(phone ? 'Sở KH&CN Quảng Trị' : DEPARTMENT);
      await expect(header.locator('img').first()).toHaveAttribute('src', /\/uploads\//);
      await expect(visitor.getByRole('heading', { level: 1, name: 'Quảng Trị đổi mới sáng tạo' })).toBeVisible();
      await expect(visitor.getByRole('link', { name: 'Tìm hiểu về Sở' })).toHaveAttribute('href', '/introduce');
      // No news yet: the home page says so.
      await expect(visitor.getByText('Chưa có tin bài nào.', { exact: false })).toBeVisible();
      // The colour is the department's from the first paint: the server wrote it into the page.
      await expect(visitor.locator('#portal-theme')).toHaveCount(1);
      const themed = await visitor.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--portal-primary'),
      );
      expect(themed.trim().toLowerCase()).toBe(PRIMARY);
      if (phone) await visitor.getByRole('button', { name: 'Mở menu' }).click();
      const nav = phone
        ? visitor.getByRole('dialog', { name: 'Danh mục' })
        : visitor.getByRole('navigation', { name: 'Menu chính' });
      await expect(nav.getByRole('link', { name: 'Tin hoạt động', exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name: /Dịch vụ công/ })).toHaveAttribute('target', '_blank');
      if (phone) await visitor.keyboard.press('Escape');
      await expect(visitor.getByRole('contentinfo')).toContainText('Số 01 Hùng Vương, phường Đông Hà, tỉnh Quảng Trị');
      await shoot(visitor, 'first-run-home');
      if (!phone) await expectNoViolations(visitor, '/');

      await visitor.goto('/introduce');
      await expect(visitor.getByRole('heading', { level: 1, name: 'Giới thiệu' })).toBeVisible();
      await expect(visitor.getByRole('main')).toContainText('tham mưu cho Ủy ban nhân dân tỉnh');
      await expect(visitor).toHaveTitle('Giới thiệu | Cổng thông tin Nghị quyết 57 tỉnh Quảng Trị');
      await shoot(visitor, 'first-run-introduce');
      if (!phone) await expectNoViolations(visitor, '/introduce');
      if (!phone) {
        const signIn = visitor.getByRole('banner').getByRole('button', { name: 'Đăng nhập', exact: true });
        await expect(signIn).toHaveCSS('background-color', PRIMARY_RGB);
      }
      await visitor.close();
    }
  } finally {
    await wide.close();
    await narrow.close();
  }

  // Nothing of the demo's province in the pages, the feeds or the mails of this installation.
  for (const url of ['/', '/introduce', '/posts', '/contacts']) await noDemoIn(page, url);
  // The news list of a portal without news says so, in the words of the whole list (no category chosen).
  await page.goto('/posts');
  await expect(page.getByRole('status').filter({ hasText: 'Chưa có tin bài nào.' })).toBeVisible();
  for (const url of ['/sitemap.xml', '/rss.xml', '/robots.txt', '/api/settings', '/api/home']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(await response.text(), url).not.toMatch(/Sông Lam|songlam/i);
  }
  const outbox = path.join(process.env.E2E_FIRST_RUN_DATA_DIR ?? '', 'outbox');
  const mails = () =>
    existsSync(outbox)
      ? readdirSync(outbox).map((file) => headersDecoded(readFileSync(path.join(outbox, file), 'utf8')))
      : [];
  // The invitation goes under the portal's new name (the mail queue delivers it in the background).
  await expect
    .poll(() => mails().some((mail) => /^From: Cổng thông tin Nghị quyết 57 tỉnh Quảng Trị </m.test(mail)))
    .toBe(true);
  for (const mail of mails()) expect(mail).not.toMatch(/S=C3=B4ng Lam|Sông Lam|songlam/i);
});
