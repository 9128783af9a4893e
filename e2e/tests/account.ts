import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { authApi } from '@portal/shared/api/auth';
import { pathOf } from '@portal/shared/api/endpoint';
import { Secret, TOTP } from 'otpauth';
import { CAPTCHA_TEXT, MAIN_DATA_DIR } from '../playwright.config.ts';
import { expect, isNarrow } from './fixtures.ts';

let counter = 0;
/** A citizen no other journey uses (both projects and both workers run at once). */
export function newCitizen(label: string) {
  counter += 1;
  const unique = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  const digits = `${Date.now()}${process.pid}${counter}`.replace(/\D/g, '').slice(-9).padStart(9, '0');
  return {
    fullName: 'Lê Thị Thu Hà',
    email: `${label}-${unique}@example.vn`,
    citizenPid: `079${digits}`,
    password: 'HoaPhuong@2026',
  };
}

export type Citizen = ReturnType<typeof newCitizen>;

/**
 * Answers the captcha of `form` as a person does: only once its image is on screen (the image and
 * its key arrive together; a public form fetches them on the first focus inside it). After a
 * refused answer, `used` is the image answered then (what this returned): a captcha is used once,
 * so the new one is awaited.
 */
export async function answerCaptcha(form: Locator, answer = CAPTCHA_TEXT, used?: string | null) {
  const field = form.getByLabel('Mã xác nhận', { exact: true });
  await field.focus();
  const image = form.getByRole('img', { name: /Mã xác nhận/ });
  await expect(image).toBeVisible();
  if (used) await expect(image).not.toHaveAttribute('src', used);
  const answered = await image.getAttribute('src');
  await field.fill(answer);
  return answered;
}

/** A fresh captcha's key with its answer, for a call that carries one (login, registration). */
export async function solvedCaptcha(request: APIRequestContext) {
  const { data } = await (await request.get(pathOf(authApi.captcha))).json();
  return { captcha: CAPTCHA_TEXT, key: data.key as string };
}

/** The current code of an authenticator app holding `secret`, `offsetSteps` steps ahead. */
export function totp(secret: string, offsetSteps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });
}

/** Opens a modal from the header, through the offcanvas on a narrow screen. */
export async function openFromHeader(page: Page, name: 'Đăng nhập' | 'Đăng ký') {
  if (isNarrow(page.viewportSize()?.width)) {
    await page.getByRole('button', { name: 'Mở menu' }).click();
    await page.getByRole('dialog', { name: 'Danh mục' }).getByRole('button', { name, exact: true }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name, exact: true }).click();
  }
}

export async function fillRegistration(
  page: Page,
  person: Citizen,
  twoFactor: boolean,
  captcha = CAPTCHA_TEXT,
  used?: string | null,
) {
  const dialog = page.getByRole('dialog', { name: 'Đăng ký tài khoản' });
  await dialog.getByLabel('Họ và tên', { exact: true }).fill(person.fullName);
  await dialog.getByLabel('Số CMND/CCCD', { exact: true }).fill(person.citizenPid);
  await dialog.getByLabel('Email', { exact: true }).fill(person.email);
  await dialog.getByLabel('Mật khẩu', { exact: true }).fill(person.password);
  await dialog.getByLabel('Nhập lại mật khẩu').fill(person.password);
  const twoFactorBox = dialog.getByLabel(/Bật xác thực hai bước/);
  if (twoFactor) await twoFactorBox.check();
  else await twoFactorBox.uncheck();
  await dialog.getByLabel(/Tôi đồng ý/).check();
  const answered = await answerCaptcha(dialog, captcha, used);
  await dialog.getByRole('button', { name: 'Đăng ký' }).click();
  return answered;
}

/**
 * Opens `home` and registers `person` from the header, without two-factor, up to the success
 * message; then opens the link of the confirmation mail as the person does, and comes back to `home`.
 */
export async function registerFromHome(page: Page, person: Citizen, home = '/') {
  await page.goto(home);
  await openFromHeader(page, 'Đăng ký');
  await fillRegistration(page, person, false);
  await expect(page.getByRole('heading', { name: 'Đăng ký tài khoản thành công!' })).toBeVisible();
  await confirmFromMail(page, person.email);
  await page.goto(home);
}

