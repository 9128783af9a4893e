import type { Page, Response } from '@playwright/test';
import { pathOf } from '@portal/shared/api/endpoint';
import { monitoringApi } from '@portal/shared/api/monitoring';
import { resolution57 } from '@portal/shared/resolution';
import { BOTH_SCREENS, expect, test } from './fixtures.ts';

/** A message only Chart.js carries; it survives minification, so it identifies the library's code. */
const CHART_CODE = 'Canvas is already in use';

/** The script files (each once) a page loads while `visit` runs, with their text. */
async function scriptsLoaded(page: Page, visit: () => Promise<unknown>): Promise<{ url: string; text: string }[]> {
  const pending = new Map<string, Promise<string>>();
  const listener = (response: Response) => {
    if (response.request().resourceType() === 'script' && !pending.has(response.url())) {
      pending.set(response.url(), response.text());
    }
  };
  page.on('response', listener);
  await visit();
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  return Promise.all([...pending].map(async ([url, text]) => ({ url, text: await text })));
}

test('the monitoring page draws a chart for every indicator, grouped by task group', async ({ page, request }) => {
  const indicators: { name: string; nq57_group_name: string }[] = (
    await (await request.get(pathOf(monitoringApi.indicators))).json()
  ).data;
  expect(indicators).toHaveLength(8);

  await page.goto('/report-monitor');
  await expect(page.getByRole('heading', { level: 1, name: 'Báo cáo, đánh giá Nghị quyết 57' })).toBeVisible();
  await expect(page).toHaveTitle(/Báo cáo, đánh giá Nghị quyết 57/);
  // The first mention gives the Resolution's number, date and issuer.
  await expect(page.getByText(`theo ${resolution57.full}, cập nhật`)).toBeVisible();

  const keyFigures = page.getByRole('region', { name: 'Các chỉ tiêu chính' });
  await expect(keyFigures.getByRole('progressbar')).toHaveCount(4);
  await expect(keyFigures.getByRole('progressbar').first()).toHaveAttribute('aria-valuetext', 'Đạt 84,9% mục tiêu');

  for (const indicator of indicators) {
    await expect(page.getByRole('heading', { level: 4, name: indicator.name, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: indicator.nq57_group_name })).toBeVisible();
  }
  const charts = page.locator('canvas');
  await expect(charts).toHaveCount(indicators.length);
  await expect(page.getByRole('img', { name: /^Biểu đồ / })).toHaveCount(indicators.length);
  // Chart.js has sized and drawn every canvas.
  for (const chart of await charts.all()) {
    await chart.scrollIntoViewIfNeeded();
    await expect(chart).toHaveAttribute('data-drawn', 'true');
  }
});

test("an indicator's numbers are in its data table", async ({ page }) => {
  await page.goto('/report-monitor');
  const card = page.getByRole('article', { name: 'Tỷ lệ hồ sơ thủ tục hành chính trực tuyến toàn trình' });
  await expect(card.getByRole('img')).toHaveAttribute('aria-label', /lên 67,9%.*mục tiêu 80% đến năm 2027/);
  await card.getByText('Xem bảng số liệu').click();
  const table = card.getByRole('table', { name: /Số liệu Tỷ lệ hồ sơ thủ tục hành chính/ });
  await expect(table).toBeVisible();
  const latest = table.getByRole('row', { name: /Quý III\/2026/ });
  await expect(latest.getByRole('rowheader')).toHaveText('Quý III/2026');
  await expect(latest.getByRole('cell')).toHaveText('67,9');
  await expect(table.getByRole('row')).toHaveCount(9);
});

