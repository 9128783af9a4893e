import { CONSENT_PURPOSE, CONSENT_VERSION } from '@portal/shared/auth';
import type { Database } from '../../db/client.ts';
import { consentRecords } from '../../db/schema/privacy.ts';

export type ConsentMethod = 'register' | 'vneid';

/** Records the consent an account gave to CONSENT_PURPOSE when it was made. */
export async function recordConsent(db: Database, userId: number, method: ConsentMethod, at: Date): Promise<void> {
  await db.insert(consentRecords).values({
    userId,
    purpose: CONSENT_PURPOSE,
    version: CONSENT_VERSION,
    method,
    givenAt: at,
  });
}
