import {
  OPEN_DATA_BATCH_SIZE,
  OPEN_DATA_DATASETS,
  openDataDefinitions,
  openDataMessages,
} from '@portal/shared/open-data';
import { vietnamIso } from '@portal/shared/vietnam-time';
import { parse } from 'csv-parse/sync';
import { and, count, eq, inArray, isNull, lte, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indicators, indicatorValues, products } from '../../db/schema/catalogue.ts';
import { categories, posts } from '../../db/schema/content.ts';
import { proposals } from '../../db/schema/submissions.ts';
import { buildTestApp, movableClock, type TestApp } from '../../test/helper.ts';
import { readSheet } from '../../test/xlsx-helpers.ts';
import { csvCell, csvLine } from './csv.ts';
import { openDataSources } from './datasets.ts';

type JsonRow = Record<string, string | number | null>;

/** A CSV file as a spreadsheet would read it: csv-parse, the header naming the columns. */
function parseCsv(body: string): Record<string, string>[] {
  return parse(body, { bom: true, columns: true, skip_empty_lines: false, relax_column_count: false });
}

/** What the CSV cell of a JSON value reads as once parsed: text, formulas behind an apostrophe. */
const asCsvText = (value: string | number | null) =>
  value === null ? '' : typeof value === 'number' ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

