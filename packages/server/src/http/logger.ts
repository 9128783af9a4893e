import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { Config } from '../config.ts';

/**
 * Paths of a log line that may hold a credential: the bearer token, the refresh cookie, and
 * any object a route logs by mistake with a secret-named key. Request bodies are never logged;
 * logs.test.ts runs the sensitive flows at level trace and looks for every secret used.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  // @fastify/multipart logs the request's headers at trace ("Providing options to busboy").
  'busboyOptions.headers.authorization',
  'busboyOptions.headers.cookie',
  '*.password',
  '*.passwordHash',
  '*.citizenPid',
  '*.otp',
  '*.secret',
  '*.access_token',
  '*.refreshToken',
  '*.refresh_token',
];

/** A failed query's message and stack name its parameters (drizzle): they can be a hash or a citizen ID. */
const QUERY_PARAMS = /\nparams: .*$/gm;

type SerializedError = Record<string, unknown> & { message?: string; stack?: string; cause?: unknown };

function scrub(serialized: SerializedError): SerializedError {
  const result: SerializedError = { ...serialized };
  if (typeof result.message === 'string') result.message = result.message.replace(QUERY_PARAMS, '\nparams: [Redacted]');
  if (typeof result.stack === 'string') result.stack = result.stack.replace(QUERY_PARAMS, '\nparams: [Redacted]');
  if ('params' in result) result.params = '[Redacted]';
  if (result.cause && typeof result.cause === 'object') result.cause = scrub(result.cause as SerializedError);
  return result;
}

/**
 * Query parameters whose values stay out of the log: VNeID's authorization code and state on
 * the return to /login, the one-time values of the request to VNeID (nonce, PKCE challenge),
 * the e-mail of "forgot password", and the single-use token of a staff invitation's page.
 */
const SECRET_QUERY = /([?&](?:code|state|session_state|nonce|code_challenge|emailForget|token)=)[^&#]*/g;

/** A request as Fastify logs it by default, with the values of SECRET_QUERY hidden. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? request.url.replace(SECRET_QUERY, '$1[Redacted]') : request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Errors as pino writes them, without the parameters of a failed query. */
export function serializeError(error: Error): SerializedError {
  return scrub(pino.stdSerializers.err(error) as unknown as SerializedError);
}

/** The server's logger (main.ts); tests pass a level and a stream of their own. */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL'>,
  overrides: { level?: string; stream?: pino.DestinationStream } = {},
): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level: overrides.level ?? config.LOG_LEVEL,
    redact: REDACTED_PATHS,
    serializers: { err: serializeError, req: serializeRequest },
    ...(overrides.stream ? { stream: overrides.stream } : {}),
  } as unknown as NonNullable<Exclude<FastifyServerOptions['logger'], boolean>>;
}
