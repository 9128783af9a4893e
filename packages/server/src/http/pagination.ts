import type { PageMeta } from '@portal/shared/content';
import type { PublicCache } from './public-cache.ts';

/** The `meta` of a list answer (docs/DOMAIN.md, "API conventions"): at least one page, even when empty. */
export const pageMeta = (page: number, perPage: number, total: number): PageMeta => ({
  page,
  per_page: perPage,
  total,
  last_page: Math.max(1, Math.ceil(total / perPage)),
});

/**
 * A list's total for one kind and one set of filters, counted once and kept by the public cache
 * until content changes: on a large table the exact `count(*)` costs more than the page itself.
 */
export function cachedTotal(
  cache: Pick<PublicCache, 'total'>,
  kind: string,
  filters: Record<string, unknown>,
  count: () => Promise<{ total: number | string }[]>,
): Promise<number> {
  const { page: _page, per_page: _perPage, sort: _sort, ...rest } = filters;
  const key = `${kind}:${JSON.stringify(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)))}`;
  return cache.total(key, async () => Number((await count())[0]?.total ?? 0));
}
