import { pathOf } from '@portal/shared/api/endpoint';
import { engagementApi } from '@portal/shared/api/engagement';
import { CAPTCHA_TEXT, FLAGS_OFF_PORT } from '../playwright.config.ts';
import { answerCaptcha, mailTo } from './account.ts';
import { expect, test } from './fixtures.ts';

/** The department's address in the demo settings: its notices carry what people sent. */
const DEPARTMENT = 'nghiquyet57@sokhcn.songlam.gov.vn';

/** An address no other journey uses: both projects and both workers run at once. */
const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.vn`;

test('/FAQ shows the seeded FAQs by topic, a question opens its answer, a topic filters them', async ({ page }) => {
  await page.goto('/FAQ');
  await expect(page.getByRole('heading', { level: 1, name: 'Hỏi đáp' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Nghị quyết 57', exact: true })).toBeVisible();

  const question = page.getByRole('button', {
    name: 'Nghị quyết 57 là gì và có liên quan gì đến người dân, doanh nghiệp?',
  });
  const answer = page.getByRole('region', {
    name: 'Nghị quyết 57 là gì và có liên quan gì đến người dân, doanh nghiệp?',
  });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toContainText('Nghị quyết số 57-NQ/TW ngày 22/12/2024 của Bộ Chính trị');
  await question.click();
  await expect(answer).toBeHidden();

  const topics = page.getByRole('navigation', { name: 'Chủ đề hỏi đáp' });
  await topics.getByRole('link', { name: /^Sở hữu trí tuệ/ }).click();
  await expect(page).toHaveURL(/\/FAQ\?topic=S/);
  await expect(topics.getByRole('link', { name: /^Sở hữu trí tuệ/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: 'Sở hữu trí tuệ', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Nghị quyết 57', exact: true })).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: 'Sản phẩm của tôi nên đăng ký bảo hộ theo hình thức nào?' }),
  ).toBeVisible();
});

test('searching "dang ky" finds the FAQs written "đăng ký"', async ({ page }) => {
  await page.goto('/FAQ');
  const search = page.getByRole('main').getByRole('search');
  await search.getByRole('searchbox', { name: 'Tìm câu hỏi' }).fill('dang ky');
  await search.getByRole('button', { name: 'Tìm kiếm' }).click();
  await expect(page).toHaveURL(/\/FAQ\?q=dang\+ky/);
  await expect(page.getByRole('status').filter({ hasText: 'Tìm thấy' })).toContainText('3 câu hỏi cho “dang ky”');
  await expect(page.getByRole('button', { name: 'Đăng ký tài khoản trên Cổng cần những thông tin gì?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tôi quên mật khẩu thì phải làm thế nào?' })).toHaveCount(0);

  await search.getByRole('searchbox', { name: 'Tìm câu hỏi' }).fill('khong co cau hoi nay');
  await search.getByRole('button', { name: 'Tìm kiếm' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Không có câu hỏi nào' })).toBeVisible();
});

test('asking with an empty form shows the Vietnamese message under each field', async ({ page }) => {
  await page.goto('/FAQ');
  const form = page.getByRole('region', { name: 'Gửi câu hỏi' });
  await form.getByRole('button', { name: 'Gửi câu hỏi' }).click();
  await expect(form.getByText('Vui lòng nhập họ tên')).toBeVisible();
  await expect(form.getByText('Vui lòng nhập email')).toBeVisible();
  await expect(form.getByText('Vui lòng nhập câu hỏi')).toBeVisible();
  await expect(form.getByText('Vui lòng nhập mã xác nhận')).toBeVisible();
  await expect(form.getByLabel('Họ và tên')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Số điện thoại (không bắt buộc)')).not.toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Số điện thoại (không bắt buộc)').fill('12345');
  await form.getByLabel('Câu hỏi', { exact: true }).fill('Ngắn');
  await form.getByRole('button', { name: 'Gửi câu hỏi' }).click();
  await expect(form.getByText('Số điện thoại không hợp lệ', { exact: false })).toBeVisible();
  await expect(form.getByText('Câu hỏi phải có ít nhất 10 ký tự')).toBeVisible();
});

test('a full question with the captcha is accepted; a wrong captcha is refused under its field', async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors.push(/status of 422/);
  const email = uniqueEmail('hoi-dap');
  await page.goto('/FAQ');
  const form = page.getByRole('region', { name: 'Gửi câu hỏi' });
  await form.getByLabel('Họ và tên').fill('Nguyễn Văn An');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Số điện thoại (không bắt buộc)').fill('0912 345 678');
  await form.getByLabel('Chủ đề (không bắt buộc)').selectOption('Sở hữu trí tuệ');
  await form
    .getByLabel('Câu hỏi', { exact: true })
    .fill('Doanh nghiệp nhỏ có được hỗ trợ phí đăng ký nhãn hiệu cho sản phẩm OCOP không?');
  const used = await answerCaptcha(form, 'sai');
  await form.getByRole('button', { name: 'Gửi câu hỏi' }).click();
  await expect(form.getByText('Mã xác nhận không đúng hoặc đã hết hạn')).toBeVisible();
  await expect(form.getByLabel('Họ và tên')).toHaveValue('Nguyễn Văn An');
  // A captcha is used once: the next try waits for the new image.
  await answerCaptcha(form, CAPTCHA_TEXT, used);
  await form.getByRole('button', { name: 'Gửi câu hỏi' }).click();
  await expect(page.getByRole('heading', { name: 'Đã gửi câu hỏi' })).toBeVisible();
  await expect(form.getByRole('status')).toContainText('Câu hỏi đã được gửi');
  await expect(form.getByLabel('Họ và tên')).toHaveValue('');
  await expect(form.getByLabel('Câu hỏi', { exact: true })).toHaveValue('');

  // The sender is told it arrived, without what was typed; the department gets the question.
  const acknowledgement = await mailTo(email);
  expect(acknowledgement).toContain('số tiếp nhận');
  expect(acknowledgement).not.toContain('phí đăng ký nhãn hiệu cho sản phẩm OCOP');
  const notice = await mailTo(DEPARTMENT, email);
  expect(notice).toContain('Chủ đề: Sở hữu trí tuệ');
  expect(notice).toContain('phí đăng ký nhãn hiệu cho sản phẩm OCOP');
});

test('the contact page shows the agency’s data, a map link, and takes feedback', async ({ page }) => {
  const email = uniqueEmail('lien-he');
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Liên hệ' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Thông tin liên hệ' });
  await expect(card).toContainText('Sở Khoa học và Công nghệ tỉnh Sông Lam');
  await expect(card).toContainText('Số 18 đường Lê Hồng Phong, phường Trung Tâm, tỉnh Sông Lam');
  await expect(card).toContainText('Trung tâm Đổi mới sáng tạo tỉnh Sông Lam');
  await expect(card.getByRole('link', { name: '0238 3 844 557' })).toHaveAttribute('href', 'tel:02383844557');
  await expect(card.getByRole('link', { name: 'nghiquyet57@sokhcn.songlam.gov.vn' })).toHaveAttribute(
    'href',
    'mailto:nghiquyet57@sokhcn.songlam.gov.vn',
  );
  const map = card.getByRole('link', { name: /Xem vị trí trên bản đồ/ });
  await expect(map).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/search\?query=S%E1%BB%91%2018/);
  await expect(map).toHaveAttribute('target', '_blank');

  const form = page.getByRole('region', { name: 'Gửi góp ý, phản ánh' });
  await form.getByRole('button', { name: 'Gửi góp ý' }).click();
  await expect(form.getByText('Vui lòng nhập tiêu đề')).toBeVisible();
  await expect(form.getByText('Vui lòng nhập nội dung')).toBeVisible();

  await form.getByLabel('Họ và tên').fill('Trần Thị Bích');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Tiêu đề').fill('Góp ý về trang Văn bản');
  await form.getByLabel('Nội dung').fill('Đề nghị bổ sung bộ lọc văn bản theo năm ban hành.');
  await expect(form.getByRole('img', { name: /Mã xác nhận/ })).toBeVisible();
  await answerCaptcha(form);
  await form.getByRole('button', { name: 'Gửi góp ý' }).click();
  await expect(page.getByRole('heading', { name: 'Đã gửi góp ý' })).toBeVisible();
  await expect(form.getByRole('status')).toContainText('Cảm ơn Ông/Bà đã gửi góp ý');
  await expect(form.getByLabel('Tiêu đề')).toHaveValue('');

  const acknowledgement = await mailTo(email);
  expect(acknowledgement).toContain('số tiếp nhận');
  expect(acknowledgement).not.toContain('Đề nghị bổ sung bộ lọc văn bản theo năm ban hành.');
  const notice = await mailTo(DEPARTMENT, email);
  expect(notice).toContain('Tiêu đề: Góp ý về trang Văn bản');
  expect(notice).toContain('Đề nghị bổ sung bộ lọc văn bản theo năm ban hành.');
});

test('with both flags off, /FAQ and /contacts show the not-found notice and their calls answer 404', async ({
  page,
  request,
  expectConsoleErrors,
}) => {
  // The pages themselves answer 404 (search engines see no page there), which Chromium logs.
  expectConsoleErrors.push(/status of 404/);
  const origin = `http://127.0.0.1:${FLAGS_OFF_PORT}`;
  for (const path of ['/FAQ', '/contacts']) {
    const response = await page.goto(`${origin}${path}`);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Không tìm thấy nội dung' })).toBeVisible();
  }
  expect((await request.get(`${origin}${pathOf(engagementApi.faqs)}`)).status()).toBe(404);
  expect((await request.get(`${origin}${pathOf(engagementApi.faqTopics)}`)).status()).toBe(404);
  expect((await request.post(`${origin}${pathOf(engagementApi.ask)}`, { data: {} })).status()).toBe(404);
  expect((await request.post(`${origin}${pathOf(engagementApi.feedback)}`, { data: {} })).status()).toBe(404);
});
