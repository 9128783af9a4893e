import { dialectPath } from '@portal/shared/api/dialect';
import { BACK_OFFICE_PORT } from '../playwright.config.ts';
import { expectNoViolations } from './axe.ts';
import {
  bearer,
  newStaff,
  registered,
  seededAdminToken,
  shoot,
  signIn,
  signInAsNewAdmin,
  tokenByApi,
} from './back-office.ts';
import { expect, test } from './fixtures.ts';

/**
 * Big problems as challenges: staff assign a reviewer as judge, the judge scores
 * one solution, declares a conflict of interest on another and scores a citizen's solution sent
 * through the proposal form, staff see the scores side by side
 * and publish the results, and the problem's public page shows its criteria and results. On the
 * server whose back-office journeys change content: the problem it makes would change the counts
 * of the big-problem list journeys on the main server.
 */
test.use({ baseURL: `http://127.0.0.1:${BACK_OFFICE_PORT}` });

test('staff assign a judge, the judge scores, staff publish the results, the portal shows them', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const adminToken = await seededAdminToken(request);
  const unique = Date.now().toString(36);
  const slug = `tuoi-tiet-kiem-${unique}`;
  const created = await request.post(dialectPath('big-problems'), {
    headers: bearer(adminToken),
    data: {
      title: `Tưới tiết kiệm cho vùng đồi ${unique}`,
      slug,
      field: 'Nông nghiệp',
      deadline: '2099-12-31',
      status: 'open',
      visible: true,
      criteria: [
        { name: 'Tính khả thi', description: 'Triển khai được trong một vụ', weight: 60 },
        { name: 'Chi phí', description: '', weight: 40 },
      ],
      ip_terms: 'Quyền sở hữu trí tuệ thuộc về đơn vị đề xuất.',
      reward: 'Hỗ trợ tối đa 500 triệu đồng để thử nghiệm.',
      implementation: 'Thử nghiệm tại hai hợp tác xã trong vụ Đông Xuân.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const problemId = (await created.json()).id as number;
  const solutionTitles = [`Tưới nhỏ giọt theo cảm biến ${unique}`, `Hồ chứa nước mưa trên đồi ${unique}`];
  for (const title of solutionTitles) {
    const solution = await request.post(dialectPath('solutions'), {
      headers: bearer(adminToken),
      data: { big_problem_id: problemId, title, organisation: 'Hợp tác xã Đồi Xanh' },
    });
    expect(solution.status(), await solution.text()).toBe(201);
  }
  const [scoredTitle, conflictTitle] = solutionTitles as [string, string];
  // A citizen sends a solution of their own through the proposal form's call.
  const citizenTitle = `Cảm biến độ ẩm đất giá rẻ ${unique}`;
  const citizen = await registered(request, 'giaiphap');
  const sent = await request.post('/api/proposals', {
    headers: bearer(await tokenByApi(request, citizen.email, citizen.password)),
    data: {
      request_id: crypto.randomUUID(),
      title: citizenTitle,
      proposal_kind: 'solution',
      field: 'Nông nghiệp',
      summary: 'Cảm biến tự làm báo khi đất khô, bật bơm nhỏ giọt.',
      description: 'Mỗi cảm biến giá dưới 300 nghìn đồng, pin dùng một vụ.',
      readiness_level: 5,
      demand_types: [1],
      budget: 1,
      ip_advice: 0,
      price: null,
      organisation: 'Tổ hợp tác Đồi Chè',
      contact_name: citizen.fullName,
      contact_phone: '0912 345 678',
      contact_email: citizen.email,
      big_problem_id: problemId,
      submit: true,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  // Staff review and approve it: only a solution visitors may see can be named in the results.
  const proposalId = (await sent.json()).data.id as number;
  for (const action of ['start_review', 'approve']) {
    const step = await request.post(`/api/admin/proposals/${proposalId}/transitions`, {
      headers: bearer(adminToken),
      data: { action },
    });
    expect(step.status(), await step.text()).toBe(200);
  }
  const judge = await newStaff(request, adminToken, 'reviewer', 'giamkhao');

  // Staff assign the reviewer as a judge, under the problem's form.
  await signInAsNewAdmin(page, request, 'challenge-staff');
  await page.goto(`/admin/big-problems/${problemId}`);
  const judges = page.getByRole('region', { name: 'Giám khảo' });
  await judges.getByRole('combobox', { name: 'Cán bộ kiểm duyệt' }).click();
  await page.getByRole('option', { name: new RegExp(judge.email.replace(/[.+]/g, '\\$&')) }).click();
  await judges.getByRole('button', { name: 'Phân công giám khảo' }).click();
  await expect(judges.getByText(judge.email)).toBeVisible();

  // The judge scores one solution and declares a conflict on the other.
  const judgeDesk = await browser.newContext({ baseURL });
  try {
    const judgePage = await judgeDesk.newPage();
    await signIn(judgePage, judge.email, judge.password);
    await judgePage.goto('/admin/judging');
    await judgePage.getByRole('main').getByText(`Tưới tiết kiệm cho vùng đồi ${unique}`).first().click();
    await expect(judgePage.getByRole('heading', { level: 2, name: /Tưới tiết kiệm/ })).toBeVisible();
    const scored = judgePage.getByRole('region', { name: scoredTitle });
    await scored.getByRole('combobox', { name: 'Tính khả thi (60%)' }).click();
    await judgePage.getByRole('option', { name: '8', exact: true }).click();
    await scored.getByRole('combobox', { name: 'Chi phí (40%)' }).click();
    await judgePage.getByRole('option', { name: '6', exact: true }).click();
    await scored.getByLabel('Nhận xét').fill('Khả thi, cần tính thêm chi phí bảo trì.');
    await scored.getByRole('button', { name: 'Lưu điểm' }).click();
    // 8 × 60% + 6 × 40% = 72 of 100.
    await expect(scored.getByText('Ông/Bà đã chấm: 72/100 điểm.')).toBeVisible();

    const conflicted = judgePage.getByRole('region', { name: conflictTitle });
    await conflicted.getByLabel('Khai báo xung đột lợi ích').check();
    await conflicted.getByLabel('Lý do xung đột lợi ích').fill('Tôi là thành viên hợp tác xã đề xuất giải pháp này.');
    await conflicted.getByRole('button', { name: 'Lưu khai báo' }).click();
    await expect(conflicted.getByText('Ông/Bà đã khai báo xung đột lợi ích với giải pháp này.')).toBeVisible();

    // The citizen's solution is judged like the department's: 9 × 60% + 9 × 40% = 90.
    const citizens = judgePage.getByRole('region', { name: citizenTitle });
    await expect(citizens).toContainText('Đề xuất của người dân');
    await expect(citizens).toContainText('Mỗi cảm biến giá dưới 300 nghìn đồng');
    await citizens.getByRole('combobox', { name: 'Tính khả thi (60%)' }).click();
    await judgePage.getByRole('option', { name: '9', exact: true }).click();
    await citizens.getByRole('combobox', { name: 'Chi phí (40%)' }).click();
    await judgePage.getByRole('option', { name: '9', exact: true }).click();
    await citizens.getByRole('button', { name: 'Lưu điểm' }).click();
    await expect(citizens.getByText('Ông/Bà đã chấm: 90/100 điểm.')).toBeVisible();
    await shoot(judgePage, 'challenge-judging');
  } finally {
    await judgeDesk.close();
  }

  // Staff see the scores side by side, then publish the results.
  await page.reload();
  const scores = page.getByRole('region', { name: 'Bảng điểm song song' });
  await expect(scores.getByRole('row').filter({ hasText: 'Khả thi, cần tính thêm' })).toContainText('72');
  await expect(scores.getByText('Xung đột lợi ích', { exact: true })).toBeVisible();
  await expect(scores.getByRole('row').filter({ hasText: 'Xếp hạng 1' })).toContainText('90');
  await expect(scores.getByRole('row').filter({ hasText: 'Xếp hạng 2' })).toContainText('72');
  await expect(scores.getByRole('rowheader', { name: new RegExp(citizenTitle) })).toContainText(
    'đề xuất của người dân',
  );
  await shoot(page, 'challenge-side-by-side');
  const results = page.getByRole('region', { name: 'Kết quả đánh giá' });
  await results
    .getByLabel('Nội dung kết quả')
    .fill('Hội đồng giám khảo chọn cảm biến độ ẩm đất và giải pháp tưới nhỏ giọt để thử nghiệm.');
  await results.getByRole('checkbox', { name: new RegExp(citizenTitle) }).check();
  await results.getByRole('checkbox', { name: new RegExp(scoredTitle) }).check();
  await results.getByRole('button', { name: 'Công bố kết quả' }).click();
  await expect(results.getByRole('button', { name: 'Thu hồi kết quả' })).toBeVisible();

  // The public page states the challenge and its results.
  await page.goto(`/big-problem/${slug}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Tiêu chí đánh giá' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Tính khả thi/ })).toContainText('60%');
  for (const heading of ['Quyền sở hữu trí tuệ', 'Hỗ trợ, giải thưởng', 'Hạn nhận giải pháp', 'Sau khi lựa chọn']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Hạn nhận giải pháp' })).toContainText('31/12/2099');
  const published = page.getByRole('region', { name: 'Kết quả đánh giá' });
  await expect(published).toContainText('giải pháp tưới nhỏ giọt');
  const chosen = published.getByRole('listitem');
  await expect(chosen).toHaveCount(2);
  await expect(chosen.first()).toContainText(citizenTitle);
  await expect(chosen.first()).toContainText('90/100');
  await expect(chosen.last()).toContainText(scoredTitle);
  await expect(chosen.last()).toContainText('72/100');
  await expectNoViolations(page, `/big-problem/${slug}`);
  await shoot(page, 'challenge-public');
});
