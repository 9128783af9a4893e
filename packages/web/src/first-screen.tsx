// Built for the server (`vite build --ssr`, dist-ssr/first-screen.js; packages/server/src/web/first-screen.ts):
// draws a public page's first screen as the portal renders it for a visitor, from the answers the
// server writes into the page, so that the page is painted before its script has even loaded. It
// is a picture, not hydrated: the portal's script renders the page over it (start.tsx), as on the
// home page, whose first screen the server writes by hand.
import type { FirstScreenInput } from '@portal/shared/first-calls';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './app/router.tsx';
import { serveFromAnswersOnly } from './lib/page-answers.ts';
import { serverScreen } from './lib/server-screen.ts';
import { updateSession } from './lib/session.ts';

const handler = createStaticHandler(routes);
let drawing: Promise<unknown> = Promise.resolve();

/**
 * The HTML of the page as a visitor's browser would draw it; undefined when the page needs a call
 * the answers do not hold, redirects or fails. The page's state lives in modules (session,
 * answers, screen), so one page is drawn at a time.
 */
export function drawFirstScreen(input: FirstScreenInput): Promise<string | undefined> {
  const drawn = drawing.then(() => draw(input));
  drawing = drawn.catch(() => undefined);
  return drawn;
}

async function draw({ url, answers, settings, narrow }: FirstScreenInput) {
  serveFromAnswersOnly(answers);
  serverScreen.narrow = narrow;
  updateSession({ user: null, token: null, fieldErrors: {}, redirectPath: null, settings });
  try {
    const context = await handler.query(new Request(new URL(url, 'http://portal')));
    if (context instanceof Response || context.errors) return undefined;
    const router = createStaticRouter(handler.dataRoutes, context);
    return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  } finally {
    serveFromAnswersOnly(undefined);
  }
}
