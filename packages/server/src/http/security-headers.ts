import type { IncomingMessage, ServerResponse } from 'node:http';
import { messages } from '@portal/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';
import { HttpError } from '../errors.ts';

/** Methods that change nothing; every other one is a write. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Helmet's headers, worked out once at start and set on every answer (pages, assets, API,
 * errors) in one step. Running helmet's middleware on each request cost 40 % of the
 * throughput of `GET /api/settings` (bench/api.ts), for headers that never change.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers = helmetHeaders(helmetOptions(config));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    done(crossSiteWrite(request, config) ? new HttpError(403, 'cross_site_request', messages.crossSite) : undefined);
  });
}

/**
 * A write to the API sent by another site's page: refused before routing. The API takes its
 * credentials from the Authorization header (which a foreign page cannot set without a CORS
 * preflight, and no CORS header is ever sent) and the refresh cookie is SameSite=Strict; this
 * check is the second lock, for anonymous writes too (contact form, questions, registration).
 * Browsers send Origin on every cross-origin write and Sec-Fetch-Site on every request; tools
 * like curl send neither and are let through.
 */
function crossSiteWrite(request: FastifyRequest, config: Config): boolean {
  if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return false;
  const origin = request.headers.origin;
  if (origin !== undefined && !isOwnOrigin(origin, request, config.PUBLIC_URL)) return true;
  return request.headers['sec-fetch-site'] === 'cross-site';
}

/**
 * With PUBLIC_URL (always, in production) the whole origin must match, scheme included.
 * Without it (development, tests) only the host is compared, so that the portal's writes work
 * whatever name the developer opened it by (localhost, 127.0.0.1, Vite's dev server). The host
 * is the Host header, or X-Forwarded-Host only from a proxy named in TRUST_PROXY (app.ts).
 */
function isOwnOrigin(origin: string, request: FastifyRequest, publicUrl: string | undefined): boolean {
  try {
    const sent = new URL(origin);
    if (publicUrl) return sent.origin === new URL(publicUrl).origin;
    // URL drops a scheme's default port from `host`; the Host header may still name it.
    return sent.host === request.host.replace(/:(80|443)$/, '');
  } catch {
    // "null" (a sandboxed frame, a file) or anything else that is not a URL.
    return false;
  }
}

export function helmetOptions(config: Config): HelmetOptions {
  const https = config.PUBLIC_URL?.startsWith('https:') ?? false;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets style attributes through the DOM, which a CSP allows; libraries that
        // add <style> elements (SweetAlert2, react-admin's emotion) need 'unsafe-inline' for styles only.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  };
}

/** Runs helmet once against a response that only records what is set on it. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
