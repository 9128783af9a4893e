import type { ApiErrorBody } from '@portal/shared/errors';
import { messages } from '@portal/shared/messages';

/** An error the API answers as it is: a status, a stable code and a Vietnamese message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** Headers the answer must carry (Retry-After of a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return this.fieldErrors
      ? { message: this.message, code: this.code, errors: this.fieldErrors }
      : { message: this.message, code: this.code };
  }
}

export const notFound = (message: string = messages.notFound) => new HttpError(404, 'not_found', message);
export const unauthorized = (message: string = messages.unauthorized) => new HttpError(401, 'unauthorized', message);
export const forbidden = (message: string = messages.forbidden) => new HttpError(403, 'forbidden', message);
export const conflict = (message: string) => new HttpError(409, 'conflict', message);
export const unprocessable = (errors: Record<string, string[]>, message: string = messages.validationFailed) =>
  new HttpError(422, 'validation_failed', message, errors);
export const serviceUnavailable = () => new HttpError(503, 'service_unavailable', messages.serviceUnavailable);
