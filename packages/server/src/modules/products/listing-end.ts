import { expiryInstant, productExpiryMessages } from '@portal/shared/admin-products';
import { LISTING_MONTHS } from '@portal/shared/interests';
import { unprocessable } from '../../errors.ts';
import { addMonths } from '../../lib/time.ts';

const refuse = (message: string) => unprocessable({ expires_at: [message] }, message);

/**
 * The end of a listing (a product, a need) as staff set it: a day to come, and
 * no further than a renewal reaches (12 months from `at`): a listing from a proposal always has
 * an end its owner is reminded of. 422 under `expires_at` otherwise.
 */
export function staffListingEnd(value: string, at: Date): Date {
  const chosen = expiryInstant(value);
  if (!chosen) throw refuse(productExpiryMessages.invalid);
  if (chosen <= at) throw refuse(productExpiryMessages.past);
  if (chosen > addMonths(at, LISTING_MONTHS)) throw refuse(productExpiryMessages.tooFar);
  return chosen;
}
