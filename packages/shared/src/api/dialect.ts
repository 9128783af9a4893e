/**
 * The addresses of the back office's react-admin dialect (packages/server/src/back-office/list-dialect.ts),
 * the one part of the API outside the contract's entries: every resource is addressed the same
 * way, `/api/admin/<resource>` (its list, with `sort`, `range` and `filter` as JSON query
 * parameters) and `/api/admin/<resource>/<id>` (one record), as ra-data-simple-rest builds them.
 * The back office (packages/admin) and the e2e journeys build them here. No zod, no react-admin:
 * this module costs its importers nothing.
 */
export const DIALECT_BASE = '/api/admin';

/** A list's query in the dialect: each value is sent as JSON. */
export interface DialectQuery {
  sort?: readonly [field: string, order: 'ASC' | 'DESC'];
  range?: readonly [first: number, last: number];
  filter?: Record<string, unknown>;
}

/** The dialect's parameters, in the order ra-data-simple-rest writes them. */
const DIALECT_PARAMS = ['sort', 'range', 'filter'] as const;

/** `?sort=…&range=…&filter=…`: each given value as JSON, URL-encoded (encodeURIComponent); '' without any. */
export function dialectQuery(query: DialectQuery): string {
  const parts = DIALECT_PARAMS.filter((name) => query[name] !== undefined).map(
    (name) => `${name}=${encodeURIComponent(JSON.stringify(query[name]))}`,
  );
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/**
 * An address of the dialect: a resource's list (with its query, when given) or one of its records
 * (its id encoded, as ra-data-simple-rest does).
 */
export function dialectPath(resource: string, idOrQuery?: string | number | DialectQuery): string {
  if (idOrQuery === undefined) return `${DIALECT_BASE}/${resource}`;
  if (typeof idOrQuery === 'object') return `${DIALECT_BASE}/${resource}${dialectQuery(idOrQuery)}`;
  return `${DIALECT_BASE}/${resource}/${encodeURIComponent(idOrQuery)}`;
}
