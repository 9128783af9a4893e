// Several portal processes behind HAProxy on one machine, sharing PostgreSQL, Redis and an
// S3-compatible server (s3rver), as separate machines would (docs/OPERATIONS.md, "Several
// processes, several machines"). Used by `npm run cluster` and meant for the cluster tests and
// `bench:scale`: startCluster() answers handles to every part, stopAll() ends them all.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import S3rver from 's3rver';
import { writeErrorPages } from './error-pages.mjs';
import { haproxyConfig } from './haproxy.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const defaultServerEntry = path.join(repoRoot, 'packages', 'server', 'dist', 'main.js');
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/portal_cluster';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

// s3rver's built-in account: any other key is refused.
const S3_KEY = 'S3RVER';

/** A port free at the time of asking, on the loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves when `url` answers 200, or throws after `timeoutMs` (or as soon as `failed()` says so). */
export async function waitHealthy(url, { timeoutMs = 60_000, failed = () => undefined } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = failed();
    if (reason) throw new Error(reason);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * JWT_SECRET and DATA_KEY, the same for every process (a token signed by one is checked by
 * another; data encrypted by one is read by another): made once into `dir`, then reused.
 */
export function clusterSecrets(dir) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const read = (name) => {
    const file = path.join(dir, name);
    if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
    return readFileSync(file, 'utf8').trim();
  };
  return { JWT_SECRET: read('jwt-secret'), DATA_KEY: read('data-key') };
}

