import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './server.ts';

/**
 * The JavaScript a first visit must download before the portal runs: the entry script
 * of index.html, the portal's start chunk it loads after the first paint (main.tsx), and
 * every chunk they import statically (Vite's modulepreload links and `import` statements),
 * gzip-compressed. Lazy page chunks are not counted. `base` is the path the build is served
 * under (`/admin/` for the back office).
 */
export function initialJavaScript(dist = path.join(repoRoot, 'packages/web/dist'), base = '/') {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)]
    .map((match) => match[1] as string)
    .filter((href) => href.startsWith(base))
    .map((href) => href.slice(base.length));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(path.join(dist, file), 'utf8');
    // Static imports only: `import ... from "./x.js"` or `import "./x.js"`, not `import("./x.js")`.
    for (const match of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      visit(path.posix.join(path.posix.dirname(file), match[1] as string));
    }
  };
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>)
    : {};
  const start = manifest['src/start.tsx']?.file;
  for (const entry of start ? [...entries, start] : entries) visit(entry);
  const files = [...seen].map((file) => {
    const content = readFileSync(path.join(dist, file));
    return { file, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
  return { files, gzipTotal: files.reduce((sum, file) => sum + file.gzip, 0) };
}
