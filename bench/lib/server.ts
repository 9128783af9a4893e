import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  /** Milliseconds from spawning the process to its first successful answer. */
  coldStartMs: number;
  pid: number | undefined;
  stop(): Promise<void>;
}

/** Polls `url` until it answers 200, for at most `timeoutMs`. */
async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stopper(child: ChildProcess, cleanup?: () => void) {
  return () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => {
        cleanup?.();
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/** Starts the built portal server (run `npm run build` first) on a fresh embedded database, or on DATABASE_URL. */
export async function startPortal(
  port: number,
  env: Record<string, string> = {},
  options: { dataDir?: string; keepData?: boolean } = {},
): Promise<RunningServer & { dataDir: string }> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const started = performance.now();
  // As `npm start` runs it: V8 collects before the process passes 200 MB (PERFORMANCE.md).
  const child = spawn(
    process.execPath,
    [
      '--max-semi-space-size=4',
      '--max-old-space-size=192',
      // Another build of the server, to compare two beside each other (as bench/lib/load.ts).
      process.env.BENCH_SERVER_ENTRY
        ? path.resolve(process.env.BENCH_SERVER_ENTRY)
        : path.join(repoRoot, 'packages/server/dist/main.js'),
    ],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD: 'Bench@12345',
        NODE_ENV: 'production',
        // What production requires (config.ts); the pages measured are the demo content's.
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        CLAMAV_DISABLED: 'true',
        SEED_DEMO_CONTENT: 'true',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, 30_000);
  return {
    url,
    dataDir,
    coldStartMs: performance.now() - started,
    pid: child.pid,
    stop: stopper(child, () => {
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    }),
  };
}

/** Starts the bare Fastify server of `bare-server.mjs`, answering `payload` as JSON on GET /bare. */
export async function startBare(port: number, payload: unknown): Promise<RunningServer> {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-server.mjs')], {
    env: { ...process.env, PORT: String(port), PAYLOAD: JSON.stringify(payload) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/bare`, 10_000);
  return { url, coldStartMs: performance.now() - started, pid: child.pid, stop: stopper(child) };
}

/** Starts a bare node:http server answering exactly `body` (the same bytes as the measured call). */
export async function startBareNode(port: number, body: string): Promise<RunningServer> {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-node.mjs')], {
    env: { ...process.env, PORT: String(port), PAYLOAD: body },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`, 10_000);
  return { url, coldStartMs: performance.now() - started, pid: child.pid, stop: stopper(child) };
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function residentMegabytes(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? Number.NaN);
  return Math.round(kilobytes / 1024);
}
