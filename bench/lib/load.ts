// The mixed load of bench/load.ts and bench/faults.ts: public reads (home, lists, details,
// search), sign-ins and citizen proposals, each at a steady rate (open loop: a slow server
// does not slow the offered load), against a running portal on the loopback.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from './server.ts';

export interface LoadServer {
  url: string;
  /** Its data folder: the mail outbox (confirmation links) is in it. */
  dataDir: string;
  pid: number | undefined;
  child: ChildProcess;
  /** Resolves with the exit code or signal when the process ends. */
  exited: Promise<number | string>;
  stop(): Promise<number | string>;
}

/**
 * Starts the built server as `npm start` does (packages/server/dist/main.js, or BENCH_SERVER_ENTRY
 * for a build elsewhere) and waits for /api/health.
 */
export async function startServer(port: number, env: Record<string, string>): Promise<LoadServer> {
  const entry = process.env.BENCH_SERVER_ENTRY
    ? path.resolve(process.env.BENCH_SERVER_ENTRY)
    : path.join(repoRoot, 'packages/server/dist/main.js');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-load-'));
  const child = spawn(process.execPath, ['--max-semi-space-size=4', '--max-old-space-size=192', entry], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      ADMIN_PASSWORD: 'Bench@12345',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve(code ?? signal ?? 'unknown');
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering`);
    if (Date.now() > deadline) throw new Error(`${url}/api/health did not answer within 60 s`);
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    dataDir,
    pid: child.pid,
    child,
    exited,
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

export type Kind = 'home' | 'list' | 'detail' | 'search' | 'signin' | 'submit';
export const KINDS: Kind[] = ['home', 'list', 'detail', 'search', 'signin', 'submit'];

/** Requests per second of each kind. */
export const DEFAULT_RATES: Record<Kind, number> = {
  home: 10,
  list: 15,
  detail: 15,
  search: 5,
  signin: 1,
  submit: 2,
};

export interface Sample {
  kind: Kind;
  /** Milliseconds since the load started, when the request was sent. */
  at: number;
  ms: number;
  /** HTTP status, or 0 for a network error (connection refused or reset). */
  status: number;
}

/** In flight beyond this and a tick sends nothing (counted as `skipped`): the load stays bounded. */
const MAX_IN_FLIGHT = 256;

const SEARCH_WORDS = ['nông nghiệp', 'chuyển đổi số', 'nghị quyết', 'đổi mới sáng tạo', 'sản phẩm', 'công nghệ'];

interface Citizen {
  email: string;
  password: string;
  token: string;
}

const json = (body: unknown, token?: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

async function signIn(url: string, email: string, password: string): Promise<Response> {
  const captcha = await fetch(`${url}/api/captcha`);
  if (captcha.status !== 200) return captcha;
  const { data } = (await captcha.json()) as { data: { key: string } };
  return fetch(`${url}/api/auth/login`, json({ email, password, captcha: 'abcde', key: data.key }));
}

/** The token of the confirmation mail to `email` in the server's outbox (quoted-printable undone), waiting up to 30 s. */
async function confirmationToken(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const files = (() => {
      try {
        return readdirSync(outbox);
      } catch {
        return [];
      }
    })();
    for (const file of files) {
      const mail = readFileSync(path.join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const token = mail.includes(email) ? /\/confirm-email\?token=([\w-]+)/.exec(mail)?.[1] : undefined;
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no confirmation mail to ${email}`);
}

/**
 * Citizens who sign in and send proposals during the load, their addresses confirmed by the
 * mailed link (the server needs CAPTCHA_TEST_TEXT=abcde and a REGISTRATION_DAILY_LIMIT above `count`).
 */
