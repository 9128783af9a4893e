/**
 * Whether an error means the database cannot be reached or is going away (a restart, a lost
 * connection, a pool timeout, a cancelled statement), so that the request is answered 503
 * "try again later", never 500. Drizzle wraps the driver's error in `cause`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODE.test(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

// Socket errors; SQLSTATE class 08 (connection exception); 57P01-57P03 (admin or crash shutdown,
// cannot connect now); 57014 (statement timeout); 53300 (too many connections); 3D000 (the
// database does not exist, e.g. being restored).
const UNAVAILABLE_CODE =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENOTFOUND|08...|57P0[123]|57014|53300|3D000)$/;

// node-postgres errors that carry no code.
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Cannot use a pool after calling end)/;
