// npm run bench:faults — the load of bench:load with PostgreSQL restarted (`-m immediate`) in the
// middle: the server must stay up, answer 503 quickly while the database is away, recover by
// itself, and keep every proposal it answered 201 exactly once (counted by request_id).
// Options: --seconds N (default 60; the restart at a third). Needs root and the local cluster
// (pg_ctlcluster); RESTARTS IT, which breaks anything else using it for a few seconds.
// Build first (`npm run build`; BENCH_SERVER_ENTRY runs another build). Loopback only.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { parseArgs, promisify } from 'node:util';
import {
  freshDatabase,
  percentile,
  prepareCitizens,
  printSummary,
  proposalCounts,
  startLoad,
  startServer,
} from './lib/load.ts';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '60' } } });
const seconds = Number(values.seconds);
if (!(seconds >= 20)) throw new Error('--seconds must be at least 20');
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const version = readdirSync('/etc/postgresql')[0];
if (!version) throw new Error('no PostgreSQL cluster in /etc/postgresql');

const databaseUrl = await freshDatabase(serverUrl, 'portal_faults');
const portal = await startServer(3441, {
  DATABASE_URL: databaseUrl,
  CAPTCHA_TEST_TEXT: 'abcde',
  AUTH_RATE_LIMIT: '100000',
  REGISTRATION_DAILY_LIMIT: '100000',
  ACCESS_TOKEN_TTL: '86400',
});
let exitedEarly: number | string | undefined;
void portal.exited.then((code) => {
  exitedEarly = code;
});

try {
  const citizens = await prepareCitizens(portal, 10);
  const run = await startLoad(portal.url, citizens, seconds);

  await new Promise((resolve) => setTimeout(resolve, (seconds / 3) * 1000));
  const restartAt = performance.now();
  const loadStart = restartAt - (seconds / 3) * 1000;
  // Asynchronously: the load keeps being sent while the cluster is down.
  await promisify(execFile)('pg_ctlcluster', [
    '--skip-systemctl-redirect',
    version,
    'main',
    'restart',
    '-m',
    'immediate',
  ]);
  const restartedAt = performance.now();
  console.log(`PostgreSQL ${version} restarted (-m immediate) in ${Math.round(restartedAt - restartAt)} ms`);
  await run.done;

  // The database-bound calls (lists and details are cached, so sign-ins and proposals) around the restart.
  const since = (sample: { at: number }) => sample.at + loadStart;
  const bound = run.samples.filter((sample) => sample.kind === 'signin' || sample.kind === 'submit');
  const window = run.samples.filter((sample) => since(sample) >= restartAt && since(sample) <= restartedAt);
  const during = window.filter((sample) => sample.status === 503);
  const statuses = new Map<number, number>();
  for (const sample of window) statuses.set(sample.status, (statuses.get(sample.status) ?? 0) + 1);
  const firstOkAfter = bound
    .filter((sample) => since(sample) >= restartedAt && sample.status >= 200 && sample.status < 300)
    .map((sample) => since(sample) - restartedAt)
    .sort((a, b) => a - b)[0];

  console.log(`\nFaults: ${seconds} s of load, PostgreSQL restarted at ${Math.round(seconds / 3)} s`);
  printSummary(run.samples);
  const other5xx = run.samples.filter((sample) => sample.status >= 500 && sample.status !== 503);
  const network = run.samples.filter((sample) => sample.status === 0);
  console.log(
    `sent while the cluster restarted: ${window.length}, by status: ${[...statuses].map(([status, n]) => `${status}×${n}`).join(', ')}`,
  );
  console.log(`\nserver process still up: ${exitedEarly === undefined ? 'yes' : `no (exited ${exitedEarly})`}`);
  console.log(
    `503 answers around the restart: ${during.length}, p50 ${Math.round(
      percentile(
        during.map((sample) => sample.ms),
        50,
      ),
    )} ms, p99 ${Math.round(
      percentile(
        during.map((sample) => sample.ms),
        99,
      ),
    )} ms, slowest ${Math.round(Math.max(0, ...during.map((sample) => sample.ms)))} ms`,
  );
  console.log(`other 5xx: ${other5xx.length}, network errors: ${network.length}`);
  console.log(
    `first database-bound 2xx sent after the restart: ${firstOkAfter === undefined ? 'never' : `${Math.round(firstOkAfter)} ms after it`}`,
  );

  const counts = await proposalCounts(databaseUrl, run.created);
  const missing = run.created.filter((id) => (counts.get(id) ?? 0) === 0);
  const doubled = run.created.filter((id) => (counts.get(id) ?? 0) > 1);
  console.log(
    `proposals answered 201: ${run.created.length}; in the database once: ${run.created.length - missing.length - doubled.length}, missing: ${missing.length}, more than once: ${doubled.length}`,
  );

  const health = await fetch(`${portal.url}/api/health`);
  console.log(`/api/health at the end: ${health.status}`);
  if (
    exitedEarly !== undefined ||
    other5xx.length > 0 ||
    network.length > 0 ||
    firstOkAfter === undefined ||
    missing.length > 0 ||
    doubled.length > 0 ||
    health.status !== 200
  ) {
    console.error('FAILED: see above');
    process.exitCode = 1;
  }
} finally {
  const code = await portal.stop();
  console.log(`server stopped with ${code}`);
}
