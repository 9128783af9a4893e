import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { bigProblemsApi } from '@portal/shared/api/big-problems';
import { dialectPath } from '@portal/shared/api/dialect';
import { pathOf } from '@portal/shared/api/endpoint';
import { proposalsApi } from '@portal/shared/api/proposals';
import { mailTo, openFromHeader, submitLogin } from './account.ts';
import { expectNoViolations } from './axe.ts';
import { bearer, registered, seededAdminToken, tokenByApi } from './back-office.ts';
import { expect, test } from './fixtures.ts';

/** A small PDF the server accepts by its bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Signs in through the API (staff with their second factor, as the back office needs) and answers the headers. */
const signInByApi = async (request: APIRequestContext, email: string, password: string) =>
  bearer(await tokenByApi(request, email, password));

const asAdmin = async (request: APIRequestContext) => bearer(await seededAdminToken(request));

async function staffStep(
  request: APIRequestContext,
  headers: Record<string, string>,
  id: number,
  action: string,
  note = '',
) {
  const response = await request.post(pathOf(proposalsApi.transition, { params: { id } }), {
    headers,
    data: { action, note },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The proposal's id from the staff queue, found by its title. */
async function proposalId(request: APIRequestContext, headers: Record<string, string>, title: string) {
  const response = await request.get(dialectPath('proposals', { filter: { q: title } }), { headers });
  const data = await response.json();
  expect(data, `no proposal "${title}" in the queue`).toHaveLength(1);
  return data[0].id as number;
}

async function shoot(page: Page, name: string) {
  const info = test.info();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Fills every required field of the form. */
async function fillProposal(page: Page, title: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Tên đề xuất').fill(title);
  await main.getByLabel('Lĩnh vực').selectOption('Nông nghiệp');
  await main.getByLabel('Tóm tắt').fill('Máy sấy tiết kiệm điện cho hợp tác xã');
  await main
    .getByLabel('Mô tả chi tiết')
    .fill('Máy sấy dùng năng lượng mặt trời, sấy 500 kg nông sản mỗi mẻ, đã thử nghiệm.');
  await main.getByLabel('Mức độ sẵn sàng công nghệ').selectOption('7');
  await main.getByLabel('Tìm đối tác').check();
  await main.getByLabel('Tổ chức/cá nhân sở hữu').fill('Hợp tác xã Diễn Châu');
  await main.getByLabel('Số điện thoại liên hệ', { exact: true }).fill('0912 345 678');
  // The account's e-mail is not filled in for the author: it may be published.
  await expect(main.getByLabel('Email liên hệ')).toHaveValue('');
  await main.getByLabel('Email liên hệ').fill('lienhe@htx.vn');
  await main.getByLabel('Trang web').fill('https://htx-dienchau.vn');
}

test('a citizen sends a proposal with an attachment, revises it on request and sees it on /propose', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const person = await registered(request, 'dexuat');
  const title = `Máy sấy nông sản ${Date.now().toString(36)}`;

  // A visitor is asked to sign in first, then comes back to the form.
  await page.goto('/products/create-product');
  await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeVisible();
  await submitLogin(page, person.email, person.password);
  await expect(page).toHaveURL(/\/products\/create-product$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Gửi đề xuất' })).toBeVisible();

  // Sending an empty form shows the messages under the fields.
  await main.getByRole('button', { name: 'Gửi đề xuất' }).click();
  await expect(main.getByText('Vui lòng nhập tên đề xuất')).toBeVisible();
  await expect(main.getByText('Vui lòng chọn ít nhất một nhu cầu')).toBeVisible();
  await expect(main.getByLabel('Tìm khách hàng')).toHaveCount(0);

  await fillProposal(page, title);
  await main.getByLabel('Tệp đính kèm (tối đa 5 tệp)').setInputFiles({
    name: 'Thuyết minh.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(main.getByText('Thuyết minh.pdf')).toBeVisible();
  // Files are private unless marked; this one is published with the proposal.
  await main.getByRole('checkbox', { name: 'Công khai tệp Thuyết minh.pdf' }).check();
  // Phone and e-mail are private unless chosen; this author publishes the phone only.
  const publishPhone = main.getByRole('checkbox', { name: 'Công khai số điện thoại' });
  await expect(publishPhone).not.toBeChecked();
  await expect(main.getByRole('checkbox', { name: 'Công khai email' })).not.toBeChecked();
  await expect(publishPhone).toHaveAccessibleDescription(/sẽ được công khai trên Cổng/);
  await expect(main.getByLabel('Email liên hệ')).toHaveAccessibleDescription(/sẽ được công khai trên Cổng/);
  await publishPhone.check();
  await shoot(page, 'proposal-form');
  await main.getByRole('button', { name: 'Gửi đề xuất' }).click();
  const done = main.getByRole('status').filter({ hasText: 'Mã hồ sơ:' });
  await expect(done).toBeVisible();
  const code = (await done.locator('.proposal-tracking-code').textContent()) ?? '';
  expect(code).toMatch(/^DX-\d{4}-\d{6}$/);

  await done.getByRole('link', { name: 'Xem đề xuất của tôi' }).click();
  await expect(page).toHaveURL(/\/personal-propose-list$/);
  const item = main.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText(code);
  await expect(item).toContainText('Đã gửi');
  await shoot(page, 'proposal-my-list');

  // Staff, through the API: take it up, ask for a revision with a note.
  const admin = await asAdmin(request);
  const id = await proposalId(request, admin, title);
  await staffStep(request, admin, id, 'start_review');
  await staffStep(request, admin, id, 'request_revision', 'Vui lòng bổ sung giá bán dự kiến.');

  await page.reload();
  await expect(item).toContainText('Cần bổ sung');
  await item.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/propose/${id}/personal-propose$`));
  await expect(main.getByRole('status').filter({ hasText: 'Sở đề nghị bổ sung' })).toContainText(
    'Vui lòng bổ sung giá bán dự kiến.',
  );
  await expect(main.getByRole('list', { name: 'Quá trình xử lý' })).toContainText('Yêu cầu bổ sung');
  await expect(main.getByRole('button', { name: 'Lưu thay đổi' })).toBeVisible();
  await shoot(page, 'proposal-revision');
  // The author's page with its red "Rút đề xuất" passes axe (Bootstrap's red was 4.2:1 on the page).
  await expect(main.getByRole('button', { name: 'Rút đề xuất' })).toBeVisible();
  await expectNoViolations(page, `/propose/${id}/personal-propose`);
  await main.getByLabel('Giá (đồng, để trống nếu “Liên hệ”)').fill('45000000');
  await main.getByRole('button', { name: 'Gửi lại đề xuất' }).click();
  await expect(main.getByText('Đề xuất đang ở trạng thái không thể chỉnh sửa')).toBeVisible();
  await expect(main.getByText(code).first()).toBeVisible();

  await staffStep(request, admin, id, 'start_review');
  await staffStep(request, admin, id, 'approve', 'Đạt yêu cầu.');

  await page.goto('/propose');
  await main.getByRole('searchbox', { name: 'Tìm đề xuất' }).fill(title);
  await main.getByRole('button', { name: 'Tìm kiếm' }).click();
  await expect(main.getByRole('link', { name: title })).toBeVisible();
  await shoot(page, 'proposal-public-list');
  await main.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main).toContainText('45.000.000');
  await expect(main.getByRole('link', { name: 'Thuyết minh.pdf' })).toBeVisible();
  const contact = main.getByRole('region', { name: 'Liên hệ' });
  await expect(contact.getByRole('link', { name: '0912345678' })).toBeVisible();
  await expect(contact).not.toContainText('lienhe@htx.vn');
  const website = main.getByRole('region', { name: 'Thông tin' }).getByRole('link', { name: /htx-dienchau\.vn/ });
  await expect(website).toHaveAttribute('target', '_blank');
  await shoot(page, 'proposal-public-detail');
});

test('a solution sent from /solution/<id> lists under the problem once approved', async ({
  page,
  request,
  expectConsoleErrors,
}) => {
  test.setTimeout(120_000);
  const person = await registered(request, 'giaiphap');
  // A problem still taking solutions: open, and its deadline (if any) not past in Vietnam.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
  const { data: problems } = await (
    await request.get(pathOf(bigProblemsApi.list, { query: { status: 'open', per_page: 100 } }))
  ).json();
  const problem = problems.find(
    (candidate: { deadline: string | null }) => !candidate.deadline || candidate.deadline >= today,
  );
  expect(problem, 'no open big problem with a deadline to come').toBeTruthy();
  const title = `Giải pháp kho lạnh ${Date.now().toString(36)}`;

  await page.goto(`/solution/${problem.slug}`);
  await openFromHeader(page, 'Đăng nhập');
  await submitLogin(page, person.email, person.password);
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Gửi giải pháp' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/create-product\\?big_problem=${problem.id}$`));
  await expect(main.getByRole('heading', { level: 1, name: 'Gửi giải pháp' })).toBeVisible();
  await expect(main.getByLabel('Giải pháp cho bài toán lớn (không bắt buộc)')).toHaveValue(String(problem.id));
  await fillProposal(page, title);
  await main.getByRole('button', { name: 'Gửi giải pháp' }).click();
  // A "Giải pháp" to its author, with a GP- code (it was "Đề xuất DX-…").
  const done = main.getByRole('status').filter({ hasText: 'Mã hồ sơ:' });
  await expect(done).toContainText('Giải pháp đã được gửi');
  await expect(done.getByText(/^GP-\d{4}-\d{6}$/)).toBeVisible();

  // The receipt's lookup key opens "Tra cứu hồ sơ" for anyone, without signing in; a wrong one finds nothing.
  const key = (await done.locator('.lookup-key strong').textContent()) ?? '';
  expect(key).toMatch(/^[A-Z0-9]{8}$/);
  // Phiếu tiếp nhận: a PDF anyone with the pair downloads.
  const pdf = await request.get(
    (await done.getByRole('link', { name: 'Tải phiếu tiếp nhận (PDF)' }).getAttribute('href')) ?? '',
  );
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await done.getByRole('link', { name: 'tra cứu tình trạng hồ sơ' }).click();
  await expect(page).toHaveURL(/\/lookup\?code=GP-/);
  await expect(page).toHaveTitle(/^Tra cứu hồ sơ/);
  expectConsoleErrors.push(/status of 404/);
  await main.getByLabel('Mã tra cứu').fill('ABCD2345');
  await main.getByRole('button', { name: 'Tra cứu' }).click();
  await expect(main.getByRole('alert')).toContainText('Không tìm thấy hồ sơ');
  await main.getByLabel('Mã tra cứu').fill(key.toLowerCase());
  await main.getByRole('button', { name: 'Tra cứu' }).click();
  const result = main.getByRole('article');
  await expect(result.getByRole('heading', { level: 2 })).toContainText(`Giải pháp GP-`);
  await expect(result.getByRole('heading', { level: 2 })).toContainText(title);
  await expect(result).toContainText('Đã gửi');
  await expect(result).not.toContainText(person.email);
  // The receipt mail gives the same key and where to use it.
  expect(await mailTo(person.email, `Mã tra cứu: ${key}`)).toMatch(/tình trạng hồ sơ tại: http\S+\/lookup/);

  const admin = await asAdmin(request);
  const id = await proposalId(request, admin, title);
  // The author's own page names it a solution too (it said "Rút đề xuất", "Đề xuất đang ở trạng thái…").
  await page.goto(`/propose/${id}/personal-propose`);
  await expect(main.getByRole('button', { name: 'Rút giải pháp' })).toBeVisible();
  await expect(main.getByText('Giải pháp đang ở trạng thái không thể chỉnh sửa.', { exact: false })).toBeVisible();
  await expect(main).not.toContainText('Rút đề xuất');

  await staffStep(request, admin, id, 'start_review');
  await staffStep(request, admin, id, 'approve');

  await page.goto(`/solution/${problem.slug}`);
  await expect(main.getByRole('link', { name: title })).toBeVisible();
  await shoot(page, 'solution-page');
});

/** A 1×1 PNG: the upload re-encodes it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a citizen picks the field from the list, marks which files are public and finds the proposal by its code', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const person = await registered(request, 'hoso');
  const title = `Bộ điều khiển tưới ${Date.now().toString(36)}`;
  await page.goto('/products/create-product');
  await submitLogin(page, person.email, person.password);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Gửi đề xuất' })).toBeVisible();

  // Lĩnh vực is picked from the managed list, the same one the idea form offers.
  const field = main.getByRole('combobox', { name: 'Lĩnh vực' });
  await expect(field.getByRole('option', { name: 'Cơ khí - Tự động hóa' })).toHaveCount(1);
  await main.getByRole('button', { name: 'Gửi đề xuất' }).click();
  await expect(main.getByText('Vui lòng chọn lĩnh vực')).toBeVisible();
  await fillProposal(page, title);
  await field.selectOption('Cơ khí - Tự động hóa');

  // A picture, public with the proposal once approved.
  await main
    .getByLabel(/^Hình ảnh \(tối đa/)
    .setInputFiles({ name: 'bo-dieu-khien.png', mimeType: 'image/png', buffer: PNG });
  // Kept as its pixels only, re-encoded as WebP under the name it came with ("Đang tải lên
  // bo-dieu-khien.png" is only the progress line, gone once it is kept: waiting for that was a race).
  await expect(main.getByRole('img', { name: 'bo-dieu-khien.webp' })).toBeVisible();

  // Two attachments, both private until marked; the notice says what will be published.
  const attachments = main.getByLabel('Tệp đính kèm (tối đa 5 tệp)');
  await attachments.setInputFiles([
    { name: 'Giới thiệu sản phẩm.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'Bản vẽ kỹ thuật.pdf', mimeType: 'application/pdf', buffer: PDF },
  ]);
  const introduction = main.getByRole('checkbox', { name: 'Công khai tệp Giới thiệu sản phẩm.pdf' });
  const drawing = main.getByRole('checkbox', { name: 'Công khai tệp Bản vẽ kỹ thuật.pdf' });
  await expect(introduction).not.toBeChecked();
  await expect(drawing).not.toBeChecked();
  const notice = main.getByText(/Khi đề xuất được duyệt, các hình ảnh và những tệp đính kèm/);
  await expect(notice).toBeVisible();
  await expect(main.getByText('Không tệp đính kèm nào sẽ được công khai.')).toBeVisible();
  await expect(introduction).toHaveAccessibleDescription(/ai cũng xem và tải về được/);
  await introduction.check();
  await expect(main.getByText('Tệp đính kèm sẽ được công khai: Giới thiệu sản phẩm.pdf.')).toBeVisible();
  await shoot(page, 'proposal-public-files');
  await main.getByRole('button', { name: 'Gửi đề xuất' }).click();
  const done = main.getByRole('status').filter({ hasText: 'Mã hồ sơ:' });
  await expect(done).toBeVisible();
  const code = (await done.getByText(/^DX-\d{4}-\d{6}$/).textContent()) ?? '';
  expect(code).toMatch(/^DX-\d{4}-\d{6}$/);

  // Staff, through the API, see the author's choice per file.
  const admin = await asAdmin(request);
  const id = await proposalId(request, admin, title);
  const staffView = (await (await request.get(dialectPath('proposals', id), { headers: admin })).json()).data;
  // The two uploads finish in either order.
  const choices = staffView.attachments.map((file: { name: string; public: boolean }) => [file.name, file.public]);
  expect(choices.sort()).toEqual([
    ['Bản vẽ kỹ thuật.pdf', false],
    ['Giới thiệu sản phẩm.pdf', true],
  ]);

  // A draft besides it, so the search by code has something to leave out.
  const token = await signInByApi(request, person.email, person.password);
  const draftTitle = `Bản nháp khác ${Date.now().toString(36)}`;
  const saved = await request.post(pathOf(proposalsApi.create), {
    headers: token,
    data: { request_id: randomUUID(), title: draftTitle },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  await done.getByRole('link', { name: 'Xem đề xuất của tôi' }).click();

  // The code every mail quotes finds the proposal in "Đề xuất của tôi".
  const list = main.getByRole('list', { name: 'Danh sách đề xuất của tôi' });
  await expect(list.getByRole('link', { name: draftTitle })).toBeVisible();
  await main.getByRole('searchbox', { name: 'Tìm theo tên hoặc mã hồ sơ' }).fill(code);
  await main.getByRole('button', { name: 'Lọc', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${code}`));
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText(title);
  await expect(list.getByRole('listitem')).toContainText(code);

  // Approved, its public page shows the picture (it showed none before).
  await staffStep(request, admin, id, 'start_review');
  await staffStep(request, admin, id, 'approve');
  await page.goto(`/propose/${id}`);
  const picture = main.getByRole('img', { name: `Hình ảnh 1 của ${title}` });
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
});

test('a citizen deletes a draft after confirming it; a sent proposal has no such button', async ({ page, request }) => {
  test.setTimeout(120_000);
  const person = await registered(request, 'xoanhap');
  const token = await signInByApi(request, person.email, person.password);
  const draftTitle = `Bản nháp bỏ đi ${Date.now().toString(36)}`;
  const sentTitle = `Đề xuất đã gửi ${Date.now().toString(36)}`;
  for (const data of [
    { request_id: randomUUID(), title: draftTitle },
    {
      request_id: randomUUID(),
      title: sentTitle,
      submit: true,
      field: 'Nông nghiệp',
      summary: 'Tóm tắt',
      description: 'Mô tả chi tiết đủ dài để được gửi tới Sở Khoa học và Công nghệ.',
      readiness_level: 5,
      demand_types: [1],
      organisation: 'Hợp tác xã',
      contact_name: 'Nguyễn Văn An',
      contact_phone: '0912 345 678',
      contact_email: 'lienhe@htx.vn',
    },
  ]) {
    const saved = await request.post(pathOf(proposalsApi.create), { headers: token, data });
    expect(saved.status(), await saved.text()).toBe(201);
  }

  await page.goto('/personal-propose-list');
  await submitLogin(page, person.email, person.password);
  const main = page.getByRole('main');
  const list = main.getByRole('list', { name: 'Danh sách đề xuất của tôi' });
  await list.getByRole('link', { name: sentTitle }).click();
  await expect(main.getByText('Đề xuất đang ở trạng thái không thể chỉnh sửa')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Xóa bản nháp' })).toHaveCount(0);

  await main.getByRole('navigation', { name: 'Đường dẫn' }).getByRole('link', { name: 'Đề xuất của tôi' }).click();
  await list.getByRole('link', { name: draftTitle }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Chỉnh sửa đề xuất' })).toBeVisible();
  // Cancelling keeps it.
  await main.getByRole('button', { name: 'Xóa bản nháp' }).click();
  await expect(page.getByText('Ông/Bà có chắc chắn muốn xóa bản nháp đề xuất này không?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Hủy' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Chỉnh sửa đề xuất' })).toBeVisible();
  await main.getByRole('button', { name: 'Xóa bản nháp' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/personal-propose-list$/);
  await expect(page.getByText('Đã xóa bản nháp đề xuất.')).toBeVisible();
  await expect(list.getByRole('link', { name: sentTitle })).toBeVisible();
  await expect(main.getByRole('link', { name: draftTitle })).toHaveCount(0);
});