test('the evaluation reports are listed newest first, with the task-group counts after them', async ({ page }) => {
  await page.goto('/report-monitor');
  const reports = page.getByRole('region', { name: 'Báo cáo đánh giá' });
  const titles = reports.getByRole('heading', { level: 3 });
  // The demo has six public evaluation reports and no internal one.
  await expect(titles).toHaveCount(6);
  await expect(titles.first()).toHaveText('Báo cáo kết quả thực hiện Nghị quyết số 57-NQ/TW 9 tháng năm 2026');
  await expect(reports.getByRole('listitem').first()).toContainText('47/BC-SKHCN');
  await expect(reports.getByRole('listitem').first()).toContainText('12/10/2026');
  // The download itself is the documents module's route; here only its address.
  await expect(reports.getByRole('link', { name: /^Tải về 47-BC-SKHCN/ })).toHaveAttribute(
    'href',
    /^\/api\/documents\/\d+\/files\/[^/]+$/,
  );
  await expect(titles.last()).toHaveText('Báo cáo kết quả thực hiện Nghị quyết số 57-NQ/TW quý I năm 2025');
  await expect(reports.getByRole('navigation')).toHaveCount(0);

  const counts = page.getByRole('table', { name: /gắn với từng nhóm nhiệm vụ/ });
  await expect(counts.getByRole('columnheader')).toHaveText([
    'Nhóm nhiệm vụ',
    'Tin bài',
    'Sản phẩm',
    'Bài toán lớn',
    'Văn bản',
    'Đề xuất được tiếp thu',
    'Ý tưởng được tiếp thu',
  ]);
  await expect(counts.getByRole('rowheader')).toHaveCount(7);
  // The demo's three adopted proposals are all tagged with group 6 (db/demo/follow-through.ts).
  const group6 = counts.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^6\./ }) });
  await expect(group6.getByRole('cell').nth(4)).toHaveText('3');

  const stages = page.getByRole('table', { name: /theo giai đoạn thực hiện/ });
  await expect(stages.getByRole('columnheader')).toHaveText(['Giai đoạn', 'Đề xuất', 'Ý tưởng']);
  await expect(stages.getByRole('rowheader')).toHaveText([
    'Chuẩn bị triển khai',
    'Đang triển khai',
    'Thử nghiệm, nhân rộng',
    'Hoàn thành',
    'Tạm dừng',
  ]);
  const completed = stages.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Hoàn thành' }) });
  await expect(completed.getByRole('cell')).toHaveText(['1', '0']);
});

test('a report page past the last shows a notice', async ({ page }) => {
  await page.goto('/report-monitor?page=5');
  await expect(page.getByRole('region', { name: 'Báo cáo đánh giá' }).getByRole('status')).toHaveText(
    'Trang này không có báo cáo. Hãy quay lại trang đầu.',
  );
});

test('the chart library loads with the monitoring page only, never on the home page', async ({ page }) => {
  const homeScripts = await scriptsLoaded(page, () => page.goto('/'));
  expect(homeScripts.length).toBeGreaterThan(0);
  expect(homeScripts.filter((script) => script.text.includes(CHART_CODE)).map((script) => script.url)).toEqual([]);

  const monitoringScripts = await scriptsLoaded(page, async () => {
    await page.goto('/report-monitor');
    // The library loads with the first chart that comes into view.
    // The portal's page, not the picture of it the server paints first.
    await page.locator('#root > main canvas').first().scrollIntoViewIfNeeded();
    await expect(page.locator('canvas[data-drawn="true"]').first()).toBeAttached();
  });
  const chartChunks = monitoringScripts.filter((script) => script.text.includes(CHART_CODE));
  // One chunk of its own, loaded after the page: nothing else pays for the library.
  expect(chartChunks.map((script) => new URL(script.url).pathname)).toEqual([
    expect.stringMatching(/^\/js\/chart-engine-[\w-]+\.js$/),
  ]);
  expect(homeScripts.map((script) => script.url)).not.toContain(chartChunks[0]?.url);
});

// At 1280 px the longest chart titles ran to the very edge of their cards.
test('every chart title keeps clear of its card edge', BOTH_SCREENS, async ({ page }) => {
  await page.goto('/report-monitor');
  const titles = page.getByRole('article').getByRole('heading', { level: 4 });
  await expect(titles).toHaveCount(8);
  const gaps = await titles.evaluateAll((headings) =>
    headings.map((heading) => {
      const card = heading.closest('article')?.getBoundingClientRect();
      const text = document.createRange();
      text.selectNodeContents(heading);
      const right = Math.max(...[...text.getClientRects()].map((line) => line.right));
      return { title: heading.textContent, gap: (card?.right ?? 0) - right };
    }),
  );
  for (const { title, gap } of gaps) expect(gap, title ?? '').toBeGreaterThanOrEqual(20);
});
