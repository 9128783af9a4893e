import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be read as one another (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * Mã tra cứu: 8 characters drawn by the system's cryptographic generator (31^8, about 8.5 × 10^11),
 * never derived from the tracking code or the author; with the code it opens "Tra cứu hồ sơ".
 */
export function newLookupKey(): string {
  return Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}
