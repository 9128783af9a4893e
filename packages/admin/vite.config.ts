import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes .br and .gz beside every script and stylesheet, at the highest quality, so the server
 * sends them as they are (as packages/web/scripts/precompress.mjs does for the portal).
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options) {
      const assets = path.join(options.dir ?? 'dist', 'assets');
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const file = path.join(assets, name);
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * The back office is a bundle of its own, served by the server under /admin/
 * (packages/server/src/web/admin.ts); the public portal never loads it.
 */
export default defineConfig(({ command }) => ({
  plugins: [react(), precompress()],
  base: '/admin/',
  resolve: {
    // react-admin's unused English default (src/i18n/ra-default-messages.ts says why); the tests keep
    // the real package, which vi.test.ts compares the Vietnamese texts with.
    alias:
      command === 'build'
        ? [
            {
              find: /^ra-language-english$/,
              replacement: path.resolve(import.meta.dirname, 'src/i18n/ra-default-messages.ts'),
            },
          ]
        : [],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // react-admin and MUI are large; the whole back office is one area behind sign-in.
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
