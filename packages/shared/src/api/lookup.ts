import type * as lookup from '../dossier-lookup.ts';
import { endpoint } from './endpoint.ts';

/** Tra cứu hồ sơ (/lookup): a dossier's state and steps by its tracking code and lookup key, for anyone. */
export const lookupApi = {
  dossier: endpoint<{
    body: typeof lookup.DossierLookupSchema;
    response: { 200: typeof lookup.DossierLookupAnswerSchema };
  }>()('POST', '/api/dossiers/lookup'),
};
