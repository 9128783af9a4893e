import type { Page } from '@playwright/test';
import { adminApi } from '@portal/shared/api/admin';
import { dialectPath } from '@portal/shared/api/dialect';
import { pathOf } from '@portal/shared/api/endpoint';
import { engagementApi } from '@portal/shared/api/engagement';
import { ideasApi } from '@portal/shared/api/ideas';
import { answerCaptcha, mailTo, openFromHeader, openUserMenu, solvedCaptcha, submitLogin } from './account.ts';
import { expectNoViolations } from './axe.ts';
import { bearer, registered, seededAdminToken, tokenByApi } from './back-office.ts';
import { expect, test } from './fixtures.ts';

async function shoot(page: Page, name: string) {
  const info = test.info();
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}

test('a citizen hears through the bell that staff took up their idea, and opens it from there', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const person = await registered(request, 'notify');
  await page.goto('/');
  // A visitor has no bell.
  await expect(page.getByRole('link', { name: /^Thông báo/ })).toHaveCount(0);
  await openFromHeader(page, 'Đăng nhập');
  await submitLogin(page, person.email, person.password);
  await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeHidden();
  const bell = page
    .getByRole('banner')
    .getByRole('link', { name: /^Thông báo, / })
    .first();
  await expect(bell).toHaveAccessibleName('Thông báo, không có thông báo chưa đọc');

  // The citizen sends an idea (through the API: the form has a journey of its own).
  const citizen = await bearer(await tokenByApi(request, person.email, person.password));
  const title = `Bản đồ số điểm sạt lở ven sông ${Date.now().toString(36)}`;
  const created = await request.post(pathOf(ideasApi.create), {
    headers: citizen,
    data: {
      title,
      field: 'Công nghệ thông tin',
      problem: 'Người dân ven sông không biết điểm nào đang có nguy cơ sạt lở trong mùa mưa lũ.',
      solution: 'Bản đồ số cập nhật từ báo cáo của xã, gửi cảnh báo qua tin nhắn khi có điểm mới.',
      request_id: crypto.randomUUID(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).data.id as number;
  const sent = await request.post(pathOf(ideasApi.submit, { params: { id } }), { headers: citizen });
  expect(sent.status(), await sent.text()).toBe(200);

  // Staff take it up, through the API.
  const staff = await bearer(await seededAdminToken(request));
  const queue = await (await request.get(dialectPath('ideas', { filter: { q: title } }), { headers: staff })).json();
  expect(queue[0]?.id).toBe(id);
  const step = await request.post(pathOf(ideasApi.transition, { params: { id } }), {
    headers: staff,
    data: { action: 'start_review', note: '' },
  });
  expect(step.status(), await step.text()).toBe(200);

  // The bell counts it at the next page.
  await page.goto('/posts');
  await expect(bell).toHaveAccessibleName('Thông báo, 1 chưa đọc');
  await bell.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thông báo' })).toBeVisible();
  const item = page.getByRole('list', { name: 'Danh sách thông báo' }).getByRole('link', { name: new RegExp(title) });
  await expect(item).toHaveAccessibleName(/^Chưa đọc:/);
  await expect(page.getByText('1 thông báo chưa đọc')).toBeVisible();
  await shoot(page, 'notifications-unread');

  // Its link opens the dossier's page and marks it read.
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/idea/${id}/idea-detail-personal$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Thông báo, không có thông báo chưa đọc');
  await page.goto('/notifications');
  await expect(page.getByText('Ông/Bà đã đọc hết thông báo')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Danh sách thông báo' }).getByRole('link', { name: new RegExp(title) }),
  ).not.toHaveAccessibleName(/^Chưa đọc:/);
  await shoot(page, 'notifications-read');

  // The mail of that step carries the same link, and its stop link stops that kind at one click.
  const mail = await mailTo(person.email, 'Đang xem xét');
  expect(mail).toContain(`/idea/${id}/idea-detail-personal`);
  const stop = /Ngừng nhận loại thư này \(không cần đăng nhập\): (\S+)/.exec(mail)?.[1] ?? '';
  expect(stop).toContain('/notifications/stop?token=');
  const url = new URL(stop);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ngừng nhận thư thông báo' })).toBeVisible();
  // Opening the link only asks (a mail scanner that opens links stops nothing); the button stops.
  const main = page.getByRole('main');
  await expect(main).toContainText('không nhận thư về: thay đổi trạng thái hồ sơ đã gửi');
  await shoot(page, 'notifications-stop');
  await main.getByRole('button', { name: 'Ngừng nhận loại thư này' }).click();
  await expect(page.getByRole('status')).toContainText('ngừng gửi thư về: thay đổi trạng thái hồ sơ đã gửi');
  await page.getByRole('link', { name: 'Thông tin cá nhân' }).click();
  await expect(page.getByRole('checkbox', { name: /Thay đổi trạng thái hồ sơ/ })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Trả lời câu hỏi/ })).toBeChecked();
});

