import { messages } from '@portal/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLimiter } from '../modules/auth/hash-limiter.ts';
import { bearer, CAPTCHA, captchaKey, login, registerCitizen } from '../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';

describe('the password-hash limiter', () => {
  it('runs at most `concurrency` tasks, queues `queue` more and refuses the next at once', async () => {
    const limiter = createLimiter(2, 1);
    const gates: (() => void)[] = [];
    const task = () => new Promise<string>((resolve) => gates.push(() => resolve('done')));
    const running = [limiter.run(task), limiter.run(task)];
    const queued = limiter.run(task);
    await expect(limiter.run(task)).rejects.toMatchObject({ statusCode: 503, code: 'server_busy' });
    expect(limiter.stats()).toEqual({ running: 2, waiting: 1 });
    gates.shift()?.();
    await running[0];
    // The freed slot went to the queued task: still two running, none waiting.
    await new Promise((resolve) => setImmediate(resolve));
    expect(limiter.stats()).toEqual({ running: 2, waiting: 0 });
    for (const open of gates.splice(0)) open();
    await Promise.all([running[1], queued]);
    expect(limiter.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a task that fails', async () => {
    const limiter = createLimiter(1, 0);
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run(async () => 'next')).resolves.toBe('next');
  });
});

describe('a storm of sign-ins', () => {
  let t: TestApp;
  let person: { email: string; password: string };

  beforeAll(async () => {
    // One hash at a time and four waiting: a storm of 24 must be refused in part, and the five
    // accepted hashes run one after another, long after the public reads need the event loop.
    t = await buildTestApp({ HASH_CONCURRENCY: '1', HASH_QUEUE: '4' });
    person = await registerCitizen(t, 1);
  });
  afterAll(() => t.close());

  it('refuses the excess with 503 and Retry-After while public pages keep answering', async () => {
    const keys: string[] = [];
    for (let i = 0; i < 24; i++) keys.push(await captchaKey(t));

    // The order in which answers come back: sign-ins and public reads on one counter.
    let finished = 0;
    const logins = keys.map((key, i) =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: `10.9.0.${i + 1}`,
          payload: { email: person.email, password: person.password, captcha: CAPTCHA, key },
        })
        .then((response) => ({ response, order: finished++ })),
    );
    const reads = ['/api/settings', '/api/health', '/api/posts', '/api/settings'].map((url) =>
      t.app.inject({ method: 'GET', url }).then((response) => ({ response, order: finished++ })),
    );

    const [loginAnswers, readAnswers] = await Promise.all([Promise.all(logins), Promise.all(reads)]);
    const statuses = loginAnswers.map(({ response }) => response.statusCode);
    const refused = loginAnswers.filter(({ response }) => response.statusCode === 503);

    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    // Nothing but success or a polite refusal: no 500, no other 5xx.
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    for (const { response } of refused) {
      expect(response.headers['retry-after']).toBe('2');
      expect(response.json()).toEqual({ message: messages.hashBusy, code: 'server_busy' });
    }

    for (const { response } of readAnswers) expect(response.statusCode).toBe(200);
    // The public reads did not wait for the hashing: each answered before the last sign-in did.
    const lastLogin = Math.max(...loginAnswers.map(({ order }) => order));
    for (const { order } of readAnswers) expect(order).toBeLessThan(lastLogin);

    // Once the storm is over, signing in works again.
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.9.1.1',
      payload: { email: person.email, password: person.password, captcha: CAPTCHA, key: await captchaKey(t) },
    });
    expect(after.statusCode).toBe(200);
  });
});

describe('deleting an account while the hashing is full', () => {
  let t: TestApp;

  beforeAll(async () => {
    // One check at a time and none waiting: the deletion's check finds the only slot taken.
    t = await buildTestApp({ HASH_CONCURRENCY: '1', HASH_QUEUE: '0' });
  });
  afterAll(() => t.close());

  it('checks the password through the app’s one limiter: 503 with Retry-After, like the sign-in', async () => {
    const { limiter } = t.app.context.passwords;
    // The sign-in's stand-in hash (for unknown e-mails) is made at start: let it finish first.
    while (limiter.stats().running > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const person = await registerCitizen(t, 1);
    const signedIn = await login(t, person.email, person.password);
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json().data.access_token;
    const remove = () =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/auth/me',
        headers: bearer(token),
        payload: { password: person.password },
      });

    let release = () => {};
    const held = limiter.run(() => new Promise<void>((resolve) => (release = resolve)));
    const refused = await remove();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json()).toEqual({ message: messages.hashBusy, code: 'server_busy' });

    release();
    await held;
    // The slot is free again: the same deletion goes through.
    expect((await remove()).statusCode).toBe(200);
  });
});
