import { CONSENT_VERSION, consentPurpose } from '@portal/shared/consent';
import { vneidMessages } from '@portal/shared/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSettings } from '../../db/demo/settings.ts';
import { vneidPendingSignUps } from '../../db/schema/auth.ts';
import { consentRecords } from '../../db/schema/privacy.ts';
import { users } from '../../db/schema/users.ts';
import { freePort } from '../../resilience/built-server.ts';
import { bearer, registration } from '../../test/auth-helpers.ts';
import { buildTestApp, movableClock, type TestApp } from '../../test/helper.ts';
import { answerConsent, vneidBrowser } from '../../test/vneid-flow.ts';
import { testCitizens } from './stand-in-provider.ts';
import { CONSENT_TTL_MS } from './vneid-sign-up.ts';

const [binh, mai, nam, chau, , , lan] = testCitizens;

/**
 * The first VNeID sign-in of an identity with no account asks for the portal's consent before it
 * makes one, as registration does (Law 91/2025 on personal data): agreeing makes the account with
 * the consent recorded and dated, refusing makes nothing, and the key of the step works once, in
 * the browser that signed in, for ten minutes.
 */
describe('the consent of a first VNeID sign-in', () => {
  const clock = movableClock();
  let t: TestApp;
  let origin: string;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    t = await buildTestApp({ PUBLIC_URL: origin }, { now: clock.now });
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const host = () => ({ host: new URL(origin).host });

  /** A VNeID sign-in of `account` up to the portal's login-vneid answer. */
  async function returnFromVneid(account: string) {
    const browser = vneidBrowser(origin);
    const start = await browser.visit('/api/auth/vneid/authorize?redirect=%2Fideas');
    const query = await browser.signInAtProvider((await start.json()).data.url, account);
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/login-vneid',
      headers: { ...host(), cookie: browser.flowCookie() },
      payload: query,
    });
  }
  const accountsOf = (subject: string) => t.database.db.select().from(users).where(eq(users.vneidSubject, subject));
  const count = async (table: typeof users | typeof consentRecords | typeof vneidPendingSignUps) =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

  it('asks first: no account, no consent and no session until the citizen answers', async () => {
    const before = { users: await count(users), consents: await count(consentRecords) };
    const returned = await returnFromVneid(binh.sub);
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json()).toEqual({
      data: { consent_required: true, consent_key: expect.any(String), full_name: binh.name },
    });
    expect(returned.cookies.find((cookie) => cookie.name === 'refresh_token')).toBeUndefined();
    // The answer is bound to this browser by a new flow cookie.
    const flow = returned.cookies.filter((cookie) => cookie.name === 'vneid_flow').at(-1);
    expect(flow?.value).toBeTruthy();
    expect(flow).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Lax', maxAge: 600 });
    expect(await accountsOf(binh.sub)).toEqual([]);
    expect({ users: await count(users), consents: await count(consentRecords) }).toEqual(before);
    // The citizen ID waits encrypted, never in the clear.
    const [pending] = await t.database.db.select().from(vneidPendingSignUps);
    expect(JSON.stringify(pending)).not.toContain(binh.citizen_id);
  });

  it('refusing makes nothing and uses the key up', async () => {
    const before = { users: await count(users), consents: await count(consentRecords) };
    const returned = await returnFromVneid(mai.sub);
    const refused = await answerConsent(t.app, returned, false, host());
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toEqual({ message: vneidMessages.consentRefused });
    expect(refused.cookies.find((cookie) => cookie.name === 'refresh_token')).toBeUndefined();
    expect(await accountsOf(mai.sub)).toEqual([]);
    expect({ users: await count(users), consents: await count(consentRecords) }).toEqual(before);

    const later = await answerConsent(t.app, returned, true, host());
    expect(later.statusCode).toBe(410);
    expect(later.json()).toMatchObject({ code: 'vneid_consent_expired', message: vneidMessages.consentExpired });
    expect(await accountsOf(mai.sub)).toEqual([]);
  });

  it('agreeing makes the account with its consent dated and recorded, and signs in where the citizen was going', async () => {
    const returned = await returnFromVneid(nam.sub);
    clock.advance(60_000);
    const agreed = await answerConsent(t.app, returned, true, host());
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json()).toMatchObject({
      message: vneidMessages.consentGiven,
      data: { redirect_path: '/ideas', user: { full_name: nam.name, vneid_linked: true, sign_in_method: 'vneid' } },
    });
    expect(agreed.cookies.find((cookie) => cookie.name === 'refresh_token')?.value).toBeTruthy();
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(agreed.json().data.access_token) });
    expect(me.json().data.user.email).toBe(nam.email);

    const [account] = await accountsOf(nam.sub);
    expect(account).toMatchObject({
      consentAt: clock.now(),
      consentPurpose: consentPurpose(demoSettings.managing_agency),
      passwordHash: null,
    });
    expect(account?.citizenPidVerifiedAt).toEqual(clock.now());
    const consents = await t.database.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.userId, account?.id ?? 0));
    expect(consents).toEqual([
      expect.objectContaining({
        method: 'vneid',
        purpose: consentPurpose(demoSettings.managing_agency),
        version: CONSENT_VERSION,
        givenAt: clock.now(),
        withdrawnAt: null,
      }),
    ]);

    // Single use: the same answer again makes nothing more.
    expect((await answerConsent(t.app, returned, true, host())).statusCode).toBe(410);
    expect(await accountsOf(nam.sub)).toHaveLength(1);
    const waiting = await t.database.db.select({ subject: vneidPendingSignUps.subject }).from(vneidPendingSignUps);
    expect(waiting.map((row) => row.subject)).toEqual([binh.sub]);

    // An identity with an account is signed in at once, as before: no consent asked again.
    const again = await returnFromVneid(nam.sub);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ redirect_path: '/ideas', user: { id: account?.id } });
    expect(again.json().data).not.toHaveProperty('consent_required');
  });

  it('takes back its address from an account whose registration never proved it', async () => {
    // Someone registered the citizen's address with a password and never opened the link.
    const squatter = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: await registration(t, 41, { email: lan.email }),
    });
    expect(squatter.statusCode, squatter.body).toBe(201);
    const returned = await returnFromVneid(lan.sub);
    const agreed = await answerConsent(t.app, returned, true, host());
    expect(agreed.statusCode, agreed.body).toBe(200);
    const holders = await t.database.db
      .select({ email: users.email, vneidSubject: users.vneidSubject })
      .from(users)
      .where(sql`lower(${users.email}) = ${lan.email}`);
    expect(holders).toEqual([{ email: lan.email, vneidSubject: lan.sub }]);
  });

  it('takes the answer only from the browser that signed in, and only for ten minutes', async () => {
    const returned = await returnFromVneid(chau.sub);
    const key = returned.json().data.consent_key as string;
    const elsewhere = vneidBrowser(origin);
    await elsewhere.visit('/api/auth/vneid/authorize?redirect=%2F');
    for (const cookie of [undefined, elsewhere.flowCookie()]) {
      const foreign = await t.app.inject({
        method: 'POST',
        url: '/api/auth/vneid/consent',
        headers: { ...host(), ...(cookie ? { cookie } : {}) },
        payload: { consent_key: key, consent: true },
      });
      expect(foreign.statusCode).toBe(410);
    }
    expect(await accountsOf(chau.sub)).toEqual([]);

    clock.advance(CONSENT_TTL_MS + 1);
    const late = await answerConsent(t.app, returned, true, host());
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe(vneidMessages.consentExpired);
    expect(await accountsOf(chau.sub)).toEqual([]);

    // The next first sign-in clears what waited too long: no identity is kept past its wait.
    const fresh = await returnFromVneid(chau.sub);
    const waiting = await t.database.db.select().from(vneidPendingSignUps);
    expect(waiting.map((row) => row.subject)).toEqual([chau.sub]);
    expect((await answerConsent(t.app, fresh, true, host())).statusCode).toBe(200);
    expect(await accountsOf(chau.sub)).toHaveLength(1);
  });
});
