import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The server's tests that start processes of their own or run for minutes: the built server
 * started, stopped and starved (resilience), several processes behind HAProxy (cluster), a real
 * redis-server, clamd or S3 stand-in, and the fuzzers. npm test and CI run them; the fast tier not.
 */
const serverSlow = [
  'src/resilience/**/*.test.ts',
  'src/cluster/**/*.test.ts',
  'src/fuzz/**/*.test.ts',
  'src/deploy/**/*.test.ts',
  'src/backup/backup.s3.test.ts',
  'src/infra/rate-limit-store.test.ts',
  'src/infra/cache-broadcast.test.ts',
  'src/modules/uploads/clamav.test.ts',
];

const webOptions = {
  root: 'packages/web',
  environment: 'jsdom',
  setupFiles: ['./src/test/setup.ts'],
  // Above the 5 s that findBy* and waitFor may wait (src/test/setup.ts).
  testTimeout: 15_000,
};

/** The portal's test files that replace a module with vi.mock (the web-mocking project). */
const webSources = path.join(import.meta.dirname, 'packages/web/src');
const webMocking = readdirSync(webSources, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => readFileSync(path.join(webSources, file), 'utf8').includes('vi.mock('))
  .map((file) => `src/${file}`);

const serverOptions = {
  // Each file opens its own database; PGlite start-up and argon2 are CPU-bound on 2 cores.
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // The files share their worker's modules: loading Fastify, Drizzle and PGlite's WebAssembly
  // once per worker instead of once per file took the suite from 6 min to under 2.5 min on two
  // cores; and so the worker's PGlite databases, emptied between files (test/helper.ts).
  isolate: false,
};

export default defineConfig({
  test: {
    // One temporary folder per run, removed at its end (scripts/test-tmp.ts).
    globalSetup: ['./scripts/test-tmp.ts'],
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
          // The suites of server-slow below, which the fast tier (npm run test:fast) leaves out.
          exclude: serverSlow,
          ...serverOptions,
        },
      },
      {
        test: {
          name: 'server-slow',
          root: 'packages/server',
          environment: 'node',
          include: serverSlow,
          ...serverOptions,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...webMocking, 'src/**/*.server.test.tsx'],
          // The files share their worker's modules and document: jsdom made once per worker instead of
          // once per file took the project from 118 s to 17 s on two cores (06/12/2026).
          isolate: false,
          ...webOptions,
        },
      },
      {
        plugins: [react()],
        // A file that replaces a module (vi.mock) gets modules of its own: in a shared worker the
        // modules it imports may already hold the real one.
        test: { name: 'web-mocking', include: webMocking, ...webOptions },
      },
      {
        plugins: [react()],
        // What the server runs of the portal (src/first-screen.tsx), where there is no browser.
        test: { name: 'web-server', root: 'packages/web', environment: 'node', include: ['src/**/*.server.test.tsx'] },
      },
      {
        // The repository's own rules (the floors of biome.json).
        test: { name: 'repo', root: 'scripts', environment: 'node', include: ['*.test.ts'] },
      },
      {
        // The journeys' own helpers (the log scan of their teardown); the journeys run in Playwright.
        test: { name: 'e2e-support', root: 'e2e', environment: 'node', include: ['*.test.ts'] },
      },
      {
        test: {
          name: 'admin',
          root: 'packages/admin',
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}'],
          // The files share their worker's modules (react-admin and MUI loaded once per worker, not
          // once per file): 93 s → 45 s on two cores, 65 passed (03/12/2026).
          isolate: false,
        },
      },
    ],
  },
});
