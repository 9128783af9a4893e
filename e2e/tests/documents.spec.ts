import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { newCitizen, registerFromHome, submitLogin } from './account.ts';
import { BOTH_SCREENS, expect, test } from './fixtures.ts';

/** Phones (up to 576 px) get stacked cards instead of the table. */
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 576;

/** The documents listed, whichever the layout: table rows (with a số hiệu header cell) or cards. */
function results(page: Page, internal = false) {
  return isPhone(page)
    ? page
        .getByRole('list', { name: internal ? 'Danh sách văn bản nội bộ' : 'Danh sách văn bản', exact: true })
        .getByRole('listitem')
    : page
        .getByRole('table')
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader') });
}

const resolution57 = 'Nghị quyết về đột phá phát triển khoa học, công nghệ, đổi mới sáng tạo và chuyển đổi số quốc gia';

test('the public list shows the 32 public documents, newest first, in pages', BOTH_SCREENS, async ({ page }) => {
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Văn bản' })).toBeVisible();
  await expect(page.getByText('Có 32 văn bản.')).toBeVisible();
  await expect(results(page)).toHaveCount(10);
  await expect(results(page).first()).toContainText('47/BC-SKHCN');
  await expect(results(page).first()).toContainText('12/10/2026');
  await expect(results(page).first()).toContainText('Còn hiệu lực');

  const pagination = page.getByRole('navigation', { name: 'Phân trang văn bản' });
  await pagination.getByRole('link', { name: 'Trang 4' }).click();
  await expect(page).toHaveURL(/\/documents\?page=4$/);
  await expect(results(page)).toHaveCount(2);
  await expect(results(page).last()).toContainText('57-NQ/TW');

  // An internal document is not found by its number.
  await page.getByLabel('Số hiệu').fill('15/KH-SKHCN');
  await page.getByRole('button', { name: 'Tra cứu' }).click();
  await expect(page.getByText('Tìm thấy 0 văn bản phù hợp.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Không có văn bản nào phù hợp' })).toBeVisible();
});

test('lookup by number "57-NQ" finds Resolution 57, whose details and shared link open', async ({ page, request }) => {
  await page.goto('/documents');
  await page.getByLabel('Số hiệu').fill('57-NQ');
  await page.getByRole('button', { name: 'Tra cứu' }).click();
  await expect(page).toHaveURL(/\/documents\?number=57-NQ$/);
  await expect(page.getByText('Tìm thấy 1 văn bản phù hợp.')).toBeVisible();
  await expect(results(page)).toHaveCount(1);
  await expect(results(page).first()).toContainText(resolution57);
  await expect(results(page).first()).toContainText('22/12/2024');

  await page.getByRole('button', { name: 'Xem chi tiết văn bản 57-NQ/TW' }).click();
  await expect(page.getByRole('button', { name: 'Thu gọn văn bản 57-NQ/TW' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Tổng Bí thư Tô Lâm')).toBeVisible();
  await expect(page.getByText('Khoa học và công nghệ').first()).toBeVisible();
  const permalink = page.getByRole('link', { name: 'Liên kết đến văn bản 57-NQ/TW' });
  const href = (await permalink.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/documents\?id=\d+$/);
  await permalink.click();
  await expect(page.getByRole('heading', { level: 2, name: resolution57 })).toBeVisible();
  await expect(page.getByText('Nghị quyết số 57-NQ/TW', { exact: true })).toBeVisible();

  // The server gives the shared address the document's own link preview.
  const html = await (await request.get(href)).text();
  expect(html).toContain(`<meta property="og:title" content="${resolution57}">`);
});

test('a type and a year filter narrow the list and stay in the address', BOTH_SCREENS, async ({ page }) => {
  await page.goto('/documents');
  if (isPhone(page)) await page.getByText('Lọc theo loại, cơ quan, lĩnh vực, năm ban hành, hiệu lực').click();
  await page.getByLabel('Loại văn bản').selectOption('Luật');
  await page.getByLabel('Năm ban hành').selectOption('2025');
  await page.getByRole('button', { name: 'Tra cứu' }).click();
  await expect(page).toHaveURL(/\/documents\?type=Lu%E1%BA%ADt&year=2025$/);
  await expect(page.getByText('Tìm thấy 4 văn bản phù hợp.')).toBeVisible();
  await expect(results(page)).toHaveCount(4);
  for (const number of ['148/2025/QH15', '131/2025/QH15', '93/2025/QH15', '71/2025/QH15']) {
    await expect(results(page).filter({ hasText: number })).toHaveCount(1);
  }

  await page.reload();
  await expect(page.getByLabel('Loại văn bản')).toHaveValue('Luật');
  await expect(page.getByLabel('Năm ban hành')).toHaveValue('2025');
  await expect(results(page)).toHaveCount(4);

  await page.getByRole('link', { name: 'Xóa bộ lọc' }).click();
  await expect(page).toHaveURL(/\/documents$/);
  await expect(page.getByText('Có 32 văn bản.')).toBeVisible();
});

test('a PDF downloads under its name', async ({ page }) => {
  await page.goto('/documents?number=57-NQ');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: /^Tải về 57-NQ-TW\.pdf \(?PDF, [\d,]+ KB/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('57-NQ-TW.pdf');
  const content = await readFile(await download.path());
  expect(content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test(
  'internal documents ask a visitor to sign in, then show the 8 of them and download with the token',
  BOTH_SCREENS,
  async ({ page }) => {
    const person = newCitizen('vanban');
    await registerFromHome(page, person);

    await page.goto('/internal-documents');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeVisible();
    await submitLogin(page, person.email, person.password);
    await expect(page).toHaveURL(/\/internal-documents$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Văn bản nội bộ' })).toBeVisible();
    await expect(page.getByText('Có 8 văn bản.')).toBeVisible();
    await expect(results(page, true)).toHaveCount(8);
    await expect(results(page, true).filter({ hasText: '15/KH-SKHCN' })).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Phân trang văn bản nội bộ' })).toHaveCount(0);

    // A link cannot carry the token: the portal fetches the file with it and saves it.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Tải về 15-KH-SKHCN\.pdf/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('15-KH-SKHCN.pdf');
    const content = await readFile(await download.path());
    expect(content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  },
);
