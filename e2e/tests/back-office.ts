import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { authApi } from '@portal/shared/api/auth';
import { dialectPath } from '@portal/shared/api/dialect';
import { pathOf } from '@portal/shared/api/endpoint';
import { healthApi } from '@portal/shared/api/settings';
import { confirmByApi, newCitizen, openFromHeader, solvedCaptcha, submitLogin } from './account.ts';
import { authenticatorFile, hasAuthenticator, keepSecret, unusedCode, withAccountLock } from './authenticator.ts';
import { expectNoViolations } from './axe.ts';
import { expect, isNarrow, test } from './fixtures.ts';

/** What the back-office journeys share: the seeded admin, sign-in, staff accounts, screenshots. */

export const ADMIN = { email: 'admin@sokhcn.test', password: 'Quantri@2026', name: 'Quản trị viên' };

/** A react-admin query parameter (sort, range, filter) of a back-office page's address: JSON, URL-encoded (the API's: dialectPath). */
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
  // Each step of a back-office journey passes axe, as every screen of the sweep does (admin-accessibility.spec.ts).
  // A notification left from the step before may fade out while axe reads it (a colour half-way
  // to the page's): the sweep judges the notifications, shown and settled.
  if (new URL(page.url()).pathname.startsWith('/admin/')) {
    await expectNoViolations(page, `${name} (${page.url()})`, { exclude: ['.MuiSnackbar-root'] });
  }
}

/**
 * Signs in through the portal's dialog, as staff do, and answers the bearer token it stored. An
 * account with an authenticator of this run (every staff account of newStaff, the seeded admin
 * once adminToken has enrolled it) gives its code in the second step.
 */
export async function signIn(page: Page, email: string, password: string): Promise<string> {
  await page.goto('/');
  await openFromHeader(page, 'Đăng nhập');
  await submitLogin(page, email, password);
  await answerSecondStep(page, email);
  await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeHidden();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token as string;
}

/** After the login dialog's first step: the code of an account with an authenticator of this run. */
export async function answerSecondStep(page: Page, email: string) {
  const file = authenticatorFile(new URL(page.url()).origin, email);
  if (!hasAuthenticator(file)) return;
  const second = page.getByRole('dialog', { name: 'Xác thực hai bước' });
  await expect(second).toBeVisible();
  await second.getByLabel('Mã xác thực').fill(await withAccountLock(file, () => unusedCode(file)));
  await second.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(second).toBeHidden();
}

/**
 * A bearer token through the API, for set-up steps that need no browser. A staff account signs in
 * with its second factor, as the back office requires: the first time, it
 * enrols as the back office's access screen leads it to (QR secret, then a code and the password).
 * All of it holds the account's lock, so two workers never enrol or spend a code at once.
 */
export async function tokenByApi(request: APIRequestContext, email: string, password: string): Promise<string> {
  const file = authenticatorFile(await serverOf(request), email);
  return withAccountLock(file, async () => {
    const response = await request.post(pathOf(authApi.login), {
      data: { email, password, ...(await solvedCaptcha(request)) },
    });
    expect(response.status(), await response.text()).toBe(200);
    const login = await response.json();
    if (login.google_auththen_check) {
      const verified = await request.post(pathOf(authApi.verify), {
        data: { session_key: login.session_key, otp: await unusedCode(file) },
      });
      expect(verified.status(), await verified.text()).toBe(200);
      return (await verified.json()).access_token as string;
    }
    const { access_token: token, user } = login.data as { access_token: string; user: { id: number; role: string } };
    if (user.role === 'citizen') return token;
    const url = pathOf(authApi.twoFactor, { params: { id: user.id } });
    const qr = await request.put(url, { headers: bearer(token), data: { google_auththen_check: true } });
    expect(qr.status(), await qr.text()).toBe(200);
    const { secret } = await qr.json();
    keepSecret(file, secret);
    const enrolled = await request.put(url, {
      headers: bearer(token),
      data: { google_auththen_check: true, secret, otp: await unusedCode(file), password },
    });
    expect(enrolled.status(), await enrolled.text()).toBe(200);
    return (await enrolled.json()).data.access_token as string;
  });
}

/** The origin of the server a request context calls (its baseURL, which a journey may change). */
const serverOf = async (request: APIRequestContext) =>
  new URL((await request.get(pathOf(healthApi.check))).url()).origin;

/**
 * The seeded admin's token on the request's server, signed in once a run and shared by every
 * worker through a file beside its authenticator (access tokens live 15 minutes: renewed after 10).
 * Each worker signing in for itself spent the account's two codes of a 30 s step and made the
 * third and fourth wait for the next step.
 */
export async function seededAdminToken(request: APIRequestContext): Promise<string> {
  const file = `${authenticatorFile(await serverOf(request), ADMIN.email)}.token`;
  return withAccountLock(file, async () => {
    const known = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { token: string; at: number }) : null;
    if (known && Date.now() - known.at < 10 * 60_000) return known.token;
    const token = await tokenByApi(request, ADMIN.email, ADMIN.password);
    writeFileSync(file, JSON.stringify({ token, at: Date.now() }));
    return token;
  });
}

/** A new citizen account, registered through the portal's call. */
export async function registered(request: APIRequestContext, label: string) {
  const person = newCitizen(label);
  const response = await request.post(pathOf(authApi.register), {
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
  await confirmByApi(request, person.email);
  return person;
}

/** A new account given a staff role by the admin through the admin API, enrolled in two-factor unless told not to. */
export async function newStaff(
  request: APIRequestContext,
  adminToken: string,
  role: 'editor' | 'reviewer' | 'admin',
  label: string,
  { twoFactor = true }: { twoFactor?: boolean } = {},
) {
  const person = await registered(request, label);
  const found = await request.get(dialectPath('users', { filter: { q: person.email } }), {
    headers: bearer(adminToken),
  });
  expect(found.status(), await found.text()).toBe(200);
  const [user] = (await found.json()) as { id: number; email: string }[];
  expect(user?.email).toBe(person.email);
  const promoted = await request.put(dialectPath('users', String(user?.id)), {
    headers: bearer(adminToken),
    data: { role, full_name: person.fullName },
  });
  expect(promoted.status(), await promoted.text()).toBe(200);
  // Enrolled in two-factor, as the back office requires: signIn then gives its codes.
  if (twoFactor) await tokenByApi(request, person.email, person.password);
  return person;
}

/**
 * Signs `page` in as an admin of the journey's own, enrolled in two-factor: journeys work as their
 * own admin, not the seeded one, whose one authenticator every journey would otherwise share.
 */
export async function signInAsNewAdmin(page: Page, request: APIRequestContext, label: string) {
  const admin = await newStaff(request, await seededAdminToken(request), 'admin', label);
  await signIn(page, admin.email, admin.password);
  return admin;
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
