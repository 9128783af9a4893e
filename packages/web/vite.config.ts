import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), plainDynamicImports()],
  resolve: {
    // React Router 7's package exports name only its development build, whose warnings stay in a
    // production bundle (remix-run/react-router#12532, #14102). The build takes the production
    // twin it ships beside it: the same code with the warnings off, which the bundler then drops.
    alias:
      command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ]
        : [],
  },
  base: '/',
  build: isSsrBuild
    ? firstScreenBuild
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // The server reads it to preload the chunk of the page it serves (packages/server/src/web/portal.ts).
        manifest: true,
        // One stylesheet, css/app.css (docs/DOMAIN.md, "The spec's contract", section 7), hashed so it can be cached for a year.
        cssCodeSplit: false,
        // No preload map of every page's imports in the start chunk (1.4 KB gzip of the first load, 27/11/2026):
        // the server preloads the first page's chunks with the page (decision 2; named for main.tsx on
        // the home page, decision 9); a later page's few imports of its own follow its chunk.
        modulePreload: false,
        rolldownOptions: {
          output: {
            entryFileNames: 'js/[name]-[hash].js',
            chunkFileNames: 'js/[name]-[hash].js',
            assetFileNames: (asset) =>
              asset.names.some((name) => name.endsWith('.css'))
                ? 'css/app-[hash][extname]'
                : 'assets/[name]-[hash][extname]',
            // Each file is a request of its own, and the portal is served over HTTP/1.1 (six at a time):
            // the shell's small common modules go in one file, and so do the list pages' shared parts,
            // instead of a file each (docs/PERFORMANCE.md, 27/11/2026).
            codeSplitting: {
              // A group takes only the modules it names; their imports stay where they were.
              includeDependenciesRecursively: false,
              groups: [
                {
                  name: 'shell',
                  test: /node_modules\/react\/|packages\/shared\/src\/(routes|errors|api\/(settings|endpoint|auth))\.ts$|packages\/web\/src\/lib\/(api|session|store|page-answers)\.ts$/,
                },
                {
                  name: 'list-parts',
                  test: /packages\/web\/src\/components\/(ListFilters|ListResults|Pagination|DemandTypeFilter|ProgressStageFilter|list-calls)\.tsx?$|packages\/shared\/src\/(product-labels|follow-through|nq57-groups)\.ts$/,
                },
              ],
            },
          },
        },
      },
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  css: {
    preprocessorOptions: {
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
}));

/**
 * The server's copy of the portal (`vite build --ssr`), which draws a public page's first screen
 * (src/first-screen.tsx): one module of fixed name, with React and the router inside, built for
 * production like the portal itself.
 */
const firstScreenBuild = {
  outDir: 'dist-ssr',
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: {
    input: 'src/first-screen.tsx',
    output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
  },
};

/** The module Vite wraps every dynamic `import()` of a client build with (`__vitePreload`). */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Vite wraps each dynamic `import()` in its preload helper even with `modulePreload: false`
 * (vitejs/vite#13952, #18551): 1.3 KB of the first load that preloads nothing here, since the
 * portal's stylesheet is one file (`cssCodeSplit: false`) and the server names the first page's
 * chunks itself. This gives the helper's import the plain call it amounts to. It refuses a
 * configuration under which the helper would have work to do.
 */
function plainDynamicImports(): Plugin {
  return {
    name: 'portal:plain-dynamic-imports',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      if (config.build.modulePreload !== false || config.build.cssCodeSplit !== false) {
        throw new Error('plainDynamicImports needs build.modulePreload and build.cssCodeSplit set to false');
      }
    },
    resolveId: { order: 'pre', handler: (id) => (id === PRELOAD_HELPER ? id : null) },
    load: {
      order: 'pre',
      handler: (id) => (id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : null),
    },
  };
}
