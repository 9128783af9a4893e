import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

export interface PostgresListener {
  close(): Promise<void>;
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries and lose the
 * subscription), made again after losing its server: at once, then up to 2 s apart. Each time it
 * listens, `onListening` is told: notifications sent meanwhile are lost. The loss and the return
 * are logged once each.
 */
export function listenToPostgres({
  connectionString,
  channel,
  onMessage,
  onListening,
  log,
}: {
  connectionString: string;
  /** A plain identifier: it is written into the LISTEN statement. */
  channel: string;
  onMessage: (payload: string) => void;
  onListening: () => void;
  log: FastifyBaseLogger;
}): PostgresListener {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
  let client: pg.Client | undefined;
  let closed = false;
  let lost = false;
  let delay = 0;
  let retry: NodeJS.Timeout | undefined;

  const schedule = () => {
    if (closed) return;
    retry = setTimeout(connect, delay);
    retry.unref();
    delay = Math.min(Math.max(delay * 2, 100), 2_000);
  };

  function connect() {
    retry = undefined;
    const candidate = new pg.Client({ connectionString, connectionTimeoutMillis: 2_000, keepAlive: true });
    let gone = false;
    const drop = (error?: Error) => {
      if (gone) return;
      gone = true;
      if (client === candidate) client = undefined;
      candidate.end().catch(() => {});
      if (closed) return;
      if (!lost) {
        lost = true;
        log.warn(
          { reason: error?.message },
          'PostgreSQL LISTEN connection lost: cache invalidations from other processes are missed until it is back',
        );
      }
      schedule();
    };
    candidate.on('error', drop);
    candidate.on('end', () => drop());
    candidate.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    candidate
      .connect()
      .then(() => candidate.query(`listen ${channel}`))
      .then(() => {
        if (closed || gone) return void candidate.end().catch(() => {});
        client = candidate;
        delay = 0;
        if (lost) {
          lost = false;
          log.info('PostgreSQL LISTEN connection is back: cache invalidations from other processes resume');
        }
        onListening();
      })
      .catch(drop);
  }

  connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
