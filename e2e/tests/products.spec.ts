import type { Page } from '@playwright/test';
import { BOTH_SCREENS, expect, test } from './fixtures.ts';

const AI_PRODUCT = 'Trí tuệ nhân tạo nhận diện bệnh hại lúa qua ảnh chụp';
const AI_PRODUCT_PATH = '/products/tri-tue-nhan-tao-nhan-dien-benh-hai-lua';

/** On a phone the selects fold under "Bộ lọc"; wide screens show them at once. */
async function showFilters(page: Page) {
  // The page must be there before asking whether its toggle shows (it does on narrow screens only).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const toggle = page.getByRole('button', { name: /^Bộ lọc/ });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

test('the marketplace lists 10 of the 30 seeded products, with pages', async ({ page }) => {
  await page.goto('/products');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sản phẩm, giải pháp khoa học và công nghệ' }),
  ).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: 'sản phẩm' });
  await expect(status).toContainText(/Có \d+ sản phẩm/);
  // The 30 seeded, and any that another journey publishes from a proposal meanwhile.
  expect(Number(/Có (\d+) sản phẩm/.exec((await status.textContent()) ?? '')?.[1])).toBeGreaterThanOrEqual(30);
  const names = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(names).toHaveCount(10);
  await expect(page.getByRole('link', { name: 'Gửi đề xuất' })).toHaveAttribute('href', '/products/create-product');

  const pagination = page.getByRole('navigation', { name: 'Phân trang sản phẩm' });
  await pagination.getByRole('link', { name: 'Trang 3' }).click();
  await expect(page).toHaveURL(/\/products\?page=3$/);
  await expect(pagination.getByText('3', { exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(names).toHaveCount(10);
});

test('a filter narrows the list and stays in the address', BOTH_SCREENS, async ({ page }) => {
  await page.goto('/products');
  await showFilters(page);
  await page.getByRole('combobox', { name: 'Lĩnh vực', exact: true }).selectOption('Năng lượng');
  await page.getByRole('main').getByRole('button', { name: 'Tìm kiếm' }).click();
  await expect(page).toHaveURL(/\/products\?field=N%C4%83ng\+l%C6%B0%E1%BB%A3ng$/);
  await expect(page.getByRole('status').filter({ hasText: 'phù hợp' })).toContainText('Tìm thấy 4 sản phẩm phù hợp');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(4);

  // The address alone brings the same list back, with the choice shown in its select.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Lĩnh vực', exact: true })).toHaveValue('Năng lượng');
  await page.getByRole('combobox', { name: 'Mức độ sẵn sàng công nghệ', exact: true }).selectOption('9');
  await page.getByRole('main').getByRole('button', { name: 'Tìm kiếm' }).click();
  await expect(page).toHaveURL(/field=N%C4%83ng\+l%C6%B0%E1%BB%A3ng&readiness=9$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(1);

  await page.getByRole('link', { name: 'Xóa bộ lọc' }).first().click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(10);
});

test('the demand filter never offers "Tìm khách hàng"', BOTH_SCREENS, async ({ page }) => {
  await page.goto('/products');
  await showFilters(page);
  const demand = page.getByRole('combobox', { name: 'Nhu cầu', exact: true });
  await expect(demand.getByRole('option')).toHaveText([
    'Tất cả nhu cầu',
    'Tìm đối tác',
    'Tìm nhà đầu tư',
    'Thẩm định/đánh giá sản phẩm',
    'Hỗ trợ từ Nhà nước',
  ]);
  await demand.selectOption({ label: 'Tìm nhà đầu tư' });
  await page.getByRole('main').getByRole('button', { name: 'Tìm kiếm' }).click();
  await expect(page).toHaveURL(/demand_type=3$/);
  // Every card found names the demand on its badges.
  const cards = page.getByRole('list', { name: 'Danh sách sản phẩm' }).locator(':scope > li');
  await expect(cards.first()).toContainText('Tìm nhà đầu tư');
  // An address asking for type 2 is ignored rather than failing.
  await page.goto('/products?demand_type=2');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(10);
});

test('a search without diacritics finds a product written with them', async ({ page }) => {
  await page.goto('/products');
  await page.getByRole('searchbox', { name: 'Tìm sản phẩm' }).fill('may say hai san');
  await page.getByRole('main').getByRole('button', { name: 'Tìm kiếm' }).click();
  await expect(page).toHaveURL(/q=may\+say\+hai\+san/);
  await expect(page.getByRole('status').filter({ hasText: 'phù hợp' })).toContainText('cho “may say hai san”');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Máy sấy hải sản năng lượng mặt trời kết hợp bơm nhiệt',
  ]);
});

test('a product opens with its facts, contact and related products', async ({ page }) => {
  await page.goto('/products?q=benh%20hai%20lua');
  await page.getByRole('link', { name: AI_PRODUCT }).click();
  await expect(page).toHaveURL(AI_PRODUCT_PATH);
  await expect(page.getByRole('heading', { level: 1, name: AI_PRODUCT })).toBeVisible();
  await expect(page).toHaveTitle(`${AI_PRODUCT} | Cổng thông tin Nghị quyết 57`);

  const facts = page.getByRole('table', { name: 'Thông tin sản phẩm' });
  const fact = (name: string) => facts.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(fact('Lĩnh vực')).toContainText('Công nghệ thông tin');
  await expect(fact('Mức độ sẵn sàng công nghệ')).toContainText('TRL 7 – Trình diễn mẫu thử trong môi trường thực tế');
  await expect(fact('Tổ chức/cá nhân sở hữu')).toContainText('Trường Đại học Sông Lam');
  await expect(fact('Nhu cầu kết nối')).toContainText('Tìm nhà đầu tư');
  await expect(fact('Giá')).toContainText('Liên hệ');

  const contact = page.getByRole('region', { name: 'Thông tin liên hệ' });
  await expect(contact).toContainText('TS. Phạm Quốc Bảo');
  await expect(contact.getByRole('link', { name: '0868 302 915' })).toHaveAttribute('href', 'tel:0868302915');
  await expect(contact.getByRole('link', { name: 'ai.lua@example.vn' })).toHaveAttribute(
    'href',
    'mailto:ai.lua@example.vn',
  );
  await expect(page.getByText(/\d+ lượt xem/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', /facebook\.com\/sharer/);
  await expect(page.getByRole('heading', { level: 2, name: 'Sản phẩm cùng lĩnh vực' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sản phẩm cùng lĩnh vực' }).getByRole('heading')).toHaveCount(4);
});

test('an unknown product shows a not-found notice', async ({ page, expectConsoleErrors }) => {
  expectConsoleErrors.push(/status of 404/);
  await page.goto('/products/khong-co-san-pham-nay');
  await expect(page.getByRole('heading', { name: 'Không tìm thấy nội dung' })).toBeVisible();
});

test("a product's page from the server carries its Open Graph title, for link previews", async ({ request }) => {
  const html = await (await request.get(AI_PRODUCT_PATH)).text();
  expect(html).toContain(`<meta property="og:title" content="${AI_PRODUCT}">`);
  expect(html).toContain(`<title>${AI_PRODUCT} | Cổng thông tin Nghị quyết 57</title>`);
});
