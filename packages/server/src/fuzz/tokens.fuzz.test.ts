import fc from 'fast-check';
import { base64url, type JWTPayload, SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { registerCitizen } from '../test/auth-helpers.ts';
import { buildTestApp } from '../test/helper.ts';
import { fuzzSeed, problemsOf } from './harness.ts';

/**
 * Mutated access tokens against a portal route and an admin route: every one is refused with
 * 401, never accepted and never a 5xx. `npm run fuzz` sends 10,000 (FUZZ_TOKENS), the normal
 * run 1,000. The one documented exception: a token signed with the real secret whose only fault
 * is that it has expired answers 412 (the portal then refreshes; modules/auth/tokens.ts).
 */
const COUNT = Number(process.env.FUZZ_TOKENS) > 0 ? Number(process.env.FUZZ_TOKENS) : 1_000;
const ISSUER = 'cong-nq57';
const AUDIENCE = 'cong-nq57-portal';
const ROUTES = ['/api/auth/me', '/api/admin/dashboard'] as const;

const t = await buildTestApp();
afterAll(() => t.close());

const secret = new TextEncoder().encode(t.config.JWT_SECRET);
const otherSecret = new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256-sign');
await registerCitizen(t, 1);
const { users } = await import('../db/schema/users.ts');
const { eq } = await import('drizzle-orm');
const [admin] = await t.database.db
  .select()
  .from(users)
  .where(eq(users.email, t.config.ADMIN_EMAIL as string));
if (!admin) throw new Error('the seeded admin is missing');
const adminId = admin.id;
/** Seconds on the app's clock, which the tokens are checked against. */
const nowSeconds = () => Math.floor(t.now().getTime() / 1000);

/** The claims of a good token for the admin (who may use both routes), signed in with two-factor as staff must be. */
const goodClaims = (): JWTPayload => ({
  amr: 'otp',
  sub: String(adminId),
  iss: ISSUER,
  aud: AUDIENCE,
  iat: nowSeconds(),
  exp: nowSeconds() + 600,
});

const sign = (claims: JWTPayload, header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' }, key = secret) =>
  new SignJWT(claims).setProtectedHeader(header as { alg: string }).sign(key);

const encodeJson = (value: unknown) => base64url.encode(JSON.stringify(value));

/** A hand-made HS256 signature over any header and payload text (for headers jose would not write). */
async function hmac(input: string, algorithm = 'SHA-256', key = secret): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: algorithm }, false, ['sign']);
  return base64url.encode(new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, new TextEncoder().encode(input))));
}

function flipBit(segment: string, position: number, bit: number): string {
  const bytes = base64url.decode(segment);
  if (!bytes.length) return `${segment}A`;
  const index = position % bytes.length;
  bytes[index] = (bytes[index] ?? 0) ^ (1 << bit);
  return base64url.encode(bytes);
}

/** Claim faults, each signed with the real secret: only the claim is wrong. */
const CLAIM_FAULTS: [string, (claims: JWTPayload) => JWTPayload][] = [
  ['no exp', ({ exp: _, ...c }) => c],
  ['exp as text', (c) => ({ ...c, exp: String(c.exp) as unknown as number })],
  ['no aud', ({ aud: _, ...c }) => c],
  ['wrong aud', (c) => ({ ...c, aud: 'cong-nq57-admin' })],
  ['aud list without ours', (c) => ({ ...c, aud: ['x', 'y'] })],
  ['no iss', ({ iss: _, ...c }) => c],
  ['wrong iss', (c) => ({ ...c, iss: 'evil' })],
  ['no sub', ({ sub: _, ...c }) => c],
  ['sub not a number', (c) => ({ ...c, sub: 'admin' })],
  ['sub fraction', (c) => ({ ...c, sub: '1.5' })],
  ['sub huge', (c) => ({ ...c, sub: '9'.repeat(30) })],
  ['sub unknown user', (c) => ({ ...c, sub: '987654' })],
  ['sub number', (c) => ({ ...c, sub: Number(c.sub) as unknown as string })],
  [
    'sub in another spelling',
    (c) => ({ ...c, sub: [`${c.sub}e0`, ` ${c.sub}`, `0${c.sub}`, `0x${c.sub}`][Number(c.iat) % 4] }),
  ],
  ['no iat', ({ iat: _, ...c }) => c],
  ['no amr', ({ amr: _, ...c }) => c],
  ['amr unknown', (c) => ({ ...c, amr: 'magic' })],
  ['amr list', (c) => ({ ...c, amr: ['pwd'] })],
  ['nbf in the future', (c) => ({ ...c, nbf: nowSeconds() + 3_600 })],
  ['exp not after now', (c) => ({ ...c, exp: nowSeconds() - 120 })],
];

type Built = { token: string; kind: string; expect: 401 | 412 };

