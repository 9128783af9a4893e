import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { firstCalls } from '@portal/shared/first-calls';
import { homeHero } from '@portal/shared/home-hero';
import { imageAt, imageSrcSet, POST_COVER_SIZES } from '@portal/shared/images';
import { messages } from '@portal/shared/messages';
import {
  documentTitle,
  matchPortalRoute,
  NOT_FOUND_PAGE,
  type PortalRoute,
  type RouteName,
  routeEnabled,
} from '@portal/shared/routes';
import { publicSettingsOf, type Settings } from '@portal/shared/settings';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { isUnstorableText } from '../http/error-handler.ts';
import { escapeHtml } from '../http/html.ts';
import { publicOrigin } from '../http/origin.ts';
import { RSS_PATH, rssFeedTitle } from '../modules/discovery/discovery.routes.ts';
import { defaultWebDist } from '../paths.ts';
import { DRAWN_ANSWERS_MAX, drawnBootScreen, firstScreenDrawer, onPhone } from './first-screen.ts';
import { BOOT_SCREEN, branded, readable, siteDescription } from './page-look.ts';
import { itemIsPublic, itemPageTitles, sharersOf } from './share.ts';

const NOT_FOUND_TITLE = 'Không tìm thấy trang';
/** The title of a section's page while its setting switches it off (Hỏi đáp, Liên hệ). */
const SWITCHED_OFF_TITLE = 'Không tìm thấy nội dung';

/**
 * On the home page the static screen is the page's own first screen, as HomePage renders it (same
 * classes, same words): it is painted before the script runs, and React's copy is no larger.
 */
const HOME_BOOT_SCREEN = [
  '<div class="boot-home">',
  '<section class="home-hero"><div class="container">',
  `<h1 class="home-hero-title">${escapeHtml(homeHero.title)}</h1>`,
  `<p class="home-hero-lead">${escapeHtml(homeHero.lead)}</p>`,
  '</div></section>',
  '<p class="visually-hidden" role="status">Đang tải nội dung…</p>',
  '</div>',
].join('');
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built portal: hashed assets under /js/ and /css/ cached for a year,
 * and index.html (never cached) for every portal route, with the route's title
 * written in and a 404 status for paths that are no route of the portal.
 * Unknown /api paths answer JSON.
 */