test('a citizen reads on the portal the answer to their question and the reply to their feedback, from the bell', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const person = await registered(request, 'hoi-dap-bell');
  await page.goto('/');
  await openFromHeader(page, 'Đăng nhập');
  await submitLogin(page, person.email, person.password);
  await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeHidden();

  // Signed in, the question form shows the account's e-mail, read-only: the answer goes there.
  const unique = Date.now().toString(36);
  const question = `Hồ sơ đăng ký nhãn hiệu tập thể cho sản phẩm OCOP cần những giấy tờ gì (${unique})?`;
  await page.goto('/FAQ');
  const form = page.getByRole('region', { name: 'Gửi câu hỏi' });
  const email = form.getByLabel('Email');
  await expect(email).toHaveValue(person.email);
  await expect(email).not.toBeEditable();
  await expect(email).toHaveAccessibleDescription(/Câu trả lời được gửi đến email này/);
  await form.getByLabel('Câu hỏi', { exact: true }).fill(question);
  await answerCaptcha(form);
  await form.getByRole('button', { name: 'Gửi câu hỏi' }).click();
  await expect(page.getByRole('heading', { name: 'Đã gửi câu hỏi' })).toBeVisible();

  // Feedback too (through the API: the form has a journey of its own), with another address typed.
  const citizen = await bearer(await tokenByApi(request, person.email, person.password));
  const subject = `Trang văn bản tải chậm ${unique}`;
  const sent = await request.post(pathOf(engagementApi.feedback), {
    headers: citizen,
    data: {
      name: person.fullName,
      email: `go-nham-${unique}@example.vn`,
      subject,
      message: 'Trang văn bản mở rất chậm vào buổi sáng, nhất là khi tải tệp đính kèm.',
      ...(await solvedCaptcha(request)),
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // Staff answer the question without publishing it, and reply to the feedback (through the API).
  const staff = await bearer(await seededAdminToken(request));
  const asked = await (
    await request.get(dialectPath('questions', { filter: { q: unique } }), { headers: staff })
  ).json();
  const id = asked[0]?.id as number;
  expect(asked[0]?.email).toBe(person.email);
  const answered = await request.post(pathOf(adminApi.questions.answer, { params: { id } }), {
    headers: staff,
    data: { answer: '<p>Gồm tờ khai, <strong>mẫu nhãn hiệu</strong> và quy chế sử dụng.</p>', publish: false },
  });
  expect(answered.status(), await answered.text()).toBe(200);
  const feedbackRows = await (
    await request.get(dialectPath('feedback', { filter: { q: subject } }), { headers: staff })
  ).json();
  expect(feedbackRows[0]?.email).toBe(person.email);
  const replied = await request.post(pathOf(adminApi.feedback.reply, { params: { id: feedbackRows[0]?.id } }), {
    headers: staff,
    data: { body: 'Sở đã nâng cấp máy chủ, trang văn bản đã nhanh hơn.' },
  });
  expect(replied.status(), await replied.text()).toBe(201);

  // The bell's notice of the answer opens "Câu hỏi và góp ý của tôi" at the question, with the answer.
  await page.goto('/posts');
  const bell = page
    .getByRole('banner')
    .getByRole('link', { name: /^Thông báo, / })
    .first();
  await expect(bell).toHaveAccessibleName('Thông báo, 2 chưa đọc');
  await bell.click();
  const notices = page.getByRole('list', { name: 'Danh sách thông báo' });
  await notices.getByRole('link', { name: new RegExp(`câu hỏi số ${id}`) }).click();
  await expect(page).toHaveURL(/\/personal-questions#cau-hoi-cua-toi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Câu hỏi và góp ý của tôi' })).toBeVisible();
  const item = page.getByRole('article', { name: `Câu hỏi số ${id}` });
  await expect(item).toContainText(question);
  await expect(item).toContainText('Đã trả lời');
  await expect(item.getByText('mẫu nhãn hiệu')).toBeVisible();
  await expect(item).not.toContainText('công bố trong mục Hỏi đáp');
  await shoot(page, 'personal-questions');

  // The notice of the reply opens the same page at the feedback, with the reply.
  await page.goto('/notifications');
  await notices.getByRole('link', { name: new RegExp(subject) }).click();
  await expect(page).toHaveURL(/\/personal-questions#gop-y-cua-toi$/);
  const feedback = page.getByRole('article', { name: subject });
  await expect(feedback).toContainText('Sở đã nâng cấp máy chủ, trang văn bản đã nhanh hơn.');
  await expect(feedback).toContainText('Đã phản hồi');
  await expectNoViolations(page, '/personal-questions');
  await expect(bell).toHaveAccessibleName('Thông báo, không có thông báo chưa đọc');

  // The user menu leads there too; the answer's mail went to the account's address with the same link.
  await page.goto('/posts');
  const menu = await openUserMenu(page);
  await menu.getByRole('link', { name: 'Câu hỏi và góp ý của tôi' }).click();
  await expect(page).toHaveURL(/\/personal-questions$/);
  await expect(page.getByRole('article', { name: `Câu hỏi số ${id}` })).toBeVisible();
  const mail = await mailTo(person.email, `câu hỏi số ${id} Ông/Bà gửi`);
  expect(mail).toContain('/personal-questions#cau-hoi-cua-toi');
});
