import type { APIRequestContext, Page } from '@playwright/test';
import { dialectPath } from '@portal/shared/api/dialect';
import { expectNoViolations } from './axe.ts';
import { bearer, seededAdminToken } from './back-office.ts';
import { BOTH_SCREENS, expect, test } from './fixtures.ts';

/**
 * Every screen of the back office passes axe (WCAG 2.2 AA) at both widths, as every public page
 * does (accessibility.spec.ts): the list and the record of each resource (its form, filled), the
 * dashboard and the first-run setup. The journeys that work in the back office judge each of their
 * steps too (`shoot` in back-office.ts): they open the records the demo has none of (a question, a
 * feedback, an interest, a challenge to judge). Read-only: any seeded record will do.
 */

type Screen = 'list' | 'create' | 'edit' | 'show';

/**
 * The screens of each resource, as the back office's menu registers them (admin's resources/index.tsx).
 * A resource's create screen is its edit screen's form empty (FormViews.tsx): the edit screen
 * judges it, filled and with its record's parts (and the journeys' steps judge the create screens
 * they fill).
 */
const resources: [string, Screen[]][] = [
  ['categories', ['list', 'edit']],
  ['posts', ['list', 'edit']],
  ['static-pages', ['list', 'edit']],
  ['faqs', ['list', 'edit']],
  ['settings', ['list']],
  ['questions', ['list']],
  ['feedback', ['list']],
  ['interests', ['list']],
  ['users', ['list', 'edit']],
  ['staff-invitations', ['list', 'create']],
  ['products', ['list', 'edit']],
  ['big-problems', ['list', 'edit']],
  ['solutions', ['list', 'edit']],
  ['indicators', ['list', 'edit']],
  ['documents', ['list', 'edit']],
  ['proposals', ['list', 'show']],
  ['ideas', ['list', 'show']],
  ['judging', ['list']],
  ['audit-log', ['list']],
];

/** Every page of the test opens signed in as the seeded admin: the back office reads its token. */
async function signedIn(page: Page, request: APIRequestContext): Promise<string> {
  const token = await seededAdminToken(request);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  return token;
}

/** Opens a back-office address and waits for the screen's own content. */
async function open(page: Page, path: string) {
  await page.goto(path);
  // The app bar's h1 names every screen once the screen has drawn.
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  // react-admin shows a progress bar in the app bar while it loads; judge the settled screen.
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/** The id of a record of `resource` that its edit or show screen can open. */
async function firstId(page: Page, token: string, resource: string): Promise<string> {
  const response = await page.request.get(dialectPath(resource, { range: [0, 0] }), { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  const [first] = (await response.json()) as { id: number | string }[];
  expect(first, `${resource} has a seeded record`).toBeTruthy();
  return String(first?.id);
}

test('the dashboard and the first-run setup pass axe (WCAG 2.2 AA)', BOTH_SCREENS, async ({ page, request }) => {
  await signedIn(page, request);
  for (const path of ['/admin/', '/admin/setup']) {
    await open(page, path);
    await expectNoViolations(page, path);
  }
});

for (const [resource, screens] of resources) {
  test(`every screen of ${resource} passes axe (WCAG 2.2 AA)`, BOTH_SCREENS, async ({ page, request }) => {
    const token = await signedIn(page, request);
    for (const screen of screens) {
      const path =
        screen === 'list'
          ? `/admin/${resource}`
          : screen === 'create'
            ? `/admin/${resource}/create`
            : `/admin/${resource}/${await firstId(page, token, resource)}${screen === 'show' ? '/show' : ''}`;
      await open(page, path);
      await expectNoViolations(page, path);
    }
  });
}

test('a notification of the back office passes axe while it shows', BOTH_SCREENS, async ({ page, request }) => {
  await signedIn(page, request);
  const token = await seededAdminToken(request);
  await open(page, `/admin/categories/${await firstId(page, token, 'categories')}`);
  // A name too short: the form says so under the field and in a notification.
  await page.getByLabel('Tên chuyên mục').fill('A');
  await page.getByRole('button', { name: 'Lưu' }).first().click();
  const notice = page.locator('.MuiSnackbarContent-root');
  await expect(notice).toContainText('Biểu mẫu chưa hợp lệ');
  await expectNoViolations(page, 'thông báo lỗi');
});
