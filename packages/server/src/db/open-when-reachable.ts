import { createServer } from 'node:http';
import { messages } from '@portal/shared/messages';
import { PORTAL_VERSION } from '@portal/shared/release';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { databaseUnavailableCause } from './unavailable.ts';

const RETRY_MS = 5_000;

/**
 * Opens the database; while it cannot be reached (PostgreSQL down, refusing, too full), the process
 * does not exit: it answers on its port what it can — alive (`/api/health/live` 200), not ready
 * (`/api/health/ready` 503), every other request 503 with Retry-After and the Vietnamese message —
 * and tries again every 5 s, then hands the port to the portal. An outage of the database at
 * boot must not leave a balancer with a refused connection, nor systemd with a crash loop. A
 * wrong setting or a database of a newer release still stops the start.
 */
export async function openDatabaseWhenReachable(
  config: Config,
  log: Logger,
  { retryMs = RETRY_MS }: { retryMs?: number } = {},
): Promise<DatabaseHandle> {
  const open = () =>
    openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    });
  let cause: string | undefined;
  try {
    return await open();
  } catch (error) {
    cause = databaseUnavailableCause(error);
    if (!cause) throw error;
  }
  const holding = await holdingServer(config);
  log.warn({ cause, retryMs }, `database unavailable at start: ${cause}; answering 503 and trying again`);
  try {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, retryMs));
      try {
        const database = await open();
        log.info('database reachable: starting');
        return database;
      } catch (error) {
        const now = databaseUnavailableCause(error);
        if (!now) throw error;
        if (now !== cause) log.warn({ cause: now }, `database unavailable at start: ${now}`);
        cause = now;
      }
    }
  } finally {
    await holding.close();
  }
}

/** The answers while the database is away, on the portal's own port. */
async function holdingServer(config: Config) {
  const json = (status: number, body: unknown) => ({
    status,
    type: 'application/json; charset=utf-8',
    body: JSON.stringify(body),
  });
  const answer = (url: string, accept: string) => {
    const pathname = url.split('?')[0] ?? '';
    if (pathname === '/api/health/live') return json(200, { status: 'ok', version: PORTAL_VERSION });
    if (pathname === '/api/health/ready')
      return json(503, { status: 'error', version: PORTAL_VERSION, checks: { database: 'unreachable' } });
    if (pathname === '/api/health')
      return json(503, { status: 'error', database: 'unreachable', version: PORTAL_VERSION });
    if (pathname.startsWith('/api/') || !accept.includes('text/html'))
      return json(503, { message: messages.serviceUnavailable, code: 'service_unavailable' });
    return {
      status: 503,
      type: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="vi"><meta charset="utf-8"><title>Tạm gián đoạn</title><p>${messages.serviceUnavailable}</p></html>`,
    };
  };
  const server = createServer((request, response) => {
    const { status, type, body } = answer(request.url ?? '/', request.headers.accept ?? '');
    response.writeHead(status, {
      'content-type': type,
      'cache-control': 'no-store',
      ...(status === 503 ? { 'retry-after': '5' } : {}),
    });
    response.end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
