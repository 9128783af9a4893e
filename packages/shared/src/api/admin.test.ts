import { describe, expect, it } from 'vitest';
import { adminApi } from './admin.ts';
import { type Endpoint, pathOf } from './endpoint.ts';

const entries = (group: object): Endpoint[] =>
  Object.values(group).flatMap((value: Endpoint | object) => ('route' in value ? [value as Endpoint] : entries(value)));

describe('adminApi', () => {
  it('gives every step a method and an address under /api/admin/, each once', () => {
    const all = entries(adminApi);
    expect(all.length).toBeGreaterThan(15);
    for (const entry of all) {
      expect(entry.route).toMatch(/^\/api\/admin\//);
      expect(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).toContain(entry.method);
    }
    const operations = all.map((entry) => `${entry.method} ${entry.route}`);
    expect(new Set(operations).size).toBe(operations.length);
  });

  it('builds the addresses the back office has always called', () => {
    expect(pathOf(adminApi.users.resetTwoFactor, { params: { id: 7 } })).toBe('/api/admin/users/7/reset-two-factor');
    expect(pathOf(adminApi.files.upload, { query: { kind: 'image', for: 'products' } })).toBe(
      '/api/admin/files?kind=image&for=products',
    );
    expect(pathOf(adminApi.files.open, { params: { folder: 'products', name: 'ab.webp' } })).toBe(
      '/api/admin/files/products/ab.webp',
    );
  });
});
