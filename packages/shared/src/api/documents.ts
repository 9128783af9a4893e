import type * as documents from '../documents.ts';
import { endpoint, type FileAnswer } from './endpoint.ts';

type ListQuery = typeof documents.ListDocumentsQuerySchema;
type List = typeof documents.DocumentListResponseSchema;
type Facets = typeof documents.DocumentFacetsAnswerSchema;
type Params = typeof documents.DocumentParamsSchema;
type Answer = typeof documents.DocumentAnswerSchema;

/**
 * Văn bản: the public ones for everyone, the internal ones (same lookup, same answers) for
 * signed-in users; the files of both download from one address.
 */
export const documentsApi = {
  list: endpoint<{ query: ListQuery; response: { 200: List } }>()('GET', '/api/documents'),
  facets: endpoint<{ response: { 200: Facets } }>()('GET', '/api/documents/facets'),
  detail: endpoint<{ params: Params; response: { 200: Answer } }>()('GET', '/api/documents/:id'),
  /** A document's file (the file itself, not JSON); an internal document's asks for the bearer token. */
  file: endpoint<{ params: typeof documents.DocumentFileParamsSchema; response: FileAnswer }>()(
    'GET',
    '/api/documents/:id/files/:key',
  ),
  internalList: endpoint<{ query: ListQuery; response: { 200: List } }>()('GET', '/api/internal-documents'),
  internalFacets: endpoint<{ response: { 200: Facets } }>()('GET', '/api/internal-documents/facets'),
  internalDetail: endpoint<{ params: Params; response: { 200: Answer } }>()('GET', '/api/internal-documents/:id'),
};
