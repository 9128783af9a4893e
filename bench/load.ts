// npm run bench:load -- --minutes N — a steady mixed load against the built server on PostgreSQL:
// public reads (home, lists, details, search) plus sign-ins and proposals (bench/lib/load.ts).
// Reports requests, 5xx, p50/p99 per kind, and the server's RSS after the warm-up and at the end.
// Options: --minutes N (default 10). PostgreSQL: DATABASE_URL names the server (default the local
// one, postgres://postgres@127.0.0.1:5432/postgres); the run uses a fresh database portal_load on it.
// Build first (`npm run build`; BENCH_SERVER_ENTRY runs another build). Loopback only; not part of `npm test`.
import { parseArgs } from 'node:util';
import { freshDatabase, prepareCitizens, printSummary, startLoad, startServer } from './lib/load.ts';
import { residentMegabytes } from './lib/server.ts';

const { values } = parseArgs({ options: { minutes: { type: 'string', default: '10' } } });
const seconds = Math.round(Number(values.minutes) * 60);
if (!(seconds > 0)) throw new Error('--minutes must be a positive number');
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const databaseUrl = await freshDatabase(serverUrl, 'portal_load');
const portal = await startServer(3440, {
  DATABASE_URL: databaseUrl,
  CAPTCHA_TEST_TEXT: 'abcde',
  AUTH_RATE_LIMIT: '100000',
  REGISTRATION_DAILY_LIMIT: '100000',
  ACCESS_TOKEN_TTL: '86400',
});
try {
  const citizens = await prepareCitizens(portal, 20);
  // A warm-up at the same rates (a tenth of the run, 10 to 60 s) before RSS is first read.
  const warmUp = Math.min(60, Math.max(10, Math.round(seconds / 10)));
  await (await startLoad(portal.url, citizens, warmUp)).done;
  const rssWarm = residentMegabytes(portal.pid);

  const started = Date.now();
  const run = await startLoad(portal.url, citizens, seconds);
  await run.done;
  const rssEnd = residentMegabytes(portal.pid);

  console.log(`\nLoad: ${seconds} s on PostgreSQL after a ${warmUp} s warm-up, ${citizens.length} citizens`);
  printSummary(run.samples);
  const fiveXx = run.samples.filter((sample) => sample.status >= 500).length;
  const failed = run.samples.filter((sample) => sample.status === 0).length;
  console.log(`\nrequests: ${run.samples.length} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`5xx: ${fiveXx}, network errors: ${failed}, not sent (over 256 in flight): ${run.skipped}`);
  console.log(`proposals answered 201: ${run.created.length}`);
  console.log(`RSS after warm-up: ${rssWarm} MB, at the end: ${rssEnd} MB (growth ${rssEnd - rssWarm} MB)`);
  if (fiveXx > 0 || failed > 0) process.exitCode = 1;
} finally {
  await portal.stop();
}
