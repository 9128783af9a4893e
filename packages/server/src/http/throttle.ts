import type { Config } from '../config.ts';

/**
 * A route's `config` for the calls a person makes by hand and an attacker would repeat: signing
 * in, registering, verifying, recovering, accepting an invitation, VNeID, the account's data and
 * the public forms. AUTH_RATE_LIMIT calls a minute from one address (@fastify/rate-limit, app.ts),
 * counted in Redis with REDIS_URL so that the limit holds across processes (infra/rate-limit-store.ts).
 * Wrong passwords and lockouts are counted elsewhere: in the database (modules/auth/sign-in-throttle.ts),
 * which every process already shares, so they need no Redis.
 */
export const personThrottle = (config: Pick<Config, 'AUTH_RATE_LIMIT'>) => ({
  rateLimit: { max: config.AUTH_RATE_LIMIT, timeWindow: 60_000 },
});
