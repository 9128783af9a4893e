import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ command }) => ({
  plugins: [react()],
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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server reads it to preload the chunk of the page it serves (packages/server/src/web/portal.ts).
    manifest: true,
    // One stylesheet, css/app.css (docs/DOMAIN.md, "The spec's contract", section 7), hashed so it can be cached for a year.
    cssCodeSplit: false,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        entryFileNames: 'js/[name]-[hash].js',
        chunkFileNames: 'js/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? 'css/app-[hash][extname]'
            : 'assets/[name]-[hash][extname]',
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  css: {
    preprocessorOptions: {
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
}));
