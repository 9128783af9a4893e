import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { dialectPath } from '@portal/shared/api/dialect';
import { pathOf } from '@portal/shared/api/endpoint';
import { proposalsApi } from '@portal/shared/api/proposals';
import { uploadsApi } from '@portal/shared/api/uploads';
import { bearer, newStaff, openRow, registered, seededAdminToken, shoot, signIn, tokenByApi } from './back-office.ts';
import { BOTH_SCREENS, expect, test } from './fixtures.ts';

/**
 * The back office's catalogue screens: an editor renames a product and the portal's
 * product page shows the new name; an editor adds a value to an indicator and /report-monitor
 * shows it in the indicator's data table. Both put the demo data back afterwards (other journeys
 * count the seeded products and values).
 */

// An editor's journey spans the portal and the back office (and the indicator's value is saved
// after a refusal): more than the default 30 s, two minutes under CI load like admin-shell's.
test.describe.configure({ timeout: 120_000 });

/** An editor made for this journey, signed in on the project's page (a phone on the narrow one). */
async function editorOn(page: Page, request: APIRequestContext) {
  const adminToken = await seededAdminToken(request);
  const editor = await newStaff(request, adminToken, 'editor', 'admin-catalogue');
  await signIn(page, editor.email, editor.password);
  return adminToken;
}

/** Products of the demo content, made before any journey runs. */
const SEEDED_PRODUCTS = 30;

/** The two projects run each journey at the same time: each takes its own record. */
const projectIndex = () => (test.info().project.name === 'narrow' ? 1 : 0);

test(
  "an editor renames a product and the portal's product page shows the new name",
  BOTH_SCREENS,
  async ({ page: writer, request }) => {
    const adminToken = await editorOn(writer, request);
    // The 30 seeded products come first; later ones are other journeys' at work (published from a
    // proposal, then corrected and hidden), which this one must not rename under them.
    const listed = await request.get(
      dialectPath('products', { sort: ['id', 'ASC'], range: [0, SEEDED_PRODUCTS - 1] }),
      {
        headers: bearer(adminToken),
      },
    );
    expect(listed.status(), await listed.text()).toBe(200);
    // The newest seeded, published, without the retired demand type "Tìm khách hàng" (older
    // products keep it; saving asks to untick it).
    const product = ((await listed.json()) as Record<string, unknown>[])
      .reverse()
      .filter((row) => row.status === 'published' && !(row.demand_types as number[]).includes(2))[projectIndex()];
    expect(product).toBeTruthy();
    const id = product?.id as number;
    const oldName = product?.name as string;
    const newName = `Sản phẩm đổi tên ${Date.now().toString(36)}`;

    try {
      await writer.goto('/admin/products');
      await expect(writer.getByRole('main').getByText(oldName).first()).toBeVisible();
      await shoot(writer, 'admin-products');

      await writer.goto(`/admin/products/${id}`);
      const nameBox = writer.getByRole('textbox', { name: 'Tên sản phẩm', exact: true });
      await expect(nameBox).toHaveValue(oldName);
      // Demand types are the four offered ones, as checkboxes.
      await expect(writer.getByRole('checkbox', { name: 'Tìm đối tác' })).toBeVisible();
      await expect(writer.getByRole('checkbox', { name: 'Tìm khách hàng' })).toHaveCount(0);
      // A name too short is refused under the field by the shared schema.
      await nameBox.fill('A');
      await writer.getByRole('button', { name: 'Lưu' }).first().click();
      await expect(nameBox).toHaveAccessibleDescription(/từ 2 đến 300 ký tự/);
      await nameBox.fill(newName);
      await shoot(writer, 'admin-product-form');
      // Enter submits: on a phone the notice of the refusal covers the toolbar's Lưu for a while.
      await nameBox.press('Enter');
      await expect(writer).toHaveURL(/\/admin\/products$/);
      await expect(writer.getByRole('main').getByText(newName).first()).toBeVisible();

      await writer.goto(`/products/${id}`);
      await expect(writer.getByRole('heading', { level: 1, name: newName })).toBeVisible();
    } finally {
      // Put the demo's name back for the other journeys.
      const current = await request.get(dialectPath('products', id), { headers: bearer(adminToken) });
      const record = (await current.json()) as Record<string, unknown>;
      const restored = await request.put(dialectPath('products', id), {
        headers: bearer(adminToken),
        data: { ...record, name: oldName },
      });
      expect(restored.status(), await restored.text()).toBe(200);
    }
  },
);

