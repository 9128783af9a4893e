import { z } from 'zod';

/** A part the portal depends on, as the readiness check found it. */
const PartStateSchema = z.enum(['ok', 'unreachable']);

/**
 * `GET /api/health`: the server's state and its database's (200 when both are fine, 503 otherwise),
 * with the release that answers. Balancers set up before /ready existed keep asking it.
 */
export const HealthAnswerSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: PartStateSchema,
  version: z.string(),
});

/** `GET /api/health/live`: the process answers (200 while it runs; systemd's and a balancer's liveness probe). */
export const LiveAnswerSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
});

/**
 * `GET /api/health/ready`: whether this process can serve requests now, part by part (200 when
 * every part answers, 503 otherwise: a balancer sends it nothing until it is ready again).
 */
export const ReadyAnswerSchema = z.object({
  status: z.enum(['ok', 'error']),
  version: z.string(),
  checks: z.object({ database: PartStateSchema }),
});
