import pino from 'pino';

/** Log kept in memory while standard output cannot take it; beyond, lines are dropped, never queued without end. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

export interface LogDestination {
  stream: pino.DestinationStream;
  /** From now on a write the reader does not take is given up instead of retried (pino flushes at exit). */
  giveUpWhenBlocked(): void;
}

/**
 * The server's standard output, written without blocking. pino's default writes synchronously and
 * retries a full pipe for ever: a log reader that stops reading (or went away while its pipe stays
 * open) then stalls every request and keeps SIGTERM from ever ending the process.
 * A closed pipe (EPIPE) already turns writes into no-ops inside pino.
 */
export function standardOutput(): LogDestination {
  let retry = true;
  const stream = pino.destination({
    dest: 1,
    sync: false,
    maxLength: MAX_BUFFERED_BYTES,
    retryEAGAIN: () => retry,
  });
  return {
    stream,
    giveUpWhenBlocked() {
      retry = false;
    },
  };
}
