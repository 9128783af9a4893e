import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { authApi } from '@portal/shared/api/auth';
import { dialectPath } from '@portal/shared/api/dialect';
import { pathOf } from '@portal/shared/api/endpoint';
import { engagementApi } from '@portal/shared/api/engagement';
import { interestsApi } from '@portal/shared/api/interests';
import { CAPTCHA_TEXT } from '../playwright.config.ts';
import { bearer, newStaff, registered, seededAdminToken, shoot, signIn, tokenByApi } from './back-office.ts';
import { BOTH_SCREENS, expect, test } from './fixtures.ts';

/**
 * The steps of the back office's record screens keep their words at every width, each a 44 px
 * target: on a 390 px phone react-admin's Button draws only its icon (a 48 px "Đã xử lý" with no
 * words), or an empty 24 px box when it has none (a note dialog's "Hủy" and its step). A feedback,
 * a question and an interest, each with its way back, its steps and the dialogs they open.
 */

test.describe.configure({ timeout: 180_000 });

/**
 * The control named `name` (its accessible name, exactly) shows those words (a button's CSS may
 * write them in capitals) and is at least 44 px tall.
 */
async function expectWordsAndTarget(scope: Page | Locator, role: 'button' | 'link', name: string) {
  const target = scope.getByRole(role, { name, exact: true });
  await expect(target).toBeVisible();
  expect((await target.textContent())?.trim()).toBe(name);
  expect((await target.innerText()).trim().toLocaleLowerCase('vi')).toBe(name.toLocaleLowerCase('vi'));
  expect((await target.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
}

/** Opens the dialog of the step `step`, measures its buttons, shoots it and closes it with "Hủy". */
async function measureDialog(page: Page, step: string, dialogName: string, buttons: string[], shot: string) {
  await page.getByRole('main').getByRole('button', { name: step, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  for (const name of ['Hủy', ...buttons]) await expectWordsAndTarget(dialog, 'button', name);
  await shoot(page, shot);
  await dialog.getByRole('button', { name: 'Hủy', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** A captcha's key, answered with the test servers' fixed text. */
async function captcha(request: APIRequestContext) {
  const { data } = await (await request.get(pathOf(authApi.captcha))).json();
  return { captcha: CAPTCHA_TEXT, key: data.key as string };
}

/** The id of the newest record of `resource` that `filter` keeps. */
async function idOf(request: APIRequestContext, token: string, resource: string, filter: Record<string, unknown>) {
  const found = await request.get(dialectPath(resource, { filter, range: [0, 0] }), { headers: bearer(token) });
  expect(found.status(), await found.text()).toBe(200);
  const [first] = (await found.json()) as { id: number }[];
  expect(first, `${resource} has a record for ${JSON.stringify(filter)}`).toBeTruthy();
  return first?.id ?? 0;
}

test(
  'the steps of a feedback, a question and an interest keep their words and a 44 px target',
  BOTH_SCREENS,
  async ({ page, request }) => {
    const adminToken = await seededAdminToken(request);
    const stamp = `${Date.now().toString(36)}${test.info().project.name}`;

    // A feedback and a question from a visitor, an interest from a citizen in a published product.
    const subject = `Góp ý trang tra cứu ${stamp}`;
    const feedback = await request.post(pathOf(engagementApi.feedback), {
      data: {
        name: 'Lê Thị Hoa',
        email: `gop-y-${stamp}@example.vn`,
        subject,
        message: 'Trang tra cứu hồ sơ không hiện mã hồ sơ trên điện thoại.',
        ...(await captcha(request)),
      },
    });
    expect(feedback.status(), await feedback.text()).toBe(201);
    const asked = await request.post(pathOf(engagementApi.ask), {
      data: {
        name: 'Trần Thị Bình',
        email: `hoi-${stamp}@example.vn`,
        question: `Hợp tác xã có được hỗ trợ đăng ký nhãn hiệu ${stamp} không?`,
        ...(await captcha(request)),
      },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    const citizen = await registered(request, 'quantam-buoc');
    const citizenToken = await tokenByApi(request, citizen.email, citizen.password);
    const productId = await idOf(request, adminToken, 'products', { status: 'published' });
    const interest = await request.post(pathOf(interestsApi.create, { params: { id: String(productId) } }), {
      headers: bearer(citizenToken),
      data: { message: `Hợp tác xã muốn đầu tư sản xuất ${stamp}.`, demand_type: 1 },
    });
    expect(interest.status(), await interest.text()).toBe(201);

    const reviewer = await newStaff(request, adminToken, 'reviewer', 'buoc-xu-ly');
    const token = await signIn(page, reviewer.email, reviewer.password);
    const main = page.getByRole('main');

    // Góp ý: the way back, "Đã xử lý" and "Trả lời qua email", and their dialogs.
    await page.goto(`/admin/feedback/${await idOf(request, token, 'feedback', { q: subject })}/show`);
    // The back office's first load (its code, then the record): more than the default wait.
    await expect(main.getByText(subject)).toBeVisible({ timeout: 20_000 });
    await expectWordsAndTarget(main, 'link', 'Về danh sách');
    await expectWordsAndTarget(main, 'button', 'Đã xử lý');
    await expectWordsAndTarget(main, 'button', 'Trả lời qua email');
    await shoot(page, 'admin-feedback-steps');
    await measureDialog(page, 'Đã xử lý', 'Đánh dấu góp ý đã xử lý', ['Xác nhận'], 'admin-feedback-handle');
    await measureDialog(page, 'Trả lời qua email', 'Trả lời người gửi qua email', ['Gửi thư'], 'admin-feedback-mail');

    // Câu hỏi: the way back, "Ẩn" and its confirmation, the answer's tools and "Gửi câu trả lời".
    await page.goto(`/admin/questions/${await idOf(request, token, 'questions', { q: stamp })}/show`);
    await expect(main.getByRole('heading', { name: 'Trả lời' })).toBeVisible({ timeout: 20_000 });
    await expectWordsAndTarget(main, 'link', 'Về danh sách');
    await expectWordsAndTarget(main, 'button', 'Ẩn');
    await expectWordsAndTarget(main, 'button', 'Gửi câu trả lời');
    const tools = main.locator('.RaRichTextInputToolbar-root button');
    expect(await tools.count()).toBeGreaterThan(5);
    for (const tool of await tools.all()) {
      const box = await tool.boundingBox();
      expect(box?.height ?? 0, (await tool.getAttribute('aria-label')) ?? '').toBeGreaterThanOrEqual(44);
      expect(box?.width ?? 0, (await tool.getAttribute('aria-label')) ?? '').toBeGreaterThanOrEqual(44);
    }
    await shoot(page, 'admin-question-steps');
    await measureDialog(page, 'Ẩn', 'Ẩn câu hỏi này?', ['Đồng ý'], 'admin-question-hide');

    // Quan tâm: the way back, "Đóng yêu cầu" (and "Chuyển cho chủ sở hữu" when the product has an owner) and its note.
    await page.goto(`/admin/interests/${await idOf(request, token, 'interests', { q: stamp })}/show`);
    await expect(main.getByText(`Hợp tác xã muốn đầu tư sản xuất ${stamp}.`)).toBeVisible({ timeout: 20_000 });
    await expectWordsAndTarget(main, 'link', 'Về danh sách');
    await expectWordsAndTarget(main, 'button', 'Đóng yêu cầu');
    if ((await main.getByRole('button', { name: 'Chuyển cho chủ sở hữu' }).count()) > 0) {
      await expectWordsAndTarget(main, 'button', 'Chuyển cho chủ sở hữu');
    }
    await shoot(page, 'admin-interest-steps');
    await measureDialog(page, 'Đóng yêu cầu', 'Đóng yêu cầu', ['Đóng yêu cầu'], 'admin-interest-close');
  },
);
