import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Endpoint } from '@portal/shared/api/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper.ts';

const contractDir = path.resolve(import.meta.dirname, '../../../shared/src/api');

/** Every entry of every contract module (objects of entries, nested or not). */
async function contractEntries(): Promise<Endpoint[]> {
  const entries: Endpoint[] = [];
  const collect = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    if ('method' in value && 'route' in value) entries.push(value as Endpoint);
    else for (const inner of Object.values(value)) collect(inner);
  };
  const files = readdirSync(contractDir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  for (const file of files) collect(await import(pathToFileURL(path.join(contractDir, file)).href));
  return entries;
}

/**
 * The back office's list and record calls follow react-admin's dialect (ra-data-simple-rest):
 * `/api/admin/<resource>` (list, create), `/api/admin/<resource>/{id}` (one, update, delete) and
 * the list's `/export.xlsx`, addressed from the resource's name by the data provider. They are the
 * contract's one exception (docs/ARCHITECTURE.md, "The API contract").
 */
const DIALECT = /^\/api\/admin\/[a-z-]+(\/\{id\}|\/export\.xlsx)?$/;

/** The routes the server documents (OpenAPI), as "METHOD /api/path/:param". */
function documentedRoutes(t: TestApp): string[] {
  const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.entries(paths).flatMap(([url, methods]) =>
    Object.keys(methods)
      .filter((method) => method !== 'head')
      .map((method) => `${method.toUpperCase()} ${url}`),
  );
}

const key = (entry: Endpoint) => `${entry.method} ${entry.route.replace(/:(\w+)/g, '{$1}')}`;

describe('the API contract (packages/shared/src/api)', () => {
  let t: TestApp;
  let entries: Endpoint[];
  beforeAll(async () => {
    t = await buildTestApp();
    entries = await contractEntries();
  });
  afterAll(() => t.close());

  it('names every route the server has, but the back office dialect', () => {
    const named = new Set(entries.map(key));
    const outside = documentedRoutes(t).filter(
      (route) => route.includes(' /api/') && !named.has(route) && !DIALECT.test(route.split(' ')[1] ?? ''),
    );
    expect(outside).toEqual([]);
  });

  it('has a route on the server for each of its entries, with that method', () => {
    const missing = entries.filter((entry) => !t.app.hasRoute({ method: entry.method, url: entry.route }));
    expect(missing.map(key)).toEqual([]);
  });

  it('has each operation once', () => {
    const keys = entries.map(key);
    expect(keys.filter((entry, index) => keys.indexOf(entry) !== index)).toEqual([]);
  });
});
