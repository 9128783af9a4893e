import { dialectPath } from '@portal/shared/api/dialect';
import { pathOf } from '@portal/shared/api/endpoint';
import { notificationsApi } from '@portal/shared/api/notifications';
import { answerCaptcha, openFromHeader, submitLogin } from './account.ts';
import {
  adminList,
  bearer,
  newStaff,
  registered,
  seededAdminToken,
  shoot,
  signIn,
  signInAsNewAdmin,
} from './back-office.ts';
import { expect, test } from './fixtures.ts';

/**
 * The back office's people screens: questions answered and published on /FAQ, an
 * account locked, the dashboard's queues.
 */

test.describe.configure({ timeout: 120_000 });

test('an admin hears of a visitor’s question in the bell, answers it, publishes it, and /FAQ shows it', async ({
  page,
  request,
}) => {
  const token = `ma${Date.now().toString(36)}`;
  const asked = `Quỹ phát triển khoa học có hỗ trợ bảo hộ sáng chế ${token} cho hợp tác xã không?`;
  // Staff who answer questions are there before it is asked: their bell rings for it.
  const admin = await newStaff(request, await seededAdminToken(request), 'admin', 'admin-people');

  // A visitor asks on /FAQ.
  await page.goto('/FAQ');
  const form = page.getByRole('region', { name: 'Gửi câu hỏi' });
  await form.getByLabel('Họ và tên').fill('Trần Thị Bình');
  await form.getByLabel('Email').fill(`${token}@example.test`);
  await form.getByLabel('Chủ đề (không bắt buộc)').selectOption('Sở hữu trí tuệ');
  await form.getByLabel('Câu hỏi', { exact: true }).fill(asked);
  await answerCaptcha(form);
  await form.getByRole('button', { name: 'Gửi câu hỏi' }).click();
  await expect(page.getByRole('heading', { name: 'Đã gửi câu hỏi' })).toBeVisible();

  // The admin's bell in the back office says a question waits, and opens it; once read, it is no
  // longer counted.
  const adminToken = await signIn(page, admin.email, admin.password);
  const found = await request.get(dialectPath('questions', { filter: { q: token } }), { headers: bearer(adminToken) });
  const [question] = (await found.json()) as { id: number }[];
  expect(question?.id).toBeTruthy();
  await page.goto('/admin/');
  const bell = page.getByRole('button', { name: /^Thông báo \(\d+ chưa đọc\)$/ });
  const unread = Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
  await bell.click();
  await shoot(page, 'admin-bell');
  await page.getByRole('menuitem', { name: new RegExp(`Câu hỏi mới số ${question?.id} chờ Sở trả lời`) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/questions/${question?.id}/show$`));
  await expect(page.getByRole('heading', { name: 'Trả lời' })).toBeVisible();
  // Opened, it is read (other journeys' questions may ring the bell meanwhile: the item is what counts).
  await expect(async () => {
    const mine = await request.get(pathOf(notificationsApi.list), { headers: bearer(adminToken) });
    const rung = ((await mine.json()).data as { link: string; read_at: string | null }[]).find(
      (item) => item.link === `/admin/questions/${question?.id}/show`,
    );
    expect(rung?.read_at).toBeTruthy();
  }).toPass();
  expect(unread).toBeGreaterThan(0);
  await expect(page.getByText(asked)).toBeVisible();
  await shoot(page, 'admin-question-show');
  await page.locator('.ProseMirror').click();
  await page.keyboard.type(`Có. Hợp tác xã được hỗ trợ theo quy định hiện hành (${token}).`);
  await page.getByLabel('Công khai thành câu hỏi thường gặp').check();
  await page.getByRole('button', { name: 'Gửi câu trả lời' }).click();
  await expect(page.getByText('Đã trả lời và công bố trong mục Hỏi đáp')).toBeVisible();
  await expect(page.getByText('Đã công bố').first()).toBeVisible();

  // The portal's FAQ now has it.
  await page.goto(`/FAQ?q=${token}`);
  await expect(page.getByRole('button', { name: new RegExp(token) })).toBeVisible();
});

test('an admin locks a citizen, who then cannot sign in', async ({
  page,
  context,
  browser,
  request,
  expectConsoleErrors,
}) => {
  expectConsoleErrors.push(/status of 403/, /status of 401/, /status of 423/);
  const person = await registered(request, 'admin-people');

  // The citizen is signed in on a browser of their own while staff lock the account.
  const citizenBrowser = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const citizenPage = await citizenBrowser.newPage();
  const citizenErrors: string[] = [];
  citizenPage.on('pageerror', (error) => citizenErrors.push(error.message));
  await signIn(citizenPage, person.email, person.password);

  await signInAsNewAdmin(page, request, 'admin-people');
  await page.goto(adminList('users', { q: person.email }));
  await page.getByRole('main').getByText(person.email).first().click();
  await expect(page.getByRole('button', { name: 'Khóa' })).toBeVisible();
  await shoot(page, 'admin-user-edit');
  await page.getByRole('button', { name: 'Khóa' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Đồng ý' }).click();
  await expect(page.getByText('Đã khóa tài khoản')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mở khóa' })).toBeVisible();

  // The citizen's browser, reloaded: home as a visitor sees it, header and footer, signed out, and
  // a notice that says why and how to reach the department; reloading again shows home as usual.
  await citizenPage.reload();
  const notice = citizenPage.getByRole('dialog', { name: 'Tài khoản đã bị khóa hoặc không còn tồn tại' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('nghiquyet57@sokhcn.songlam.gov.vn');
  await expect(notice).toContainText('0238 3 844 557');
  await shoot(citizenPage, 'account-locked-notice');
  // The dialog hides the page from assistive technology until it is closed.
  await notice.getByRole('button', { name: 'Đóng' }).click();
  await expect(citizenPage.getByRole('heading', { name: 'Có lỗi xảy ra' })).toHaveCount(0);
  await expect(citizenPage.getByRole('banner').getByRole('button', { name: 'Đăng nhập', exact: true })).toBeVisible();
  await expect(citizenPage.getByRole('contentinfo')).toContainText('nghiquyet57@sokhcn.songlam.gov.vn');
  expect(await citizenPage.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await citizenPage.reload();
  await expect(citizenPage.getByRole('banner').getByRole('button', { name: 'Đăng nhập', exact: true })).toBeVisible();
  await expect(notice).toBeHidden();
  expect(citizenErrors).toEqual([]);
  await citizenBrowser.close();

  // The admin leaves; the citizen tries to sign in.
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  await openFromHeader(page, 'Đăng nhập');
  await submitLogin(page, person.email, person.password);
  // A locked account answers as a wrong password would: the answer never confirms a guessed one.
  await expect(page.getByText('Sai email hoặc mật khẩu').first()).toBeVisible();
});

test('the dashboard shows the queues, each a link to its filtered list', async ({ page, request }) => {
  await signInAsNewAdmin(page, request, 'admin-people');
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { level: 1, name: 'Tổng quan' })).toBeVisible();
  const queues = page.getByRole('region', { name: 'Việc cần xử lý' });
  await expect(queues.getByRole('link', { name: /Câu hỏi chưa trả lời/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Số hồ sơ theo trạng thái' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Lượt truy cập theo ngày' })).toBeVisible();
  await shoot(page, 'admin-dashboard');
  await queues.getByRole('link', { name: /Câu hỏi chưa trả lời/ }).click();
  await expect(page).toHaveURL(/\/admin\/questions\?filter=/);
  await expect(page.getByRole('main').getByText('Mới').first()).toBeVisible();
});
