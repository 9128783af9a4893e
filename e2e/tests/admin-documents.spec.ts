import { readFile } from 'node:fs/promises';
import { dialectPath } from '@portal/shared/api/dialect';
import { BACK_OFFICE_PORT } from '../playwright.config.ts';
import { bearer, choose, newStaff, seededAdminToken, shoot, signIn } from './back-office.ts';
import { expect, test } from './fixtures.ts';

/**
 * The back office's documents: an editor files an internal document with its PDF; the
 * public list does not show it, the signed-in list does and its file downloads. Other journeys
 * count the documents: this one runs on the back-office journeys' own server.
 */

test.use({ baseURL: `http://127.0.0.1:${BACK_OFFICE_PORT}` });
test.describe.configure({ timeout: 120_000 });

/** A small, real PDF (the server checks a file's type by its bytes). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

test('an editor files an internal document with its PDF; only signed-in people find it', async ({ page, request }) => {
  const adminToken = await seededAdminToken(request);
  const editor = await newStaff(request, adminToken, 'editor', 'admin-documents');
  await signIn(page, editor.email, editor.password);
  const stamp = Date.now().toString(36).toUpperCase();
  const number = `${stamp}/QĐ-SKHCN`;
  const title = `Quyết định ban hành quy chế quản lý dữ liệu số nội bộ ${stamp}`;

  await page.goto('/admin/documents/create');
  await page.getByLabel('Số hiệu').fill(number);
  await page.getByLabel('Trích yếu').fill(title);
  await choose(page, 'Loại văn bản', 'Quyết định');
  await page.getByLabel('Cơ quan ban hành').fill('Sở Khoa học và Công nghệ tỉnh Sông Lam');
  // Days are typed as dd/mm/yyyy whatever the browser's language; a day that does not exist is refused.
  const issued = page.getByLabel('Ngày ban hành');
  await issued.fill('31/02/2026');
  await page.getByLabel('Lĩnh vực').fill('Chuyển đổi số');
  await page.getByLabel('Tệp văn bản').setInputFiles({ name: 'quy-che.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('button', { name: 'Bỏ tệp quy-che.pdf' })).toBeVisible();
  await page.getByRole('switch', { name: 'Văn bản nội bộ' }).check();
  await shoot(page, 'admin-document-form');
  // Enter submits: on a phone a notice may cover the toolbar's Lưu.
  await page.getByLabel('Số hiệu').press('Enter');
  await expect(issued).toHaveAccessibleDescription(/không hợp lệ/);
  await issued.fill('20/11/2026');
  await page.getByLabel('Số hiệu').press('Enter');
  await expect(page).toHaveURL(/\/admin\/documents\/\d+$/, { timeout: 20_000 });

  const found = await request.get(dialectPath('documents', { filter: { q: stamp } }), {
    headers: bearer(adminToken),
  });
  const [document] = (await found.json()) as { id: number; internal: boolean; files: unknown[] }[];
  expect(document).toMatchObject({ internal: true });
  expect(document?.files).toHaveLength(1);

  try {
    // Not on the public list, even searched by its number.
    await page.goto(`/documents?number=${encodeURIComponent(stamp)}`);
    await expect(page.getByRole('main').getByText(/^Không có văn bản nào phù hợp/)).toBeVisible();

    // On the signed-in list, with its file.
    await page.goto('/internal-documents');
    const main = page.getByRole('main');
    // Its own row (a card on a phone): the other width's run files a quy-che.pdf too.
    const entry = main.getByRole('row').or(main.getByRole('listitem')).filter({ hasText: number });
    await expect(main.getByText(number).first()).toBeVisible();
    await expect(entry).toContainText('20/11/2026');
    // An internal file is fetched with the token (a button, not a link) and saved.
    const downloading = page.waitForEvent('download');
    await entry.getByRole('button', { name: /^Tải về quy-che\.pdf/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('quy-che.pdf');
    expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  } finally {
    const removed = await request.delete(dialectPath('documents', String(document?.id)), {
      headers: bearer(adminToken),
    });
    expect(removed.status(), await removed.text()).toBe(200);
  }
});
