import { rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import { DELETE_ACCOUNT_CONFIRMATION } from '@portal/shared/account-data';
import { consentPurpose } from '@portal/shared/consent';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { consentRecords } from '../../db/schema/privacy.ts';
import { seedDatabase } from '../../db/seed.ts';
import { loggerOptions } from '../../http/logger.ts';
import { freePort } from '../../resilience/built-server.ts';
import { bearer } from '../../test/auth-helpers.ts';
import { openTestDatabase, testConfig } from '../../test/helper.ts';
import { findLeaks } from '../../test/log-leaks.ts';
import { throughConsent, vneidBrowser } from '../../test/vneid-flow.ts';
import { testCitizens } from './stand-in-provider.ts';

describe('VNeID accounts and personal data', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let origin: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    // The stand-in's issuer and the redirect URIs are below PUBLIC_URL, never the request's host.
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const config = testConfig({ PUBLIC_URL: origin });
    const opened = await openTestDatabase();
    database = opened.database;
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    app = await buildApp({ config, database, logger: loggerOptions(config, { level: 'trace', stream }) });
    await seedDatabase(database.db, config, app.log);
    await app.listen({ port, host: '127.0.0.1' });
    close = async () => {
      await app.close();
      await database.close();
      await opened.drop();
      rmSync(config.DATA_DIR, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  /** The whole sign-in of a stand-in citizen; answers the portal's answer and the code used. */
  async function signIn(account: string) {
    const browser = vneidBrowser(origin);
    const start = await browser.visit(`${origin}/api/auth/vneid/authorize?redirect=%2Fprofile`);
    const query = await browser.signInAtProvider((await start.json()).data.url, account);
    // The browser opens the portal's /login with the code, as a real one does (the page is logged).
    await app.inject({ url: `/login?${new URLSearchParams(query)}` });
    const returned = await app.inject({
      method: 'POST',
      url: '/api/auth/login-vneid',
      headers: { host: new URL(origin).host, cookie: browser.flowCookie() },
      payload: query,
    });
    // A first sign-in asks for the portal's consent: agreed to.
    const consentKey: string = returned.json().data.consent_key ?? '';
    const finished = await throughConsent(app, returned, { host: new URL(origin).host });
    expect(finished.statusCode, finished.body).toBe(200);
    return { data: finished.json().data, code: query.code ?? '', consentKey };
  }

  it('records consent at the first VNeID sign-in, deletes with the typed phrase, keeps the consent, and logs no secret', async () => {
    const citizen = testCitizens[1];
    const first = await signIn(citizen.sub);
    const userId: number = first.data.user.id;
    const consents = await database.db.select().from(consentRecords).where(eq(consentRecords.userId, userId));
    expect(consents).toEqual([
      expect.objectContaining({
        method: 'vneid',
        // This installation has not named its department yet: the statement names the office generally.
        purpose: consentPurpose(''),
        withdrawnAt: null,
      }),
    ]);

    const exported = await app.inject({ url: '/api/auth/me/data', headers: bearer(first.data.access_token) });
    expect(exported.json().profile).toMatchObject({
      citizen_pid: citizen.citizen_id,
      has_password: false,
      vneid_linked: true,
    });

    const refused = await app.inject({
      method: 'DELETE',
      url: '/api/auth/me',
      headers: bearer(first.data.access_token),
      payload: { password: 'anything' },
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['confirmation']);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/auth/me',
      headers: bearer(first.data.access_token),
      payload: { confirmation: DELETE_ACCOUNT_CONFIRMATION },
    });
    expect(deleted.statusCode).toBe(200);
    const kept = await database.db.select().from(consentRecords).where(eq(consentRecords.userId, userId));
    expect(kept).toEqual([expect.objectContaining({ method: 'vneid', withdrawnAt: expect.any(Date) })]);

    // The next VNeID sign-in of the same person makes a new account: nothing links it to the old one.
    const again = await signIn(citizen.sub);
    expect(again.data.user.id).not.toBe(userId);

    const secrets = new Map([
      ['citizen ID', citizen.citizen_id],
      ['authorization code 1', first.code],
      ['authorization code 2', again.code],
      ['consent key 1', first.consentKey],
      ['consent key 2', again.consentKey],
      ['access token 1', first.data.access_token],
      ['access token 2', again.data.access_token],
    ]);
    expect(lines.join('')).toContain('/api/auth/login-vneid');
    // The return to /login was logged, with the code hidden (it would otherwise be in the URL).
    expect(lines.join('')).toMatch(/"url":"\/login\?[^"]*code=\[Redacted\]/);
    expect(findLeaks(lines.join(''), secrets)).toEqual([]);
  });
});
