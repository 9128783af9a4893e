import { PORTAL_VERSION } from '@portal/shared/release';
import pino, { type LoggerOptions } from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabaseWhenReachable } from './db/open-when-reachable.ts';
import { DatabaseNewerThanReleaseError, recordRelease, releaseStarted } from './db/releases.ts';
import { seedDatabase } from './db/seed.ts';
import { standardOutput } from './http/log-destination.ts';
import { loggerOptions } from './http/logger.ts';

async function main() {
  const config = loadConfig();
  const output = standardOutput();
  const logging = loggerOptions(config, { stream: output.stream });
  // Before the app exists (the database away at start): a stop ends the process at once.
  const stopEarly = () => process.exit(0);
  process.once('SIGTERM', stopEarly);
  process.once('SIGINT', stopEarly);
  const database = await openDatabaseWhenReachable(config, pino(logging as LoggerOptions, output.stream));
  process.off('SIGTERM', stopEarly);
  process.off('SIGINT', stopEarly);
  const app = await buildApp({ config, database, logger: logging });
  // Several processes starting at once on an empty database seed it one at a time (db/client.ts).
  // The release's first start on this database seeds its demo; a restart finds it there.
  const restart = await releaseStarted(database.db, PORTAL_VERSION);
  await database.withMigrationLock(() => seedDatabase(database.db, config, app.log, { restart }));
  await recordRelease(database.db, PORTAL_VERSION);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Past the deadline (a connection that never ends, a log nobody reads) the process exits anyway.
    const deadline = setTimeout(() => {
      app.log.error({ signal, deadlineMs: config.SHUTDOWN_DEADLINE_MS }, 'shutdown deadline passed: exiting anyway');
      output.giveUpWhenBlocked();
      process.exit(1);
    }, config.SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // close() ends the connections idle at that moment; one still answering (a load balancer's
    // kept-alive connection) would stay open after its answer until the client drops it, holding
    // the stop until the deadline: end each as soon as it goes idle.
    setInterval(() => app.server.closeIdleConnections(), 200).unref();
    await app.close();
    await database.close();
    output.giveUpWhenBlocked();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    { database: database.kind, version: PORTAL_VERSION },
    `portal ${PORTAL_VERSION} ready at ${config.PUBLIC_URL ?? `http://localhost:${config.PORT}`}`,
  );
}

main().catch((error: unknown) => {
  // A wrong setting, or a database a newer release migrated: the message says what to do.
  if (error instanceof ConfigError || error instanceof DatabaseNewerThanReleaseError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
