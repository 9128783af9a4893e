import { z } from 'zod';

/** `GET /api/health`: the server's state and its database's (200 when both are fine, 503 otherwise). */
export const HealthAnswerSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unreachable']),
});
