import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * For the bundles' first-load tests (web and admin `first-load.test.ts`), in Node only: the
 * modules some entries reach through static imports (an `import()` is a chunk of its own,
 * fetched later; `import type` is erased), each with the chain of files that reached it.
 * Relative paths and `@portal/shared/*` are followed; a package is named, not entered.
 */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
const sharedSrc = import.meta.dirname;

function resolve(from: string, specifier: string): string {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier);
  if (specifier.startsWith('@portal/shared/')) return path.join(sharedSrc, `${specifier.slice(15)}.ts`);
  return specifier;
}

export function staticImports(entries: string[]): Map<string, string[]> {
  const reached = new Map<string, string[]>(entries.map((entry) => [entry, [entry]]));
  const queue = [...entries];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (!path.isAbsolute(file) || !existsSync(file) || !/\.tsx?$/.test(file)) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const target = resolve(file, specifier as string);
      if (reached.has(target)) continue;
      reached.set(target, [...(reached.get(file) ?? []), target]);
      queue.push(target);
    }
  }
  return reached;
}
