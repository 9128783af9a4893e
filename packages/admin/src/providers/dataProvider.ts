import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './http.ts';

/**
 * The one base address outside the contract (packages/shared/src/api): react-admin's dialect
 * (packages/server/src/modules/admin/dialect.ts: sort, range and filter as JSON query parameters,
 * the total in Content-Range) is addressed generically, `<base>/<resource>` and
 * `<base>/<resource>/<id>` for every resource, by ra-data-simple-rest. Every other call goes
 * through callApi and an entry of the contract.
 */
const DIALECT_BASE = '/api/admin';

/** The back office's data: the server's dialect, same origin, so Content-Range needs no CORS exposure. */
export const dataProvider = simpleRestProvider(DIALECT_BASE, httpClient);

/**
 * An address of the dialect, for the few screens that read it themselves: a resource's list
 * (`/export.xlsx` after it) or one record (its id encoded), as ra-data-simple-rest builds them.
 */
export function dialectPath(resource: string, id?: string | number): string {
  return id === undefined ? `${DIALECT_BASE}/${resource}` : `${DIALECT_BASE}/${resource}/${encodeURIComponent(id)}`;
}
