import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstScreenInput } from '@portal/shared/first-calls';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

type Draw = (input: FirstScreenInput) => Promise<string | undefined>;

/**
 * Pages being drawn or waiting to be (the portal draws one at a time, 3 to 10 ms each): beyond, a
 * page is sent with its boot screen at once, so a burst of pages never makes the next wait.
 */
export const DRAWING_QUEUE = 8;

/**
 * The portal's own drawing of a public page's first screen (packages/web/src/first-screen.tsx,
 * built beside the portal as `dist-ssr/first-screen.js`), loaded with the first page that asks for
 * it: the server's start does without React. Answers undefined where there is no such build, where
 * the page could not be drawn, or while DRAWING_QUEUE pages are being drawn; the page then shows
 * its boot screen until its script runs.
 */
export function firstScreenDrawer(webDist: string, log: FastifyBaseLogger): Draw {
  const file = path.join(webDist, '..', 'dist-ssr', 'first-screen.js');
  let loaded: Promise<Draw | undefined> | undefined;
  let drawing = 0;
  return async (input) => {
    if (drawing >= DRAWING_QUEUE) return undefined;
    drawing++;
    try {
      return await drawOne(input);
    } finally {
      drawing--;
    }
  };

  async function drawOne(input: FirstScreenInput) {
    loaded ??= existsSync(file)
      ? import(pathToFileURL(file).href).then(
          (module: { drawFirstScreen: Draw }) => module.drawFirstScreen,
          (error: unknown) => {
            log.error({ err: error, file }, 'the first screens of the portal cannot be drawn');
            return undefined;
          },
        )
      : Promise.resolve(undefined);
    const draw = await loaded;
    return draw?.(input).catch((error: unknown) => {
      log.warn({ err: error, url: input.url }, 'the first screen of a page could not be drawn');
      return undefined;
    });
  }
}

/**
 * A public page's first screen as the portal draws it (drawFirstScreen below), shown until the portal's
 * script renders the page over it. Until then it is a picture: inert, since nothing on it answers
 * yet (a click on its controls would be lost), and hidden from assistive technology, which hears
 * that the page is loading.
 */
export const drawnBootScreen = (screen: string, signedIn: boolean) =>
  [
    // Drawn for a visitor: a browser that holds a token does not see the visitor's sign-in buttons.
    `<div class="${signedIn ? 'boot-page boot-page--signed-in' : 'boot-page'}">`,
    '<p class="visually-hidden" role="status">Đang tải nội dung…</p>',
    `<div class="boot-page-screen" inert aria-hidden="true">${screen}</div>`,
    '</div>',
  ].join('');
/** The longest answers (characters of JSON) a page is drawn from: a very long post is not (~45 ms at 400 KB). */
export const DRAWN_ANSWERS_MAX = 150_000;

/** Whether the browser is a phone's, as it says itself (Client Hints; else its user agent). */
export function onPhone(request: FastifyRequest): boolean {
  const mobile = request.headers['sec-ch-ua-mobile'];
  if (mobile === '?1' || mobile === '?0') return mobile === '?1';
  // Phones say "Mobile" (Android's and iPhones); tablets do not.
  return /Mobi/i.test(request.headers['user-agent'] ?? '');
}