export async function registerPortal(app: FastifyInstance, context: AppContext): Promise<void> {
  const { config } = context;
  // Browsers ask for /favicon.ico where a page names no icon (a PDF opened in a tab): the department's.
  app.get('/favicon.ico', async (_request, reply) => {
    const site = await context.settings.get();
    return reply
      .header('cache-control', 'public, max-age=3600')
      .redirect(site.favicon_url || site.logo_url || '/favicon.svg', 302);
  });
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

  const manifest = readManifest(dist);
  const pages = new Map<string, string>();
  /**
   * index.html with the route's title and the chunks the page needs (the portal's start chunk and
   * the page's own), made once per route. Where the page's first screen is in the page itself (the
   * home page and the login page over it, written here; a public page the server could draw, in
   * `screen`), the chunks are only named, for main.tsx to fetch once that screen is painted: they
   * would compete with the stylesheet for the first paint. Elsewhere the first screen is React's,
   * so they are preloaded with the page.
   */
  const pageFor = (route: PortalRoute | undefined, screen: string | undefined, signedIn: boolean) => {
    // The login page is the home page under the login modal.
    const homeScreen = route?.name === 'Home' || route?.name === 'Login';
    const firstScreenInPage = homeScreen || screen !== undefined;
    const key = `${route?.name ?? '404'}${firstScreenInPage ? ' painted' : ''}`;
    let html = pages.get(key);
    if (!html && indexHtml) {
      const title = documentTitle(route ? route.title : NOT_FOUND_TITLE);
      const page = route?.page ?? NOT_FOUND_PAGE;
      const seen = new Set<string>();
      const chunks = [
        ...chunksOf(manifest, 'src/start.tsx', seen),
        ...chunksOf(manifest, `src/pages/${page}.tsx`, seen),
      ];
      const chunkTags = firstScreenInPage
        ? jsonBlock('portal-chunks', JSON.stringify(chunks.map((file) => `/${file}`)))
        : chunks.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
      html = indexHtml
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
        .replace(BOOT_SCREEN, (bootScreen) => (homeScreen ? HOME_BOOT_SCREEN : bootScreen))
        .replace('</head>', () => `${chunkTags}</head>`);
      pages.set(key, html);
    }
    return html && screen !== undefined ? html.replace(BOOT_SCREEN, () => drawnBootScreen(screen, signedIn)) : html;
  };
  const drawFirstScreen = firstScreenDrawer(dist, app.log);

  /**
   * What a link preview (Facebook, Zalo) shows: Open Graph tags for every page, with the
   * item's own title, summary and image on a shareable page (web/share.ts); whether an item page's
   * item is missing (a 404); and the news feed's autodiscovery link.
   */
  const sharers = sharersOf(context);
  const shareInfo = async (route: PortalRoute | undefined, url: URL, request: FastifyRequest, site: Settings) => {
    const pathname = url.pathname;
    const origin = publicOrigin(config);
    const sharer = route && sharers[route.name];
    const id = safeDecode(pathname.split('/')[2] ?? '');
    let lookupFailed = false;
    const item = sharer
      ? await sharer(id, url.searchParams).catch((error: unknown) => {
          // An address the database cannot even store (a NUL character) names nothing: not found.
          if (isUnstorableText(error)) return undefined;
          lookupFailed = true;
          request.log.warn({ err: error }, 'the item of a shared page could not be looked up');
          return undefined;
        })
      : undefined;
    // An item page whose item is not public answers 404 with its own title; a lookup that failed
    // (an outage) is no reason to say "not found": the portal then shows what the API answers.
    const missingTitle = route && itemPageTitles[route.name];
    const missingItem =
      route !== undefined &&
      missingTitle !== undefined &&
      !lookupFailed &&
      !(await itemIsPublic(context, route.name, id, item).catch(() => true));
    // A section its setting switches off is not there either: 404, as the portal's notice says.
    const switchedOff = route !== undefined && !routeEnabled(route.name, site);
    const missing = missingItem || switchedOff;
    const title = switchedOff ? SWITCHED_OFF_TITLE : missingItem ? missingTitle : item?.title;
    const description = item?.description || siteDescription(site);
    const image = item?.image ?? null;
    const type = item?.type ?? 'website';
    const tags: [string, string][] = [
      ['og:site_name', site.site_name],
      ['og:type', type],
      ['og:title', title ?? documentTitle(route ? route.title : NOT_FOUND_TITLE, site.title_suffix)],
      ['og:description', description],
      ['og:url', `${origin}${pathname}${url.search}`],
      ['og:locale', 'vi_VN'],
      ['og:image', new URL(image ?? (site.share_image_url || site.logo_url || '/favicon.svg'), origin).href],
    ];
    const meta = [
      ...tags.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`),
      ...(route && image ? largestPicturePreload(route.name, image) : []),
      '<meta name="twitter:card" content="summary_large_image">',
      // RSS autodiscovery: browsers and feed readers find the news feed from any page.
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(rssFeedTitle(site.site_name))}" href="${RSS_PATH}">`,
    ].join('');
    return { title, meta, missing };
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
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><meta charset="utf-8"><title>Cổng chưa sẵn sàng</title><p>Giao diện cổng chưa được build. Hãy chạy <code>npm run build</code>.</p>',
        );
    }
    // The settings ride along in the page, so the first screen needs no call for them.
    const site = await context.settings.get();
    const settingsBlock = jsonBlock('portal-settings', await context.settings.getResponseJson());
    // The request's own path and query, prefixed: read alone, a path such as "//99999" would be
    // taken for another host (and an impossible one throws).
    const share = await shareInfo(route, new URL(`http://portal${request.url}`), request, site);
    // The answers the page's loader asks for first ride along too: its first screen then needs no call.
    const answers = await firstAnswers(app, context, route, pathname);
    // A public page of its own (not the home page's, written by hand) is painted as the portal draws
    // it, unless its content is very long: drawing it would take the server tens of milliseconds.
    const screen =
      route &&
      !share.missing &&
      !route.requiresLogin &&
      route.name !== 'Home' &&
      route.name !== 'Login' &&
      answers.json.length <= DRAWN_ANSWERS_MAX
        ? await drawFirstScreen({
            url: request.url,
            // Read back only for a page that is drawn: the home page, the most asked, never is.
            answers: JSON.parse(answers.json) as Record<string, unknown>,
            settings: publicSettingsOf(site),
            narrow: onPhone(request),
          })
        : undefined;
    // The spec keeps the access token in a cookie `token` too (docs/DOMAIN.md, section 3).
    const html = pageFor(route, screen, Boolean(request.cookies.token)) ?? indexHtml;
    const title = documentTitle(share.title ?? (route ? route.title : NOT_FOUND_TITLE), site.title_suffix);
    const page = readable(
      branded(
        html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`),
        site,
      ),
      request.cookies,
    );
    // A drawn page is drawn for the browser's screen (a phone's or not): a cache keeps one per kind.
    if (screen !== undefined) reply.header('vary', 'sec-ch-ua-mobile, user-agent');
    return reply
      .status(route && !share.missing ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(
        // Replacement functions: `$&` or `$'` in a title must stay text, never a replacement pattern.
        page.replace('</head>', () => `${share.meta}${settingsBlock}${answers.block}</head>`),
      );
  });
}

