// Bundles the server into dist/main.js and dist/cli.js, with the chunks they load later in
// dist/chunks/. The dependencies are bundled in too: loading them file by file from node_modules
// took ~300 ms of a start (docs/PERFORMANCE.md, 07/12/2026). Left in node_modules are those that
// read files beside their code or load native code or WebAssembly, and the development-only ones
// (the VNeID stand-in, loaded lazily). The workspace's own TypeScript (packages/shared) is compiled in.
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const outdir = process.env.BUILD_OUT_DIR ?? 'dist';
const outside = [
  '@electric-sql/pglite', // its WebAssembly and file bundle, beside its code
  'sharp', // libvips
  '@node-rs/argon2', // native
  'pdfkit', // its font metrics, beside its code
  'dejavu-fonts-ttf',
  'svg-captcha', // its font, beside its code
  '@zxcvbn-ts/language-common', // dictionaries, loaded with the first password check
  'pino', // its transports run in worker threads from their own files
  '@aws-sdk/client-s3', // large, and only with S3 storage
  'ioredis', // bundled, its CommonJS export lost `Redis` (TypeError: Redis is not a constructor, cluster.test.ts)
  'pg-native', // pg's optional native driver, not installed
];

// Chunks are hashed: a build leaves none of an earlier one's behind.
rmSync(new URL(`../${outdir}/chunks`, import.meta.url), { recursive: true, force: true });

await build({
  entryPoints: ['src/main.ts', 'src/cli.ts'],
  // BUILD_OUT_DIR lets a second build (a helper's, beside the main one) go elsewhere in the package.
  outdir,
  bundle: true,
  // What main.js or cli.js load only when needed (mail, spreadsheets, the CLI's commands) stays
  // in chunks of their own, read then.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...outside, ...Object.keys(pkg.devDependencies ?? {})],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
