import type { HealthAnswerSchema, LiveAnswerSchema, ReadyAnswerSchema } from '../health.ts';
import type { SettingsQuerySchema, SettingsResponseSchema } from '../settings.ts';
import { endpoint, type FileAnswer } from './endpoint.ts';

/** The portal's public settings (flags, the footer's details); `keys` asks for some of them only. */
export const settingsApi = {
  get: endpoint<{ query: typeof SettingsQuerySchema; response: { 200: typeof SettingsResponseSchema } }>()(
    'GET',
    '/api/settings',
  ),
};

/** Whether the server and its database answer (for the operators' probes: docs/OPERATIONS.md). */
export const healthApi = {
  check: endpoint<{ response: { 200: typeof HealthAnswerSchema; 503: typeof HealthAnswerSchema } }>()(
    'GET',
    '/api/health',
  ),
  /** The process runs (liveness: restart it when this fails). */
  live: endpoint<{ response: { 200: typeof LiveAnswerSchema } }>()('GET', '/api/health/live'),
  /** It can serve now (readiness: send it requests only while this answers 200). */
  ready: endpoint<{ response: { 200: typeof ReadyAnswerSchema; 503: typeof ReadyAnswerSchema } }>()(
    'GET',
    '/api/health/ready',
  ),
};

/**
 * The OpenAPI description of every operation (the server's app.ts serves it, generated from the
 * routes' schemas; a JSON document with no schema of its own). The sitemap page links to it.
 */
export const docsApi = {
  openApi: endpoint<{ response: FileAnswer }>()('GET', '/api/docs'),
};
