import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The suites wait on databases, mail and timers as much as on the CPU: on CI's two cores two
    // workers instead of Vitest's one (cores − 1) take the web suite from 65 s to 38 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: { name: 'shared', root: 'packages/shared', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      {
        test: {
          name: 'server',
          root: 'packages/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // Each file opens its own database; PGlite start-up and argon2 are CPU-bound on 2 cores.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The files share their worker's modules: each file builds its own app and database, and
          // loading Fastify, Drizzle and PGlite's WebAssembly once per worker instead of once per
          // file takes the suite from 6 min to under 2.5 min on two cores.
          isolate: false,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: 'packages/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        // The journeys' own helpers (the log scan of their teardown); the journeys run in Playwright.
        test: { name: 'e2e-support', root: 'e2e', environment: 'node', include: ['*.test.ts'] },
      },
      {
        test: { name: 'admin', root: 'packages/admin', environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
      },
    ],
  },
});