test('an editor adds a value to an indicator and /report-monitor shows it in its data table', async ({
  page: writer,
  request,
}) => {
  const adminToken = await editorOn(writer, request);
  const indicator = 'Số doanh nghiệp khoa học và công nghệ';
  // A year before the demo's periods: the latest figures, which other journeys read, stay as seeded.
  const year = String(2018 - projectIndex());
  const found = await request.get(dialectPath('indicators', { filter: { q: indicator } }), {
    headers: bearer(adminToken),
  });
  const [record] = (await found.json()) as { id: number; name: string }[];
  expect(record?.name).toBe(indicator);

  try {
    await writer.goto('/admin/indicators');
    await openRow(writer, indicator);
    await expect(writer).toHaveURL(new RegExp(`/admin/indicators/${record?.id}$`));
    await expect(writer.getByRole('heading', { name: 'Giá trị theo kỳ' })).toBeVisible();
    await shoot(writer, 'admin-indicator');
    await writer.getByRole('link', { name: 'Thêm giá trị' }).click();

    // The indicator is filled in; a period the portal cannot read and a value that is no number
    // are refused under their fields, and nothing is saved.
    await expect(writer.getByRole('combobox', { name: 'Chỉ tiêu' })).toHaveValue(new RegExp(indicator));
    const period = writer.getByLabel('Kỳ báo cáo');
    await period.fill('Quý 5');
    const value = writer.getByRole('textbox', { name: 'Giá trị' });
    await value.pressSequentially('abc');
    await writer.getByRole('button', { name: 'Lưu' }).first().click();
    await expect(period).toHaveAccessibleDescription(/Kỳ báo cáo không hợp lệ/);
    await expect(value).toHaveAccessibleDescription('Vui lòng nhập số hợp lệ, ví dụ 72,5');
    await expect(value).toHaveValue('abc');
    await period.fill(year);
    // Enter submits: on a phone the notice of the refusal covers the toolbar's Lưu for a while.
    await value.press('Enter');
    await expect(value).toHaveAccessibleDescription('Vui lòng nhập số hợp lệ, ví dụ 72,5');
    // The record's id `<indicator>:<period>` goes encoded (`%3A`), as the back office sends it.
    const stored = await request.get(dialectPath('indicator-values', `${record?.id}:${year}`), {
      headers: bearer(adminToken),
    });
    expect(stored.status()).toBe(404);

    // "72,5" typed from the keyboard in a vi-VN browser is 72.5, not 725.
    await value.clear();
    await value.pressSequentially('72,5');
    await expect(value).toHaveValue('72,5');
    await shoot(writer, 'admin-indicator-value');
    await period.press('Enter');

    // Back on the indicator, whose values list the new period and value, written the Vietnamese way.
    await expect(writer).toHaveURL(new RegExp(`/admin/indicators/${record?.id}$`));
    await expect(writer.getByRole('main').getByRole('cell', { name: `Năm ${year}`, exact: true })).toBeVisible();
    const added = writer
      .getByRole('main')
      .getByRole('row')
      .filter({ has: writer.getByRole('cell', { name: `Năm ${year}`, exact: true }) });
    await expect(added.getByRole('cell', { name: '72,5', exact: true })).toBeVisible();
    const saved = await request.get(dialectPath('indicator-values', `${record?.id}:${year}`), {
      headers: bearer(adminToken),
    });
    expect(((await saved.json()) as { value: number }).value).toBe(72.5);

    await writer.goto('/report-monitor');
    const card = writer.getByRole('article', { name: indicator });
    await card.getByText('Xem bảng số liệu').click();
    const row = card.getByRole('table').getByRole('row', { name: new RegExp(`Năm ${year}`) });
    await expect(row.getByRole('rowheader')).toHaveText(`Năm ${year}`);
    await expect(row.getByRole('cell')).toHaveText('72,5');
  } finally {
    // The demo's values back as they were.
    await request.delete(dialectPath('indicator-values', `${record?.id}:${year}`), { headers: bearer(adminToken) });
  }
});

