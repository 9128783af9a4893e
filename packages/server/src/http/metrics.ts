import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client.ts';

/**
 * The process's own metrics (memory, CPU, event-loop lag, garbage collection, handles), collected
 * once per process into a registry of their own: every app built in it (tests build many) shares them.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The counters that modules outside HTTP feed: the mail queue's deliveries. */
export interface PortalMetrics {
  mailSent(): void;
  mailFailed(final: boolean): void;
}

/**
 * The portal's metrics in Prometheus's text format at GET /metrics (docs/OPERATIONS.md,
 * "Metrics"): requests by route and status with their latency, the errors among them, the database
 * pool, mails and the public cache, beside the process's own. Answered only to an address of
 * METRICS_ALLOW (the client's as TRUST_PROXY resolves it; loopback by default) or with
 * `Authorization: Bearer METRICS_TOKEN`; to anyone else it does not exist (404).
 */
export function registerMetrics(
  app: FastifyInstance,
  {
    database,
    allow,
    token,
    trustsProxy,
  }: { database: DatabaseHandle; allow: string[]; token?: string; trustsProxy: boolean },
): PortalMetrics {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'Requests answered, by method, route (its pattern) and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const serverErrors = new Counter({
    name: 'portal_http_server_errors_total',
    help: 'Requests answered 5xx, by route and status (503: an outage or a limit; 500: a fault)',
    labelNames: ['route', 'status'],
    registers: [registry],
  });
  const mails = new Counter({
    name: 'portal_mail_deliveries_total',
    help: 'Mails handed to the mail server (sent), and attempts it refused (retry: tried again later; failed: given up)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const cache = new Counter({
    name: 'portal_public_cache_answers_total',
    help: 'Public answers from the cache (hit) or computed (miss)',
    labelNames: ['result'],
    registers: [registry],
  });
  const statements = new Histogram({
    name: 'portal_database_statement_duration_seconds',
    help: 'Time of each database statement, from the client sending it to its answer',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15],
    registers: [registry],
  });
  database.observeStatements((seconds) => statements.observe(seconds));
  new Gauge({
    name: 'portal_database_pool_connections',
    help: 'PostgreSQL pool connections: total, idle, and requests waiting for one (PGlite: none)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });

  new Gauge({
    name: 'portal_mail_queue_jobs',
    help: "Mails in the queue (pg-boss's mail jobs) by state: created and retry are waiting, failed were given up",
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const { rows } = await database
        .executeSql(
          "select state::text as state, count(*)::int as n from pgboss.job where name = 'mail' group by state",
          [],
        )
        .catch(() => ({ rows: [] }));
      this.reset();
      for (const state of ['created', 'retry', 'active', 'failed']) this.set({ state }, 0);
      for (const row of rows as { state: string; n: number }[]) this.set({ state: row.state }, Number(row.n));
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = routeLabel(request.routeOptions.url);
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) serverErrors.inc({ route, status: labels.status });
    // The public cache marks what it answered (http/public-cache.ts).
    const cached = reply.getHeader('x-cache');
    if (cached === 'hit' || cached === 'miss') cache.inc({ result: cached });
  });

  const allowed = addressList(allow);
  const expected = token ? Buffer.from(`Bearer ${token}`) : undefined;
  const mayRead = (request: FastifyRequest) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (expected && given.length === expected.length && timingSafeEqual(given, expected)) return true;
    // Relayed by a proxy the portal was not told to trust (no TRUST_PROXY): the address is the
    // proxy's own, loopback most often, and says nothing of who asked.
    if (!trustsProxy && request.headers['x-forwarded-for'] !== undefined) return false;
    const family = isIP(request.ip);
    return family !== 0 && allowed.check(request.ip, family === 6 ? 'ipv6' : 'ipv4');
  };

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayRead(request)) return reply.callNotFound();
    const merged = Registry.merge([processMetrics(), registry]);
    return reply
      .type(merged.contentType)
      .header('cache-control', 'no-store')
      .send(await merged.metrics());
  });

  return {
    mailSent: () => mails.inc({ outcome: 'sent' }),
    mailFailed: (final) => mails.inc({ outcome: final ? 'failed' : 'retry' }),
  };
}

/** Folders of hashed files, served one route per file: counted as one route each. */
const STATIC_FOLDERS = ['/js/', '/css/', '/admin/assets/'];

/**
 * The route's pattern (/api/posts/:id), never the URL: a bounded set of series. A build's hashed
 * scripts and styles are a route each; their folder stands for them (/js/*), or every release
 * would add its files' series until the process restarts.
 */
export function routeLabel(pattern: string | undefined): string {
  if (!pattern) return 'unmatched';
  const folder = STATIC_FOLDERS.find((prefix) => pattern.startsWith(prefix));
  return folder ? `${folder}*` : pattern;
}

/** METRICS_ALLOW's entries (addresses, CIDRs, `loopback`) as a list Node checks addresses against. */
function addressList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}
