import { z } from 'zod';

/** An answer that only says what was done (in Vietnamese, for a toast). */
export const MessageAnswerSchema = z.object({ message: z.string() });

/**
 * An error answer as a route documents it (413, 422, 503 of an upload; 404 of a file): the
 * message, its stable code and, on a 422, the field errors (shared/errors.ts, ApiErrorBody).
 */
export const ErrorAnswerSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
