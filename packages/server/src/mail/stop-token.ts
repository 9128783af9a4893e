import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed tokens of a mail's stop link: `payload.signature`, without expiry (a stop link must
 * keep working). Each purpose has a key of its own derived from the server's secret, so that a
 * stop token is no session token nor a token of another purpose.
 */
export function stopTokens(secret: string, purpose: string) {
  const key = createHmac('sha256', secret).update(`${purpose}/v1`).digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    make: (payload: string) => `${payload}.${sign(payload)}`,
    /** The payload of a token, or null for one altered or made up (compared in constant time). */
    read(token: string): string | null {
      const cut = token.lastIndexOf('.');
      if (cut <= 0) return null;
      const payload = token.slice(0, cut);
      const given = Buffer.from(token.slice(cut + 1));
      const expected = Buffer.from(sign(payload));
      return given.length === expected.length && timingSafeEqual(given, expected) ? payload : null;
    },
  };
}