export async function prepareCitizens(server: Pick<LoadServer, 'url' | 'dataDir'>, count: number): Promise<Citizen[]> {
  const { url } = server;
  const citizens: Citizen[] = [];
  const run = randomUUID().slice(0, 8);
  for (let i = 0; i < count; i++) {
    const email = `tai-${run}-${i}@example.vn`;
    const password = 'HoaPhuong@2026';
    const captcha = (await (await fetch(`${url}/api/captcha`)).json()) as { data: { key: string } };
    const registered = await fetch(
      `${url}/api/auth/register`,
      json({
        full_name: 'Nguyễn Thị Hoa',
        citizenPid: `079${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
        email,
        password,
        passwordConfirm: password,
        google_auththen_check: false,
        consent: true,
        captcha: 'abcde',
        key: captcha.data.key,
      }),
    );
    if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
    const token = await confirmationToken(server.dataDir, email);
    const confirmed = await fetch(`${url}/api/auth/confirm-email`, json({ token }));
    if (confirmed.status !== 200) throw new Error(`confirm-email: ${confirmed.status} ${await confirmed.text()}`);
    const login = await signIn(url, email, password);
    if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
    const { data } = (await login.json()) as { data: { access_token: string } };
    citizens.push({ email, password, token: data.access_token });
  }
  return citizens;
}

/** Ids and slugs the detail calls pick from. */
async function detailPaths(url: string): Promise<string[]> {
  const paths: string[] = [];
  for (const list of ['posts', 'products']) {
    const response = await fetch(`${url}/api/${list}?per_page=50`);
    const { data } = (await response.json()) as { data: { id: number }[] };
    for (const row of data) paths.push(`/api/${list}/${row.id}`);
  }
  if (paths.length === 0) throw new Error('no posts or products to read: seed demo content first');
  return paths;
}

const pick = <T>(values: T[]): T => values[Math.floor(Math.random() * values.length)] as T;

export interface LoadRun {
  samples: Sample[];
  /** request_id of every proposal the server answered 201. */
  created: string[];
  skipped: number;
  /** Resolves when the duration is over and every request has its answer. */
  done: Promise<void>;
  stop(): void;
}

/** Starts the load for `seconds`; `citizens` sign in and send proposals. */
export async function startLoad(
  url: string,
  citizens: Citizen[],
  seconds: number,
  rates: Record<Kind, number> = DEFAULT_RATES,
): Promise<LoadRun> {
  const details = await detailPaths(url);
  const samples: Sample[] = [];
  const created: string[] = [];
  let skipped = 0;
  let inFlight = 0;
  const started = performance.now();
  const pending = new Set<Promise<void>>();

  const requestOf = (kind: Kind): (() => Promise<Response>) => {
    switch (kind) {
      case 'home':
        return () => fetch(`${url}${Math.random() < 0.5 ? '/' : '/api/home'}`);
      case 'list': {
        const list = pick(['posts', 'products', 'documents', 'big-problems']);
        return () => fetch(`${url}/api/${list}?page=${1 + Math.floor(Math.random() * 3)}`);
      }
      case 'detail':
        return () => fetch(`${url}${pick(details)}`);
      case 'search':
        return () => fetch(`${url}/api/search?q=${encodeURIComponent(pick(SEARCH_WORDS))}`);
      case 'signin': {
        const citizen = pick(citizens);
        return () => signIn(url, citizen.email, citizen.password);
      }
      case 'submit': {
        const citizen = pick(citizens);
        const requestId = randomUUID();
        return async () => {
          const response = await fetch(
            `${url}/api/proposals`,
            json(
              {
                request_id: requestId,
                title: 'Máy sấy nông sản dùng năng lượng mặt trời',
                proposal_kind: 'product',
                field: 'Nông nghiệp',
                summary: 'Máy sấy tiết kiệm điện cho hợp tác xã',
                description: 'Máy sấy dùng collector năng lượng mặt trời, sấy 500 kg nông sản mỗi mẻ.',
                readiness_level: 7,
                demand_types: [1],
                budget: 1,
                ip_advice: 0,
                price: 45_000_000,
                organisation: 'Hợp tác xã Diễn Châu',
                contact_name: 'Nguyễn Văn An',
                contact_phone: '0912 345 678',
                contact_email: 'lienhe@htx.vn',
                submit: true,
              },
              citizen.token,
            ),
          );
          if (response.status === 201) created.push(requestId);
          return response;
        };
      }
    }
  };

  const fire = (kind: Kind) => {
    if (inFlight >= MAX_IN_FLIGHT) {
      skipped++;
      return;
    }
    inFlight++;
    const at = performance.now();
    const send = requestOf(kind);
    const promise = send()
      .then(
        async (response) => {
          await response.arrayBuffer();
          return response.status;
        },
        () => 0,
      )
      .then((status) => {
        samples.push({ kind, at: at - started, ms: performance.now() - at, status });
      })
      .finally(() => {
        inFlight--;
        pending.delete(promise);
      });
    pending.add(promise);
  };

  // Each kind on its own timer, 10 ticks a second, carrying fractions over.
  const credit = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>;
  const timer = setInterval(() => {
    for (const kind of KINDS) {
      credit[kind] += rates[kind] / 10;
      while (credit[kind] >= 1) {
        credit[kind] -= 1;
        fire(kind);
      }
    }
  }, 100);

  let stopTimer: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    const end = setTimeout(() => stopTimer(), seconds * 1000);
    stopTimer = () => {
      clearTimeout(end);
      clearInterval(timer);
      void Promise.all(pending).then(() => resolve());
    };
  });

  return {
    samples,
    created,
    get skipped() {
      return skipped;
    },
    done,
    stop: () => stopTimer(),
  };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** A markdown table per kind: requests, 2xx, 4xx, 503, other 5xx, network errors, p50, p99. */
export function printSummary(samples: Sample[]): void {
  console.log('| kind | requests | 2xx | 4xx | 503 | other 5xx | network errors | p50 ms | p99 ms |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const kind of [...KINDS, 'all'] as const) {
    const rows = kind === 'all' ? samples : samples.filter((sample) => sample.kind === kind);
    const count = (test: (status: number) => boolean) => rows.filter((row) => test(row.status)).length;
    const ms = rows.map((row) => row.ms);
    console.log(
      `| ${kind} | ${rows.length} | ${count((s) => s >= 200 && s < 300)} | ${count((s) => s >= 400 && s < 500)} | ${count((s) => s === 503)} | ${count((s) => s >= 500 && s !== 503)} | ${count((s) => s === 0)} | ${Math.round(percentile(ms, 50))} | ${Math.round(percentile(ms, 99))} |`,
    );
  }
}

/** A fresh database on the local PostgreSQL server of `serverUrl`; answers its URL. */
export async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** How many proposals each request_id has in the database. */
export async function proposalCounts(databaseUrl: string, requestIds: string[]): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ request_id: string; n: number }>(
      'select request_id, count(*)::int as n from proposals where request_id = any($1) group by request_id',
      [requestIds],
    );
    return new Map(rows.map((row) => [row.request_id, row.n]));
  } finally {
    await client.end();
  }
}
