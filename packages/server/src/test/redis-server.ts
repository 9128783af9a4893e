import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

/**
 * A redis-server of the test's own (Debian's, installed by scripts/test.sh), on a free port,
 * keeping nothing on disk: never the machine's shared Redis, whose keys other runs use. The test
 * stops it and starts it again on the same port to play an outage.
 */

export const REDIS_SERVER = '/usr/bin/redis-server';

/** CI must run the Redis tests; a developer's machine without redis-server skips them. */
export const runRedisTests = existsSync(REDIS_SERVER) || Boolean(process.env.CI);

export interface TestRedisServer {
  readonly port: number;
  /** redis://127.0.0.1:port, with the password when there is one. */
  readonly url: string;
  /** Stops it (SIGTERM) and waits for it to exit: connections to it are closed. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  restart(): Promise<void>;
  /** Freezes it (SIGSTOP): connections stay open and nothing answers, as with a hung server. */
  pause(): void;
  /** Lets it go on (SIGCONT). */
  resume(): void;
}

/** Started, with `password` required of every client when given (as a production Redis would). */
export async function startRedisServer({ password }: { password?: string } = {}): Promise<TestRedisServer> {
  if (!existsSync(REDIS_SERVER)) throw new Error(`${REDIS_SERVER} is missing (apt-get install redis-server)`);
  const port = await freePort();
  let child: ChildProcess | undefined;

  const start = async () => {
    if (child) return;
    // Its working folder, in case it writes anything after all; removed when it stops.
    const folder = mkdtempSync(path.join(tmpdir(), 'portal-redis-'));
    const args = ['--port', String(port), '--save', '', '--appendonly', 'no', '--bind', '127.0.0.1', '--dir', folder];
    if (password) args.push('--requirepass', password);
    // Not under the year-ahead run's libfaketime (LD_PRELOAD), which breaks redis-server's own
    // clock at start; the server's time plays no part in what these tests check.
    const { LD_PRELOAD: _preload, FAKETIME: _faketime, ...env } = process.env;
    const started = spawn(REDIS_SERVER, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    started.once('exit', () => rmSync(folder, { recursive: true, force: true }));
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const settle = (error?: Error) => {
        clearTimeout(timer);
        started.off('exit', exited);
        // From now on its output is only drained, so that a full pipe never blocks it.
        for (const stream of [started.stdout, started.stderr]) stream?.removeAllListeners('data').resume();
        if (!error) return resolve();
        started.kill('SIGKILL');
        reject(new Error(`${error.message}\n${output}`));
      };
      const exited = (code: number | null) => settle(new Error(`redis-server exited with code ${code}`));
      const timer = setTimeout(() => settle(new Error('redis-server did not start within 10 s')), 10_000);
      started.once('error', settle);
      started.on('exit', exited);
      started.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) settle();
      });
      started.stderr?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
    });
    child = started;
  };

  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  };

  await start();
  return {
    port,
    url: `redis://${password ? `:${encodeURIComponent(password)}@` : ''}127.0.0.1:${port}`,
    stop,
    start,
    async restart() {
      await stop();
      await start();
    },
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
  };
}
