import { pathOf } from '@portal/shared/api/endpoint';
import { engagementApi } from '@portal/shared/api/engagement';
import { engagementMessages } from '@portal/shared/engagement';
import { href } from '@portal/shared/routes';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { receiptRecipients } from '../../db/schema/engagement.ts';
import { unprocessable } from '../../errors.ts';
import { publicOrigin } from '../../http/origin.ts';
import type { DataProtector } from '../../lib/crypto.ts';
import { stopTokens } from '../../mail/stop-token.ts';

/**
 * Receipt mails one address gets at most in a day. Anyone can type anyone's address into the
 * public forms: a few receipts serve a real sender who sends several, more would let the forms
 * be used to flood a stranger's mailbox from the department's mail server.
 */
export const RECEIPTS_PER_DAY = 3;
const DAY_MS = 24 * 3_600_000;

export interface ReceiptMailsDeps {
  db: Database;
  config: Pick<Config, 'JWT_SECRET' | 'PUBLIC_URL' | 'PORT'>;
  protector: Pick<DataProtector, 'digest'>;
  now: () => Date;
}

/** What a receipt mail that may go carries: the stop page for its foot, and RFC 8058's headers. */
export interface ReceiptAdmission {
  stopPage: string;
  headers: Record<string, string>;
}

/**
 * Whether a receipt mail may go to an address (`admit`), and its owner's stop (`stop`). The
 * address is kept only as a keyed digest; the stop link carries that digest, signed, so it
 * names nobody to whoever reads it or a log of it.
 */
export function createReceiptMails({ db, config, protector, now }: ReceiptMailsDeps) {
  const origin = publicOrigin(config);
  const tokens = stopTokens(config.JWT_SECRET, 'receipt-mail-stop');
  const digestOf = (address: string) => protector.digest(`receipt-mail:${address.trim().toLowerCase()}`);

  /** The digest a stop token names; 422 under `token` for one altered or made up. */
  function readStopToken(token: string): string {
    const refused = unprocessable(
      { token: [engagementMessages.receiptStopInvalid] },
      engagementMessages.receiptStopInvalid,
    );
    const digest = tokens.read(token);
    if (!digest || !/^[\w-]{43}$/.test(digest)) throw refused;
    return digest;
  }

  return {
    /**
     * Books one receipt mail to `address` and answers what it carries, or null when none may go:
     * its owner stopped them, or it had its day's receipts (counted from the first of the day,
     * on the app's clock). One statement decides, so forms sent at once cannot both pass.
     */
    async admit(address: string): Promise<ReceiptAdmission | null> {
      const digest = digestOf(address);
      const at = now();
      const dayAgo = new Date(at.getTime() - DAY_MS).toISOString();
      const dayOver = sql`${receiptRecipients.countedSince} <= ${dayAgo}::timestamptz`;
      const [booked] = await db
        .insert(receiptRecipients)
        .values({ addressDigest: digest, countedSince: at, sentCount: 1 })
        .onConflictDoUpdate({
          target: receiptRecipients.addressDigest,
          set: {
            countedSince: sql`case when ${dayOver} then ${at.toISOString()}::timestamptz else ${receiptRecipients.countedSince} end`,
            sentCount: sql`case when ${dayOver} then 1 else ${receiptRecipients.sentCount} + 1 end`,
          },
          setWhere: sql`${receiptRecipients.stoppedAt} is null and (${dayOver} or ${receiptRecipients.sentCount} < ${RECEIPTS_PER_DAY})`,
        })
        .returning({ digest: receiptRecipients.addressDigest });
      if (!booked) return null;
      const token = encodeURIComponent(tokens.make(digest));
      return {
        stopPage: `${origin}${href('ReceiptsStop')}?token=${token}`,
        headers: {
          'List-Unsubscribe': `<${origin}${pathOf(engagementApi.stopReceipts)}?token=${token}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      };
    },

    /** No receipt goes to the token's address again; stopping twice is no error. */
    async stop(token: string): Promise<void> {
      const digest = readStopToken(token);
      const at = now();
      await db
        .insert(receiptRecipients)
        .values({ addressDigest: digest, countedSince: at, sentCount: 0, stoppedAt: at })
        .onConflictDoUpdate({
          target: receiptRecipients.addressDigest,
          set: { stoppedAt: sql`coalesce(${receiptRecipients.stoppedAt}, ${at.toISOString()}::timestamptz)` },
        });
    },
  };
}

export type ReceiptMails = ReturnType<typeof createReceiptMails>;

/** The receipt gate of both public forms, on the app's database, keys and clock. */
export const receiptMailsOf = (context: Pick<AppContext, 'database' | 'config' | 'protector' | 'now'>): ReceiptMails =>
  createReceiptMails({
    db: context.database.db,
    config: context.config,
    protector: context.protector,
    now: context.now,
  });
