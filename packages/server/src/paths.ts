import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder, found from this module's own place so that it is
 * the same whether the code runs from `src/` (tsx, vitest) or from `dist/` (built).
 */
function findPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle.config.ts'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the server package folder');
    dir = parent;
  }
  return dir;
}

export const serverPackageRoot = findPackageRoot();
export const migrationsDir = path.join(serverPackageRoot, 'drizzle');
export const defaultWebDist = path.join(serverPackageRoot, '..', 'web', 'dist');
export const defaultAdminDist = path.join(serverPackageRoot, '..', 'admin', 'dist');
/** The demo posts' cover pictures (SVG drawn for them, with their descriptions in covers.json). */
export const demoCoversDir = path.join(serverPackageRoot, 'src', 'db', 'demo', 'covers');
