/**
 * Why the database cannot serve a request, named for the log line of each refused request and for
 * the operator's alerts (docs/OPERATIONS.md, "Database outages"); every one is answered 503 "try
 * again later", never 500. Drizzle wraps the driver's error in `cause`.
 */
export type DatabaseUnavailableCause =
  | 'refused'
  | 'unreachable'
  | 'too many connections'
  | 'timeout'
  | 'read-only'
  | 'restarting'
  | 'connection lost'
  | 'missing database';

// SQLSTATE codes (PostgreSQL's appendix A) and socket errors, by cause.
const BY_CODE: [RegExp, DatabaseUnavailableCause][] = [
  [/^ECONNREFUSED$/, 'refused'],
  [/^(EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN)$/, 'unreachable'],
  // 53300 too_many_connections (max_connections, or a role's or database's CONNECTION LIMIT).
  [/^53300$/, 'too many connections'],
  // 57014 query_canceled (statement_timeout, lock_timeout).
  [/^(57014|ETIMEDOUT)$/, 'timeout'],
  // 25006 read_only_sql_transaction: a standby, or a primary set read-only (a failover in progress).
  [/^25006$/, 'read-only'],
  // 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting or stopping).
  [/^57P0[123]$/, 'restarting'],
  // Class 08: connection exceptions.
  [/^(08...|ECONNRESET|EPIPE)$/, 'connection lost'],
  // 3D000 invalid_catalog_name: the database does not exist (being restored).
  [/^3D000$/, 'missing database'],
];

// node-postgres errors that carry no code.
const BY_MESSAGE: [RegExp, DatabaseUnavailableCause][] = [
  [/^(timeout exceeded when trying to connect|Query read timeout)/, 'timeout'],
  [
    /^(Connection terminated|Client has encountered a connection error|Cannot use a pool after calling end)/,
    'connection lost',
  ],
];

/** The cause when `error` means the database cannot serve now; undefined for any other error. */
export function databaseUnavailableCause(error: unknown): DatabaseUnavailableCause | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      const found = BY_CODE.find(([pattern]) => pattern.test(code));
      if (found) return found[1];
    }
    if (typeof message === 'string') {
      const found = BY_MESSAGE.find(([pattern]) => pattern.test(message));
      if (found) return found[1];
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whether an error means the database cannot be reached or is going away (503, not 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseUnavailableCause(error) !== undefined;
}
