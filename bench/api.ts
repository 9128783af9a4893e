// npm run bench:api — GET /api/settings and one portal page of the built server, beside a bare
// Fastify JSON route with the same payload, in the same run. Prints a table and the ratios.
// Options: --seconds N (default 10). With DATABASE_URL set the server runs on PostgreSQL.
import { parseArgs } from 'node:util';
import { measure, printTable } from './lib/measure.ts';
import { startBare, startPortal } from './lib/server.ts';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' } } });
const seconds = Number(values.seconds);

const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
// First start on an empty data folder (creates the database, migrates, seeds), then a restart on it.
const first = await startPortal(3200, {}, { keepData: true });
await first.stop();
const portal = await startPortal(3200, {}, { dataDir: first.dataDir });
console.log(`First start on an empty ${engine} database to first answer: ${Math.round(first.coldStartMs)} ms`);
console.log(`Cold start (restart) on ${engine} to first answer: ${Math.round(portal.coldStartMs)} ms`);
const settingsBody = await (await fetch(`${portal.url}/api/settings`)).json();
const bare = await startBare(3201, settingsBody);

try {
  // A short warm-up so neither side is measured while its JIT is cold.
  await measure('warm-up', `${bare.url}/bare`, 2);
  await measure('warm-up', `${portal.url}/api/settings`, 2);

  const rows = [
    await measure('bare Fastify JSON route (same payload)', `${bare.url}/bare`, seconds),
    await measure('GET /api/settings', `${portal.url}/api/settings`, seconds),
    await measure('GET /posts (portal page, index.html)', `${portal.url}/posts`, seconds),
  ];
  printTable(rows);
  const [baseline, settings, page] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
  console.log(
    `\n/api/settings : bare = ${(settings.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)} (target ≥ 0.50)`,
  );
  console.log(`portal page   : bare = ${(page.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`);
  console.log(`cold start    : ${Math.round(portal.coldStartMs)} ms (target ≤ 1500 ms on PGlite)`);
  if (rows.some((row) => row.non2xx > 0 || row.errors > 0)) {
    console.error('Some requests failed');
    process.exitCode = 1;
  }
} finally {
  await bare.stop();
  await portal.stop();
}
