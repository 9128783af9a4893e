import type * as products from '../products.ts';
import { endpoint, type FileAnswer } from './endpoint.ts';

/** The marketplace of science and technology products (sản phẩm, giải pháp KH&CN), for everyone. */
export const productsApi = {
  list: endpoint<{
    query: typeof products.ListProductsQuerySchema;
    response: { 200: typeof products.ProductListResponseSchema };
  }>()('GET', '/api/products'),
  /** The fields that have published products, with their counts (the list's filter, the proposal form). */
  fields: endpoint<{ response: { 200: typeof products.ProductFieldsAnswerSchema } }>()('GET', '/api/products/fields'),
  /** One product, by number or slug. */
  detail: endpoint<{
    params: typeof products.ProductParamsSchema;
    response: { 200: typeof products.ProductAnswerSchema };
  }>()('GET', '/api/products/:id'),
  /** A picture or an attachment of a published product (the file itself, not JSON). */
  file: endpoint<{ params: typeof products.ProductFileParamsSchema; response: FileAnswer }>()(
    'GET',
    '/api/products/:id/files/:key',
  ),
};
