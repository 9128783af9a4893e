import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { documentTitle } from '@portal/shared/routes';
import type { Settings } from '@portal/shared/settings';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import { escapeHtml } from '../http/html.ts';
import { defaultAdminDist } from '../paths.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const NOT_BUILT =
  '<!doctype html><html lang="vi"><meta charset="utf-8"><title>Khu vực quản trị chưa sẵn sàng</title>' +
  '<h1>Khu vực quản trị chưa được build</h1>' +
  '<p>Hãy chạy <code>npm run build</code> rồi khởi động lại máy chủ.</p><p><a href="/">Về Cổng thông tin</a></p></html>';

/** The department's icon (its favicon, else its logo) as the page's icon link; none until staff give one. */
export function iconLink(site: Settings): string | undefined {
  const icon = site.favicon_url || site.logo_url;
  return icon ? `<link rel="icon" href="${escapeHtml(icon)}" type="image/webp">` : undefined;
}

/**
 * The back office's tab: "Quản trị | " and the portal's title suffix, the department's icon, and
 * the portal's name for its app bar (application-name), from the settings.
 */
export function adminBranded(html: string, site: Settings): string {
  return html
    .replace(
      /<title>[^<]*<\/title>/,
      () =>
        `<title>${escapeHtml(documentTitle('Quản trị', site.title_suffix))}</title>` +
        `<meta name="application-name" content="${escapeHtml(site.title_suffix)}">` +
        // The app bar's colour: the department's primary, which white text is readable on (settings).
        `<meta name="theme-color" content="${escapeHtml(site.primary_color)}">`,
    )
    .replace(/<link rel="icon"[^>]*>/, (tag) => iconLink(site) ?? tag);
}

/**
 * Serves the back office (packages/admin, a bundle of its own the portal never loads) under
 * /admin/: its hashed assets cached for a year, and its index.html, never cached, for /admin and
 * every path under it that is no file (react-admin's routes: /admin/categories/3...). Register
 * before the portal, whose catch-all would otherwise answer /admin/*.
 */
export async function registerAdmin(
  app: FastifyInstance,
  { settings }: AppContext,
  /** The built back office (`npm run build -w @portal/admin` writes packages/admin/dist); tests pass their own. */
  dist: string = defaultAdminDist,
): Promise<void> {
  const indexFile = path.join(dist, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;

  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: path.join(dist, 'assets'),
      prefix: '/admin/assets/',
      // The portal registers @fastify/static too and owns reply.sendFile.
      decorateReply: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res) {
        // Every file here carries its content hash in its name (vite.config.ts).
        res.setHeader('cache-control', IMMUTABLE);
        res.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    app.log.warn({ dist }, 'the back office is not built: run `npm run build`');
  }

  const page = async (reply: FastifyReply) => {
    if (!indexHtml) {
      return reply.status(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(NOT_BUILT);
    }
    // A new build must reach staff at once: index.html names the new hashed assets.
    const html = adminBranded(indexHtml, await settings.get());
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  };

  app.get('/admin', async (_request, reply) => page(reply));
  app.get('/admin/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // A file that is not there (an old asset, a mistyped name) is a 404, not the app.
    if (pathname.startsWith('/admin/assets/') || /\.[a-z0-9]+$/i.test(pathname)) return reply.callNotFound();
    return page(reply);
  });
}
