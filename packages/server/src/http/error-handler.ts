import { messages } from '@portal/shared/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailableCause } from '../db/unavailable.ts';
import { HttpError } from '../errors.ts';

/**
 * The one place errors become answers: typed errors as they are, validation as a
 * 422 with messages per field, the framework's client errors in Vietnamese, and
 * every 5xx as a plain message with the details only in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(error.toBody());
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      // Field names come from the client (a record's keys): a Map, so `constructor` or `toString`
      // is a field like any other and not Object.prototype's (that was a 500).
      const errors = new Map<string, string[]>();
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        const message = issue.message ?? messages.invalidValue;
        // Several checks of one field may fail with the same message (zod's int() and max() of a
        // number past 2^53): the field names it once.
        const listed = errors.get(field) ?? [];
        if (!listed.includes(message)) errors.set(field, [...listed, message]);
      }
      return reply
        .status(422)
        .send({ message: messages.validationFailed, code: 'validation_failed', errors: Object.fromEntries(errors) });
    }

    // The database restarting, unreachable, full or read-only: a quick 503 "try again later", not a
    // 500, and one log line that names the cause.
    const unavailable = databaseUnavailableCause(error);
    if (unavailable) {
      request.log.warn({ err: error, cause: unavailable }, `database unavailable: ${unavailable}`);
      reply.status(503).header('retry-after', '5');
      // A portal page opened in a browser gets a page, not JSON.
      if (!request.url.startsWith('/api/') && request.headers.accept?.includes('text/html')) {
        return reply
          .type('text/html; charset=utf-8')
          .send(
            `<!doctype html><html lang="vi"><meta charset="utf-8"><title>Tạm gián đoạn</title><p>${messages.serviceUnavailable}</p></html>`,
          );
      }
      return reply.send({ message: messages.serviceUnavailable, code: 'service_unavailable' });
    }

    // Text PostgreSQL cannot store (a NUL character, an invalid escape) is bad input, not a fault.
    if (isUnstorableText(error)) {
      return reply.status(422).send({
        message: messages.validationFailed,
        code: 'validation_failed',
        errors: { _: [messages.unstorableText] },
      });
    }

    if (isMalformedMultipart(error)) {
      return reply.status(400).send({ message: messages.malformedMultipart, code: 'bad_request' });
    }

    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.status(status).send({ message: clientErrorMessage(error), code: clientErrorCode(status) });
    }

    request.log.error({ err: error }, 'request failed');
    const overloaded = status === 503;
    return reply.status(overloaded ? 503 : 500).send({
      message: overloaded ? messages.serviceUnavailable : messages.serverError,
      code: overloaded ? 'service_unavailable' : 'server_error',
    });
  });
}

/**
 * A form (multipart) body the parser (@fastify/busboy) cannot read: no boundary, cut short. Its
 * errors are plain `Error`s without a status, so they are known by their messages.
 */
function isMalformedMultipart(error: FastifyError): boolean {
  if (error.statusCode !== undefined) return false;
  return /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|Unsupported Content-Type\.)$/.test(
    error.message,
  );
}

/** PostgreSQL's "invalid byte sequence" (22021) and "untranslatable character" (22P05), maybe wrapped by drizzle. */
export function isUnstorableText(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (code === '22021' || code === '22P05') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Errors the router raises before any route or hook (Fastify's `frameworkErrors`): a malformed
 * percent-encoding or a path parameter over the length limit. Answered in Vietnamese, without
 * echoing the address or naming the framework's error code.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 414
      : error.statusCode && error.statusCode < 500
        ? error.statusCode
        : 400;
  const message = status === 414 ? messages.urlTooLong : messages.urlInvalid;
  // A mistyped address opened in a browser gets a page saying so and a way home, not JSON.
  if (!request.url.startsWith('/api/') && request.headers.accept?.includes('text/html')) {
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="vi"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${message}</title><p>${message}</p><p><a href="/">Về trang chủ</a></p></html>`,
      );
    return;
  }
  reply.status(status).send({ message, code: status === 414 ? 'uri_too_long' : 'bad_request' });
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return messages.payloadTooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return messages.unsupportedMediaType;
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return messages.malformedJson;
    default:
      if (error.statusCode === 404) return messages.notFound;
      if (error.statusCode === 429) return messages.tooManyRequests;
      return messages.invalidValue;
  }
}

function clientErrorCode(status: number): string {
  if (status === 404) return 'not_found';
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'too_many_requests';
  return 'bad_request';
}
