import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { serverPackageRoot } from '../paths.ts';
import { CAPTCHA, citizen, confirmationToken, takeConfirmationMail } from '../test/auth-helpers.ts';
import { freePort } from '../test/free-port.ts';

export { freePort };

/**
 * The built server the process-fault tests run: packages/server/dist/main.js (scripts/test.sh
 * builds it before vitest), or RESILIENCE_SERVER_ENTRY (a helper's own build while developing).
 */
export const builtServerEntry = process.env.RESILIENCE_SERVER_ENTRY
  ? path.resolve(process.env.RESILIENCE_SERVER_ENTRY)
  : path.join(serverPackageRoot, 'dist', 'main.js');

export function assertBuilt(): void {
  if (!existsSync(builtServerEntry)) {
    throw new Error(
      `The built server is missing at ${builtServerEntry}: run "npm run build -w @portal/server" first ` +
        '(scripts/test.sh does), or set RESILIENCE_SERVER_ENTRY to a build of your own.',
    );
  }
}

export interface BuiltServer {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, for the failure messages. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process ends. */
  exited: Promise<number | string>;
  /** Resolves when a line of output contains `text`. */
  waitForOutput(text: string, timeoutMs?: number): Promise<void>;
}

/**
 * Starts the built server on the embedded database in `dataDir` (or on the PostgreSQL database
 * `databaseUrl`) and waits for /api/health. `unreadStdout` leaves its standard output unread, as
 * a log reader that stopped would: the pipe fills.
 */
export async function startBuiltServer(
  dataDir: string,
  env: Record<string, string> = {},
  {
    unreadStdout = false,
    databaseUrl,
    waitFor = '/api/health',
  }: {
    unreadStdout?: boolean;
    databaseUrl?: string;
    /** The address that must answer 200 before the server counts as started (/api/health/live: alive only). */
    waitFor?: string;
  } = {},
): Promise<BuiltServer> {
  assertBuilt();
  const port = await freePort();
  // PGlite in DATA_DIR, whatever the suite runs on, unless a database is named.
  const { DATABASE_URL: _ignored, ...parentEnv } = process.env;
  const child = spawn(process.execPath, [builtServerEntry], {
    env: {
      ...parentEnv,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: 'admin@sokhcn.test',
      ADMIN_PASSWORD: 'Quantri@2026',
      CAPTCHA_TEST_TEXT: 'abcde',
      AUTH_RATE_LIMIT: '1000',
      SEED_DEMO_CONTENT: 'false',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    text += chunk.toString();
    for (const listener of listeners) listener();
  };
  if (!unreadStdout) child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  let ready = false;
  while (!ready) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited before answering:\n${text}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer ${waitFor} within 60 s:\n${text}`);
    }
    ready = await fetch(`${url}${waitFor}`).then(
      (response) => response.ok,
      () => false,
    );
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    child,
    output: () => text,
    exited,
    waitForOutput(needle, timeoutMs = 30_000) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!text.includes(needle)) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no "${needle}" in the server's output:\n${text}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
  };
}

/**
 * Built servers for the tests of one `describe`: checks the build before them; after them kills
 * every server still running and removes the data folders. `dataDir()` makes a folder (named
 * after `prefix`), `start` starts a server in one (startBuiltServer).
 */
export function useBuiltServers(prefix: string) {
  const dirs: string[] = [];
  const servers: BuiltServer[] = [];
  beforeAll(() => assertBuilt());
  afterAll(() => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  return {
    dataDir() {
      const dir = mkdtempSync(path.join(tmpdir(), prefix));
      dirs.push(dir);
      return dir;
    },
    async start(...args: Parameters<typeof startBuiltServer>) {
      const server = await startBuiltServer(...args);
      servers.push(server);
      return server;
    },
  };
}

/** Registers a citizen and signs them in through the HTTP API; answers the access token. */
export async function signUpAndIn(url: string, n: number, dataDir: string): Promise<string> {
  const person = citizen(n);
  const captcha = await (await fetch(`${url}/api/captcha`)).json();
  const registered = await postJson(`${url}/api/auth/register`, { ...person, captcha: CAPTCHA, key: captcha.data.key });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  // The server's outbox in its data folder holds the confirmation link.
  const token = confirmationToken(await takeConfirmationMail(dataDir, person.email, 30_000));
  const confirmed = await postJson(`${url}/api/auth/confirm-email`, { token });
  if (confirmed.status !== 200) throw new Error(`confirm-email: ${confirmed.status} ${await confirmed.text()}`);
  return signIn(url, person.email, person.password);
}

export async function signIn(url: string, email: string, password: string): Promise<string> {
  const captcha = await (await fetch(`${url}/api/captcha`)).json();
  const response = await postJson(`${url}/api/auth/login`, {
    email,
    password,
    captcha: 'abcde',
    key: captcha.data.key,
  });
  if (response.status !== 200) throw new Error(`login: ${response.status} ${await response.text()}`);
  return (await response.json()).data.access_token;
}

export function postJson(url: string, body: unknown, token?: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}
