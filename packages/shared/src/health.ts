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
 * `GET /api/health/ready`: whether this process can serve requests now, part by part. Without its
 * database it cannot (503: a balancer sends it nothing until it is ready again). Without Redis,
 * the file bucket or clamd it still serves what needs none of them (200, `degraded`): taking every
 * process out for an outage elsewhere would take the whole portal down. A part that is not
 * configured is not listed.
 */
export const ReadyAnswerSchema = z.object({
  status: z.enum(['ok', 'degraded', 'error']),
  version: z.string(),
  checks: z.object({
    database: PartStateSchema,
    redis: PartStateSchema.optional(),
    files: PartStateSchema.optional(),
    clamd: PartStateSchema.optional(),
  }),
});
