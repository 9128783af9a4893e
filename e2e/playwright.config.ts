import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { pathOf } from '@portal/shared/api/endpoint';
import { healthApi } from '@portal/shared/api/settings';

/** The address each server answers once it is up. */
const HEALTH = pathOf(healthApi.check);

/**
 * Journeys through the real built server (`npm run build` first) in Debian's Chromium.
 * Three servers, each on a fresh embedded database: the portal as seeded; one whose
 * Hỏi đáp and Liên hệ flags were turned off before it started and whose access tokens
 * live 10 seconds; and one whose settings and documents back-office journeys change while the others run.
 */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const FLAGS_OFF_PORT = PORT + 1;
/**
 * A server for back-office journeys that change what other journeys read or count (the settings
 * every page reads, the list of documents).
 */
export const BACK_OFFICE_PORT = PORT + 2;
/** A new installation as production starts it, without the demo: the first-run journey makes it a province's. */
export const FIRST_RUN_PORT = PORT + 3;

const server = path.resolve(import.meta.dirname, '../packages/server');
/** The built server and portal; E2E_SERVER_DIST and E2E_WEB_DIST point a second checkout's build elsewhere. */
const serverDist = process.env.E2E_SERVER_DIST ?? 'dist';
const webDist = process.env.E2E_WEB_DIST;
const adminDist = process.env.E2E_ADMIN_DIST;
/** The data folders this process made; the runner loads this file once, its workers find them in the environment. */
const madeHere: string[] = [];
const freshDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  madeHere.push(dir);
  return dir;
};
// The runner exits after global teardown (the log scan) and after stopping the servers: nothing stays
// in /tmp. E2E_KEEP_DATA=1 keeps the folders (the servers' logs, outboxes and databases) to look into.
process.on('exit', () => {
  if (process.env.E2E_KEEP_DATA === '1') return;
  for (const dir of madeHere) rmSync(dir, { recursive: true, force: true });
});
export const CAPTCHA_TEXT = 'abcde';
const env = (dataDir: string, port: number, extra: Record<string, string> = {}) => ({
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  // The address the browser opens: links, Open Graph tags and VNeID's redirects never follow a request's Host.
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  NODE_ENV: 'test',
  // info: every request is in server.log, which global teardown (log-scan.ts) searches for secrets.
  LOG_LEVEL: 'info',
  ADMIN_EMAIL: 'admin@sokhcn.test',
  ADMIN_PASSWORD: 'Quantri@2026',
  CAPTCHA_TEST_TEXT: CAPTCHA_TEXT,
  // Sign-in journeys make many attempts from one address.
  AUTH_RATE_LIMIT: '1000',
  REGISTRATION_DAILY_LIMIT: '1000',
  ...(webDist ? { WEB_DIST: webDist } : {}),
  ...(adminDist ? { ADMIN_DIST: adminDist } : {}),
  ...extra,
});
/** The main server's data folder: the journeys read the mail outbox in it. */
export const MAIN_DATA_DIR = process.env.E2E_MAIN_DATA_DIR ?? freshDataDir();
process.env.E2E_MAIN_DATA_DIR = MAIN_DATA_DIR;
const flagsOffDir = process.env.E2E_FLAGS_OFF_DATA_DIR ?? freshDataDir();
process.env.E2E_FLAGS_OFF_DATA_DIR = flagsOffDir;
const backOfficeDir = process.env.E2E_BACK_OFFICE_DATA_DIR ?? freshDataDir();
process.env.E2E_BACK_OFFICE_DATA_DIR = backOfficeDir;
const firstRunDir = process.env.E2E_FIRST_RUN_DATA_DIR ?? freshDataDir();
process.env.E2E_FIRST_RUN_DATA_DIR = firstRunDir;
/** Runs a server with its output also written to `server.log` in its data folder (scanned by log-scan.ts). */
const logged = (command: string, dataDir: string) =>
  `(${command}) 2>&1 | tee -a ${JSON.stringify(path.join(dataDir, 'server.log'))}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // Three on two cores: the journeys wait on the servers and on timers as much as on Chromium (two
  // workers left a third of the CPU idle; four saturate it and each journey takes twice as long).
  // E2E_WORKERS sets another number.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  globalTeardown: './log-scan.ts',
  reporter: [['list']],
  // A journey's whole budget. On 26/11 this machine ran everything about twice as slowly as the
  // days before (the bare node:http bench at 15,000–21,000 req/s instead of 30,000–35,000), and two
  // long journeys (forgotten password; internal documents) ran out of 30 s one step before their end.
  timeout: 60_000,
  // The back office loads a resource's screens when one is first opened: on
  // CI's two busy cores that first screen can take longer than Playwright's default 5 s. CI's run of
  // 25/11 (an hour on a slow machine) lost one step of the long proposal journey at 10 s: 15 s.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    // Recording a trace costs a fifth of a journey's time on two cores, and CI's machine keeps none:
    // E2E_TRACE=1 (or `--trace on`) records them, kept for the journeys that fail.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: {
      // Debian's headless shell of Chromium (scripts/test.sh installs it): the full browser in its
      // headless mode also runs its own pages' renderers, a fifth more CPU a journey on two cores.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      // The closed network here refuses Chromium's background calls; they only slow it down.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'wide', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'narrow',
      use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' },
      // Only the journeys tagged BOTH_SCREENS (fixtures.ts): those where a phone's layout behaves differently.
      grep: /@both-screens/,
    },
  ],
  webServer: [
    {
      command: logged(`node ${serverDist}/main.js`, MAIN_DATA_DIR),
      cwd: server,
      env: env(MAIN_DATA_DIR, PORT),
      url: `http://127.0.0.1:${PORT}${HEALTH}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: logged(
        `node ${serverDist}/cli.js settings set question_and_answer=false contact=false && node ${serverDist}/main.js`,
        flagsOffDir,
      ),
      cwd: server,
      // Also the server with short-lived access tokens, for the silent refresh journey.
      env: env(flagsOffDir, FLAGS_OFF_PORT, { ACCESS_TOKEN_TTL: '10' }),
      url: `http://127.0.0.1:${FLAGS_OFF_PORT}${HEALTH}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: logged(`node ${serverDist}/main.js`, backOfficeDir),
      cwd: server,
      env: env(backOfficeDir, BACK_OFFICE_PORT),
      url: `http://127.0.0.1:${BACK_OFFICE_PORT}${HEALTH}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: logged(`node ${serverDist}/main.js`, firstRunDir),
      cwd: server,
      env: env(firstRunDir, FIRST_RUN_PORT, { SEED_DEMO_CONTENT: 'false' }),
      url: `http://127.0.0.1:${FIRST_RUN_PORT}${HEALTH}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
