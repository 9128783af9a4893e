import sharp from 'sharp';
import { totpCode } from '../modules/auth/totp.ts';
import { CAPTCHA, citizen, confirmationToken, takeConfirmationMail } from '../test/auth-helpers.ts';

/**
 * HTTP calls of the cluster tests, each from a client address of its own: the processes believe
 * X-Forwarded-For from the loopback (TRUST_PROXY=127.0.0.1, the balancer's address and the
 * test's), so every test has its own rate-limit counters whichever process or balancer it calls.
 */
export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  /** The client's address as the processes see it. */
  from: string;
  headers?: Record<string, string>;
}

export function call(base: string, path: string, { method = 'GET', body, token, from, headers = {} }: CallOptions) {
  return fetch(`${base}${path}`, {
    method,
    headers: {
      'x-forwarded-for': from,
      ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
}

/** A captcha's key, made by the process at `base`. */
export async function captchaKey(base: string, from: string): Promise<string> {
  const answer = await call(base, '/api/captcha', { from });
  if (answer.status !== 200) throw new Error(`captcha: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { data: { key: string } }).data.key;
}

export interface SignedIn {
  token: string;
  /** The refresh cookie, as `name=value`. */
  cookie: string;
  userId: number;
  /** The first administrator's first visit: the session may only replace the installation's password. */
  mustChangePassword: boolean;
}

export async function signIn(base: string, email: string, password: string, from: string): Promise<SignedIn> {
  const answer = await call(base, '/api/auth/login', {
    method: 'POST',
    body: { email, password, captcha: CAPTCHA, key: await captchaKey(base, from) },
    from,
  });
  if (answer.status !== 200) throw new Error(`login: ${answer.status} ${await answer.text()}`);
  const { data } = (await answer.json()) as {
    data: { access_token: string; user: { id: number; must_change_password: boolean } };
  };
  const cookie = (answer.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return {
    token: data.access_token,
    cookie,
    userId: data.user.id,
    mustChangePassword: data.user.must_change_password,
  };
}

/**
 * Registers citizen `n` (auth-helpers' citizen) through `base`, opens the link of the confirmation
 * mail that one of the processes under `dataDir` wrote to its outbox, and signs them in.
 */
export async function signUpAndIn(base: string, n: number, from: string, dataDir: string): Promise<SignedIn> {
  const person = citizen(n);
  const registered = await call(base, '/api/auth/register', {
    method: 'POST',
    body: { ...person, captcha: CAPTCHA, key: await captchaKey(base, from) },
    from,
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const token = confirmationToken(await takeConfirmationMail(dataDir, person.email, 30_000));
  const confirmed = await call(base, '/api/auth/confirm-email', { method: 'POST', body: { token }, from });
  if (confirmed.status !== 200) throw new Error(`confirm-email: ${confirmed.status} ${await confirmed.text()}`);
  return signIn(base, person.email, person.password, from);
}

/** The password the first administrator's first visit sets in place of the installation's. */
export const FIRST_VISIT_PASSWORD = 'DongHa#Moi2027';

/**
 * The first staff account's token with the second factor, as the back office gets it on the
 * first sign-in: the first administrator's first visit replaces the installation's password
 * (with FIRST_VISIT_PASSWORD), then enrolment (a secret, then a code and the password) opens that session.
 */
export async function staffSignIn(base: string, email: string, initial: string, from: string): Promise<string> {
  let { token, userId, mustChangePassword } = await signIn(base, email, initial, from);
  let password = initial;
  if (mustChangePassword) {
    password = FIRST_VISIT_PASSWORD;
    const changed = await call(base, '/api/auth/change-password', {
      method: 'PUT',
      body: { oldPassword: initial, password, passwordConfirm: password },
      token,
      from,
    });
    if (changed.status !== 200) throw new Error(`first visit: ${changed.status} ${await changed.text()}`);
    ({ access_token: token } = ((await changed.json()) as { data: { access_token: string } }).data);
  }
  const enrol = (body: object) =>
    call(base, `/api/auth/${userId}/register-google-auththen`, { method: 'PUT', body, token, from });
  const { secret } = (await (await enrol({ google_auththen_check: true })).json()) as { secret: string };
  // The processes run on the real clock: the code is today's.
  const enrolled = await enrol({ google_auththen_check: true, secret, otp: totpCode(secret, new Date()), password });
  if (enrolled.status !== 200) throw new Error(`two-factor enrolment: ${enrolled.status} ${await enrolled.text()}`);
  return ((await enrolled.json()) as { data: { access_token: string } }).data.access_token;
}

/** A small PNG, as a phone would send for an avatar. */
export async function avatarForm(): Promise<FormData> {
  const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#1f6f43' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('avatar', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'anh-dai-dien.png');
  return form;
}
