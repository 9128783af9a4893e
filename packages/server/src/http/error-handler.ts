import { messages } from '@portal/shared/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
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
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        errors[field] = [...(errors[field] ?? []), issue.message ?? messages.invalidValue];
      }
      return reply.status(422).send({ message: messages.validationFailed, code: 'validation_failed', errors });
    }

    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.status(status).send({ message: clientErrorMessage(error), code: clientErrorCode(status) });
    }

    request.log.error({ err: error }, 'request failed');
    const unavailable = status === 503;
    return reply.status(unavailable ? 503 : 500).send({
      message: unavailable ? messages.serviceUnavailable : messages.serverError,
      code: unavailable ? 'service_unavailable' : 'server_error',
    });
  });
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return messages.payloadTooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return messages.unsupportedMediaType;
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Dữ liệu gửi lên không đúng định dạng JSON';
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
