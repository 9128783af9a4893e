import type { APIRequestContext, Page } from '@playwright/test';
import { CAPTCHA_TEXT } from '../playwright.config.ts';
import { newCitizen, openFromHeader, solvedCaptcha, submitLogin } from './account.ts';
import { expect, isNarrow, test } from './fixtures.ts';

/** What the back-office journeys share: the seeded admin, sign-in, staff accounts, screenshots. */

export const ADMIN = { email: 'admin@sokhcn.test', password: 'Quantri@2026', name: 'Quản trị viên' };

/** A react-admin query parameter (sort, range, filter): JSON, URL-encoded. */
export const query = (value: unknown) => encodeURIComponent(JSON.stringify(value));

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' });

/** A list of the back office opened with a filter, as its own links do. */
export const adminList = (resource: string, filter: Record<string, unknown>) =>
  `/admin/${resource}?filter=${query(filter)}`;

/**
 * A full-page screenshot at the project's own width (wide 1280, narrow a phone's). Resizing a
 * page across the breakpoint would re-lay out react-admin and can leave its menu drawer open over
 * the page, hiding what the journey clicks next.
 */
export async function shoot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 1280;
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
}

/** Signs in through the portal's dialog, as staff do, and answers the bearer token it stored. */
export async function signIn(page: Page, email: string, password: string): Promise<string> {
  await page.goto('/');
  await openFromHeader(page, 'Đăng nhập');
  await submitLogin(page, email, password);
  await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeHidden();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token as string;
}

/** A bearer token through the login call, for set-up steps that need no browser. */
export async function tokenByApi(request: APIRequestContext, email: string, password: string): Promise<string> {
  const { data: captcha } = await (await request.get('/api/captcha')).json();
  const response = await request.post('/api/auth/login', {
    data: { email, password, captcha: CAPTCHA_TEXT, key: captcha.key },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data.access_token as string;
}

/** A new citizen account, registered through the portal's call. */
export async function registered(request: APIRequestContext, label: string) {
  const person = newCitizen(label);
  const response = await request.post('/api/auth/register', {
    data: {
      full_name: person.fullName,
      citizenPid: person.citizenPid,
      email: person.email,
      password: person.password,
      passwordConfirm: person.password,
      google_auththen_check: false,
      consent: true,
      ...(await solvedCaptcha(request)),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return person;
}

/** A new account given a staff role by the admin through the admin API. */
export async function newStaff(
  request: APIRequestContext,
  adminToken: string,
  role: 'editor' | 'reviewer' | 'admin',
  label: string,
) {
  const person = await registered(request, label);
  const found = await request.get(`/api/admin/users?filter=${query({ q: person.email })}`, {
    headers: bearer(adminToken),
  });
  expect(found.status(), await found.text()).toBe(200);
  const [user] = (await found.json()) as { id: number; email: string }[];
  expect(user?.email).toBe(person.email);
  const promoted = await request.put(`/api/admin/users/${user?.id}`, {
    headers: bearer(adminToken),
    data: { role, full_name: person.fullName },
  });
  expect(promoted.status(), await promoted.text()).toBe(200);
  return person;
}

/** An MUI select: open it by its label, pick the option. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens a record of a list by its text: a table cell on a wide screen, a link of the simple list on a phone. */
export async function openRow(page: Page, text: string) {
  const main = page.getByRole('main');
  if (isNarrow(page.viewportSize()?.width)) await main.getByRole('link', { name: text }).first().click();
  else await main.getByRole('cell', { name: text }).first().click();
}

/** react-admin's menu: the sidebar on a wide screen, the drawer behind "Mở menu" on a phone. */
export async function backOfficeMenu(page: Page) {
  if (isNarrow(page.viewportSize()?.width)) await page.getByRole('button', { name: 'Mở menu' }).click();
  return page
    .getByRole('menu')
    .or(page.getByRole('navigation'))
    .filter({ has: page.getByRole('menuitem') })
    .first();
}