/**
 * The picture an item page paints largest, fetched with the page instead of after its script: a
 * post's cover in the sizes the page shows it at, a product's first picture (its gallery's) as the
 * page shows it. Other pages' pictures are the item's share image only, or none.
 */
function largestPicturePreload(route: RouteName, image: string): string[] {
  const coverSet = route === 'PostDetail' ? imageSrcSet(image) : undefined;
  if (coverSet) {
    return [
      `<link rel="preload" as="image" href="${escapeHtml(imageAt(image, 960))}" imagesrcset="${escapeHtml(coverSet)}" imagesizes="${POST_COVER_SIZES}" fetchpriority="high">`,
    ];
  }
  if (route === 'ProductDetail')
    return [`<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high">`];
  return [];
}

/**
 * The answers of the page's first calls (`firstCalls`) as one JSON object by API path, in a data
 * block for the portal's request layer. Only what the public cache answers to anyone goes in: an
 * answer that depends on who asks never passes through it (it would carry no `x-cache`). A fresh
 * cached answer is taken as it is; otherwise the call is made in-process, as the browser would,
 * which also fills the cache. A failed or refused call is left to the portal, which makes it itself
 * and shows its error state.
 */
async function firstAnswers(
  app: FastifyInstance,
  { publicCache }: AppContext,
  route: PortalRoute | undefined,
  pathname: string,
): Promise<{ block: string; json: string }> {
  const calls = route ? (firstCalls[route.name]?.({ id: safeDecode(pathname.split('/')[2] ?? '') }) ?? []) : [];
  const answers = await Promise.all(
    calls.map(async (call) => {
      const cached = publicCache.fresh(call);
      if (cached !== undefined) return [call, cached] as const;
      const answer = await app.inject({ method: 'GET', url: call }).catch(() => undefined);
      return answer?.statusCode === 200 && answer.headers['x-cache'] ? ([call, answer.body] as const) : undefined;
    }),
  );
  const members = answers.flatMap((answer) => (answer ? [`${JSON.stringify(answer[0])}:${answer[1]}`] : []));
  if (members.length === 0) return { block: '', json: '{}' };
  const json = `{${members.join(',')}}`;
  return { block: jsonBlock('portal-answers', json), json };
}

/** A JSON data block for the portal to read (never run: the CSP stays without inline scripts); `<` escaped so it cannot close the element. */
function jsonBlock(id: string, json: string): string {
  return `<script type="application/json" id="${id}">${json.replaceAll('<', '\\u003c')}</script>`;
}

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

function readManifest(dist: string): Manifest {
  try {
    return JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/** The chunk of a page module and the chunks it imports, without the entry (already in index.html). */
function chunksOf(manifest: Manifest, source: string, seen = new Set<string>()): string[] {
  const chunk = manifest[source];
  if (!chunk || chunk.isEntry || seen.has(source)) return [];
  seen.add(source);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunksOf(manifest, imported, seen))];
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}
