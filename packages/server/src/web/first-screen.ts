import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PublicSettings } from '@portal/shared/settings';
import type { FastifyBaseLogger } from 'fastify';

/** What the page is drawn from (packages/web/src/first-screen.tsx). */
export interface FirstScreenInput {
  url: string;
  answers: Record<string, unknown>;
  settings: PublicSettings;
  narrow: boolean;
}
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
