import { DIALECT_BASE } from '@portal/shared/api/dialect';
import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './http.ts';

/**
 * The back office's data: the server's react-admin dialect (packages/shared/src/api/dialect.ts),
 * addressed generically by ra-data-simple-rest, same origin, so Content-Range needs no CORS
 * exposure. Every other call goes through callApi and an entry of the contract.
 */
export const dataProvider = simpleRestProvider(DIALECT_BASE, httpClient);
