import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './http.ts';

/**
 * The back office's data: the server's `/api/admin` speaks ra-data-simple-rest's dialect
 * (packages/server/src/modules/admin/dialect.ts: sort, range and filter as JSON query parameters,
 * the total in Content-Range). Same origin, so Content-Range needs no CORS exposure.
 */
export const dataProvider = simpleRestProvider('/api/admin', httpClient);
