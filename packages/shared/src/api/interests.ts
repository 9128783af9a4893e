import type * as interests from '../interests.ts';
import type { ProductParamsSchema } from '../products.ts';
import { endpoint } from './endpoint.ts';

type Params = typeof interests.InterestIdParamsSchema;
type One = { 200: typeof interests.InterestAnswerSchema };
type Page = { 200: typeof interests.InterestListResponseSchema };
type Admin = typeof interests.AdminInterestSchema;

/**
 * Bày tỏ quan tâm: the person interested sends, staff forward or close, the
 * owner of the product accepts or declines. The back office's list and record of interests are
 * react-admin's dialect (`/api/admin/interests`, `/api/admin/interests/:id`); its steps are here.
 */
export const interestsApi = {
  /** A signed-in person's interest in a published product (201). */
  create: endpoint<{
    params: typeof ProductParamsSchema;
    body: typeof interests.InterestInputSchema;
    response: { 201: typeof interests.InterestAnswerSchema };
  }>()('POST', '/api/products/:id/interests'),
  /** What the product's page shows me instead of the button: owner's counts, my interest, whether I may send. */
  mine: endpoint<{
    params: typeof ProductParamsSchema;
    response: { 200: typeof interests.MyInterestAnswerSchema };
  }>()('GET', '/api/products/:id/interests/mine'),
  /** A signed-in person's interest in a public need (a proposal of kind `need`, 201). */
  createForNeed: endpoint<{
    params: typeof interests.NeedParamsSchema;
    body: typeof interests.InterestInputSchema;
    response: { 201: typeof interests.InterestAnswerSchema };
  }>()('POST', '/api/proposals/:id/interests'),
  /** What the need's page shows me instead of the button, as `mine` for a product. */
  mineForNeed: endpoint<{
    params: typeof interests.NeedParamsSchema;
    response: { 200: typeof interests.MyInterestAnswerSchema };
  }>()('GET', '/api/proposals/:id/interests/mine'),
  /** The interests I sent, newest first; the owner's contact once accepted. */
  sent: endpoint<{ query: typeof interests.ListInterestsQuerySchema; response: Page }>()('GET', '/api/interests/sent'),
  /** The interests forwarded to me as owner, newest first; the sender's contact once accepted. */
  received: endpoint<{ query: typeof interests.ListInterestsQuerySchema; response: Page }>()(
    'GET',
    '/api/interests/received',
  ),
  accept: endpoint<{ params: Params; response: One }>()('POST', '/api/interests/:id/accept'),
  decline: endpoint<{ params: Params; response: One }>()('POST', '/api/interests/:id/decline'),
  /** My listings on the marketplace (products published from my proposals, my needs) with their counts. */
  listings: endpoint<{
    query: typeof interests.ListInterestsQuerySchema;
    response: { 200: typeof interests.MyListingListResponseSchema };
  }>()('GET', '/api/listings/mine'),
  /** The owner renews a listing published from their proposal: 12 months from now. */
  renew: endpoint<{
    params: typeof ProductParamsSchema;
    response: { 200: typeof interests.RenewAnswerSchema };
  }>()('POST', '/api/products/:id/renew'),
  /** The author renews their need: 12 months from now. */
  renewNeed: endpoint<{
    params: typeof interests.NeedParamsSchema;
    response: { 200: typeof interests.RenewAnswerSchema };
  }>()('POST', '/api/proposals/:id/renew'),
  admin: {
    forward: endpoint<{
      params: Params;
      body: typeof interests.InterestForwardInputSchema;
      response: { 200: Admin };
    }>()('POST', '/api/admin/interests/:id/forward'),
    close: endpoint<{
      params: Params;
      body: typeof interests.InterestCloseInputSchema;
      response: { 200: Admin };
    }>()('POST', '/api/admin/interests/:id/close'),
  },
};