/** One of a list, chosen by a generated number. */
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/** One mutated token: the kind of fault and how it was made. */
const tokens: fc.Arbitrary<Promise<Built>> = fc
  .tuple(
    fc.integer({ min: 0, max: 15 }),
    fc.constantFrom(...CLAIM_FAULTS),
    fc.nat(),
    fc.integer({ min: 0, max: 7 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
  )
  .map(async ([kind, [faultName, fault], position, bit, junk]): Promise<Built> => {
    const good = await sign(goodClaims());
    const [header = '', payload = '', signature = ''] = good.split('.');
    switch (kind) {
      case 0:
        return { kind: 'alg none', token: `${encodeJson({ alg: 'none', typ: 'JWT' })}.${payload}.`, expect: 401 };
      case 1: {
        const alg = pick(['none', 'None', 'NONE', 'nOnE'], position);
        return {
          kind: 'alg none, signature kept',
          token: `${encodeJson({ alg, typ: 'JWT' })}.${payload}.${signature}`,
          expect: 401,
        };
      }
      case 2: {
        const alg = (['HS512', 'HS384'] as const)[position % 2];
        return {
          kind: `alg ${alg} with the secret`,
          token: await sign(goodClaims(), { alg, typ: 'JWT' }),
          expect: 401,
        };
      }
      case 3: {
        // Key confusion: an asymmetric algorithm in the header, an HMAC with the secret as signature.
        const alg = pick(['RS256', 'ES256', 'PS256', 'EdDSA', 'hs256', 'HS256 ', ''], position);
        const input = `${encodeJson({ alg, typ: 'JWT' })}.${payload}`;
        return { kind: `alg ${alg} header, HS256 signature`, token: `${input}.${await hmac(input)}`, expect: 401 };
      }
      case 4: {
        const input = `${encodeJson({ typ: 'JWT' })}.${payload}`;
        return { kind: 'no alg', token: `${input}.${await hmac(input)}`, expect: 401 };
      }
      case 5: {
        const segments = [header, payload, signature];
        segments[position % 3] = flipBit(segments[position % 3] ?? '', Math.floor(position / 3), bit);
        return { kind: `bit flipped in segment ${position % 3}`, token: segments.join('.'), expect: 401 };
      }
      case 6: {
        const claims = fault(goodClaims());
        // Expired and otherwise right: the one fault that answers 412.
        const expired = faultName === 'exp not after now';
        return { kind: `claim: ${faultName}`, token: await sign(claims), expect: expired ? 412 : 401 };
      }
      case 7: {
        const typ = pick(['at+jwt', 'JWS', '', undefined], position);
        const input = `${encodeJson(typ === undefined ? { alg: 'HS256' } : { alg: 'HS256', typ })}.${payload}`;
        return { kind: `typ ${String(typ)}`, token: `${input}.${await hmac(input)}`, expect: 401 };
      }
      case 8:
        return { kind: 'another secret', token: await sign(goodClaims(), undefined, otherSecret), expect: 401 };
      case 9:
        return {
          kind: 'expired, another secret',
          token: await sign({ ...goodClaims(), exp: nowSeconds() - 60 }, undefined, otherSecret),
          expect: 401,
        };
      case 10:
        return { kind: 'truncated', token: good.slice(0, position % good.length), expect: 401 };
      case 11: {
        const extra = pick(['.', '.x', '..', `.${signature}`, `.${payload}.${signature}`], position);
        return { kind: 'extra segments', token: `${good}${extra}`, expect: 401 };
      }
      case 12: {
        const input = `${header}.${base64url.encode(pick(['[1,2]', '"text"', '123', 'null', '{"sub":', '{}'], position))}`;
        return { kind: 'payload not a claims object', token: `${input}.${await hmac(input)}`, expect: 401 };
      }
      case 13: {
        const input = `${encodeJson({ alg: 'HS256', typ: 'JWT', crit: ['exp'], exp: 1 })}.${payload}`;
        return { kind: 'unknown critical header', token: `${input}.${await hmac(input)}`, expect: 401 };
      }
      case 14: {
        // A character replaced inside a segment (not the last one of a segment, whose spare bits decode alike).
        const chars = [...good];
        let index = position % chars.length;
        while (index + 1 < chars.length && (chars[index + 1] === '.' || chars[index] === '.')) index++;
        if (index + 1 >= chars.length) index = 0;
        const replacement = junk.length ? junk : '%';
        chars[index] = chars[index] === replacement[0] ? `${replacement}!` : replacement;
        return { kind: 'characters replaced', token: chars.join(''), expect: 401 };
      }
      default: {
        const junkToken = pick(
          [
            junk,
            `${junk}.${junk}.${junk}`,
            'a'.repeat(10_000 + (position % 50_000)),
            `${header}.${payload}`,
            `${header}..${signature}`,
            `.${payload}.${signature}`,
            `${good} ${good}`,
          ],
          position,
        );
        return { kind: 'junk', token: junkToken, expect: 401 };
      }
    }
  });

describe('mutated access tokens', () => {
  it('a good token gets through (the control: the mutated ones fail for their fault)', async () => {
    const good = await sign(goodClaims());
    for (const url of ROUTES) {
      const response = await t.app.inject({ url, headers: { authorization: `Bearer ${good}` } });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it(`${COUNT} mutated tokens are all refused`, { timeout: 120_000 + COUNT * 100 }, async () => {
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(tokens, fc.boolean(), async (made, lowercase) => {
        const { token, kind, expect: expected } = await made;
        seen.set(kind, (seen.get(kind) ?? 0) + 1);
        for (const url of ROUTES) {
          const response = await t.app.inject({
            url,
            // A header that cannot be sent (control characters) is a client fault, not the server's: skip those.
            headers: { authorization: `${lowercase ? 'bearer' : 'Bearer'} ${token.replace(/[\r\n\0]/g, '')}` },
          });
          // "bearer" in lower case is no bearer token at all: 401 as well.
          const want = lowercase ? 401 : expected;
          if (response.statusCode !== want || problemsOf(response).length) {
            throw new Error(
              `${kind} on ${url}: ${response.statusCode} (wanted ${want}) ${response.body.slice(0, 200)}\n${token.slice(0, 400)}`,
            );
          }
        }
      }),
      { numRuns: COUNT, endOnFailure: true, seed: fuzzSeed() },
    );
    // Every kind of fault was tried.
    expect(seen.size).toBeGreaterThanOrEqual(16);
  });
});
