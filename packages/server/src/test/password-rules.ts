import { expect } from 'vitest';
import { totpCode } from '../modules/auth/totp.ts';
import { citizen, registration } from './auth-helpers.ts';
import type { TestApp } from './helper.ts';

// The places a citizen sets a password, for the tests of the password rules (common passwords, the
// site's and the person's own words): each refusal must come as one message under `password`.

/** Registration number `n` with `password` typed twice, as the form sends it. */
export async function registerWithPassword(
  t: TestApp,
  n: number,
  password: string,
  overrides: Record<string, unknown> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: await registration(t, n, { password, passwordConfirm: password, ...overrides }),
  });
}

/** The second step of a two-factor registration: `secret` from the first step, a code at `at`. */
export function completeRegistration(t: TestApp, n: number, password: string, secret: string, at: Date) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/completeRegistration',
    payload: { ...citizen(n, { password, passwordConfirm: password }), secret, otp: totpCode(secret, at) },
  });
}

/** A signed-in account's password change to `password`, as the profile sends it. */
export function changePassword(t: TestApp, account: { token: string; password: string }, password: string) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/auth/change-password',
    headers: { authorization: `Bearer ${account.token}` },
    payload: { oldPassword: account.password, password, passwordConfirm: password },
  });
}

/** A 422 whose only error is `message` under the password field. */
export function expectPasswordRefused(
  response: { statusCode: number; json: () => { errors: object } },
  message: string,
) {
  expect(response.statusCode).toBe(422);
  expect(response.json().errors).toEqual({ password: [message] });
}
