// npm run bench:scale -- --scale 1000 — the uncached post list and the site search through HAProxy
// with 1, 2 and 3 portal processes (scripts/cluster/lib.mjs, as `npm run cluster` runs them),
// beside one process answered directly and a bare node:http server answering the same bytes, in
// one run. Needs PostgreSQL (DATABASE_URL, default the machine's server: database
// portal_bench_scale_N, seeded once with `cli.js seed --scale N`), Redis (REDIS_URL, default the
// machine's) and Debian's haproxy. Options: --scale N (default 1000), --seconds N (default 10),
// --connections N (default 10). Build first (`npm run build`).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_REDIS_URL, ensureDatabase, startCluster } from '../scripts/cluster/lib.mjs';
import { type Measurement, measure, printTable } from './lib/measure.ts';
import { repoRoot, startBareNode } from './lib/server.ts';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const scale = Number(values.scale);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const server = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
server.pathname = `/portal_bench_scale_${scale}`;
const databaseUrl = server.toString();
const redisUrl = process.env.REDIS_URL ?? DEFAULT_REDIS_URL;

// The data, once per scale: the seed finds what it made before and adds nothing.
const seedStarted = Date.now();
if (await ensureDatabase(databaseUrl)) console.log(`created the database portal_bench_scale_${scale}`);
execFileSync(process.execPath, [path.join(repoRoot, 'packages/server/dist/cli.js'), 'seed', '--scale', String(scale)], {
  env: {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-scale-seed-')),
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: 'Bench@12345',
  },
  stdio: 'inherit',
});
console.log(`scale ${scale} on PostgreSQL ready in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);

let counter = 0;
/** A different URL each time, so the answer cache never helps (totals may still be reused). */
const uncachedList = () => `/api/posts?page=${(counter++ % 50) + 1}&per_page=10&nocache=${counter}`;
const terms = ['khoa hoc', 'chuyển đổi số', 'doi moi sang tao', 'nông nghiệp', 'đăng ký', 'doanh nghiep'];
const uncachedSiteSearch = () =>
  `/api/search?q=${encodeURIComponent(terms[counter % terms.length] ?? '')}&nocache=${counter++}`;

/** CPU seconds (user + system) spent so far by each process of `pids` (Linux /proc; 100 ticks a second). */
const cpuSeconds = (pids: number[]) =>
  pids.reduce((sum, pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return sum + (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return sum;
    }
  }, 0);
/** Every process named `command` (PostgreSQL's backends; HAProxy's master and its worker). */
const pidsNamed = (command: string) =>
  readdirSync('/proc')
    .filter((name) => /^[0-9]+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === command;
      } catch {
        return false;
      }
    });

/** Where the CPU went during each measurement: the portal processes, PostgreSQL, HAProxy, the load generator. */
const cpuRows: string[] = [];
async function measured(
  name: string,
  url: string,
  nextPath: (() => string) | undefined,
  parts: { portal: number[]; haproxy: boolean },
) {
  const groups = {
    portal: parts.portal,
    postgres: pidsNamed('postgres'),
    haproxy: parts.haproxy ? pidsNamed('haproxy') : [],
  };
  const before = Object.fromEntries(Object.entries(groups).map(([key, pids]) => [key, cpuSeconds(pids)]));
  const self = process.cpuUsage();
  const row = await measure(name, url, seconds, connections, nextPath);
  const spent = (key: keyof typeof groups) => (cpuSeconds(groups[key]) - (before[key] ?? 0)) / seconds;
  const bench = (process.cpuUsage(self).user + process.cpuUsage(self).system) / 1e6 / seconds;
  cpuRows.push(
    `| ${name} | ${spent('portal').toFixed(2)} | ${spent('postgres').toFixed(2)} | ${spent('haproxy').toFixed(2)} | ${bench.toFixed(2)} |`,
  );
  return row;
}

const rows: Measurement[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-scale-cluster-'));
const quiet = () => {};
try {
  for (const processes of [1, 2, 3]) {
    const cluster = await startCluster({
      processes,
      port: 0,
      databaseUrl,
      redisUrl,
      dataDir: path.join(dataDir, String(processes)),
      env: { SEED_DEMO_CONTENT: 'false', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'Bench@12345' },
      log: quiet,
    });
    try {
      if (processes === 1) {
        // The same bytes from a bare server, and the one process without the balancer.
        const body = await (await fetch(`${cluster.url}/api/posts?per_page=10`)).text();
        const bare = await startBareNode(3391, body);
        const direct = cluster.processes[0]?.url ?? '';
        const alone = { portal: cluster.processes.map((node) => node.pid ?? 0), haproxy: false };
        try {
          rows.push(await measure('bare node:http, list payload', bare.url, seconds, connections));
        } finally {
          await bare.stop();
        }
        await measure('warm-up', direct, 2, connections, uncachedList);
        rows.push(await measured('1 process, direct: uncached list', direct, uncachedList, alone));
        rows.push(await measured('1 process, direct: site search', direct, uncachedSiteSearch, alone));
      }
      const parts = { portal: cluster.processes.map((node) => node.pid ?? 0), haproxy: true };
      await measure('warm-up', cluster.url, 2, connections, uncachedList);
      rows.push(await measured(`${processes} × HAProxy: uncached list`, cluster.url, uncachedList, parts));
      rows.push(await measured(`${processes} × HAProxy: site search`, cluster.url, uncachedSiteSearch, parts));
    } finally {
      await cluster.stopAll();
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nPostgreSQL, scale ${scale}, ${connections} connections, ${seconds} s each, ${cpus().length} cores\n`);
printTable(rows);
console.log('\nCPU used, in cores (CPU seconds per second of load):\n');
console.log('| call | portal processes | PostgreSQL | HAProxy | load generator |\n|---|---:|---:|---:|---:|');
for (const line of cpuRows) console.log(line);
if (rows.some((row) => row.non2xx > 0 || row.errors > 0)) {
  console.error('Some requests failed');
  process.exitCode = 1;
}
