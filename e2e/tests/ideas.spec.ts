import type { APIRequestContext, Page } from '@playwright/test';
import { dialectPath } from '@portal/shared/api/dialect';
import { pathOf } from '@portal/shared/api/endpoint';
import { ideasApi } from '@portal/shared/api/ideas';
import { openFromHeader, submitLogin } from './account.ts';
import { bearer, registered, seededAdminToken } from './back-office.ts';
import { expect, test } from './fixtures.ts';

/** A small PDF the server accepts by its bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** One staff step on an idea, through the admin API. */
async function staffStep(
  request: APIRequestContext,
  headers: Record<string, string>,
  id: number,
  action: string,
  note = '',
) {
  const response = await request.post(pathOf(ideasApi.transition, { params: { id } }), {
    headers,
    data: { action, note },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function shoot(page: Page, name: string) {
  const info = test.info();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test('a citizen sends an idea with an attachment, revises it on request and sees it approved', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const person = await registered(request, 'idea');

  await page.goto('/');
  await openFromHeader(page, 'Đăng nhập');
  await submitLogin(page, person.email, person.password);
  await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeHidden();

  // No ideas yet: the empty list leads to the form.
  await page.goto('/idea');
  await expect(page.getByRole('heading', { level: 1, name: 'Ý tưởng của tôi' })).toBeVisible();
  await expect(page.getByText('Chưa có ý tưởng nào.')).toBeVisible();
  await page.getByRole('link', { name: 'Gửi ý tưởng đầu tiên' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gửi ý tưởng' })).toBeVisible();

  // Sending without the problem and the solution: the messages under the fields.
  const title = `Trạm quan trắc mặn cho ruộng lúa ven biển ${Date.now().toString(36)}`;
  await page.getByLabel('Tên ý tưởng').fill(title);
  await page.getByRole('button', { name: 'Gửi ý tưởng' }).click();
  await expect(page.getByText('Vui lòng mô tả vấn đề cần giải quyết')).toBeVisible();
  await expect(page.getByText('Vui lòng mô tả giải pháp đề xuất')).toBeVisible();

  await page.getByLabel('Vấn đề cần giải quyết').fill('Nước mặn xâm nhập sâu làm thiệt hại lúa vụ đông xuân mỗi năm.');
  await page
    .getByLabel('Giải pháp đề xuất')
    .fill('Đặt cảm biến độ mặn giá rẻ ở cửa cống và nhắn cảnh báo cho nông dân qua Zalo.');
  await page
    .getByLabel('Tệp đính kèm')
    .setInputFiles({ name: 'thuyet-minh.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('button', { name: 'Xóa tệp thuyet-minh.pdf' })).toBeVisible();
  await shoot(page, 'idea-create');
  await page.getByRole('button', { name: 'Gửi ý tưởng' }).click();

  const done = page.getByRole('status').filter({ hasText: 'Đã gửi ý tưởng' });
  await expect(done).toBeVisible();
  const code = (await done.getByText(/^YT-\d{4}-\d{6}$/).textContent()) ?? '';
  expect(code).toMatch(/^YT-\d{4}-\d{6}$/);

  // My ideas: the idea with its tracking code and state.
  await done.getByRole('link', { name: 'Ý tưởng của tôi' }).click();
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText(`Mã hồ sơ: ${code}`);
  await expect(row).toContainText('Đã gửi');
  await shoot(page, 'idea-list');

  // Staff, through the API: start the review and ask for changes.
  const staff = await bearer(await seededAdminToken(request));
  const queue = await (await request.get(dialectPath('ideas', { filter: { q: code } }), { headers: staff })).json();
  expect(queue).toHaveLength(1);
  const id = queue[0].id as number;
  expect(queue[0].attachment_count).toBe(1);
  await staffStep(request, staff, id, 'start_review');
  const note = 'Vui lòng bổ sung dự toán kinh phí cho 10 trạm thử nghiệm.';
  await staffStep(request, staff, id, 'request_revision', note);

  // The citizen reads the note, edits and resends.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(row).toContainText('Cần bổ sung');
  await row.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('note')).toContainText(note);
  await expect(page.getByRole('button', { name: 'Tải về thuyet-minh.pdf' })).toBeVisible();
  await shoot(page, 'idea-detail-revision');
  await page.getByRole('link', { name: 'Sửa và gửi lại' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cập nhật ý tưởng' })).toBeVisible();
  await page.getByLabel('Nhu cầu hỗ trợ (không bắt buộc)').fill('Kinh phí 150 triệu đồng cho 10 trạm thử nghiệm.');
  await page.getByRole('button', { name: 'Gửi ý tưởng' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Đã gửi', { exact: true }).first()).toBeVisible();

  // Staff approve.
  await staffStep(request, staff, id, 'start_review');
  await staffStep(request, staff, id, 'approve', 'Ý tưởng khả thi, Sở sẽ liên hệ để hỗ trợ thử nghiệm.');

  await page.reload();
  const facts = page.locator('dl').first();
  await expect(facts).toContainText('Đã duyệt');
  await expect(facts).toContainText(code);
  const timeline = page.getByRole('region', { name: 'Quá trình xử lý' }).getByRole('listitem');
  await expect(timeline).toHaveCount(7);
  await expect(timeline.nth(0)).toContainText('Tạo bản nháp');
  await expect(timeline.nth(3)).toContainText('Yêu cầu bổ sung');
  await expect(timeline.nth(3)).toContainText(note);
  await expect(timeline.nth(6)).toContainText('Duyệt');
  await expect(timeline.nth(6)).toContainText('Ý tưởng khả thi');
  await expect(page.getByRole('link', { name: /Sửa/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Rút ý tưởng' })).toHaveCount(0);
  await shoot(page, 'idea-detail-approved');
});
