import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTokenService } from './tokens.ts';

/** Regression found by the token fuzzer (src/fuzz/tokens.fuzz.test.ts). */
describe('access token subject', () => {
  const secret = 'test-secret-that-is-long-enough-for-hs256-signing';
  const now = () => new Date();
  const tokens = createTokenService({
    db: undefined as unknown as Database,
    secret,
    accessTtlSeconds: 900,
    idleSeconds: 7200,
    maxAgeSeconds: 43_200,
    now,
  });
  const signWithSubject = (sub: unknown) => {
    const at = Math.floor(now().getTime() / 1000);
    return new SignJWT({ amr: 'pwd', sub: sub as string })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('cong-nq57')
      .setAudience('cong-nq57-portal')
      .setIssuedAt(at)
      .setExpirationTime(at + 600)
      .sign(new TextEncoder().encode(secret));
  };

  it('accepts the subject as signAccess writes it', async () => {
    const token = await tokens.signAccess({ userId: 42, method: 'otp' });
    expect(await tokens.verifyAccess(token)).toEqual({
      userId: 42,
      method: 'otp',
      issuedAt: expect.any(Number),
      issuedAtMs: expect.any(Number),
    });
  });

  it.each([[42], ['42e0'], [' 42'], ['042'], ['0x2a'], ['4.2e1'], ['']])(
    'refuses the subject %j (401)',
    async (sub) => {
      await expect(tokens.verifyAccess(await signWithSubject(sub))).rejects.toMatchObject({ statusCode: 401 });
    },
  );
});