describe('the CSV writer', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 has it, and ends records with CRLF', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });

  it('puts an apostrophe before text a spreadsheet would take for a formula', () => {
    for (const text of ['=1+1', '+33', '-2', '@SUM(A1)', '\tx']) expect(csvCell(text)).toBe(`'${text}`);
    // A carriage return also asks for quotes: the apostrophe comes first inside them.
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell('=HYPERLINK("http://x", "y")')).toBe(`"'=HYPERLINK(""http://x"", ""y"")"`);
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('open data (GET /api/open-data and its downloads)', () => {
  let t: TestApp;
  const clock = movableClock(new Date('2026-11-23T02:00:00Z'));
  const tricky = 'Máy sấy "năng lượng", mặt trời\ncho nông sản';
  const formula = '=HYPERLINK("http://evil.example","Bấm")';
  const privatePhone = '0912 000 111';
  const privateEmail = 'an-rieng-tu@example.com';
  const publishedPhone = '0987 654 321';
  const ids: Record<string, number> = {};
  const get = (url: string, remoteAddress = '10.1.0.1') => t.app.inject({ url, remoteAddress });

  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO_CONTENT: 'true' }, { now: clock.now });
    const { db } = t.database;
    const day = new Date('2026-11-01T00:00:00Z');
    // More than two batches of products, so a download reads the table in three.
    await db.insert(products).values(
      Array.from({ length: OPEN_DATA_BATCH_SIZE * 2 + 37 }, (_, index) => ({
        slug: `san-pham-lo-${index}`,
        name: index === 0 ? tricky : index === 1 ? formula : `Sản phẩm thử số ${index}`,
        summary: index === 2 ? '-5 độ C, "lạnh"' : 'Tóm tắt',
        field: 'Nông nghiệp',
        readinessLevel: 1 + (index % 9),
        demandTypes: [1, 3],
        nq57Groups: [1, 4],
        price: index % 2 === 0 ? 1_500_000 : null,
        status: 'published' as const,
        publishedAt: day,
        updatedAt: day,
      })),
    );
    const [hidden] = await db
      .insert(products)
      .values([
        { slug: 'an-1', name: 'Sản phẩm đã ẩn', field: 'X', readinessLevel: 3, status: 'hidden', publishedAt: day },
        { slug: 'nhap-1', name: 'Sản phẩm nháp', field: 'X', readinessLevel: 3, status: 'draft' },
        {
          slug: 'hen-gio-1',
          name: 'Sản phẩm đăng sau',
          field: 'X',
          readinessLevel: 3,
          status: 'published',
          publishedAt: new Date('2026-12-24T00:00:00Z'),
        },
      ])
      .returning({ id: products.id });
    ids.hiddenProduct = hidden?.id ?? 0;

    const proposal = (values: Partial<typeof proposals.$inferInsert>) => ({
      title: 'Đề xuất',
      field: 'Y tế',
      summary: 'Tóm tắt đề xuất',
      organisation: 'Công ty TNHH Sông Lam Xanh',
      contactName: 'Nguyễn Văn An',
      contactPhone: privatePhone,
      contactEmail: privateEmail,
      decidedAt: day,
      ...values,
    });
    const rows = await db
      .insert(proposals)
      .values([
        proposal({ title: 'Nhu cầu công nghệ lọc nước', proposalKind: 'need', status: 'approved', demandTypes: [1] }),
        proposal({
          title: 'Đề xuất công khai điện thoại',
          status: 'published',
          contactPhone: publishedPhone,
          publishPhone: true,
        }),
        proposal({ title: 'Đề xuất bị ẩn', status: 'approved', hiddenAt: day }),
        proposal({ title: 'Đề xuất đang xét', status: 'under_review' }),
        proposal({ title: 'Đề xuất bị từ chối', status: 'rejected' }),
        proposal({ title: 'Nhu cầu nháp', proposalKind: 'need', status: 'draft' }),
      ])
      .returning({ id: proposals.id, title: proposals.title });
    for (const row of rows) ids[row.title] = row.id;
  });
  afterAll(() => t.close());

  it('describes six datasets: licence, columns with their meaning, newest change and download links', async () => {
    const response = await get('/api/open-data');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((dataset: { id: string }) => dataset.id)).toEqual([...OPEN_DATA_DATASETS]);
    for (const dataset of data) {
      expect(dataset).toMatchObject({
        title: openDataDefinitions[dataset.id as keyof typeof openDataDefinitions].title,
        licence: { id: 'CC-BY-4.0', url: 'https://creativecommons.org/licenses/by/4.0/deed.vi' },
        links: { csv: `/api/open-data/${dataset.id}.csv`, json: `/api/open-data/${dataset.id}.json` },
      });
      expect(dataset.description.length).toBeGreaterThan(20);
      // Written for people: page names, no addresses or parameters (those are in links).
      for (const text of [dataset.description, ...dataset.columns.map((c: { description: string }) => c.description)]) {
        expect(text, dataset.id).not.toMatch(/(^|[\s(])\/[a-z]|\?[a-z_]+=/);
      }
      expect(dataset.links.pages.length, dataset.id).toBeGreaterThan(0);
      for (const page of dataset.links.pages) expect(dataset.description).toContain(`trang “${page.title}”`);
      expect(dataset.updated_at).toMatch(/^\d{4}-\d\d-\d\dT/);
      for (const column of dataset.columns) expect(Object.keys(column)).toEqual(['name', 'title', 'description']);
      // The columns described are the CSV's header.
      const csv = await get(dataset.links.csv);
      expect(csv.body.slice(1).split('\r\n')[0]).toBe(dataset.columns.map((c: { name: string }) => c.name).join(','));
    }
    const indicatorsSet = data.find((dataset: { id: string }) => dataset.id === 'indicators');
    expect(indicatorsSet.links).toMatchObject({
      pages: [{ title: 'Báo cáo, đánh giá Nghị quyết 57', url: '/report-monitor' }],
      by_indicator: { csv: '/api/open-data/indicators.csv?indicator={indicator_id}' },
    });
    expect(data.find((dataset: { id: string }) => dataset.id === 'products').links.pages).toEqual([
      { title: 'Sản phẩm, giải pháp khoa học và công nghệ', url: '/products' },
      { title: 'Danh sách đề xuất', url: '/propose' },
    ]);
    // The news' update date is the newest change of a visible post.
    const [newest] = await t.database.db
      .select({ at: max(posts.updatedAt) })
      .from(posts)
      .innerJoin(categories, eq(categories.id, posts.categoryId))
      .where(and(eq(posts.status, 'published'), lte(posts.publishedAt, clock.now()), eq(categories.visible, true)));
    const news = data.find((dataset: { id: string }) => dataset.id === 'news');
    expect(news.updated_at).toBe(newest?.at?.toISOString());
  });

  it('sends a CSV with a byte-order mark that a CSV parser reads back to the JSON download, row for row', async () => {
    for (const dataset of OPEN_DATA_DATASETS) {
      const csv = await get(`/api/open-data/${dataset}.csv`);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe(`attachment; filename="${dataset}.csv"`);
      expect(csv.headers['cache-control']).toBe('no-cache');
      expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const json = await get(`/api/open-data/${dataset}.json`);
      expect(json.statusCode).toBe(200);
      expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(json.headers['content-disposition']).toBe(`attachment; filename="${dataset}.json"`);
      const rows: JsonRow[] = json.json();
      expect(rows.length).toBeGreaterThan(0);
      const records = parseCsv(csv.body);
      expect(records).toEqual(
        rows.map((row) => Object.fromEntries(Object.entries(row).map(([name, value]) => [name, asCsvText(value)]))),
      );
    }
  });

  it('gives each big problem its criteria, IP terms, reward and published results, as its page does', async () => {
    const records = parseCsv((await get('/api/open-data/big-problems.csv')).body);
    const json: JsonRow[] = (await get('/api/open-data/big-problems.json')).json();
    expect(records.length).toBeGreaterThan(1);
    let published = 0;
    for (const record of records) {
      const slug = record.url?.split('/').pop() ?? '';
      const page = (await get(`/api/big-problems/${slug}`)).json().data;
      expect(record.criteria).toBe(
        page.criteria.map((c: { name: string; weight: number }) => `${c.name} (${c.weight}%)`).join('; '),
      );
      expect(record.criteria).toMatch(/^.+ \(\d+%\)(; .+ \(\d+%\))*$/);
      expect(record.ip_terms).toBe(page.ip_terms);
      expect(record.reward).toBe(page.reward);
      expect(record.implementation).toBe(page.implementation);
      expect(json.find((row) => row.id === Number(record.id))).toMatchObject({
        criteria: record.criteria,
        reward: page.reward,
      });
      if (page.results === null) {
        expect([record.results_text, record.results_published_at, record.results_ranking]).toEqual(['', '', '']);
        continue;
      }
      published++;
      expect(record.results_text).toBe(page.results.text);
      expect(record.results_published_at).toBe(vietnamIso(page.results.published_at));
      const ranking = page.results.ranking as {
        rank: number;
        title: string;
        organisation: string;
        average: number | null;
      }[];
      expect(record.results_ranking?.split('; ')).toHaveLength(ranking.length);
      ranking.forEach((entry, index) => {
        const cell = record.results_ranking?.split('; ')[index] ?? '';
        expect(cell.startsWith(`${entry.rank}. ${entry.title}`)).toBe(true);
        expect(cell).toContain(
          entry.average === null ? '(chưa chấm điểm)' : `(${String(entry.average).replace('.', ',')} điểm)`,
        );
      });
    }
    // The demo's solved problem has its results published.
    expect(published).toBeGreaterThan(0);
  });

  it('keeps commas, quotes and line breaks in one cell and disarms formulas', async () => {
    const csv = await get('/api/open-data/products.csv');
    const records = parseCsv(csv.body);
    expect(records.find((row) => row.name === tricky)).toBeTruthy();
    expect(records.find((row) => row.name === `'${formula}`)).toBeTruthy();
    expect(records.find((row) => row.summary === `'-5 độ C, "lạnh"`)).toBeTruthy();
    expect(csv.body).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('streams every published product and public need, in batches, past the first 500 rows', async () => {
    const { db } = t.database;
    const rows: JsonRow[] = (await get('/api/open-data/products.json')).json();
    const [published] = await db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.status, 'published'), lte(products.publishedAt, clock.now())));
    const productRows = rows.filter((row) => row.type === 'Sản phẩm');
    expect(productRows.length).toBe(published?.n);
    expect(productRows.length).toBeGreaterThan(OPEN_DATA_BATCH_SIZE * 2);
    const productIds = productRows.map((row) => row.id as number);
    expect(new Set(productIds).size).toBe(productIds.length);
    expect(productIds).toEqual([...productIds].sort((a, b) => a - b));
    expect(productIds).not.toContain(ids.hiddenProduct);
    expect(rows.map((row) => row.name)).not.toContain('Sản phẩm nháp');
    expect(rows.map((row) => row.name)).not.toContain('Sản phẩm đăng sau');
    const needs = rows.filter((row) => row.type === 'Nhu cầu');
    expect(needs.map((row) => row.name)).toContain('Nhu cầu công nghệ lọc nước');
    expect(needs.map((row) => row.name)).not.toContain('Nhu cầu nháp');
    const first = productRows.find((row) => row.name === tricky);
    expect(first).toMatchObject({
      field: 'Nông nghiệp',
      readiness_level: 1,
      demand_types: 'Tìm đối tác; Tìm nhà đầu tư',
      price: 1_500_000,
      nq57_groups: '1; 4',
      url: 'http://localhost:3000/products/san-pham-lo-0',
      // Vietnam's time with its offset: a spreadsheet that drops the offset still reads 07:00.
      published_at: '2026-11-01T07:00:00+07:00',
    });
    // The products dataset carries no contact details at all.
    expect(Object.keys(first ?? {})).not.toContain('contact_phone');
  });

  it('reads a dataset from the database 500 rows at a time, never the whole table at once', async () => {
    const sources = openDataSources(t.database.db, clock.now, 'http://localhost:3000');
    const sizes: number[] = [];
    for await (const batch of sources.products.batches({})) sizes.push(batch.length);
    // Three batches of products (two full ones), then the needs.
    expect(sizes.slice(0, 2)).toEqual([OPEN_DATA_BATCH_SIZE, OPEN_DATA_BATCH_SIZE]);
    expect(sizes.every((size) => size <= OPEN_DATA_BATCH_SIZE)).toBe(true);
    expect(sizes.length).toBeGreaterThanOrEqual(4);
  });

  it('lists only public proposals, with a phone or an e-mail only where the author chose to publish it', async () => {
    const rows: JsonRow[] = (await get('/api/open-data/proposals.json')).json();
    const titles = rows.map((row) => row.title);
    expect(titles).toContain('Nhu cầu công nghệ lọc nước');
    expect(titles).toContain('Đề xuất công khai điện thoại');
    for (const absent of ['Đề xuất bị ẩn', 'Đề xuất đang xét', 'Đề xuất bị từ chối', 'Nhu cầu nháp']) {
      expect(titles).not.toContain(absent);
    }
    expect(rows.find((row) => row.title === 'Đề xuất công khai điện thoại')).toMatchObject({
      kind: 'Sản phẩm',
      status: 'Đã công bố',
      organisation: 'Công ty TNHH Sông Lam Xanh',
      contact_name: 'Nguyễn Văn An',
      contact_phone: publishedPhone,
      contact_email: null,
      url: `http://localhost:3000/propose/${ids['Đề xuất công khai điện thoại']}`,
    });
    expect(rows.find((row) => row.title === 'Nhu cầu công nghệ lọc nước')).toMatchObject({
      contact_phone: null,
      contact_email: null,
    });
    // No dataset carries what was kept private, nor the author's account.
    for (const dataset of OPEN_DATA_DATASETS) {
      const body = (await get(`/api/open-data/${dataset}.csv`)).body;
      expect(body).not.toContain(privatePhone);
      expect(body).not.toContain(privateEmail);
      expect(body).not.toContain('author_id');
      expect(body).not.toContain('Đề xuất bị ẩn');
    }
  });

  it('sends every value of every visible indicator, one indicator with ?indicator=', async () => {
    const { db } = t.database;
    const rows: JsonRow[] = (await get('/api/open-data/indicators.json')).json();
    const [values] = await db
      .select({ n: count() })
      .from(indicatorValues)
      .innerJoin(indicators, eq(indicators.id, indicatorValues.indicatorId))
      .where(eq(indicators.visible, true));
    const withoutValues = await db
      .select({ id: indicators.id })
      .from(indicators)
      .leftJoin(indicatorValues, eq(indicatorValues.indicatorId, indicators.id))
      .where(and(eq(indicators.visible, true), isNull(indicatorValues.period)));
    expect(rows.length).toBe((values?.n ?? 0) + withoutValues.length);

    const api = (await get('/api/indicators')).json().data as {
      id: number;
      code: string;
      values: { period: string; value: number }[];
    }[];
    const chosen = api[1];
    if (!chosen) throw new Error('no indicator');
    const one = await get(`/api/open-data/indicators.csv?indicator=${chosen.id}`);
    expect(one.headers['content-disposition']).toBe(`attachment; filename="indicators-${chosen.id}.csv"`);
    const records = parseCsv(one.body);
    expect(new Set(records.map((row) => row.code))).toEqual(new Set([chosen.code]));
    expect(records.map((row) => [row.period, Number(row.value)]).sort()).toEqual(
      chosen.values.map((value) => [value.period, value.value]).sort(),
    );
    // A hidden indicator is not open data: not found, as one that does not exist.
    await db.update(indicators).set({ visible: false }).where(eq(indicators.id, chosen.id));
    const hidden = await get(`/api/open-data/indicators.csv?indicator=${chosen.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(openDataMessages.indicatorNotFound);
    await db.update(indicators).set({ visible: true }).where(eq(indicators.id, chosen.id));
  });

  it('offers each dataset as a workbook people open: Vietnamese headers, numbers and Vietnam’s times as cells', async () => {
    const workbook = await get('/api/open-data/indicators.xlsx');
    expect(workbook.statusCode).toBe(200);
    expect(workbook.headers['content-disposition']).toBe('attachment; filename="indicators.xlsx"');
    const { cells } = readSheet(workbook);
    expect(cells[0]?.map((cell) => cell.text)).toEqual(
      openDataDefinitions.indicators.columns.map((column) => column.title),
    );
    const json: JsonRow[] = (await get('/api/open-data/indicators.json')).json();
    expect(cells).toHaveLength(json.length + 1);
    const valueColumn = openDataDefinitions.indicators.columns.findIndex((column) => column.name === 'value');
    const withValue = cells.slice(1).find((row) => row[valueColumn]?.kind === 'number');
    expect(withValue, 'a value as a number cell').toBeDefined();
    // A period as people read it, where the JSON keeps its code.
    const periodColumn = openDataDefinitions.indicators.columns.findIndex((column) => column.name === 'period');
    const quarter = json.findIndex((row) => /^\d{4}-Q\d$/.test(String(row.period)));
    expect(quarter, 'a quarter among the demo values').toBeGreaterThanOrEqual(0);
    expect(cells[quarter + 1]?.[periodColumn]?.text).toMatch(/^Quý (I|II|III|IV)\/\d{4}$/);

    const posts = await get('/api/open-data/news.xlsx');
    const news = readSheet(posts).cells;
    const published = openDataDefinitions.news.columns.findIndex((column) => column.name === 'published_at');
    const newsJson: JsonRow[] = (await get('/api/open-data/news.json')).json();
    // A date cell shown dd/mm/yyyy hh:mm in Vietnam's time, the hour the JSON's +07:00 gives.
    const first = news[1]?.[published];
    expect(first?.kind).toBe('date');
    const time = String(newsJson[0]?.published_at);
    expect(time).toMatch(/\+07:00$/);
    expect(first?.text).toBe(`${time.slice(8, 10)}/${time.slice(5, 7)}/${time.slice(0, 4)} ${time.slice(11, 16)}`);
    // The NQ57 groups by number and name, where the CSV and JSON keep "1; 3".
    const groups = openDataDefinitions.news.columns.findIndex((column) => column.name === 'nq57_groups');
    const grouped = newsJson.findIndex((row) => String(row.nq57_groups ?? '') !== '');
    expect(grouped).toBeGreaterThanOrEqual(0);
    expect(news[grouped + 1]?.[groups]?.text).toMatch(/^\d\. \S.+/);
    expect(news[grouped + 1]?.[groups]?.text).not.toBe(String(newsJson[grouped]?.nq57_groups));
  });

  it('describes each dataset as a Frictionless data package and all of them as a DCAT catalogue', async () => {
    const pack = (await get('/api/open-data/products/datapackage.json')).json();
    expect(pack).toMatchObject({
      profile: 'tabular-data-package',
      name: 'products',
      licenses: [{ name: 'CC-BY-4.0' }],
    });
    const [resource] = pack.resources;
    expect(resource.path).toBe('http://localhost:3000/api/open-data/products.csv');
    const types = Object.fromEntries(
      resource.schema.fields.map((field: { name: string; type: string }) => [field.name, field.type]),
    );
    expect(types).toMatchObject({ id: 'integer', price: 'number', name: 'string', published_at: 'datetime' });
    expect(resource.schema.fields.map((field: { name: string }) => field.name)).toEqual(
      openDataDefinitions.products.columns.map((column) => column.name),
    );
    expect((await get('/api/open-data/khong-co/datapackage.json')).statusCode).toBe(404);

    const catalog = await get('/api/open-data/catalog.jsonld');
    expect(catalog.headers['content-type']).toContain('application/ld+json');
    const dcat = catalog.json();
    expect(dcat['@type']).toBe('dcat:Catalog');
    expect(dcat['dcat:dataset']).toHaveLength(6);
    expect(dcat['dcat:dataset'][0]['dcat:distribution'].map((d: { 'dct:title': string }) => d['dct:title'])).toEqual([
      'CSV',
      'JSON',
      'Excel',
    ]);
  });

  it('pages an indicator with more values than a batch by (indicator, period) without losing one', async () => {
    const { db } = t.database;
    const [long] = await db
      .insert(indicators)
      .values({ code: 'DAI-01', name: 'Chỉ tiêu nhiều kỳ', unit: 'lượt', target: 1, targetYear: 2030, nq57Group: 1 })
      .returning({ id: indicators.id });
    const id = long?.id ?? 0;
    const periods = Array.from({ length: OPEN_DATA_BATCH_SIZE * 2 + 50 }, (_, index) => String(1000 + index));
    await db
      .insert(indicatorValues)
      .values(periods.map((period, index) => ({ indicatorId: id, period, value: index })));
    const records = parseCsv((await get(`/api/open-data/indicators.csv?indicator=${id}`)).body);
    expect(records.map((row) => row.period)).toEqual(periods);
    expect(records.map((row) => Number(row.value))).toEqual(periods.map((_, index) => index));
    const all: JsonRow[] = (await get('/api/open-data/indicators.json')).json();
    expect(all.filter((row) => row.indicator_id === id)).toHaveLength(periods.length);
    await db.delete(indicators).where(eq(indicators.id, id));
  });

  it('answers 404 in Vietnamese for a dataset it does not have, and 422 for a bad indicator', async () => {
    for (const url of ['/api/open-data/users.csv', '/api/open-data/ideas.json', '/api/open-data/products.xml']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/Không tìm thấy/);
    }
    const bad = await get('/api/open-data/indicators.csv?indicator=abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.indicator).toEqual(['Mã chỉ tiêu không hợp lệ']);
    // An indicator that does not exist: 404 in Vietnamese, not a file with only its header.
    for (const url of [
      '/api/open-data/indicators.csv?indicator=99999',
      '/api/open-data/indicators.json?indicator=99999',
    ]) {
      const unknown = await get(url);
      expect(unknown.statusCode, url).toBe(404);
      expect(unknown.json().message).toBe(
        'Không tìm thấy chỉ tiêu này trong dữ liệu mở. Xem các chỉ tiêu trên trang “Báo cáo, đánh giá Nghị quyết 57”',
      );
    }
  });

  it('lets one client start 60 downloads a minute', async () => {
    const address = '10.9.9.9';
    for (let index = 0; index < 60; index += 1) {
      expect((await get('/api/open-data/news.json', address)).statusCode).toBe(200);
    }
    const limited = await get('/api/open-data/news.json', address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/thử lại/);
    expect((await get('/api/open-data/news.json', '10.9.9.10')).statusCode).toBe(200);
  });

  it('leaves a proposal staff hide out of the next download', async () => {
    const id = ids['Đề xuất công khai điện thoại'] ?? 0;
    await t.database.db
      .update(proposals)
      .set({ hiddenAt: clock.now() })
      .where(inArray(proposals.id, [id]));
    const rows: JsonRow[] = (await get('/api/open-data/proposals.json')).json();
    expect(rows.map((row) => row.id)).not.toContain(id);
  });
});