/** A 1×1 PNG: the upload re-encodes it as the picture of the proposal. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('an editor corrects and hides a product published from a citizen’s proposal, whose picture shows', async ({
  page,
  request,
  expectConsoleErrors,
}) => {
  test.setTimeout(180_000);
  // The portal's product page asks for the hidden product once: its 404 is the point.
  expectConsoleErrors.push(/status of 404/);
  const adminToken = await seededAdminToken(request);
  const citizen = await registered(request, 'sp-de-xuat');
  const citizenToken = await tokenByApi(request, citizen.email, citizen.password);
  const uploaded = await request.post(pathOf(uploadsApi.upload, { query: { kind: 'image' } }), {
    headers: bearer(citizenToken),
    multipart: { file: { name: 'may-gieo-hat.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { data: picture } = await uploaded.json();
  const title = `Máy gieo hạt bậc thang ${Date.now().toString(36)}${projectIndex()}`;
  const sent = await request.post(pathOf(proposalsApi.create), {
    headers: bearer(citizenToken),
    data: {
      request_id: randomUUID(),
      title,
      proposal_kind: 'product',
      field: 'Nông nghiệp',
      summary: 'Máy gieo hạt cho ruộng bậc thang',
      description: 'Máy gieo hạt tự động, đã thử ở hai hợp tác xã.',
      readiness_level: 6,
      demand_types: [1],
      budget: 1,
      ip_advice: 0,
      price: null,
      organisation: 'Hợp tác xã Quỳnh Lưu',
      contact_name: 'Trần Văn Bình',
      contact_phone: '0912 000 111',
      contact_email: 'binh@htx.vn',
      images: [picture.id],
      submit: true,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { data: proposal } = await sent.json();
  const reviewer = await newStaff(request, adminToken, 'reviewer', 'sp-kiemduyet');
  const reviewerToken = await tokenByApi(request, reviewer.email, reviewer.password);
  for (const action of ['start_review', 'approve']) {
    const stepped = await request.post(pathOf(proposalsApi.transition, { params: { id: proposal.id } }), {
      headers: bearer(reviewerToken),
      data: { action, note: '' },
    });
    expect(stepped.status(), await stepped.text()).toBe(200);
  }
  const published = await request.post(pathOf(proposalsApi.publishProduct, { params: { id: proposal.id } }), {
    headers: bearer(reviewerToken),
  });
  expect(published.status(), await published.text()).toBe(200);
  const productId = (await published.json()).data.product_id as number;

  await editorOn(page, request);
  await page.goto(`/admin/products/${productId}`);
  const nameBox = page.getByRole('textbox', { name: 'Tên sản phẩm', exact: true });
  // The back office's first load (its code, then the record): more than the default wait.
  await expect(nameBox).toHaveValue(title, { timeout: 20_000 });
  // The citizen's picture shows as the product's thumbnail (fetched with the editor's token).
  const thumbnail = page.getByRole('img', { name: picture.name });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await shoot(page, 'admin-product-from-proposal');

  const corrected = `${title} (bản sửa)`;
  await nameBox.fill(corrected);
  await page.getByRole('button', { name: 'Lưu' }).first().click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('main').getByText(corrected).first()).toBeVisible();
  await page.goto(`/products/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name: corrected })).toBeVisible({ timeout: 20_000 });

  // Taken down: hidden, the portal no longer has it.
  await page.goto(`/admin/products/${productId}`);
  await expect(nameBox).toHaveValue(corrected, { timeout: 20_000 });
  await page.getByRole('combobox', { name: 'Trạng thái' }).click();
  await page.getByRole('option', { name: 'Đã ẩn', exact: true }).click();
  await page.getByRole('button', { name: 'Lưu' }).first().click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await page.goto(`/products/${productId}`);
  await expect(page.getByRole('heading', { name: 'Không tìm thấy nội dung' })).toBeVisible({ timeout: 20_000 });
});
