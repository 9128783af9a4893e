import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { pathOf } from '@portal/shared/api/endpoint';
import { followThroughApi } from '@portal/shared/api/follow-through';
import { proposalsApi } from '@portal/shared/api/proposals';
import { formatDate, vietnamToday } from '@portal/shared/format';
import { openFromHeader, submitLogin } from './account.ts';
import { expectNoViolations } from './axe.ts';
import { bearer, registered, seededAdminToken, tokenByApi } from './back-office.ts';
import { expect, test } from './fixtures.ts';

/**
 * Staff approve a proposal with a public answer and record a step of
 * carrying it out; its public page shows both, and "Kết quả thực hiện" lists it.
 */

async function shoot(page: Page, name: string) {
  const info = test.info();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an approved proposal shows the department’s answer and its progress, and is listed in the results', async ({
  page,
  request,
}) => {
  const citizen = await registered(request, 'ket-qua');
  const citizenToken = await tokenByApi(request, citizen.email, citizen.password);
  const title = `Cảm biến cảnh báo lũ quét cho bản ${randomUUID().slice(0, 6)}`;
  const sent = await request.post(pathOf(proposalsApi.create), {
    headers: bearer(citizenToken),
    data: {
      request_id: randomUUID(),
      title,
      proposal_kind: 'product',
      field: 'Môi trường',
      summary: 'Trạm đo mưa và mực nước suối giá rẻ, gửi cảnh báo qua loa phát thanh của bản.',
      description: 'Trạm dùng pin mặt trời, đo mưa mỗi 5 phút và phát cảnh báo khi mực nước suối dâng nhanh.',
      readiness_level: 6,
      demand_types: [1],
      budget: 1,
      ip_advice: 0,
      price: null,
      organisation: 'Nhóm nghiên cứu Trường Cao đẳng Kỹ thuật Sông Lam',
      contact_name: 'Vi Văn Khánh',
      contact_phone: '0913 884 205',
      contact_email: 'khanh.vv@cdkt-songlam.edu.vn',
      nq57_groups: [3],
      submit: true,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const created = (await sent.json()).data as { id: number; submitted_at: string };
  const id = created.id;

  const staff = bearer(await seededAdminToken(request));
  const answer =
    'Sở giao Trung tâm Ứng dụng tiến bộ khoa học và công nghệ lắp thử 3 trạm tại huyện Kỳ Sơn trong mùa mưa.';
  for (const data of [
    { action: 'start_review' },
    { action: 'approve', note: 'Đạt yêu cầu.', answer: { text: answer } },
  ]) {
    const stepped = await request.post(pathOf(proposalsApi.transition, { params: { id } }), { headers: staff, data });
    expect(stepped.status(), await stepped.text()).toBe(200);
  }
  // A step is never dated before the dossier was sent (nor after the server's today): the day it was sent.
  const today = vietnamToday(new Date(created.submitted_at));
  const progress = await request.post(pathOf(followThroughApi.addProposalProgress, { params: { id } }), {
    headers: staff,
    data: {
      stage: 'in_progress',
      percent: 35,
      note: 'Đã lắp trạm đầu tiên tại bản Huồi Cáng.',
      happened_on: today,
    },
  });
  expect(progress.status(), await progress.text()).toBe(200);

  await page.goto(`/propose/${id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const answered = main.getByRole('region', { name: 'Trả lời của Sở' });
  await expect(answered).toContainText(answer);
  await expect(answered).toContainText('Sở Khoa học và Công nghệ tỉnh Sông Lam');
  const record = main.getByRole('region', { name: 'Tiến độ thực hiện' });
  await expect(record).toContainText('Đang triển khai');
  await expect(record.getByRole('progressbar', { name: 'Tỷ lệ hoàn thành' })).toHaveAttribute('aria-valuenow', '35');
  await expect(record).toContainText('35%');
  await expect(record.getByRole('list', { name: 'Các bước thực hiện' }).getByRole('listitem')).toHaveText([
    new RegExp(`${formatDate(today)} · Đang triển khai \\(35%\\)\\s*Đã lắp trạm đầu tiên tại bản Huồi Cáng\\.`),
  ]);
  await expectNoViolations(page, `/propose/${id}`);
  await shoot(page, 'follow-through-proposal');

  // The proposals' list filters by stage.
  await page.goto('/propose?stage=in_progress');
  await expect(main.getByRole('link', { name: title })).toBeVisible();

  await page.goto('/results');
  await expect(main.getByRole('heading', { level: 1, name: 'Kết quả thực hiện' })).toBeVisible();
  await main.getByLabel('Giai đoạn').selectOption('in_progress');
  await main.getByRole('button', { name: 'Lọc' }).click();
  await expect(page).toHaveURL(/stage=in_progress/);
  const listed = main.getByRole('article', { name: title });
  await expect(listed).toBeVisible();
  await expect(listed.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '35');
  // The demo's adopted idea is listed by its title alone: an idea has no public page.
  await main.getByLabel('Giai đoạn').selectOption('piloting');
  await main.getByLabel('Loại hồ sơ').selectOption('idea');
  await main.getByRole('button', { name: 'Lọc' }).click();
  const idea = main.getByRole('article', {
    name: 'Tủ sách khoa học thường thức lưu động cho các trường vùng biên giới',
  });
  await expect(idea).toBeVisible();
  await expect(idea.getByRole('link')).toHaveCount(0);
  await expectNoViolations(page, '/results');
  await shoot(page, 'follow-through-results');

  await page.goto('/results?stage=in_progress');
  await main.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/propose/${id}$`));

  // The author reads the same record on their own page of it, where the progress notice links.
  await openFromHeader(page, 'Đăng nhập');
  await submitLogin(page, citizen.email, citizen.password);
  await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeHidden();
  await page.goto(`/propose/${id}/personal-propose`);
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const own = main.getByRole('region', { name: 'Tiến độ thực hiện' });
  await expect(own).toContainText('Đang triển khai');
  await expect(own.getByRole('progressbar', { name: 'Tỷ lệ hoàn thành' })).toHaveAttribute('aria-valuenow', '35');
  await expect(own).toContainText('Đã lắp trạm đầu tiên tại bản Huồi Cáng.');
  await expectNoViolations(page, `/propose/${id}/personal-propose`);
});
