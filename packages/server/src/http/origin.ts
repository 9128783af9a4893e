import type { Config } from '../config.ts';

/**
 * The portal's own address, the origin of every absolute link the server writes (Open Graph
 * tags, sitemap, feed, mails, VNeID's redirect URIs): PUBLIC_URL, which production requires, or
 * in development and tests `http://localhost:PORT`. Never the request's Host or
 * X-Forwarded-Host: a link must not point where a client's headers say.
 */
export function publicOrigin(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return config.PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${config.PORT}`;
}
