import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { authApi } from '@portal/shared/api/auth';
import { pathOf } from '@portal/shared/api/endpoint';
import { engagementApi } from '@portal/shared/api/engagement';
import { ideasApi } from '@portal/shared/api/ideas';
import { proposalsApi } from '@portal/shared/api/proposals';
import { CAPTCHA_TEXT } from '../playwright.config.ts';
import { mailTo } from './account.ts';
import {
  adminList,
  bearer,
  newStaff,
  openRow,
  query,
  registered,
  seededAdminToken,
  shoot,
  signIn,
  signInAsNewAdmin,
  tokenByApi,
} from './back-office.ts';
import { BOTH_SCREENS, expect, isNarrow, test } from './fixtures.ts';

/** A button named `name` (exactly) that shows those words (in capitals, by its CSS) and is a 44 px target. */
async function expectWordsAndTarget(scope: Locator, name: string) {
  const button = scope.getByRole('button', { name, exact: true });
  await expect(button).toBeVisible();
  expect((await button.textContent())?.trim()).toBe(name);
  expect((await button.innerText()).trim().toLocaleLowerCase('vi')).toBe(name.toLocaleLowerCase('vi'));
  expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
}

/**
 * The back office's moderation screens: a reviewer opens a citizen's proposal in
 * /admin/, takes it up and approves it, the portal's /propose then lists it and the audit log has
 * the approval; an idea sent back for changes needs a note in the dialog.
 */

