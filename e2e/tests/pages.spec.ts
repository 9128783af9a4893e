import { bigProblemsApi } from '../../packages/shared/src/api/big-problems.ts';
import { categoriesApi, postsApi } from '../../packages/shared/src/api/content.ts';
import { pathOf } from '../../packages/shared/src/api/endpoint.ts';
import { productsApi } from '../../packages/shared/src/api/products.ts';
import { firstCalls } from '../../packages/shared/src/first-calls.ts';
import { href, type RouteName } from '../../packages/shared/src/routes.ts';
import { expect, test } from './fixtures.ts';

test('the introduction of Resolution 57 is served from the database', async ({ page }) => {
  await page.goto('/introduce');
  await expect(page.getByRole('heading', { level: 1, name: 'Giới thiệu Nghị quyết 57' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page).toHaveTitle('Giới thiệu Nghị quyết 57 | Cổng thông tin Nghị quyết 57');
});

test('the introduction of proposals is served from the database', async ({ page }) => {
  await page.goto('/propose-introduce');
  await expect(page.getByRole('heading', { level: 1, name: 'Giới thiệu về gửi đề xuất' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('mã hồ sơ');
});

test('every public page with answers in it shows its first screen without calling the API for them', async ({
  page,
  request,
}) => {
  // One journey through eighteen pages, each waited on until the network is idle.
  test.setTimeout(120_000);
  const first = async (call: string) =>
    ((await (await request.get(call)).json()) as { data: { slug: string }[] }).data[0]?.slug ?? '';
  const problem = await first(pathOf(bigProblemsApi.list, { query: { page: 1 } }));
  const ids: Partial<Record<RouteName, string>> = {
    Category: await first(pathOf(categoriesApi.list)),
    PostDetail: await first(pathOf(postsApi.list, { query: { page: 1 } })),
    ProductDetail: await first(pathOf(productsApi.list)),
    BigProblemDetail: problem,
    SolutionDetail: problem,
  };
  // The demo content has no approved proposal (its detail is covered by proposals.spec.ts's
  // journey) and no page of the department's own shown at /pages/… (the server's portal.test.ts
  // checks that page carries its answer).
  const pages = (Object.keys(firstCalls) as RouteName[]).filter(
    (name) => name !== 'ProposeDetail' && name !== 'StaticPage',
  );
  const asked: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    // Every call to the API, whichever entry: the prefix itself is what is looked for.
    if (sent.method() === 'GET' && url.pathname.startsWith('/api/')) asked.push(`${url.pathname}${url.search}`);
  });
  for (const name of pages) {
    const path = href(name, { id: ids[name] ?? '' });
    asked.length = 0;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await page.waitForLoadState('networkidle');
    const calls = firstCalls[name]?.({ id: ids[name] ?? '' }) ?? [];
    expect(
      asked.filter((call) => calls.includes(call)),
      `${path} called the API for what the page carries`,
    ).toEqual([]);
  }
});
