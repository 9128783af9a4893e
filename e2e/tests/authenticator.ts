import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MAIN_DATA_DIR } from '../playwright.config.ts';
import { totp } from './account.ts';
import { test } from './fixtures.ts';

/**
 * The authenticator apps of the run's staff accounts (staff reach the back office
 * only with a second factor). Each account's secret lives in a file per server, so both workers
 * and both projects share it; a code counts once on the server, so each code given out is
 * recorded, and a second sign-in in the same 30 s takes the next step's code (the server accepts
 * one step of drift). A third waits for the next step.
 */

const PERIOD_MS = 30_000;
const directory = path.join(MAIN_DATA_DIR, 'e2e-authenticators');

interface Authenticator {
  secret: string;
  /** The last step whose code was given out. */
  lastStep: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Where the authenticator of `email` on the server at `origin` is kept. */
export function authenticatorFile(origin: string, email: string): string {
  mkdirSync(directory, { recursive: true });
  return path.join(directory, `${new URL(origin).port}-${email.toLowerCase()}.json`);
}

export function hasAuthenticator(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Runs `work` holding the account's lock (a directory: created by one process at a time). */
export async function withAccountLock<T>(file: string, work: () => Promise<T>): Promise<T> {
  const lock = `${file}.lock`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`${lock}: held for too long`);
      await sleep(50);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Keeps a secret the server just gave (enrolment): no code of it has been used yet. */
export function keepSecret(file: string, secret: string): void {
  writeFileSync(file, JSON.stringify({ secret, lastStep: -1 } satisfies Authenticator));
}

/** A code the server has not seen yet; call it holding the account's lock. */
export async function unusedCode(file: string): Promise<string> {
  const state = JSON.parse(readFileSync(file, 'utf8')) as Authenticator;
  let current = Math.floor(Date.now() / PERIOD_MS);
  const step = Math.max(current, state.lastStep + 1);
  if (step > current + 1) {
    // Two codes of this account were used in this step already: wait for the next one.
    test.info().setTimeout(test.info().timeout + PERIOD_MS);
    // Said, so that a slow journey's wait shows in the run's output.
    console.log(
      `authenticator: ${test.info().title} waits ${Math.round(((step - 1) * PERIOD_MS - Date.now() + 200) / 1000)} s for a new code`,
    );
    await sleep((step - 1) * PERIOD_MS - Date.now() + 200);
    current = Math.floor(Date.now() / PERIOD_MS);
  }
  writeFileSync(file, JSON.stringify({ ...state, lastStep: step } satisfies Authenticator));
  return totp(state.secret, step - current);
}