test(
  'a reviewer takes up and approves a proposal in the back office; the portal lists it',
  BOTH_SCREENS,
  async ({ page, request, browser, baseURL }) => {
    test.setTimeout(120_000);
    const adminToken = await seededAdminToken(request);
    const citizen = await registered(request, 'dexuat-qt');
    const citizenToken = await tokenByApi(request, citizen.email, citizen.password);
    const title = `Máy gieo hạt thông minh ${Date.now().toString(36)}`;
    const sent = await request.post(pathOf(proposalsApi.create), {
      headers: bearer(citizenToken),
      data: {
        request_id: randomUUID(),
        title,
        proposal_kind: 'product',
        field: 'Nông nghiệp',
        summary: 'Máy gieo hạt tự động cho ruộng bậc thang',
        description: 'Máy gieo hạt điều khiển bằng điện thoại.\n\nĐã thử nghiệm ở hai hợp tác xã.',
        readiness_level: 6,
        demand_types: [1],
        budget: 1,
        ip_advice: 0,
        price: null,
        organisation: 'Hợp tác xã Quỳnh Lưu',
        contact_name: 'Trần Văn Bình',
        contact_phone: '0912 000 111',
        contact_email: 'binh@htx.vn',
        website: `https://hop-tac-xa-quynh-luu-nong-nghiep-cong-nghe-cao.example.vn/gioi-thieu/${'san-pham-'.repeat(8)}`,
        submit: true,
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const { data: proposal } = await sent.json();

    const reviewer = await newStaff(request, adminToken, 'reviewer', 'kiemduyet');
    await signIn(page, reviewer.email, reviewer.password);
    await page.goto(`/admin/proposals?filter=${query({ q: title })}`);
    const main = page.getByRole('main');
    await expect(main.getByText(title).first()).toBeVisible();
    await expect(main.getByText('Đã gửi').first()).toBeVisible();
    if (!isNarrow(page.viewportSize()?.width)) {
      await expect(main.getByRole('columnheader', { name: 'Mã hồ sơ' })).toBeVisible();
      await expect(main.getByRole('button', { name: 'Xuất Excel' })).toBeVisible();
    }
    await shoot(page, 'admin-proposals');

    await openRow(page, title);
    await expect(page).toHaveURL(new RegExp(`/admin/proposals/${proposal.id}/show$`));
    await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(main.getByText(proposal.tracking_code)).toBeVisible();
    await expect(main.getByText('Đã thử nghiệm ở hai hợp tác xã.', { exact: false })).toBeVisible();
    // A long web address wraps; its hidden "(mở trong thẻ mới)" widened the page to 1739 px before.
    await expect(main.getByRole('link', { name: /hop-tac-xa-quynh-luu/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
    // The steps and the way back keep their words on a phone, each a 44 px target (they were 24 px icons).
    for (const target of [
      main.getByRole('link', { name: 'Về danh sách' }),
      main.getByRole('button', { name: 'Tiếp nhận, xem xét' }),
    ]) {
      await expect(target).toBeVisible();
      expect((await target.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
    // Only the allowed step is offered: a sent proposal is taken up first.
    await expect(main.getByRole('button', { name: 'Duyệt', exact: true })).toHaveCount(0);
    await main.getByRole('button', { name: 'Tiếp nhận, xem xét' }).click();
    // Every dialog's buttons keep their words too, each a 44 px target (the note dialogs' were empty 24 px boxes).
    const takeUp = page.getByRole('dialog', { name: 'Tiếp nhận, xem xét' });
    for (const name of ['Hủy', 'Đồng ý']) await expectWordsAndTarget(takeUp, name);
    await takeUp.getByRole('button', { name: 'Đồng ý' }).click();
    await expect(page.getByText('Đã tiếp nhận hồ sơ để xem xét')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Duyệt', exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Không duyệt' })).toBeVisible();
    await shoot(page, 'admin-proposal-review');
    for (const step of ['Duyệt', 'Yêu cầu bổ sung', 'Không duyệt']) await expectWordsAndTarget(main, step);
    for (const step of ['Yêu cầu bổ sung', 'Không duyệt']) {
      await main.getByRole('button', { name: step, exact: true }).click();
      const noteDialog = page.getByRole('dialog', { name: step });
      for (const name of ['Hủy', step]) await expectWordsAndTarget(noteDialog, name);
      await shoot(page, `admin-proposal-note-${step === 'Không duyệt' ? 'reject' : 'revision'}`);
      await noteDialog.getByRole('button', { name: 'Hủy', exact: true }).click();
      await expect(noteDialog).toBeHidden();
    }

    // A decision on a proposal may carry the department's answer for the public, beside the note.
    await main.getByRole('button', { name: 'Duyệt', exact: true }).click();
    const decision = page.getByRole('dialog', { name: 'Duyệt' });
    await decision.getByLabel('Trả lời công khai').fill('Sở ghi nhận và giới thiệu máy tới các hợp tác xã trong tỉnh.');
    await decision.getByRole('button', { name: 'Duyệt', exact: true }).click();
    await expect(page.getByText('Đã duyệt hồ sơ')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Công bố thành sản phẩm' })).toBeVisible();
    const timeline = main.getByRole('list', { name: 'Quá trình xử lý' });
    await expect(timeline).toContainText('Duyệt');
    await expect(timeline).toContainText(reviewer.fullName);
    await shoot(page, 'admin-proposal-approved');

    // The portal lists the approved proposal.
    await page.goto('/propose');
    const portal = page.getByRole('main');
    await portal.getByRole('searchbox', { name: 'Tìm đề xuất' }).fill(title);
    await portal.getByRole('button', { name: 'Tìm kiếm' }).click();
    await expect(portal.getByRole('link', { name: title })).toBeVisible();
    await portal.getByRole('link', { name: title }).click();
    await expect(portal.getByRole('region', { name: 'Trả lời của Sở' })).toContainText(
      'Sở ghi nhận và giới thiệu máy tới các hợp tác xã trong tỉnh.',
    );

    // The admin, at a desk, finds the reviewer's approval in the audit log.
    const desk = await browser.newContext({ baseURL });
    try {
      const admin = await desk.newPage();
      await signInAsNewAdmin(admin, request, 'admin-desk');
      await admin.goto(adminList('audit-log', { resource: 'proposals', record_id: String(proposal.id) }));
      // The action's own cell: the reviewer's role ("… kiểm duyệt") holds the word too.
      const row = admin
        .getByRole('row')
        .filter({ hasText: reviewer.email })
        .filter({ has: admin.getByRole('cell', { name: 'Duyệt', exact: true }) });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Đề xuất');
      await expect(admin.getByRole('row').filter({ hasText: 'Tiếp nhận, xem xét' })).toHaveCount(1);
      await row.getByRole('cell', { name: reviewer.email }).click();
      // The line shows the state before and after, in words staff read.
      await expect(admin.getByRole('cell', { name: 'Đã duyệt', exact: true })).toBeVisible();
    } finally {
      await desk.close();
    }
  },
);

test('sending an idea back for changes needs a note, which the timeline then shows', async ({ page, request }) => {
  test.setTimeout(120_000);
  const adminToken = await seededAdminToken(request);
  const citizen = await registered(request, 'ytuong-qt');
  const citizenToken = await tokenByApi(request, citizen.email, citizen.password);
  const title = `Trạm đo mưa giá rẻ ${Date.now().toString(36)}`;
  const sent = await request.post(pathOf(ideasApi.create), {
    headers: bearer(citizenToken),
    data: {
      request_id: randomUUID(),
      title,
      field: 'Nông nghiệp',
      problem: 'Nông dân vùng cao thiếu thông tin lượng mưa chính xác.',
      solution: 'Trạm đo mưa giá rẻ gửi số liệu qua tin nhắn mỗi sáng.',
      impact: 'Giảm thiệt hại mùa màng',
      support_needed: 'Kinh phí thử nghiệm',
      submit: true,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { data: idea } = await sent.json();
  const started = await request.post(pathOf(ideasApi.transition, { params: { id: idea.id } }), {
    headers: bearer(adminToken),
    data: { action: 'start_review', note: '' },
  });
  expect(started.status()).toBe(200);

  const reviewer = await newStaff(request, adminToken, 'reviewer', 'kiemduyet');
  await signIn(page, reviewer.email, reviewer.password);
  await page.goto(`/admin/ideas?filter=${query({ status: 'under_review', q: idea.tracking_code })}`);
  const main = page.getByRole('main');
  await expect(main.getByText(title).first()).toBeVisible();
  await shoot(page, 'admin-ideas');
  await openRow(page, title);
  await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible();

  await main.getByRole('button', { name: 'Yêu cầu bổ sung' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yêu cầu bổ sung' });
  await dialog.getByRole('button', { name: 'Yêu cầu bổ sung' }).click();
  await expect(dialog.getByText('Vui lòng nhập lý do để gửi cho người gửi')).toBeVisible();
  const note = 'Vui lòng bổ sung dự toán kinh phí cho 10 trạm.';
  await dialog.getByLabel('Ghi chú cho người gửi').fill(note);
  await shoot(page, 'admin-idea-note');
  await dialog.getByRole('button', { name: 'Yêu cầu bổ sung' }).click();
  await expect(page.getByText('Đã yêu cầu người gửi bổ sung')).toBeVisible();
  await expect(main.getByRole('list', { name: 'Quá trình xử lý' })).toContainText(note);
  await expect(main.getByText('Cần bổ sung').first()).toBeVisible();
  await expect(main.getByRole('button', { name: 'Duyệt', exact: true })).toHaveCount(0);
  await shoot(page, 'admin-idea-revision');
});

test('a reviewer marks feedback handled with a note, answers the sender by e-mail, and both stay on the record', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const adminToken = await seededAdminToken(request);
  const stamp = `${Date.now().toString(36)}${test.info().project.name}`;
  const sender = `gop-y-${stamp}@example.vn`;
  const subject = `Góp ý cổng văn bản ${stamp}`;
  const { data: captcha } = await (await request.get(pathOf(authApi.captcha))).json();
  const sent = await request.post(pathOf(engagementApi.feedback), {
    data: {
      name: 'Lê Thị Hoa',
      email: sender,
      subject,
      message: 'Trang văn bản không tải được tệp PDF đính kèm.',
      captcha: CAPTCHA_TEXT,
      key: captcha.key,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  const reviewer = await newStaff(request, adminToken, 'reviewer', 'gopy');
  await signIn(page, reviewer.email, reviewer.password);
  await page.goto(adminList('feedback', { q: subject }));
  const main = page.getByRole('main');
  // The back office's first load (its code, then the list): more than the default wait.
  await expect(main.getByText(subject).first()).toBeVisible({ timeout: 20_000 });
  await openRow(page, subject);
  await expect(main.getByText('Trang văn bản không tải được tệp PDF đính kèm.')).toBeVisible();

  // Focus order (WCAG 2.4.3): a dialog with a field opens with focus in it, and gives focus
  // back to the button that opened it when it closes.
  const handleButton = main.getByRole('button', { name: 'Đã xử lý' });
  await handleButton.click();
  const handle = page.getByRole('dialog', { name: 'Đánh dấu góp ý đã xử lý' });
  await expect(handle.getByLabel('Ghi chú xử lý')).toBeFocused();
  await handle.getByRole('button', { name: 'Hủy' }).click();
  await expect(handle).toBeHidden();
  await expect(handleButton).toBeFocused();
  await handleButton.click();
  await expect(handle.getByLabel('Ghi chú xử lý')).toBeFocused();
  const note = 'Đã sửa liên kết tệp PDF trên trang văn bản.';
  // Typed right away, the note lands in its field.
  await page.keyboard.type(note);
  await handle.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page.getByText('Đã đánh dấu góp ý là đã xử lý')).toBeVisible();
  await expect(main.getByText(note)).toBeVisible();
  // "Người xử lý" is the staff member's name, not their e-mail.
  await expect(main.getByText(reviewer.fullName, { exact: true })).toBeVisible();
  // "Đã xử lý" is now disabled (gone from a phone's toolbar): focus is on the page's content, not lost on BODY.
  await expect(main.getByRole('button', { name: 'Đã xử lý', disabled: false })).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');

  const replyButton = main.getByRole('button', { name: 'Trả lời qua email' });
  await replyButton.click();
  const reply = page.getByRole('dialog', { name: 'Trả lời người gửi qua email' });
  await expect(reply.getByLabel('Tiêu đề thư')).toBeFocused();
  await reply.getByRole('button', { name: 'Gửi thư' }).click();
  await expect(reply.getByText('Vui lòng nhập nội dung trả lời')).toBeVisible();
  const answer = 'Cảm ơn chị, liên kết tệp PDF đã được sửa.';
  await reply.getByLabel('Nội dung trả lời').fill(answer);
  await shoot(page, 'admin-feedback-reply');
  await reply.getByRole('button', { name: 'Gửi thư' }).click();
  await expect(page.getByText('Đã gửi thư trả lời người gửi')).toBeVisible();
  await expect(reply).toBeHidden();
  await expect(replyButton).toBeFocused();
  const replies = main.getByRole('list', { name: 'Thư đã trả lời' });
  await expect(replies).toContainText(answer);
  // Signed by the staff member's name, not their e-mail.
  await expect(replies).toContainText(reviewer.fullName);

  // All of it is kept: a fresh load of the record shows the note, who handled it and the answer.
  await page.reload();
  // A fresh load of the back office fetches its code and the record again: more than the default wait.
  await expect(main.getByText(note)).toBeVisible({ timeout: 20_000 });
  // Who handled it (exactly the name: the reply's line "dd/mm/yyyy hh:mm · name" has it too).
  await expect(main.getByText(reviewer.fullName, { exact: true })).toBeVisible();
  await expect(main.getByRole('list', { name: 'Thư đã trả lời' })).toContainText(answer);
  await shoot(page, 'admin-feedback-handled');

  const mail = await mailTo(sender, answer);
  expect(mail).toContain(subject);
});
