import type { APIRequestContext, Page } from '@playwright/test';
import { dialectPath } from '@portal/shared/api/dialect';
import { BACK_OFFICE_PORT } from '../playwright.config.ts';
import { openUserMenu, submitLogin } from './account.ts';
import { expectNoViolations } from './axe.ts';
import { bearer, registered, seededAdminToken } from './back-office.ts';
import { BOTH_SCREENS, expect, isNarrow, test } from './fixtures.ts';

/**
 * Theo dõi: a visitor follows a big problem and a product, sees the count move,
 * finds them under "Đang theo dõi" on the account page and stops following one. On the server
 * whose back-office journeys change content (no journey counts its problems or products), each run
 * on a problem and a product of its own, so the counts start at 0 whatever runs beside it.
 */
test.use({ baseURL: `http://127.0.0.1:${BACK_OFFICE_PORT}` });

/** A visible big problem and a published product nobody follows yet, made through the back office's API. */
async function freshTargets(request: APIRequestContext) {
  const headers = bearer(await seededAdminToken(request));
  const unique = `${Date.now().toString(36)}${process.pid.toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const problem = await request.post(dialectPath('big-problems'), {
    headers,
    data: {
      title: `Nước sạch cho xã vùng cao ${unique}`,
      slug: `nuoc-sach-vung-cao-${unique}`,
      field: 'Môi trường',
      ordering_body: 'UBND huyện Kỳ Sơn',
    },
  });
  expect(problem.status(), await problem.text()).toBe(201);
  const product = await request.post(dialectPath('products'), {
    headers,
    data: {
      name: `Máy lọc nước năng lượng mặt trời ${unique}`,
      slug: `may-loc-nuoc-${unique}`,
      summary: 'Lọc 500 lít nước mỗi giờ, không cần điện lưới',
      field: 'Môi trường',
      readiness_level: 7,
      demand_types: [1],
      status: 'published',
    },
  });
  expect(product.status(), await product.text()).toBe(201);
  return { problem: await problem.json(), product: await product.json() };
}

/**
 * The page at the project's width, and on the narrow project at 375 px too (the smallest phone the
 * portal is laid out for); kept in the journey's output folder.
 */
async function shoot(page: Page, name: string) {
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.screenshot({ path: test.info().outputPath(`${name}-${size.width}.png`), fullPage: true });
  if (isNarrow(size.width) && size.width !== 375) {
    await page.setViewportSize({ width: 375, height: size.height });
    await page.screenshot({ path: test.info().outputPath(`${name}-375.png`), fullPage: true });
    await page.setViewportSize(size);
  }
}

/** The follow box of a page: its button and the count beside it. */
const followBox = (page: Page) => ({
  button: page.getByRole('main').getByRole('button', { name: /^(Theo dõi|Đang theo dõi)$/ }),
  count: page.getByRole('main').getByText(/^\d[\d.]* người theo dõi$/),
});

test(
  'a visitor signs in to follow a big problem and a product, sees them on the account page and stops one',
  BOTH_SCREENS,
  async ({ page, request }) => {
    // Sign-in, two pages, the account page and three axe checks: long on CI's two cores.
    test.setTimeout(120_000);
    const { problem, product } = await freshTargets(request);
    const person = await registered(request, 'theodoi');

    // Signed out: the count is there, and pressing the button asks to sign in first.
    await page.goto(`/big-problem/${problem.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: problem.title })).toBeVisible();
    const box = followBox(page);
    await expect(box.count).toHaveText('0 người theo dõi');
    await expect(box.button).toHaveText('Theo dõi');
    await expect(box.button).toHaveAttribute('aria-pressed', 'false');
    await shoot(page, 'big-problem-signed-out');
    await box.button.click();
    const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
    await expect(dialog).toBeVisible();
    await submitLogin(page, person.email, person.password);
    await expect(dialog).toBeHidden();

    // Back on the same page, signed in: not yet following until the button is pressed.
    await expect(page).toHaveURL(`/big-problem/${problem.slug}`);
    await expect(box.button).toHaveText('Theo dõi');
    await expect(box.count).toHaveText('0 người theo dõi');
    await box.button.click();
    await expect(box.button).toHaveText('Đang theo dõi');
    await expect(box.button).toHaveAttribute('aria-pressed', 'true');
    await expect(box.count).toHaveText('1 người theo dõi');
    // Reached by the keyboard, the button shows where the focus is (the screenshot shows its ring).
    await box.button.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(box.button).toBeFocused();
    await expectNoViolations(page, `/big-problem/${problem.slug}`);
    await shoot(page, 'big-problem-following');

    // A reload keeps it: the state comes from the signed-in call, the count from the page's answer.
    await page.reload();
    await expect(box.button).toHaveText('Đang theo dõi');
    await expect(box.count).toHaveText('1 người theo dõi');

    // A product too.
    await page.goto(`/products/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(box.count).toHaveText('0 người theo dõi');
    await box.button.click();
    await expect(box.button).toHaveText('Đang theo dõi');
    await expect(box.count).toHaveText('1 người theo dõi');

    // The account page lists both, newest first, each with its kind and a link to its page.
    const menu = await openUserMenu(page);
    await menu.getByRole('link', { name: 'Thông tin cá nhân' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thông tin cá nhân' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Đang theo dõi' })).toBeVisible();
    const followed = page.getByRole('main').getByRole('listitem');
    const problemItem = followed.filter({ has: page.getByRole('link', { name: problem.title }) });
    const productItem = followed.filter({ has: page.getByRole('link', { name: product.name }) });
    await expect(productItem).toContainText('Sản phẩm');
    await expect(problemItem).toContainText('Bài toán lớn');
    await expect(problemItem).toContainText(/Theo dõi từ \d{2}\/\d{2}\/\d{4}/);
    const titles = await followed.getByRole('link').allTextContents();
    expect(titles.indexOf(product.name)).toBeLessThan(titles.indexOf(problem.title));
    await expectNoViolations(page, '/profile');
    await shoot(page, 'account-following');

    // Stop following the problem: it leaves the list, the product stays.
    await problemItem.getByRole('button', { name: `Bỏ theo dõi ${problem.title}` }).click();
    await expect(page.getByText('Đã bỏ theo dõi')).toBeVisible();
    await expect(problemItem).toHaveCount(0);
    await expect(productItem).toHaveCount(1);

    // Its page says so, and the count is back down.
    await page.goto(`/big-problem/${problem.slug}`);
    await expect(box.button).toHaveText('Theo dõi');
    await expect(box.count).toHaveText('0 người theo dõi');
  },
);
