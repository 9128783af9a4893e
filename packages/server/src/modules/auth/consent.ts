import { CONSENT_VERSION } from '@portal/shared/consent';
import type { Database } from '../../db/client.ts';
import { consentRecords } from '../../db/schema/privacy.ts';

export type ConsentMethod = 'register' | 'vneid';

/** Records the consent an account gave, in the words shown (shared/consent.ts), when it was made. */
export async function recordConsent(
  db: Database,
  userId: number,
  consent: { method: ConsentMethod; purpose: string; at: Date },
): Promise<void> {
  await db.insert(consentRecords).values({
    userId,
    purpose: consent.purpose,
    version: CONSENT_VERSION,
    method: consent.method,
    givenAt: consent.at,
  });
}
