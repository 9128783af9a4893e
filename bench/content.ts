// npm run bench:content -- --scale 1000 — the public content calls at benchmark volume, beside a
// bare node:http server answering the same bytes, in the same run (docs/PERFORMANCE.md's targets).
// The data is made once per scale with `cli.js seed --scale N` and kept: on PGlite in
// $TMPDIR/portal-bench-scale-N, on PostgreSQL in the database DATABASE_URL names.
// Options: --scale N (default 1000), --seconds N (default 10). Build first (`npm run build`).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Measurement, measure, printTable } from './lib/measure.ts';
import { repoRoot, residentMegabytes, startBareNode, startPortal } from './lib/server.ts';

const { values } = parseArgs({
  options: { scale: { type: 'string', default: '1000' }, seconds: { type: 'string', default: '10' } },
});
const scale = Number(values.scale);
const seconds = Number(values.seconds);
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const dataDir = path.join(tmpdir(), `portal-bench-scale-${scale}`);
const marker = path.join(dataDir, `.scaled-${engine}`);

if (!existsSync(marker) || process.env.DATABASE_URL) {
  mkdirSync(dataDir, { recursive: true });
  const started = Date.now();
  execFileSync(
    process.execPath,
    [path.join(repoRoot, 'packages/server/dist/cli.js'), 'seed', '--scale', String(scale)],
    {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'Bench@12345' },
      stdio: 'inherit',
    },
  );
  execFileSync('touch', [marker]);
  console.log(`Seeded scale ${scale} on ${engine} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// A restart on the folder (or database) the data is in, five times: from spawning the process to
// its first answer, the median (one start varies by ±200 ms on this machine).
// The first start after `seed --scale` is the release's first on this data (it seeds the demo):
// not a restart, so not counted.
await (await startPortal(3300, {}, { dataDir, keepData: true })).stop();
const restarts: number[] = [];
for (let run = 0; run < 4; run++) {
  const started = await startPortal(3300, {}, { dataDir, keepData: true });
  restarts.push(started.coldStartMs);
  await started.stop();
}
const portal = await startPortal(3300, {}, { dataDir, keepData: true });
restarts.push(portal.coldStartMs);
const coldStart = [...restarts].sort((a, b) => a - b)[2] ?? 0;
const get = async (pathName: string) => (await fetch(`${portal.url}${pathName}`)).text();
const posts = JSON.parse(await get('/api/posts?per_page=1')) as { data: { slug: string }[]; meta: { total: number } };
const slug = posts.data[0]?.slug ?? '';
console.log(`${engine}, scale ${scale}: ${posts.meta.total} published posts`);
console.log(
  `cold start (restart on existing data), median of 5: ${Math.round(coldStart)} ms (${restarts.map(Math.round).join(', ')}; target ≤ 1000 ms on PGlite)`,
);

let counter = 0;
/** A different URL each time, so the answer cache never helps; totals may still be reused. */
const uncachedList = () => `/api/posts?page=${(counter++ % 50) + 1}&per_page=10&nocache=${counter}`;
const terms = ['khoa hoc', 'chuyển đổi số', 'doi moi sang tao', 'nông nghiệp', 'đăng ký', 'doanh nghiep'];
const uncachedSearch = () =>
  `/api/posts?q=${encodeURIComponent(terms[counter % terms.length] ?? '')}&nocache=${counter++}`;
const uncachedSiteSearch = () =>
  `/api/search?q=${encodeURIComponent(terms[counter % terms.length] ?? '')}&nocache=${counter++}`;

const listBody = await get('/api/posts');
const detailBody = await get(`/api/posts/${slug}`);
const bareList = await startBareNode(3301, listBody);
const bareDetail = await startBareNode(3302, detailBody);

try {
  await measure('warm-up', `${portal.url}/api/posts`, 2);
  await measure('warm-up', `${portal.url}/api/posts`, 2, 10, uncachedList);
  const rows: (Measurement & { p95: number })[] = [
    await measure('bare node:http, list payload', bareList.url, seconds),
    await measure('GET /api/posts (repeated, cached)', `${portal.url}/api/posts`, seconds),
    await measure('bare node:http, detail payload', bareDetail.url, seconds),
    await measure(`GET /api/posts/{slug} (repeated, cached)`, `${portal.url}/api/posts/${slug}`, seconds),
    await measure('GET /api/posts?page=N (uncached, with total)', portal.url, seconds, 10, uncachedList),
    await measure('GET /api/posts?q=… (uncached search)', portal.url, seconds, 10, uncachedSearch),
    await measure('GET /api/search?q=… (uncached, 4 kinds)', portal.url, seconds, 10, uncachedSiteSearch),
    await measure('GET /api/products (repeated, cached)', `${portal.url}/api/products`, seconds),
    await measure('GET /api/home (repeated, cached)', `${portal.url}/api/home`, seconds),
  ];
  const memory = residentMegabytes(portal.pid);
  printTable(rows);
  console.log('\n| call | p95 ms |\n|---|---:|');
  for (const row of rows) console.log(`| ${row.name} | ${row.p95} |`);
  const [bareL, list, bareD, detail, uncached, search, siteSearch] = rows;
  const ratio = (a?: Measurement, b?: Measurement) =>
    ((a?.requestsPerSecond ?? 0) / (b?.requestsPerSecond ?? 1)).toFixed(2);
  const listTarget = engine === 'PostgreSQL' ? '≥ 1000 req/s, p99 < 50 ms' : '≥ 300 req/s';
  const searchTarget = engine === 'PostgreSQL' ? 'p95 < 50 ms' : 'p95 < 150 ms';
  console.log(`\ncached list   : bare = ${ratio(list, bareL)} (target ≥ 0.50)`);
  console.log(`cached detail : bare = ${ratio(detail, bareD)} (target ≥ 0.50)`);
  console.log(`uncached list : ${uncached?.requestsPerSecond} req/s, p99 ${uncached?.p99} ms (target ${listTarget})`);
  console.log(`search        : p95 ${search?.p95} ms; site search p95 ${siteSearch?.p95} ms (target ${searchTarget})`);
  console.log(`server memory after the load: ${memory} MB (target < 200 MB)`);
  console.log(`bare node:http cold start: ${Math.round(bareList.coldStartMs)} ms`);
  if (rows.some((row) => row.non2xx > 0 || row.errors > 0)) {
    console.error('Some requests failed');
    process.exitCode = 1;
  }
} finally {
  await Promise.all([bareList.stop(), bareDetail.stop(), portal.stop()]);
}