/** Creates the database `databaseUrl` names when the server does not have it yet. */
export async function ensureDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name "${name}" in ${databaseUrl}`);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
    return found.rowCount === 0;
  } finally {
    await client.end();
  }
}

/** The HAProxy binary; installs Debian's package when missing and allowed (root with apt-get). */
export function ensureHaproxy(log = console.log) {
  const found = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((file) => existsSync(file));
  if (found) return found;
  const onPath = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  const aptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).stdout.trim();
  if (process.getuid?.() !== 0 || !aptGet) {
    throw new Error('HAProxy is missing: install Debian\'s haproxy ("apt-get install haproxy") and run again');
  }
  log("Installing Debian's haproxy");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'haproxy'],
  ]) {
    const result = spawnSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
  return '/usr/sbin/haproxy';
}

/** Sends one command to HAProxy's runtime API on `socketFile`; resolves with its answer. */
export function haproxyCommand(socketFile, command) {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.createConnection(socketFile, () => socket.end(`${command}\n`));
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const text = answer.trim();
      // Success is an empty answer (or a listing); a refusal names what was wrong.
      if (/^(No such|Unknown|Require|.*not found)/i.test(text)) reject(new Error(`haproxy: ${command}: ${text}`));
      else resolve(text);
    });
  });
}

/**
 * Writes each line a child prints through `log`, prefixed with its name, except the request log
 * of the balancer's health checks (two lines a second per process, which would drown the rest).
 */
function forwardLines(child, name, log) {
  const healthRequests = new Set();
  const wanted = (line) => {
    if (!line.includes('"reqId"')) return true;
    const reqId = /"reqId":"([^"]+)"/.exec(line)?.[1];
    if (line.includes('"url":"/api/health"')) {
      healthRequests.add(reqId);
      return false;
    }
    return !(line.includes('"msg":"request completed"') && healthRequests.delete(reqId));
  };
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      if (wanted(line)) log(`[${name}] ${line}`);
    });
  }
}

/** Sends `signal`, and SIGKILL if the child has not ended after `graceMs`; resolves on its exit. */
function stopChild(child, signal = 'SIGTERM', graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

/**
 * Starts the S3 server, the database if absent, `processes` built servers and HAProxy on `port`
 * (0: any free port; the processes then take free ports too, else port+1…port+N).
 * `env` is added to every process's environment (e.g. NODE_ENV=test and CAPTCHA_TEST_TEXT for tests);
 * `log` receives every line, the processes' prefixed with their name (`() => {}` for silence).
 */
export async function startCluster({
  processes = 3,
  port = 3000,
  databaseUrl = DEFAULT_DATABASE_URL,
  redisUrl = DEFAULT_REDIS_URL,
  dataDir = path.join(repoRoot, 'data', 'cluster'),
  serverEntry = defaultServerEntry,
  env = {},
  log = console.log,
} = {}) {
  if (!existsSync(serverEntry)) {
    throw new Error(`The built server is missing at ${serverEntry}: run "npm run build" first.`);
  }
  const haproxyBin = ensureHaproxy(log);
  mkdirSync(dataDir, { recursive: true });
  const cleanups = [];
  const stopAll = async () => {
    while (cleanups.length > 0)
      await cleanups
        .pop()()
        .catch((error) => log(`stopping: ${error.message}`));
  };

  try {
    if (await ensureDatabase(databaseUrl)) log(`created the database ${new URL(databaseUrl).pathname.slice(1)}`);

    const s3Port = await freePort();
    const bucket = 'portal';
    const s3 = new S3rver({
      address: '127.0.0.1',
      port: s3Port,
      silent: true,
      directory: path.join(dataDir, 's3'),
      configureBuckets: [{ name: bucket }],
    });
    await s3.run();
    cleanups.push(() => s3.close());
    const s3Endpoint = `http://127.0.0.1:${s3Port}`;

    const balancerPort = port === 0 ? await freePort() : port;
    const url = `http://127.0.0.1:${balancerPort}`;
    const ports = [];
    for (let i = 0; i < processes; i++) ports.push(port === 0 ? await freePort() : port + 1 + i);

    // Everything every process must share (docs/OPERATIONS.md lists why each one).
    const shared = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${balancerPort}`,
      TRUST_PROXY: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      S3_ENDPOINT: s3Endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_KEY,
      S3_SECRET_ACCESS_KEY: S3_KEY,
      S3_FORCE_PATH_STYLE: 'true',
      SEED_DEMO_CONTENT: 'true',
      CLAMAV_DISABLED: 'true',
      ...clusterSecrets(path.join(dataDir, 'secrets')),
      ...env,
    };

    // HAProxy's runtime API (its stats socket); a no-op until the balancer runs.
    const socketFile = path.join(dataDir, 'haproxy.sock');
    let balancerRunning = false;
    const balancerCommand = (command) => (balancerRunning ? haproxyCommand(socketFile, command) : Promise.resolve(''));

    /** Resolves once the balancer has no request of its own in flight on `name` (10 s at most). */
    const drained = async (name) => {
      const deadline = Date.now() + 10_000;
      while (balancerRunning && Date.now() < deadline) {
        const stat = await balancerCommand('show stat');
        // CSV: pxname,svname,qcur,qmax,scur,…: scur is the sessions open through that server.
        const row = stat.split('\n').find((line) => line.startsWith(`portal,${name},`));
        if (!row || row.split(',')[4] === '0') return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };

    const nodes = ports.map((nodePort, i) => {
      const name = `node-${i + 1}`;
      const nodeDir = path.join(dataDir, name);
      mkdirSync(nodeDir, { recursive: true });
      const node = {
        name,
        port: nodePort,
        url: `http://127.0.0.1:${nodePort}`,
        dataDir: nodeDir,
        child: undefined,
        get pid() {
          return node.child?.pid;
        },
        /** Starts the process and resolves once it answers /api/health. */
        async start() {
          const child = spawn(process.execPath, [serverEntry], {
            cwd: repoRoot,
            env: { ...process.env, ...shared, DATA_DIR: nodeDir, PORT: String(nodePort) },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          node.child = child;
          forwardLines(child, name, log);
          await waitHealthy(`${node.url}/api/health`, {
            failed: () =>
              child.exitCode !== null || child.signalCode !== null
                ? `${name} exited (${child.exitCode ?? child.signalCode}) before answering`
                : undefined,
          });
        },
        /** Sends `signal` (SIGTERM: a graceful stop; SIGKILL: a crash); resolves when it has ended. */
        kill(signal = 'SIGTERM') {
          return node.child ? stopChild(node.child, signal) : Promise.resolve();
        },
        /**
         * A rolling restart's step: the balancer stops sending it requests (maintenance), it
         * stops gracefully (finishing those in flight), starts again on the same port and
         * folder, and the balancer takes it back once its health check passes.
         */
        async restart() {
          await balancerCommand(`set server portal/${name} state maint`);
          await drained(name);
          await node.kill('SIGTERM');
          await node.start();
          await balancerCommand(`set server portal/${name} state ready`);
        },
      };
      return node;
    });
    cleanups.push(() => Promise.all(nodes.map((node) => node.kill('SIGTERM'))));
    // All at once, as a fleet starts: the seed waits its turn under the migration lock.
    await Promise.all(nodes.map((node) => node.start()));

    const configFile = path.join(dataDir, 'haproxy.cfg');
    const errorFiles = writeErrorPages(path.join(dataDir, 'haproxy-errors'));
    writeFileSync(configFile, haproxyConfig({ port: balancerPort, servers: nodes, socket: socketFile, errorFiles }));
    const check = spawnSync(haproxyBin, ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`HAProxy refuses ${configFile}:\n${check.stdout}${check.stderr}`);
    // -db: in the foreground, so that it ends with us; -W: master-worker, a clean stop on SIGTERM.
    const haproxy = spawn(haproxyBin, ['-W', '-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    forwardLines(haproxy, 'haproxy', log);
    cleanups.push(() => {
      balancerRunning = false;
      return stopChild(haproxy, 'SIGTERM', 5_000);
    });
    await waitHealthy(`${url}/api/health`, {
      timeoutMs: 15_000,
      failed: () => (haproxy.exitCode !== null ? `haproxy exited (${haproxy.exitCode})` : undefined),
    });
    balancerRunning = true;

    return {
      url,
      processes: nodes,
      s3: { endpoint: s3Endpoint, bucket, accessKeyId: S3_KEY, secretAccessKey: S3_KEY },
      databaseUrl,
      redisUrl,
      balancer: {
        pid: haproxy.pid,
        configFile,
        /** One command of HAProxy's runtime API, e.g. `show servers state`; answers its output. */
        command: balancerCommand,
        stop: () => {
          balancerRunning = false;
          return stopChild(haproxy, 'SIGTERM', 5_000);
        },
      },
      stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
