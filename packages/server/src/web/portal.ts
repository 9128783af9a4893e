import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@portal/shared/messages';
import { documentTitle, matchPortalRoute, type PortalRoute } from '@portal/shared/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { defaultWebDist } from '../paths.ts';

const NOT_FOUND_TITLE = 'Không tìm thấy trang';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built portal: hashed assets under /js/ and /css/ cached for a year,
 * and index.html (never cached) for every portal route, with the route's title
 * written in and a 404 status for paths that are no route of the portal.
 * Unknown /api paths answer JSON.
 */
export async function registerPortal(app: FastifyInstance, { config }: AppContext): Promise<void> {
  const dist = config.WEB_DIST ?? defaultWebDist;
  const indexFile = path.join(dist, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;

  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      allowedPath: (pathName) => pathName !== '/index.html',
      cacheControl: false,
      setHeaders(res, filePath) {
        const relative = path.relative(dist, filePath);
        const hashed = relative.startsWith(`js${path.sep}`) || relative.startsWith(`css${path.sep}`);
        res.setHeader('cache-control', hashed ? IMMUTABLE : 'public, max-age=86400');
        // The body depends on Accept-Encoding (a .br or .gz twin may be sent): say so to shared caches.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    app.log.warn({ dist }, 'the portal is not built: run `npm run build`');
  }

  const pages = new Map<string, string>();
  const pageFor = (route: PortalRoute | undefined) => {
    const title = documentTitle(route ? route.title : NOT_FOUND_TITLE);
    let html = pages.get(title);
    if (!html && indexHtml) {
      html = indexHtml.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
      pages.set(title, html);
    }
    return html;
  };

  const notFoundAnswer = (pathname: string, reply: FastifyReply) =>
    reply.status(404).send({
      message: pathname.startsWith('/api') ? messages.apiNotFound : messages.notFound,
      code: 'not_found',
    });

  // Any method on a path no route has: JSON 404 (the API's unknown paths, missing assets).
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) =>
    notFoundAnswer(request.url.split('?')[0] ?? '/', reply),
  );

  // History-mode fallback: every other GET is a portal page. The static files above are routes of
  // their own and win over this wildcard.
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isFile = /^\/(api|js|css)(\/|$)/.test(pathname) || /\.[a-z0-9]+$/i.test(pathname);
    if (isFile) return notFoundAnswer(pathname, reply);

    const route = matchPortalRoute(pathname);
    const html = pageFor(route);
    if (!html) {
      return reply
        .status(503)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><meta charset="utf-8"><title>Cổng chưa sẵn sàng</title><p>Giao diện cổng chưa được build. Hãy chạy <code>npm run build</code>.</p>',
        );
    }
    return reply
      .status(route ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
