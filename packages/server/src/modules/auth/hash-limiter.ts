import { availableParallelism } from 'node:os';
import * as argon2 from '@node-rs/argon2';
import { messages } from '@portal/shared/messages';
import type { Config } from '../../config.ts';
import { HttpError } from '../../errors.ts';

/** Seconds a refused client is told to wait before trying again. */
const RETRY_AFTER_SECONDS = 2;

export const hashBusy = () =>
  new HttpError(503, 'server_busy', messages.hashBusy, undefined, { 'retry-after': String(RETRY_AFTER_SECONDS) });

/**
 * At most `concurrency` tasks at once and `queue` waiting; one more is refused at once (it rejects
 * with `busy()`), so that a storm of sign-ins costs CPU in proportion to the cores, not to the storm.
 */
export function createLimiter(concurrency: number, queue: number, busy: () => Error = hashBusy) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < concurrency) running++;
      else if (waiting.length < queue) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw busy();
      // The slot passes from a finished task straight to the next one waiting.
      try {
        return await task();
      } finally {
        release();
      }
    },
    stats: () => ({ running, waiting: waiting.length }),
  };
}

export type Limiter = ReturnType<typeof createLimiter>;

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
  /** The slots `hash` and `verify` wait for. */
  limiter: Limiter;
};

/**
 * argon2 through the limiter of HASH_CONCURRENCY and HASH_QUEUE (config.ts). Made once per app
 * (app.ts puts it in the context): every hash and check of the app shares its slots.
 */
export function passwordHasher(config: Pick<Config, 'HASH_CONCURRENCY' | 'HASH_QUEUE'>): PasswordHasher {
  const limiter = createLimiter(config.HASH_CONCURRENCY || availableParallelism(), config.HASH_QUEUE);
  return {
    hash: (password) => limiter.run(() => argon2.hash(password)),
    verify: (hashed, password) => limiter.run(() => argon2.verify(hashed, password)),
    limiter,
  };
}
