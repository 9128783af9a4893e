// Bundles the server into dist/main.js and dist/cli.js. Dependencies stay in node_modules; the
// workspace's own TypeScript (packages/shared) is compiled in.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: ['src/main.ts', 'src/cli.ts'],
  // BUILD_OUT_DIR lets a second build (a helper's, beside the main one) go elsewhere in the package.
  outdir: process.env.BUILD_OUT_DIR ?? 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // Packages stay in node_modules; the development-only ones (the VNeID stand-in) are loaded lazily.
  // The workspace's own (@portal/shared, TypeScript source) is compiled in.
  external: [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})].filter(
    (name) => !name.startsWith('@portal/'),
  ),
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
