import { authMessages } from '@portal/shared/auth';
import { dictionary } from '@zxcvbn-ts/language-common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { citizen, login, signedInCitizen } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import {
  changePassword,
  completeRegistration,
  expectPasswordRefused,
  registerWithPassword,
} from '../../test/password-rules.ts';
import { guessableForms, isKeyboardPattern } from './common-passwords.ts';

/**
 * Well-known passwords (ASVS 6.2.4) and the account's own e-mail are refused
 * wherever a password is set, with a Vietnamese message under the password field. The staff
 * invitation's case is in admin/resources/staff-invitations.test.ts.
 */
describe('common passwords', () => {
  const at = new Date('2026-11-25T03:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { now: () => at });
  });
  afterAll(() => t.close());

  const register = (n: number, password: string, overrides: Record<string, unknown> = {}) =>
    registerWithPassword(t, n, password, overrides);

  it('uses a maintained list far longer than ASVS’s 3,000', () => {
    expect(dictionary['passwords-common'].length).toBeGreaterThan(3000);
    expect(guessableForms('Password1!')).toEqual(expect.arrayContaining(['password1!', 'password1', 'password']));
    expect(guessableForms('P@ssw0rd2026!')).toContain('password');
    // A stem under four letters is not compared alone.
    expect(guessableForms('Abc@98765x')).not.toContain('abc');
  });

  it('refuses a well-known password at registration, whatever its case and what is added around it', async () => {
    for (const [n, password] of [
      [801, 'Password1!'],
      [802, 'pASSWORD1!'],
      [803, 'P@ssw0rd2026!'],
      [804, 'Qwerty123!'],
      [805, 'Iloveyou@1'],
      [806, 'MatKhau@2026'],
      [807, '!!Dragon2026'],
    ] as const) {
      const response = await register(n, password);
      expectPasswordRefused(response, authMessages.passwordCommon);
      expect((await login(t, citizen(n).email, password)).statusCode, password).toBe(401);
    }
  });

  it('refuses the e-mail address or its local part as the password', async () => {
    const email = 'tran.thi.mai@example.vn';
    expectPasswordRefused(await register(811, 'Tran.thi.mai1!', { email }), authMessages.passwordIsEmail);
    expectPasswordRefused(await register(812, 'Tran.Thi.Mai@Example.vn1', { email }), authMessages.passwordIsEmail);
  });

  it('refuses keyboard patterns dressed in the rule, not every short stem', async () => {
    for (const password of ['Abc@12345', 'Aa@123456', 'Abcd@1234', 'Qwer@4321', '111@Aaaa']) {
      expect(isKeyboardPattern(password), password).toBe(true);
    }
    for (const password of ['Abc@98765x', 'HoaSenTrang@57', 'Abc@1975', 'Xyz@13579']) {
      expect(isKeyboardPattern(password), password).toBe(false);
    }
    expectPasswordRefused(await register(815, 'Abc@12345'), authMessages.passwordCommon);
  });

  it('accepts a password that is not on the list', async () => {
    const response = await register(821, 'HoaSenTrang@57');
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses it at both steps of a registration with two-factor', async () => {
    const password = 'Welcome1!';
    expectPasswordRefused(await register(831, password, { google_auththen_check: true }), authMessages.passwordCommon);
    // A client that changes the password between the steps meets the same check when the account
    // would be made (the secret is the one the first step issued).
    const first = await register(832, 'HoaSenTrang@57', { google_auththen_check: true });
    expect(first.statusCode, first.body).toBe(200);
    const secret = first.json().secret as string;
    const completed = await completeRegistration(t, 832, password, secret, at);
    expectPasswordRefused(completed, authMessages.passwordCommon);
  });

  it('refuses it on a password change, and the old password still signs in', async () => {
    const account = await signedInCitizen(t, 841);
    const change = (password: string) => changePassword(t, account, password);
    expectPasswordRefused(await change('Sunshine2026!'), authMessages.passwordCommon);
    expectPasswordRefused(await change('Nguoidan841@'), authMessages.passwordIsEmail);
    expect((await login(t, account.email, account.password)).statusCode).toBe(200);
  });
});
