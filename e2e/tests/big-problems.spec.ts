import { expect, test } from './fixtures.ts';

/** The seeded problem with one approved solution and two still under review. */
const fruit = {
  slug: 'giam-ton-that-sau-thu-hoach-trai-cay',
  title: 'Giảm tổn thất sau thu hoạch đối với trái cây đặc sản',
  approved: 'Màng bao chitosan kết hợp kho lạnh mô-đun năng lượng mặt trời',
  underReview: 'Nền tảng điều phối vận chuyển lạnh ghép chuyến',
};

const cardTitles = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('heading', { level: 2 });

test('the list shows the eight seeded problems with their status, facts and solution counts', async ({ page }) => {
  await page.goto('/big-problem');
  await expect(page.getByRole('heading', { level: 1, name: 'Bài toán lớn' })).toBeVisible();
  await expect(cardTitles(page)).toHaveCount(8);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: fruit.title, exact: true }) });
  await expect(card).toContainText('Đang tìm giải pháp');
  await expect(card).toContainText('Sở Công Thương tỉnh Sông Lam');
  await expect(card).toContainText('2 – 4 tỷ đồng');
  await expect(card).toContainText('31/05/2027');
  await expect(card).toContainText(/còn \d+ ngày/);
  await expect(card.getByRole('link', { name: /1 giải pháp đã được duyệt/ })).toBeVisible();
});

test('the status filter narrows the list and stays in the address', async ({ page }) => {
  await page.goto('/big-problem');
  const tabs = page.getByRole('navigation', { name: 'Trạng thái bài toán' });
  await tabs.getByRole('link', { name: 'Đang tìm giải pháp' }).click();
  await expect(page).toHaveURL(/\/big-problem\?status=open$/);
  await expect(cardTitles(page)).toHaveCount(5);
  await expect(tabs.getByRole('link', { name: 'Đang tìm giải pháp' })).toHaveAttribute('aria-current', 'page');

  await page.reload();
  await expect(cardTitles(page)).toHaveCount(5);
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Đã đóng' })).toHaveCount(0);

  await tabs.getByRole('link', { name: 'Đã có giải pháp' }).click();
  await expect(page).toHaveURL(/status=solved/);
  await expect(cardTitles(page)).toHaveCount(1);

  // The search keeps the status; "nong nghiep" finds the field written "Nông nghiệp".
  await tabs.getByRole('link', { name: 'Đang tìm giải pháp' }).click();
  await expect(page).toHaveURL(/status=open$/);
  // The list of that tab drawn before typing: a form redrawn after the fill would lose it (seen under load).
  await expect(cardTitles(page)).toHaveCount(5);
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: 'Tìm bài toán' }).fill('nong nghiep');
  await main.getByRole('button', { name: 'Tìm kiếm' }).click();
  await expect(page).toHaveURL(/status=open/);
  await expect(page).toHaveURL(/q=nong\+nghiep/);
  await expect(cardTitles(page)).toHaveText([fruit.title]);
});

test('a problem shows its sections and only its approved solutions, and links to the solutions page', async ({
  page,
}) => {
  await page.goto('/big-problem');
  await page.getByRole('link', { name: fruit.title, exact: true }).click();
  await expect(page).toHaveURL(`/big-problem/${fruit.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: fruit.title })).toBeVisible();
  await expect(page).toHaveTitle(`${fruit.title} | Cổng thông tin Nghị quyết 57`);
  for (const name of ['Mô tả', 'Yêu cầu đối với giải pháp', 'Kết quả mong đợi', 'Giải pháp đã được duyệt (1)']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByRole('term').filter({ hasText: 'Hạn nhận giải pháp' })).toBeVisible();
  await expect(page.getByText(/\d+ lượt xem/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: fruit.approved })).toBeVisible();
  await expect(page.getByText(fruit.underReview)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', /facebook\.com\/sharer/);
  // An open problem is answered from its own page, not only from its solutions page.
  await expect(page.getByRole('main').getByRole('link', { name: 'Gửi giải pháp' })).toHaveAttribute(
    'href',
    /^\/products\/create-product\?big_problem=\d+$/,
  );

  await page.getByRole('link', { name: 'Xem trang giải pháp của bài toán' }).click();
  await expect(page).toHaveURL(`/solution/${fruit.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Giải pháp cho bài toán: ${fruit.title}`);
});

test('/solution/{id} shows the approved solutions of one problem, with a way back to it', async ({ page }) => {
  await page.goto('/solution/giam-rac-thai-nhua-vung-ven-bien');
  await expect(page).toHaveTitle(
    'Giải pháp cho bài toán: Giảm rác thải nhựa tại vùng ven biển | Cổng thông tin Nghị quyết 57',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Giải pháp đã được duyệt (2)' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveCount(2);
  await expect(page.getByRole('heading', { level: 3, name: /Tái chế lưới đánh cá/ })).toBeVisible();
  await page.getByRole('link', { name: 'Xem mô tả, yêu cầu và kết quả mong đợi của bài toán' }).click();
  await expect(page).toHaveURL('/big-problem/giam-rac-thai-nhua-vung-ven-bien');

  await page.goto(`/solution/${fruit.slug}`);
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([fruit.approved]);
  await expect(page.getByText(fruit.underReview)).toHaveCount(0);
});

test('an unknown problem shows a not-found notice', async ({ page, expectConsoleErrors }) => {
  expectConsoleErrors.push(/status of 404/);
  await page.goto('/big-problem/khong-co-bai-toan-nay');
  await expect(page.getByRole('heading', { name: 'Không tìm thấy nội dung' })).toBeVisible();
});

test("a problem's page from the server carries its Open Graph title, for link previews", async ({ request }) => {
  const html = await (await request.get(`/big-problem/${fruit.slug}`)).text();
  expect(html).toContain(`<meta property="og:title" content="${fruit.title}">`);
  expect(html).toContain('<meta property="og:type" content="article">');
  expect(html).toMatch(/<meta property="og:description" content="Bưởi, cam và xoài[^"]*">/);
  const solutions = await (await request.get(`/solution/${fruit.slug}`)).text();
  expect(solutions).toContain(`<meta property="og:title" content="Giải pháp cho bài toán: ${fruit.title}">`);
});
