import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Personal data at rest: AES-256-GCM for values that must be read back (citizen ID, TOTP
 * secret) and a keyed HMAC for lookups and uniqueness (citizen ID). Both keys are derived
 * from DATA_KEY, each for its own purpose.
 */
export interface DataProtector {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
  /** A stable keyed digest: equal inputs give equal digests, nothing can be read back. */
  digest(plain: string): string;
}

export function createDataProtector(dataKey: string): DataProtector {
  const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', dataKey, 'cong-nq57', purpose, 32));
  const encryptionKey = derive('encryption');
  const digestKey = derive('digest');
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    decrypt(sealed) {
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
    digest: (plain) => createHmac('sha256', digestKey).update(plain).digest('base64url'),
  };
}

/** For random tokens that are looked up (refresh tokens, session keys): they carry their own entropy. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
