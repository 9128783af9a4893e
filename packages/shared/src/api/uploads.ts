import type { ErrorAnswerSchema } from '../answers.ts';
import type * as uploads from '../uploads.ts';
import { endpoint } from './endpoint.ts';

type Failure = typeof ErrorAnswerSchema;

/** The files citizens upload for their submissions (proposals, ideas, solutions). */
export const uploadsApi = {
  /** multipart/form-data with one `file`; the portal sends it by XMLHttpRequest, for its progress. */
  upload: endpoint<{
    query: typeof uploads.UploadQuerySchema;
    response: { 201: typeof uploads.UploadAnswerSchema; 413: Failure; 422: Failure; 503: Failure };
  }>()('POST', '/api/uploads'),
  /** The file itself (not JSON), for its owner and staff who moderate. */
  file: endpoint<{ response: { 404: Failure } }>()('GET', '/api/uploads/:id'),
  /** Only while no submission holds it. */
  remove: endpoint<{ response: { 204: typeof uploads.UploadRemovedSchema; 404: Failure; 409: Failure } }>()(
    'DELETE',
    '/api/uploads/:id',
  ),
};
