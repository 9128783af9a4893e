import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pathOf } from '@portal/shared/api/endpoint';
import { monitoringApi } from '@portal/shared/api/monitoring';
import { openDataApi } from '@portal/shared/api/open-data';
import { parse } from 'csv-parse/sync';
import { expectNoViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

type Value = string | number | null;

/** What a spreadsheet shows of a JSON value: text, a formula behind an apostrophe, nothing for null. */
const asCsvText = (value: Value) =>
  value === null ? '' : typeof value === 'number' ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

/** Clicks a download link and reads the file the browser saved, as a CSV parser reads it. */
async function downloadCsv(page: Page, link: ReturnType<Page['getByRole']>) {
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  const bytes = await readFile(await download.path());
  const records: Record<string, string>[] = parse(bytes, { bom: true, columns: true });
  return { name: download.suggestedFilename(), bytes, records };
}

test('the open data page lists the six datasets; a CSV download opens in a CSV parser and matches the JSON', async ({
  page,
  request,
}) => {
  await page.goto('/open-data');
  await expect(page.getByRole('heading', { level: 1, name: 'Dữ liệu mở' })).toBeVisible();
  await expect(page).toHaveTitle(/Dữ liệu mở/);
  const datasets = page.getByRole('list', { name: 'Các bộ dữ liệu mở' }).getByRole('article');
  await expect(datasets).toHaveCount(6);
  await expect(page.getByRole('main').getByText('Có 6 bộ dữ liệu')).toBeVisible();

  const indicators = page.getByRole('article', { name: 'Chỉ tiêu theo dõi Nghị quyết 57 và số liệu' });
  await expect(indicators.getByRole('link', { name: /CC BY 4\.0/ })).toHaveAttribute(
    'href',
    'https://creativecommons.org/licenses/by/4.0/deed.vi',
  );
  await expect(indicators.locator('time')).toHaveText(/^\d\d\/\d\d\/\d{4}$/);
  await indicators.getByText('Các cột dữ liệu').click();
  const columns = indicators.getByRole('table');
  await expect(columns.getByRole('rowheader', { name: 'period' })).toBeVisible();
  await expectNoViolations(page, '/open-data');
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBeLessThanOrEqual(0);

  const products = page.getByRole('article', { name: /^Sản phẩm, giải pháp khoa học và công nghệ/ });
  const { name, bytes, records } = await downloadCsv(page, products.getByRole('link', { name: /^Tải CSV/ }));
  expect(name).toBe('products.csv');
  // UTF-8 with a byte-order mark, so Excel reads the Vietnamese right.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows: Record<string, Value>[] = await (
    await request.get(pathOf(openDataApi.json, { params: { dataset: 'products' } }))
  ).json();
  expect(rows.length).toBeGreaterThan(0);
  expect(records).toEqual(
    rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, asCsvText(value)]))),
  );
  expect(records.some((record) => /[ăâđêôơư]/i.test(record.name ?? ''))).toBe(true);

  // The same dataset as an Excel workbook, for whoever opens it in a spreadsheet.
  const downloading = page.waitForEvent('download');
  await products.getByRole('link', { name: /^Tải Excel/ }).click();
  const workbook = await downloading;
  expect(workbook.suggestedFilename()).toBe('products.xlsx');
  const zip = await readFile(await workbook.path());
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  // Its data dictionary names each column's type.
  const dictionary = await (
    await request.get((await products.getByRole('link', { name: /^Từ điển dữ liệu/ }).getAttribute('href')) ?? '')
  ).json();
  expect(dictionary.resources[0].schema.fields.length).toBe(Object.keys(rows[0] ?? {}).length);
});

test("an indicator's chart on /report-monitor downloads its numbers as CSV", async ({ page, request }) => {
  const [indicator] = (await (await request.get(pathOf(monitoringApi.indicators))).json()).data as {
    id: number;
    name: string;
    code: string;
    values: { period: string; value: number }[];
  }[];
  if (!indicator) throw new Error('no indicator');
  await page.goto('/report-monitor');
  const card = page.getByRole('article', { name: indicator.name });
  // The numbers are also in a table, for whoever cannot read the chart.
  await card.getByText('Xem bảng số liệu').click();
  await expect(card.getByRole('table').getByRole('row')).toHaveCount(indicator.values.length + 2);
  const { name, records } = await downloadCsv(page, card.getByRole('link', { name: /^Tải số liệu \(CSV\)/ }));
  expect(name).toBe(`indicators-${indicator.id}.csv`);
  const byPeriod = (a: [string, number], b: [string, number]) => (a[0] < b[0] ? -1 : 1);
  expect(new Set(records.map((record) => record.code))).toEqual(new Set([indicator.code]));
  expect(records.map((record): [string, number] => [record.period ?? '', Number(record.value)]).sort(byPeriod)).toEqual(
    indicator.values.map((value): [string, number] => [value.period, value.value]).sort(byPeriod),
  );
});
