import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, enrolTwoFactor, signedInCitizen, signIn } from './auth-helpers.ts';
import { buildTestApp, type TestApp } from './helper.ts';

describe('the sign-in helpers of the tests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('signedInCitizen registers the citizen and gives a token the API takes; signIn refuses a wrong password', async () => {
    const hoa = await signedInCitizen(t, 7);
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(hoa.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user).toMatchObject({ email: hoa.email, google_auththen_check: false });
    expect(await signIn(t, hoa.email, hoa.password)).toEqual(expect.any(String));
    await expect(signIn(t, hoa.email, 'Sai@Matkhau9')).rejects.toThrow(/login failed/);
  });

  it('enrolTwoFactor turns two-factor on with the password and answers a session opened with it', async () => {
    const lan = await signedInCitizen(t, 8);
    const me = (await t.app.inject({ url: '/api/auth/me', headers: bearer(lan.token) })).json().data.user;
    const { enrolled, secret } = await enrolTwoFactor(t, me.id, lan.token, lan.password);
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    expect(enrolled.json().data.user).toMatchObject({ google_auththen_check: true, sign_in_method: 'otp' });
  });
});