/** The servers' outboxes: a journey's own address is unique, whichever server it registered on. */
const outboxes = () =>
  [process.env.E2E_MAIN_DATA_DIR, process.env.E2E_FLAGS_OFF_DATA_DIR, process.env.E2E_BACK_OFFICE_DATA_DIR]
    .filter((dir): dir is string => Boolean(dir))
    .map((dir) => path.join(dir, 'outbox'));

/** The token of the confirmation mail to `email`, on whichever server it registered (waits up to 10 s). */
export async function confirmationToken(email: string): Promise<string> {
  let token = '';
  await expect
    .poll(
      () => {
        for (const outbox of outboxes()) {
          const files = (() => {
            try {
              return readdirSync(outbox).sort();
            } catch {
              return [];
            }
          })();
          for (const file of files) {
            const mail = readFileSync(path.join(outbox, file), 'utf8');
            if (!mail.includes(`To: ${email}`)) continue;
            token = /\/confirm-email\?token=([\w-]+)/.exec(decodeMail(mail))?.[1] ?? token;
          }
        }
        return token;
      },
      { timeout: 10_000, message: `no confirmation mail to ${email}` },
    )
    .not.toBe('');
  return token;
}

/** Opens the link of the confirmation mail to `email` in `page`, on the server it is on, as its owner does. */
export async function confirmFromMail(page: Page, email: string) {
  const { origin } = new URL(page.url());
  await page.goto(`${origin}/confirm-email?token=${await confirmationToken(email)}`);
  // Opening the link proves nothing by itself (a mail scanner opens links too): its owner confirms.
  await page.getByRole('button', { name: 'Xác nhận địa chỉ email' }).click();
  await expect(page.getByText('Đã xác nhận địa chỉ email. Mời Ông/Bà đăng nhập.')).toBeVisible();
}

/** The confirmation of `email` through the portal's call, as its page makes it. */
export async function confirmByApi(request: APIRequestContext, email: string) {
  const response = await request.post(pathOf(authApi.confirmEmail), {
    data: { token: await confirmationToken(email) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function submitLogin(page: Page, email: string | null, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
  if (email !== null) await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Mật khẩu').fill(password);
  await answerCaptcha(dialog);
  await dialog.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
}

/** The user menu's toggle (wide) or the offcanvas panel (narrow), opened. */
export async function openUserMenu(page: Page, displayName = 'Lê Thị Thu Hà') {
  if (isNarrow(page.viewportSize()?.width)) {
    await page.getByRole('button', { name: 'Mở menu' }).click();
    return page.getByRole('dialog', { name: 'Danh mục' });
  }
  // A toast (top-end, 3 s, paused while the pointer is on it: the spec's) covers the account button
  // on wide screens. A click that lands on it as it slides in keeps it paused under the pointer, and
  // the click waits for ever (a full run of 95ae518): a person waits for it to go first.
  await expect(page.locator('.swal2-toast')).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: displayName }).click();
  return page.getByRole('banner').getByRole('navigation', { name: 'Tài khoản' });
}

/** A mail file as text: quoted-printable bytes back to UTF-8. */
function decodeMail(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * The newest mail in the main server's outbox addressed to `email`, decoded; with `containing`,
 * the newest one that also holds that text (a shared address, such as the department's,
 * receives mails from journeys running at the same time).
 */
export async function mailTo(email: string, containing = ''): Promise<string> {
  const outbox = path.join(MAIN_DATA_DIR, 'outbox');
  let found = '';
  await expect
    .poll(
      () => {
        const files = (() => {
          try {
            return readdirSync(outbox).sort();
          } catch {
            return [];
          }
        })();
        found =
          files
            .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
            .filter((mail) => mail.includes(`To: ${email}`))
            .map(decodeMail)
            .filter((mail) => mail.includes(containing))
            .at(-1) ?? '';
        return found;
      },
      { timeout: 10_000 },
    )
    .not.toBe('');
  return found;
}
