import type * as lookup from '../dossier-lookup.ts';
import { endpoint, type FileAnswer } from './endpoint.ts';

/** Tra cứu hồ sơ (/lookup): a dossier's state and steps by its tracking code and lookup key, for anyone. */
export const lookupApi = {
  dossier: endpoint<{
    body: typeof lookup.DossierLookupSchema;
    response: { 200: typeof lookup.DossierLookupAnswerSchema };
  }>()('POST', '/api/dossiers/lookup'),
  /** Phiếu tiếp nhận: the receipt as a PDF, by the same pair (the receipt mail and the author's page link it). */
  receipt: endpoint<{ query: typeof lookup.DossierLookupSchema; response: FileAnswer }>()(
    'GET',
    '/api/dossiers/receipt.pdf',
  ),
};
