// Starts the portal (React, the router, the request layer); main.tsx runs it after the first paint.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router.tsx';
import { openAuthModal } from './features/auth/modals.ts';
import { connectRouter, onAccountClosed, onPasswordChangeRequired } from './lib/api.ts';
import { forgetPageAnswers } from './lib/page-answers.ts';

// zod compiles its object parsers with `new Function` when it may; the CSP forbids eval, and the
// probe alone is a reported violation. Forms parse a few fields: the interpreter is enough.
// zod keeps its configuration on globalThis (shared by every copy of it), so setting it here
// costs no bytes of zod in the entry chunk; page chunks that load zod later read it.
const zodHolder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodHolder.__zod_globalConfig = Object.assign(zodHolder.__zod_globalConfig ?? {}, { jitless: true });

/**
 * Creates the router (which starts loading the page) and renders the portal into #root once the
 * page is ready. The first render is a transition, so React renders it in slices and the page
 * stays responsive.
 */
export function startPortal(container: HTMLElement): void {
  const router = createRouter();
  connectRouter({
    renavigate: (path) => void router.navigate(path, { replace: true }),
    goToLogin: () => void router.navigate('/login'),
    navigating: () => router.state.navigation.state !== 'idle',
  });
  onPasswordChangeRequired(() => openAuthModal({ name: 'changePassword', forced: true }));
  // Fetched only then: the notice carries the popups, which the first load does without.
  onAccountClosed(
    () => void import('./features/auth/account-closed.ts').then(({ showAccountClosed }) => showAccountClosed()),
  );
  const root = createRoot(container);
  const render = () => {
    forgetPageAnswers();
    startTransition(() =>
      root.render(
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      ),
    );
  };
  // The first render waits for the first page (its chunk and data), so the screen goes from the
  // server's boot screen straight to the page, with no empty frame between them.
  if (router.state.initialized) render();
  else {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      render();
    });
  }
}
