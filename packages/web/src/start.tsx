// Starts the portal (React, the router, the request layer); main.tsx loads it after the first paint.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router.tsx';
import { connectRouter } from './lib/api.ts';

// zod compiles its object parsers with `new Function` when it may; the CSP forbids eval, and the
// probe alone is a reported violation. Forms parse a few fields: the interpreter is enough.
// zod keeps its configuration on globalThis (shared by every copy of it), so setting it here
// costs no bytes of zod in the entry chunk; page chunks that load zod later read it.
const zodHolder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodHolder.__zod_globalConfig = Object.assign(zodHolder.__zod_globalConfig ?? {}, { jitless: true });

const container = document.getElementById('root');
if (container) {
  const router = createRouter();
  connectRouter({
    renavigate: (path) => void router.navigate(path, { replace: true }),
    goToLogin: () => void router.navigate('/login'),
  });
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
